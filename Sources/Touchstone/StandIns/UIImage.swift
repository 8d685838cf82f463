import Foundation

/// An image as stored values (R-I7): its size in points and its scale, with no pixels.
/// Touchstone draws nothing; what gesture code reads of an image is its size (an image
/// view sized to its image, a zoom scale fitted to it).
///
/// **Decision:** ``init(named:)`` never returns `nil`: there is no asset catalog to read,
/// and ported code commonly force-unwraps it. The image it makes has a zero size and
/// keeps the name; a test that needs a size makes one with ``init(size:scale:)``.
open class UIImage: CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable type.

    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The name the image was made from, if it was made by name. A Touchstone addition.
    public let name: String?

    /// Creates an image of `size` points at `scale` pixels per point. A Touchstone
    /// addition: UIKit makes images from data, files or a renderer, none of which a
    /// headless engine reads.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
        name = nil
    }

    /// An image named `name`: of zero size, scale 1 (see the type's decision).
    public init?(named name: String) {
        size = .zero
        scale = 1
        self.name = name
    }

    /// A symbol image named `name`: of zero size, scale 1, as ``init(named:)``.
    public convenience init?(systemName name: String) {
        self.init(named: name)
    }

    /// The name, size and scale: `UIImage(named: card, 0.0×0.0 @1.0x)`.
    open var description: String {
        "UIImage(\(name.map { "named: \($0), " } ?? "")\(size.width)×\(size.height) @\(scale)x)"
    }
}
