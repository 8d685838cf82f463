import Foundation

/// A view that shows a blur or vibrancy behind its content (R-IM3). Its subviews go in
/// ``contentView``, which fills it: adding one to the effect view itself is a programmer
/// error on iOS, and here a subview added there still works. Touches reach the content
/// view's subviews as any view's; the effect view takes touches like a plain view.
@MainActor
open class UIVisualEffectView: UIView {
    /// The effect shown; `nil` shows none.
    open var effect: UIVisualEffect?

    /// The view to add subviews to: it fills the effect view.
    public let contentView = UIView()

    /// Creates an effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installContentView()
    }

    /// Creates an effect view showing no effect, with a zero frame (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
