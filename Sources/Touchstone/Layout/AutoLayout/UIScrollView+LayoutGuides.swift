import Foundation

/// A scroll view's layout guides (R-AL8): constraints size its content, as Apple's Auto
/// Layout Guide describes ("Working with Scroll Views": "constraints between the edges or
/// margins of the scroll view and its content attach to the scroll view's content area";
/// "constraints between the height, width, or centers attach to the scroll view's frame").
extension UIScrollView {
    func scrollLayoutGuide(content: Bool) -> UILayoutGuide {
        if let guide = content ? storedContentLayoutGuide : storedFrameLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = content ? "UIScrollView-contentLayoutGuide" : "UIScrollView-frameLayoutGuide"
        addLayoutGuide(guide)
        var constraints = [guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor)]
        if content {
            storedContentLayoutGuide = guide
        } else {
            storedFrameLayoutGuide = guide
            constraints += [guide.widthAnchor.constraint(equalTo: widthAnchor), guide.heightAnchor.constraint(equalTo: heightAnchor)]
        }
        for constraint in constraints { constraint.identifier = guide.identifier }
        NSLayoutConstraint.activate(constraints)
        return guide
    }

    /// Takes the content guide's size as ``contentSize``, in each dimension that
    /// constraints decide (an unconstrained one keeps the size set by hand).
    func applyContentSizeFromEngine() {
        guard let guide = storedContentLayoutGuide, let engine = guide.layoutItem.variables?.engine else { return }
        engine.synchronize()
        let solved = engine.rectangle(of: guide.layoutItem).roundedToPixels(scale: window?.screen.scale ?? UIScreen.main.scale)
        var size = contentSize
        if !engine.isAmbiguous(guide.layoutItem, horizontally: true) { size.width = solved.width }
        if !engine.isAmbiguous(guide.layoutItem, horizontally: false) { size.height = solved.height }
        if size != contentSize { contentSize = size }
    }
}
