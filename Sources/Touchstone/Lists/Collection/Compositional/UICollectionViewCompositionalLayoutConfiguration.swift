import Foundation

/// What a compositional layout's sections share (R-LS16): the direction they scroll in,
/// the space between them, and the headers and footers of the whole layout.
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the content scrolls along; vertical by default, as Apple's page states.
    public var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// The space between consecutive sections; 0 by default, as Apple's page states.
    public var interSectionSpacing: CGFloat = 0
    /// The headers and footers of the whole layout, before the first section and after
    /// the last; their index path is item 0 of section 0.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with the defaults.
    public init() {}

    /// A copy, which a layout keeps so that changing the configuration it was given
    /// changes nothing until it is given again (UIKit's `@NSCopying`).
    func copy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }
}
