import Foundation

/// A layer that shows a string; its values kept as Core Animation keeps them, and the
/// string recorded, not rasterized, by ``CALayer/render(in:)`` (R-LA4).
@MainActor
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString`; `nil` by default.
    open var string: Any?
    /// The font: a `UIFont`, a `CGFont` or a font's name; `nil` (Helvetica) by default.
    open var font: Any?
    /// The font size; 36 by default.
    open var fontSize: CGFloat = 36
    /// The color of the text; opaque white by default.
    open var foregroundColor: CGColor? = .white
    /// Whether the text wraps to the bounds; `false` by default.
    open var isWrapped = false
    /// How text too long for the bounds is cut; none by default.
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How lines align; natural by default.
    open var alignmentMode: CATextLayerAlignmentMode = .natural

    /// Creates a text layer with no string.
    public override init() { super.init() }

    /// Creates a text layer with the values of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let text = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (text.string, text.font, text.fontSize, text.foregroundColor)
        (isWrapped, truncationMode, alignmentMode) = (text.isWrapped, text.truncationMode, text.alignmentMode)
    }

    /// Creates a text layer with Core Animation's defaults (R-I3).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func presentationCopy() -> CALayer { CATextLayer(layer: self) }

    override func renderContent(in ctx: CGContext) {
        let text = (string as? String) ?? (string as? NSAttributedString)?.string
        if let text { ctx.record(.text(text, in: bounds.applying(ctx.ctm))) }
    }
}

/// How a text layer cuts text too long for its bounds, by Core Animation's names.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// Cut at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// Cut at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// Cut in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines, by Core Animation's names.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centered.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
