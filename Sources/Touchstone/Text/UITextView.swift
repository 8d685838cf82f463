import Foundation

/// A scrolling, multi-line editable text (R-TX4): a tap makes an editable text view first
/// responder, and typing edits its text, asking its delegate first as UIKit does. Its
/// ``UIScrollView/contentSize`` is its text's height at its width (R-TX3), so that long
/// text scrolls; with scrolling off its ``intrinsicContentSize`` is that height, how
/// self-sizing text views grow with their text.
///
/// Its delegate is the scroll view's ``UIScrollView/delegate``, read as a
/// ``UITextViewDelegate`` when it is one: Swift cannot narrow an inherited property's
/// type, as UIKit's Objective-C declaration does.
///
/// **Decision:** as for ``UITextField``, the insertion point is always the end of the text.
@MainActor
open class UITextView: UIScrollView, UIKeyInput, UITextInputTraits, ForcedResigning {
    /// Creates a text view, empty, with UIKit's defaults.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text view with UIKit's defaults and a zero frame (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Text

    /// The text; empty by default, and again when set to `nil`.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            textDidChange()
        }
    }
    private var storedText = ""

    /// The text with the view's font and color.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storedText, attributes: [.font: resolvedFont, .foregroundColor: textColor ?? UIColor.label]) }
        set { text = newValue?.string }
    }

    /// The font; `nil`, the system font at 12 points, by default.
    open var font: UIFont? { didSet { textDidChange() } }
    /// The text's color; `nil`, ``UIColor/label``, by default.
    open var textColor: UIColor?
    /// How the text is aligned; ``NSTextAlignment/natural`` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited; `true` by default.
    open var isEditable = true
    /// Whether the text can be selected; `true` by default. Kept.
    open var isSelectable = true
    /// The inset of the text from the view's edges; 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textDidChange() } }
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

    private var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// Each side's padding of a line inside the text container, as `NSTextContainer`'s
    /// default `lineFragmentPadding`: 5 points.
    private static let linePadding: CGFloat = 5

    /// The text's size wrapped at the view's width, with its insets.
    private var textSize: CGSize {
        let width = bounds.width - textContainerInset.left - textContainerInset.right - 2 * Self.linePadding
        let layout = TextLayout.layout(storedText, attributes: [.font: resolvedFont], width: width > 0 ? width : nil)
        let height = storedText.isEmpty ? resolvedFont.lineHeight : layout.size.height
        return CGSize(width: layout.size.width + 2 * Self.linePadding + textContainerInset.left + textContainerInset.right,
                      height: (height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    private func textDidChange() {
        contentSize = CGSize(width: bounds.width, height: textSize.height)
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// With scrolling off, the text's height at the view's width, its width unspecified
    /// (R-TX3); with scrolling on, none, as a scroll view's.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: textSize.height)
    }

    /// Keeps the content size at the text's height when the width changes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = textSize.height
        if contentSize.height != height || contentSize.width != bounds.width {
            contentSize = CGSize(width: bounds.width, height: height)
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
    }

    /// Records the text wrapped inside the insets.
    open override func draw(_ rect: CGRect) {
        let inner = bounds.inset(by: textContainerInset).insetBy(dx: Self.linePadding, dy: 0)
        (storedText as NSString).draw(in: inner, withAttributes: [.font: resolvedFont])
    }

    // MARK: Editing (R-TX4)

    private var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }
    private var keyPresses = KeyInputPresses()

    /// An editable or selectable text view takes first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing, if the delegate agrees, and posts ``textDidBeginEditingNotification``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, if the delegate agrees, and posts ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        return resignWithoutAsking()
    }

    func resignWithoutAsking() -> Bool {
        guard super.resignFirstResponder() else { return false }
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// A tap (a touch that ends without the scroll view taking it) on an editable text
    /// view begins editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if isEditable, touches.contains(where: { bounds.contains($0.location(in: self)) }) { becomeFirstResponder() }
    }

    /// Whether the view has text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` (a newline included) at the end, if editable and the delegate agrees.
    open func insertText(_ text: String) {
        replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
    }

    /// Deletes the last character, if editable and the delegate agrees.
    open func deleteBackward() {
        guard let last = storedText.indices.last else { return }
        replace(NSRange(last..<storedText.endIndex, in: storedText), with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        guard isEditable, textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
        textDidChange()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// Types the key presses while first responder (R-TX4); other presses go on up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = isFirstResponder && isEditable ? keyPresses.began(presses, into: self) : presses
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

    // MARK: Notifications

    /// Posted, with the view, when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted, with the view, when its text changes by typing.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted, with the view, when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
}

/// What a text view asks and tells as it is edited, besides its scrolling; every method
/// is optional (R-TX4).
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; `true` by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end; `true` by default.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` may be replaced by `text`; `true` by default.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing.
    func textViewDidChange(_ textView: UITextView)
    /// The insertion point moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
