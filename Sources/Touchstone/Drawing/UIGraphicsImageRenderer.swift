import Foundation

/// A renderer of images: its block draws into a recording context, and the image it
/// returns has the renderer's size and scale, without pixels (R-DR4). How ported code makes
/// a snapshot, a floating copy of a dragged cell or a drawn icon.
@MainActor
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The size of the images, in points.
    private let size: CGSize
    /// The scale, opacity and range of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` in the preferred format (the main screen's scale).
    public convenience init(size: CGSize) {
        self.init(size: size, format: .preferred())
    }

    /// A renderer of images of `size` in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        super.init(bounds: CGRect(origin: .zero, size: size))
    }

    /// A renderer of images of `bounds`' size, whose context's origin is `bounds`' origin.
    public convenience override init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    /// A renderer of images of `bounds`' size in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        size = bounds.size
        self.format = format
        super.init(bounds: bounds)
    }

    /// Runs `actions` with a recording context as the current one and returns the image:
    /// the renderer's size at the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        render(actions).currentImage
    }

    /// Runs `actions` as ``image(actions:)`` does and returns what they drew.
    func recording(_ actions: (UIGraphicsImageRendererContext) -> Void) -> [CGContext.Operation] {
        render(actions).cgContext.operations
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext {
        let context = UIGraphicsImageRendererContext(cgContext: CGContext(size: size), size: size, format: format)
        context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        let depth = GraphicsContextStack.depth
        GraphicsContextStack.push(context.cgContext, image: (size, format.scale))
        actions(context)
        GraphicsContextStack.truncate(to: depth)
        return context
    }
}

/// What renderers share: the bounds of what they draw.
@MainActor
open class UIGraphicsRenderer {
    /// The area drawn, in the context's coordinates.
    public let bounds: CGRect

    /// A renderer of `bounds`.
    public init(bounds: CGRect) { self.bounds = bounds }
}

/// The scale, opacity and color range of a renderer's images.
@MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point; the main screen's by default.
    open var scale: CGFloat
    /// Whether the images are opaque; `false` by default.
    open var opaque = false
    /// The color range; automatic by default.
    open var preferredRange: Range = .automatic

    /// A format at the main screen's scale.
    public init() { scale = UIScreen.main.scale }

    /// The format of the main screen: its scale.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The same as ``preferred()``.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The color range of a renderer's images.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended, standard
    }
}

/// The context a renderer's block draws into, with UIKit's shortcuts for filling and
/// stroking rectangles.
@MainActor
open class UIGraphicsImageRendererContext {
    /// The recording context.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    private let size: CGSize

    init(cgContext: CGContext, size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.size = size
        self.format = format
    }

    /// The image drawn so far: the renderer's size at the format's scale.
    open var currentImage: UIImage { UIImage(size: size, scale: format.scale) }

    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect`'s outline with the current stroke color.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
