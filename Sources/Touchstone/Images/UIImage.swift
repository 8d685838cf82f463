import Foundation

/// An image as stored values (R-I7, R-IM1): its size in points, its scale, how it is
/// rendered and resized, and a `CGImage` of its pixel size, with no pixels. What
/// gesture code reads of an image is its size (an image view sized to its image, a zoom
/// scale fitted to it); drawing one records an image operation.
///
/// **Decision:** ``init(named:)`` never returns `nil`: there is no asset catalog to read,
/// and ported code commonly force-unwraps it. The image it makes has a zero size and
/// keeps the name; a test that needs a size makes one with ``init(size:scale:)``.
open class UIImage: CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable type.

    /// The image's size in points, its orientation applied.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The name the image was made from, if it was made by name. A Touchstone addition.
    public let name: String?
    /// How the image is drawn: as it is, or as a template in the tint color.
    public let renderingMode: RenderingMode
    /// How the pixels are turned to show upright.
    public let imageOrientation: Orientation
    /// The insets a resizable image keeps unstretched; zero by default.
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills the middle; ``ResizingMode/tile`` by default.
    public let resizingMode: ResizingMode
    /// Whether the image is an SF Symbol (``init(systemName:)``).
    public let isSymbolImage: Bool
    /// Whether the image is drawn mirrored in right-to-left layouts.
    public let flipsForRightToLeftLayoutDirection: Bool
    /// The image's pixels as Core Graphics holds them: a `CGImage` of the pixel size;
    /// `nil` for an empty image (``init()``).
    public let cgImage: CGImage?
    /// The tint color of a template image made by ``withTintColor(_:)``.
    let tintColor: UIColor?

    private init(size: CGSize, scale: CGFloat, name: String?, renderingMode: RenderingMode = .automatic,
                 orientation: Orientation = .up, capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile,
                 isSymbol: Bool = false, flips: Bool = false, cgImage: CGImage?, tintColor: UIColor? = nil) {
        self.size = size
        self.scale = scale
        self.name = name
        self.renderingMode = renderingMode
        imageOrientation = orientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        isSymbolImage = isSymbol
        flipsForRightToLeftLayoutDirection = flips
        self.cgImage = cgImage
        self.tintColor = tintColor
    }

    /// A copy with some values changed.
    private func copy(renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil,
                      resizingMode: ResizingMode? = nil, flips: Bool? = nil, tintColor: UIColor? = nil) -> UIImage {
        UIImage(size: size, scale: scale, name: name, renderingMode: renderingMode ?? self.renderingMode,
                orientation: imageOrientation, capInsets: capInsets ?? self.capInsets,
                resizingMode: resizingMode ?? self.resizingMode, isSymbol: isSymbolImage,
                flips: flips ?? flipsForRightToLeftLayoutDirection, cgImage: cgImage, tintColor: tintColor ?? self.tintColor)
    }

    private static func pixels(of size: CGSize, scale: CGFloat) -> CGImage {
        CGImage(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// Creates an image of `size` points at `scale` pixels per point. A Touchstone
    /// addition: UIKit makes images from data, files or a renderer, none of which a
    /// headless engine reads.
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        self.init(size: size, scale: scale, name: nil, cgImage: Self.pixels(of: size, scale: scale))
    }

    /// An empty image: zero size, no ``cgImage``.
    public convenience init() {
        self.init(size: .zero, scale: 1, name: nil, cgImage: nil)
    }

    /// An image named `name`: of zero size, scale 1 (see the type's decision).
    public convenience init?(named name: String) {
        self.init(size: .zero, scale: 1, name: name, cgImage: Self.pixels(of: .zero, scale: 1))
    }

    /// An image named `name` from `bundle`, as ``init(named:)``: there is no catalog.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// A symbol image named `name`: of zero size, scale 1, as ``init(named:)``.
    public convenience init?(systemName name: String) {
        self.init(size: .zero, scale: 1, name: name, isSymbol: true, cgImage: Self.pixels(of: .zero, scale: 1))
    }

    /// An image of `cgImage`'s pixels at scale 1.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale`, turned by `orientation`: a quarter turn
    /// swaps the width and the height.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let pixels = CGSize(width: CGFloat(cgImage.width), height: CGFloat(cgImage.height))
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        let points = CGSize(width: (turned ? pixels.height : pixels.width) / scale,
                            height: (turned ? pixels.width : pixels.height) / scale)
        self.init(size: points, scale: scale, name: nil, orientation: orientation, cgImage: cgImage)
    }

    // MARK: Variants

    /// The same image drawn as `renderingMode` says.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// The same image tinted with `color`, in the same rendering mode, as Apple documents.
    open func withTintColor(_ color: UIColor) -> UIImage {
        copy(tintColor: color)
    }

    /// The same image tinted with `color`, drawn as `renderingMode` says.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColor: color)
    }

    /// The same image resizable, keeping `capInsets` unstretched and tiling the middle.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        copy(capInsets: capInsets, resizingMode: .tile)
    }

    /// The same image resizable, keeping `capInsets` unstretched and filling the middle as
    /// `resizingMode` says.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The same image, mirrored in right-to-left layouts.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        copy(flips: true)
    }

    // MARK: Drawing (R-IM1)

    /// Records the image drawn at its size with its top left at `point`.
    @MainActor
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Records the image drawn in `rect`.
    @MainActor
    open func draw(in rect: CGRect) {
        guard let cgImage, let context = UIGraphicsGetCurrentContext() else { return }
        context.draw(cgImage, in: rect)
    }

    /// Records the image drawn in `rect` at `alpha`; the blend mode is kept by nothing.
    @MainActor
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: rect)
    }

    /// The name, size and scale: `UIImage(named: card, 0.0×0.0 @1.0x)`.
    open var description: String {
        "UIImage(\(name.map { "named: \($0), " } ?? "")\(size.width)×\(size.height) @\(scale)x)"
    }
}

extension UIImage {
    /// How an image is drawn, with UIKit's raw values.
    public enum RenderingMode: Int, Sendable {
        /// As its context says: templates in bars and buttons, originals elsewhere.
        case automatic = 0
        /// Always its own colors.
        case alwaysOriginal
        /// Always its shape in the tint color.
        case alwaysTemplate
    }

    /// How an image's pixels are turned to show upright, with UIKit's raw values.
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// How a resizable image fills its middle, with UIKit's raw values.
    public enum ResizingMode: Int, Sendable {
        /// Tiled.
        case tile = 0
        /// Stretched.
        case stretch
    }
}
