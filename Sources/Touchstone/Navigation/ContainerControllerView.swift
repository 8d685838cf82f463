import Foundation

/// The view of a container controller that lays out its own parts, a navigation or tab bar
/// controller's bars and content: at each layout it hands its bounds and safe area to the
/// controller.
@MainActor
final class ContainerControllerView: UIView {
    private let layOut: (_ bounds: CGRect, _ safeArea: UIEdgeInsets) -> Void

    init(frame: CGRect, layOut: @escaping (_ bounds: CGRect, _ safeArea: UIEdgeInsets) -> Void) {
        self.layOut = layOut
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("a container controller makes its view")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOut(bounds, safeAreaInsets)
    }
}
