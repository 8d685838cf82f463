import Touchstone

/// A view with a double tap, to give the package something to build.
@MainActor
public func makeDoubleTapView(_ action: @escaping @MainActor (UIGestureRecognizer) -> Void) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let doubleTap = UITapGestureRecognizer(handler: action)
    doubleTap.numberOfTapsRequired = 2
    view.addGestureRecognizer(doubleTap)
    return view
}
