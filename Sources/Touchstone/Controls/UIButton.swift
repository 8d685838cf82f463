import Foundation

/// A control that performs an action when tapped: it sends ``UIControl/Event/touchUpInside``
/// and then ``UIControl/Event/primaryActionTriggered`` when a finger lifts inside it
/// (R-C2).
///
/// Headless: a button has a type and titles by state (stored, not drawn), no image or
/// configuration. Against gesture
/// recognizers of its ancestors it wins single-finger single taps (R-A8).
@MainActor
open class UIButton: UIControl {
    /// The kinds of system button, with UIKit's raw values. They differ only in looks,
    /// which Touchstone does not draw.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7

        /// The old name of ``system``.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's type.
    open private(set) var buttonType: ButtonType = .custom

    /// Creates a button of the given type with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a button of the given type that performs `primaryAction` when tapped.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero, primaryAction: primaryAction)
        self.buttonType = buttonType
    }

    /// When `true`, the button's primary action toggles ``UIControl/isSelected`` before
    /// its actions go out, as a toggle button does; `false` by default.
    open var changesSelectionAsPrimaryAction: Bool = false

    /// Whether the pointer is over the button (R-P4): the button, or one of its
    /// subviews, is where the pointer hovers.
    open internal(set) var isHovered: Bool = false

    override var defaultGestures: DefaultGestures { .tap }
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func triggerPrimaryAction(with event: UIEvent?) {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        super.triggerPrimaryAction(with: event)
    }

    // MARK: Titles

    private var titles: [UInt: String] = [:]

    /// Sets the title shown in `state`; stored, not drawn. A state without its own title
    /// shows the normal one, as in UIKit.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// The title for `state`, falling back to the normal state's.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// The title for the button's current state.
    open var currentTitle: String? { title(for: state) }
}
