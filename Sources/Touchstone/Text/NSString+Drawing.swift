import Foundation

/// How `boundingRect(with:options:attributes:context:)` lays text out, with UIKit's raw
/// values.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Wrap in lines within the given width; without it the text is one line.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Add the font's leading to line heights (Touchstone's fonts have none).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use the glyphs' own bounds (Touchstone measures advances).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cut the last line that fits with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a drawing or measuring call may do to fit, and what it did. Kept: Touchstone
/// measures at the full size.
open class NSStringDrawingContext: NSObject {
    /// The least scale the text may shrink to; 0 by default.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at: 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text took, after a call.
    open internal(set) var totalBounds: CGRect = .zero

    /// Creates a context with the defaults.
    public override init() {}
}

extension TextLayout {
    /// The layout of `string` with UIKit attributes, in lines `width` wide when given.
    static func layout(_ string: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> TextLayout {
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let kern = points(attributes?[.kern]) + points(attributes?[.tracking])
        let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle
        return TextLayout(glyphs: glyphs(of: string, font: font, kern: kern), defaultFont: font, width: width,
                          maximumLines: 0, lineBreakMode: paragraph?.lineBreakMode ?? .byWordWrapping,
                          lineSpacing: paragraph?.lineSpacing ?? 0)
    }

    /// The layout of an attributed string, in lines `width` wide when given.
    static func layout(_ string: NSAttributedString, width: CGFloat?) -> TextLayout {
        let paragraph = string.length > 0 ? string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        let font = UIFont.systemFont(ofSize: 12)
        return TextLayout(glyphs: glyphs(of: string, defaultFont: font), defaultFont: font, width: width,
                          maximumLines: 0, lineBreakMode: paragraph?.lineBreakMode ?? .byWordWrapping,
                          lineSpacing: paragraph?.lineSpacing ?? 0)
    }

    /// Records each line into the current context, the first at `origin`, each as wide as
    /// it measured, aligned within `width` when given.
    @MainActor
    func draw(at origin: CGPoint, width: CGFloat? = nil, alignment: NSTextAlignment = .left, rightToLeft: Bool = false) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        var y = origin.y
        for line in lines {
            let lineWidth = line.width
            let room = max(0, (width ?? lineWidth) - lineWidth)
            let x: CGFloat = switch alignment {
            case .center: room / 2
            case .right: room
            case .natural, .justified: rightToLeft ? room : 0
            case .left: 0
            }
            context.drawText(line.text, in: CGRect(x: origin.x + x, y: y, width: lineWidth, height: lineHeight))
            y += lineHeight + lineSpacing
        }
    }
}

extension NSString {
    /// The size of the string on one line per paragraph with `attributes`, by the
    /// text-measuring rule (R-TX2); not rounded, as UIKit's is not.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayout.layout(self as String, attributes: attributes, width: nil).size
    }

    /// The rectangle the string takes within `size` (wrapped in lines when `options` has
    /// ``NSStringDrawingOptions/usesLineFragmentOrigin``), at the origin (R-TX2).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        let width = options.contains(.usesLineFragmentOrigin) ? size.width : nil
        let rect = CGRect(origin: .zero, size: TextLayout.layout(self as String, attributes: attributes, width: width).size)
        context?.totalBounds = rect
        return rect
    }

    /// Records the string, one line per paragraph, at `point` in the current context.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        TextLayout.layout(self as String, attributes: attributes, width: nil).draw(at: point)
    }

    /// Records the string wrapped in `rect`, aligned as its paragraph style says, in the
    /// current context.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let alignment = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
        TextLayout.layout(self as String, attributes: attributes, width: rect.width)
            .draw(at: rect.origin, width: rect.width, alignment: alignment)
    }
}

extension String {
    /// The size of the string with `attributes`, as `NSString`'s (R-TX2).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attributes)
    }

    /// The rectangle the string takes within `size`, as `NSString`'s (R-TX2).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Records the string at `point` in the current context, as `NSString`'s.
    @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attributes)
    }

    /// Records the string wrapped in `rect` in the current context, as `NSString`'s.
    @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// The size of the string on one line per paragraph, by the text-measuring rule
    /// (R-TX2).
    public func size() -> CGSize {
        TextLayout.layout(self, width: nil).size
    }

    /// The rectangle the string takes within `size` (wrapped when `options` has
    /// ``NSStringDrawingOptions/usesLineFragmentOrigin``), at the origin (R-TX2).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let width = options.contains(.usesLineFragmentOrigin) ? size.width : nil
        let rect = CGRect(origin: .zero, size: TextLayout.layout(self, width: width).size)
        context?.totalBounds = rect
        return rect
    }

    /// Records the string at `point` in the current context.
    @MainActor
    public func draw(at point: CGPoint) {
        TextLayout.layout(self, width: nil).draw(at: point)
    }

    /// Records the string wrapped in `rect` in the current context.
    @MainActor
    public func draw(in rect: CGRect) {
        TextLayout.layout(self, width: rect.width).draw(at: rect.origin, width: rect.width)
    }
}
