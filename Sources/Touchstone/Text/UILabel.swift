import Foundation

/// A label: text measured by Touchstone's text-measuring rule (R-TX2) and drawn into the
/// recording context, one text operation per line (R-TX3). As in UIKit it lets touches
/// pass through to the views behind it, because ``UIView/isUserInteractionEnabled`` is
/// `false` by default (R-H5), and it redraws when its size changes (its content mode is
/// ``UIView/ContentMode/redraw``).
///
/// Its ``intrinsicContentSize`` is its text's size rounded up to the screen's pixels:
/// one line unless ``numberOfLines`` allows more and a width is known, from
/// ``preferredMaxLayoutWidth`` or else the label's current width.
@MainActor
open class UILabel: UIView {
    /// Creates a label that ignores touches until ``UIView/isUserInteractionEnabled`` is set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDefaults()
    }

    /// Creates a label with UIKit's defaults and a zero frame: there is no nib to decode
    /// (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDefaults()
    }

    private func configureDefaults() {
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    // MARK: Text

    /// The text the label shows; setting it replaces ``attributedText``.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            textDidChange()
        }
    }
    private var storedText: String?

    /// The text with its attributes: the one set, else the ``text`` in the label's
    /// ``font`` and ``textColor``; `nil` without text.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(string: storedText, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            textDidChange()
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// The font; the system font at 17 points by default, and again when set to `nil`.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? UILabel.defaultFont
            textDidChange()
        }
    }
    private var storedFont: UIFont = UILabel.defaultFont
    private static let defaultFont = UIFont.systemFont(ofSize: 17)

    /// The text's color; ``UIColor/label`` by default, and again when set to `nil`.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }
    private var storedTextColor: UIColor = .label

    /// How lines are aligned; ``NSTextAlignment/natural`` (leading) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// The most lines shown; 1 by default, 0 for no limit.
    open var numberOfLines = 1 { didSet { textDidChange() } }

    /// How text that does not fit is cut; ``NSLineBreakMode/byTruncatingTail`` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }

    /// The width at which the text wraps when more than one line is allowed; 0 (the
    /// label's width) by default.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }

    /// Whether one line of text too wide shrinks, down to ``minimumScaleFactor``, when
    /// drawn; `false` by default. The intrinsic size is the full size's, as in UIKit.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }

    /// The least scale the font shrinks to; 0, no shrinking, by default.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }

    /// Whether letters tighten before the text is cut; `false` by default. Kept.
    open var allowsDefaultTighteningForTruncation = false

    /// How a shrunk line keeps its baseline; ``UIBaselineAdjustment/alignBaselines`` by
    /// default. Kept.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// Whether the label is drawn enabled; `true` by default. Kept: a disabled label is
    /// drawn dimmed on iOS.
    open var isEnabled = true

    /// Whether the label is drawn highlighted; `false` by default.
    open var isHighlighted = false

    /// The text's color while highlighted; `nil` by default.
    open var highlightedTextColor: UIColor?

    /// The text shadow's color; `nil`, no shadow, by default.
    open var shadowColor: UIColor?

    /// The text shadow's offset; (0, −1) by default.
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// Whether a truncated label shows its full text on a long press (iPadOS pointer);
    /// `false` by default. Kept.
    open var showsExpansionTextWhenTruncated = false

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Measuring (R-TX2, R-TX3)

    /// The text laid out `width` wide (unbounded when `nil`) in at most `lines` lines.
    private func layout(width: CGFloat?, lines: Int, font: UIFont? = nil) -> TextLayout {
        let font = font ?? storedFont
        let glyphs = storedAttributedText.map { TextLayout.glyphs(of: $0, defaultFont: font) }
            ?? TextLayout.glyphs(of: storedText ?? "", font: font)
        let spacing = storedAttributedText.flatMap { text in
            text.length > 0 ? (text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)?.lineSpacing : nil
        } ?? 0
        return TextLayout(glyphs: glyphs, defaultFont: font, width: width, maximumLines: lines, lineBreakMode: lineBreakMode,
                          lineSpacing: spacing)
    }

    /// The width the text wraps at, when it may take more than one line.
    private var wrappingWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return bounds.width > 0 ? bounds.width : nil
    }

    /// `size` rounded up to the pixels of the label's screen.
    private func roundedUp(_ size: CGSize) -> CGSize {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// The text's size, rounded up to the screen's pixels; zero without text (R-TX3).
    open override var intrinsicContentSize: CGSize {
        roundedUp(layout(width: wrappingWidth, lines: numberOfLines).size)
    }

    /// The text's size within `size`'s width when more than one line is allowed (R-TX3).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : nil
        return roundedUp(layout(width: width, lines: numberOfLines).size)
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0 for
    /// no limit): centered vertically, at the leading edge.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = layout(width: bounds.width, lines: numberOfLines).size
        let height = min(size.height, bounds.height)
        let x = isRightToLeft ? bounds.maxX - size.width : bounds.minX
        return CGRect(x: x, y: bounds.minY + (bounds.height - height) / 2, width: min(size.width, bounds.width), height: height)
    }

    // MARK: Drawing (R-TX3)

    /// Draws the text in the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Records the text's lines in `rect`: centered vertically, aligned as
    /// ``textAlignment`` says, cut as ``lineBreakMode`` says, and with
    /// ``adjustsFontSizeToFitWidth`` one line shrunk to fit down to ``minimumScaleFactor``.
    open func drawText(in rect: CGRect) {
        var font = storedFont
        if adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0 {
            let natural = layout(width: nil, lines: 1).size.width
            if natural > rect.width, natural > 0 {
                font = font.withSize(font.pointSize * max(minimumScaleFactor, rect.width / natural))
            }
        }
        let text = layout(width: rect.width, lines: numberOfLines, font: font)
        let height = text.size.height
        text.draw(at: CGPoint(x: rect.minX, y: rect.minY + (rect.height - height) / 2), width: rect.width,
                  alignment: textAlignment, rightToLeft: isRightToLeft)
    }

    // MARK: Baselines (R-AL6)

    override func baselineOffset(first: Bool) -> (heightFraction: CGFloat, constant: CGFloat) {
        let text = layout(width: bounds.width > 0 ? bounds.width : wrappingWidth, lines: numberOfLines)
        let font = storedFont
        let lines = max(1, text.lines.count)
        let block = CGFloat(lines) * text.lineHeight + CGFloat(lines - 1) * text.lineSpacing
        let line = first ? 0 : CGFloat(lines - 1) * (text.lineHeight + text.lineSpacing)
        return (0.5, -block / 2 + line + font.ascender)
    }
}

/// How a label whose font shrinks keeps its line in place, with UIKit's raw values.
public enum UIBaselineAdjustment: Int, Sendable {
    /// Keep the baseline.
    case alignBaselines = 0
    /// Keep the center.
    case alignCenters
    /// Keep the top.
    case none
}
