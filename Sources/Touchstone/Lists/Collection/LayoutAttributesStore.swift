import Foundation

/// What the flow and compositional layouts keep between queries (R-LS10): one attributes
/// object per element they have handed out, so that a scrolled frame's query allocates only
/// for elements it meets for the first time; the array a query fills, kept to reuse its
/// storage; and the sizes self-sizing cells preferred.
@MainActor
struct LayoutAttributesStore {
    private struct SupplementaryKey: Hashable {
        var kind: String
        var section: Int
    }

    private var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    /// The sizes self-sizing cells preferred, by index path.
    var preferredSizes: [IndexPath: CGSize] = [:]

    /// The one attributes object of the item at `indexPath`, made by `make` the first time,
    /// at `frame`.
    mutating func item(at indexPath: IndexPath, frame: CGRect,
                       make: () -> UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = items[indexPath] ?? {
            let made = make()
            made.indexPath = indexPath
            items[indexPath] = made
            return made
        }()
        if attributes.frame != frame { attributes.frame = frame }
        return attributes
    }

    /// The one attributes object of `section`'s supplementary view of `kind` (at item 0),
    /// made by `make` the first time, at `frame`.
    mutating func supplementary(kind: String, section: Int, frame: CGRect,
                                make: () -> UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let key = SupplementaryKey(kind: kind, section: section)
        let attributes = supplementaries[key] ?? {
            let made = make()
            made.indexPath = IndexPath(item: 0, section: section)
            made.representedElementCategory = .supplementaryView
            made.representedElementKind = kind
            supplementaries[key] = made
            return made
        }()
        if attributes.frame != frame { attributes.frame = frame }
        return attributes
    }

    /// The attributes a query found, in the storage of the last query's: emptied by
    /// ``beginQuery()``, filled by ``found(_:)``.
    private(set) var queryResult: [UICollectionViewLayoutAttributes] = []

    mutating func beginQuery() { queryResult.removeAll(keepingCapacity: true) }

    mutating func found(_ attributes: UICollectionViewLayoutAttributes) { queryResult.append(attributes) }

    /// Forgets what belongs to elements new counts no longer have: items and preferred
    /// sizes for which `exists` is false, and supplementary views past `sectionCount`.
    mutating func forgetMissing(items exists: (IndexPath) -> Bool, sectionCount: Int) {
        items = items.filter { exists($0.key) }
        preferredSizes = preferredSizes.filter { exists($0.key) }
        supplementaries = supplementaries.filter { $0.key.section < sectionCount }
    }
}

extension UICollectionViewLayout {
    /// A new attributes object of the class ``layoutAttributesClass`` names.
    func makeLayoutAttributes() -> UICollectionViewLayoutAttributes {
        let attributesType = (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        return attributesType.init()
    }

    /// The part of the collection view's bounds not under its content inset, which pinned
    /// headers and footers keep to; `nil` outside a collection view.
    var visibleContentRect: CGRect? {
        guard let collectionView else { return nil }
        return collectionView.bounds.inset(by: collectionView.adjustedContentInset)
    }
}
