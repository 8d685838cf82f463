import Foundation

/// The width and height of a compositional layout's element, each an
/// ``NSCollectionLayoutDimension`` (R-LS16).
@MainActor
public final class NSCollectionLayoutSize {
    /// The element's width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The element's height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of `widthDimension` by `heightDimension`.
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size as the geometry reads it.
    var value: CompositionalSize {
        CompositionalSize(width: widthDimension.value, height: heightDimension.value)
    }
}
