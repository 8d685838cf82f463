import Foundation

/// A one-line editable text (R-TX4): a tap makes it first responder, and typing (the
/// software keyboard's ``insertText(_:)`` and ``deleteBackward()``, or a hardware key
/// press) edits its text, asking its delegate first as UIKit does and sending the
/// editing events and notifications after.
///
/// **Decision:** the insertion point is always the end of the text: Touchstone has no
/// selection model (no `UITextInput`), so a change's range, as the delegate is asked, is
/// the empty range at the end for an insertion and the last character for a deletion.
@MainActor
open class UITextField: UIControl, UIKeyInput, UITextInputTraits, ForcedResigning {
    /// Creates a text field, empty, with UIKit's defaults.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text field with UIKit's defaults and a zero frame (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Text

    /// The text; empty by default, and again when set to `nil`.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    private var storedText = ""

    /// The text with the field's font and color.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText, attributes: defaultTextAttributes) }
        set { text = newValue?.string }
    }

    /// The text shown while the field is empty; `nil` by default.
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }

    /// The placeholder with attributes.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: defaultTextAttributes) } }
        set { placeholder = newValue?.string }
    }

    /// The font; the system font at 17 points by default.
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The text's color; ``UIColor/label`` by default.
    open var textColor: UIColor? = .label
    /// How the text is aligned; ``NSTextAlignment/natural`` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The attributes typed text takes: the font and the color.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? UIColor.label] }
        set {
            font = newValue[.font] as? UIFont ?? font
            textColor = newValue[.foregroundColor] as? UIColor ?? textColor
        }
    }

    /// The border; ``BorderStyle/none`` by default.
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// When the clear button shows; ``ViewMode/never`` by default. Kept.
    open var clearButtonMode: ViewMode = .never
    /// The view at the left end; `nil` by default. Kept.
    open var leftView: UIView?
    /// When the left view shows; ``ViewMode/never`` by default.
    open var leftViewMode: ViewMode = .never
    /// The view at the right end; `nil` by default. Kept.
    open var rightView: UIView?
    /// When the right view shows; ``ViewMode/never`` by default.
    open var rightViewMode: ViewMode = .never
    /// Whether beginning to edit empties the text; `false` by default.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit; `false` by default. Kept.
    open var adjustsFontSizeToFitWidth = false
    /// The least size the font shrinks to; 0 by default. Kept.
    open var minimumFontSize: CGFloat = 0
    /// The view shown instead of the keyboard; `nil` by default. Kept.
    open var inputView: UIView?
    /// The view above the keyboard; `nil` by default. Kept.
    open var inputAccessoryView: UIView?

    // MARK: Keyboard settings (UITextInputTraits, kept)

    /// The keyboard's kind; `.default` by default.
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title; `.default` by default.
    open var returnKeyType: UIReturnKeyType = .default
    /// When the keyboard capitalizes; `.sentences` by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard autocorrects; `.default` by default.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the text is hidden as typed; `false` by default.
    open var isSecureTextEntry = false

    // MARK: Editing (R-TX4)

    /// The delegate asked before editing begins, ends, changes the text and returns.
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited: it is first responder.
    open private(set) var isEditing = false

    private var keyPresses = KeyInputPresses()

    /// A text field takes first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, if the delegate agrees: becomes first responder, empties the text
    /// with ``clearsOnBeginEditing``, tells the delegate, sends
    /// ``UIControl/Event/editingDidBegin`` and posts ``textDidBeginEditingNotification``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, if the delegate agrees: resigns, tells the delegate, sends
    /// ``UIControl/Event/editingDidEnd`` and posts ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        return resignWithoutAsking()
    }

    func resignWithoutAsking() -> Bool {
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// A tap that ends inside the field begins editing.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch, bounds.contains(touch.location(in: self)) { becomeFirstResponder() }
    }

    /// Whether the field has text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the end, if the delegate agrees; a newline is the Return key:
    /// the delegate's ``UITextFieldDelegate/textFieldShouldReturn(_:)``, then
    /// ``UIControl/Event/editingDidEndOnExit``, which ends editing when an action is
    /// registered for it, as UIKit does.
    open func insertText(_ text: String) {
        if text == "\n" {
            guard delegate?.textFieldShouldReturn(self) ?? true else { return }
            sendActions(for: .editingDidEndOnExit)
            if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
            return
        }
        let end = NSRange(location: (storedText as NSString).length, length: 0)
        replace(end, with: text.replacingOccurrences(of: "\n", with: ""))
    }

    /// Deletes the last character, if the delegate agrees.
    open func deleteBackward() {
        guard let last = storedText.indices.last else { return }
        replace(NSRange(last..<storedText.endIndex, in: storedText), with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Types the key presses while editing (R-TX4); other presses go on up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = isEditing ? keyPresses.began(presses, into: self) : presses
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    /// Takes the ends of typed presses; others go on up the chain.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.ended(presses)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    /// Takes the cancellations of typed presses; others go on up the chain.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = keyPresses.ended(presses)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    // MARK: Size and drawing (R-TX3)

    /// The text's (or, when empty, the placeholder's) size by the text-measuring rule,
    /// a rounded-rectangle border adding 6.5 points on each side, rounded up: 34 points
    /// high at 17 points, as iOS's standard field (Est).
    open override var intrinsicContentSize: CGSize {
        let shown = storedText.isEmpty ? placeholder ?? "" : storedText
        let font = font ?? .systemFont(ofSize: 17)
        let width = (shown as NSString).size(withAttributes: [.font: font]).width
        let padding: CGFloat = borderStyle == .roundedRect ? 6.5 : 0
        return CGSize(width: (width + 2 * padding).rounded(.up), height: (font.lineHeight + 2 * padding).rounded(.up))
    }

    /// Records the text, or the placeholder, centered vertically.
    open override func draw(_ rect: CGRect) {
        let shown = storedText.isEmpty ? placeholder ?? "" : storedText
        let font = font ?? .systemFont(ofSize: 17)
        let height = font.lineHeight
        (shown as NSString).draw(at: CGPoint(x: bounds.minX, y: bounds.midY - height / 2), withAttributes: [.font: font])
    }

    // MARK: Notifications

    /// Posted, with the field, when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted, with the field, when its text changes by typing.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted, with the field, when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

extension UITextField {
    /// A text field's border, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view shows, with UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended, with UIKit's raw values.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned.
        case committed = 0
        /// Editing was cancelled.
        case cancelled
    }
}

/// What a text field asks and tells as it is edited; every method is optional (R-TX4).
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; `true` by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; `true` by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended for `reason`; by default calls ``textFieldDidEndEditing(_:)``.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` may be replaced by `string`; `true` by default.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button may empty the field; `true` by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the Return key does what it does; `true` by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The insertion point moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
