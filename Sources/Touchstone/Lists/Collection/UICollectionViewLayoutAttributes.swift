import Foundation

/// Where a layout puts one element of a collection view, and how it shows there (R-LS10):
/// a cell, a supplementary view (a section header or footer) or a decoration view.
///
/// The collection view applies the attributes to the element's view: its bounds size,
/// center and transform, its alpha, whether it is hidden, and its place among its siblings
/// (``zIndex``, which decides which of two overlapping cells a touch hits), then calls
/// ``UICollectionReusableView/apply(_:)`` for what a subclass adds. Layouts that adjust the
/// attributes their superclass returns copy them first (``copy()``), as UIKit asks.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// The element's frame in the collection view's content coordinates. Setting it sets
    /// ``center`` and ``size``; with a transform, it is the transformed element's extent.
    open var frame: CGRect {
        get {
            let box = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            return transform.isIdentity ? box : box.offsetBy(dx: -center.x, dy: -center.y).applying(transform)
                .offsetBy(dx: center.x, dy: center.y)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's center, in content coordinates.
    open var center = CGPoint.zero
    /// The element's size before its transform.
    open var size = CGSize.zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The element's affine transform about its center.
    open var transform = CGAffineTransform.identity
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's order among overlapping elements: higher shows (and is hit) above.
    open var zIndex = 0
    /// Whether the element is hidden (and so neither shown nor hit).
    open var isHidden = false
    /// The element's index path: an item's, or for a supplementary or decoration view the
    /// position the layout gives it (a section header's is item 0 of its section).
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open internal(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The kind of a supplementary or decoration view; `nil` for a cell.
    open internal(set) var representedElementKind: String?

    /// Attributes for a cell at item 0 of section 0.
    public required init() {}

    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the attributes, of the same class: a subclass that adds properties
    /// overrides ``copy(with:)`` to copy them too.
    public func copy() -> Any { copy(with: nil) }

    /// A copy of the attributes, of the same class (`NSCopying`'s method, as UIKit declares
    /// it). Subclasses call `super` and copy their own properties onto the result.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `other` describes the same element in the same state, as UIKit compares
    /// attributes to decide whether a view needs them again.
    open func isEqual(_ other: Any?) -> Bool {
        guard let other = other as? UICollectionViewLayoutAttributes else { return false }
        return type(of: other) == type(of: self) && other.center == center && other.size == size
            && other.transform == transform && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind
    }
}
