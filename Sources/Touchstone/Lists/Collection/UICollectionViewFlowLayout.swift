import Foundation

extension UICollectionView {
    /// The direction a flow or compositional layout's content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}

/// A layout that fills lines with items, line after line, section after section (R-LS15):
/// UIKit's flow layout, with its sizes and spacings from its properties or, per section and
/// per item, from a delegate that adopts ``UICollectionViewDelegateFlowLayout``.
///
/// Its geometry follows the rules written out, with their sources, in `FlowLayoutGeometry`:
/// as many items on a line as fit at the minimum spacing, the leftover shared between
/// them, a lone item centered, the last line of a section of equal items in the columns of
/// the lines above; headers and footers span the width and can pin to the visible area.
/// `prepare()` computes every frame once (linear in the items); a query for a rect costs
/// the logarithm of the item count plus the elements it returns, and returns the same
/// attributes objects each time, so a scrolled frame of a 100,000-item grid costs what a
/// 1,000-item grid's does.
///
/// With an ``estimatedItemSize`` the items size themselves: each cell is laid out at the
/// estimate, asked for its ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``
/// as it appears, and the layout is computed again with the sizes it prefers.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The collection view's adjusted content inset.
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    /// The estimated size that asks cells for their own size, UIKit's marker value.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item unless the delegate gives one; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size cells are assumed to have before they size themselves; zero (no
    /// self-sizing) by default.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The smallest space between lines; 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest space between items on a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// What ``sectionInset`` is measured from; the content inset by default.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// The direction the content scrolls in; vertical by default.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The size of each section header: its height when scrolling vertically, its width
    /// horizontally; none by default.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section footer; none by default.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible area while their section scrolls by.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom of the visible area while their section scrolls by.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    private var geometry = FlowLayoutGeometry(metrics: FlowLayoutMetrics(scrollAxis: .vertical, boundsSize: .zero, sections: []))
    /// The bounds size the geometry was computed for: another size calls for a new layout.
    private var preparedSize: CGSize?
    /// The attributes handed out and the sizes cells preferred.
    private var store = LayoutAttributesStore()

    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    // MARK: Computing the layout

    /// Computes every element's frame from the properties, the delegate and the counts.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let boundsSize = collectionView.bounds.size
        var sections: [FlowSectionMetrics] = []
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let sizing: FlowItemSizing
            if isSelfSizing {
                let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
                sizing = .perItem { self.store.preferredSizes[IndexPath(item: $0, section: section)] ?? estimate }
            } else if let delegate {
                sizing = .perItem { delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: $0, section: section)) }
            } else {
                sizing = .fixed(itemSize)
            }
            sections.append(FlowSectionMetrics(
                itemCount: count, itemSizing: sizing,
                sectionInset: FlowInsets(delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset),
                minimumLineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                minimumInteritemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing,
                headerReferenceSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize,
                footerReferenceSize: delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize))
        }
        geometry = FlowLayoutGeometry(metrics: FlowLayoutMetrics(
            scrollAxis: scrollDirection == .vertical ? .vertical : .horizontal, boundsSize: boundsSize,
            contentInset: FlowInsets(insetReference(of: collectionView)), sections: sections,
            sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
            sectionFootersPinToVisibleBounds: sectionFootersPinToVisibleBounds))
        preparedSize = boundsSize
        dropAttributesOutside(sections)
    }

    private func insetReference(of collectionView: UICollectionView) -> UIEdgeInsets {
        switch sectionInsetReference {
        case .fromContentInset: collectionView.adjustedContentInset
        case .fromSafeArea: collectionView.safeAreaInsets
        case .fromLayoutMargins: collectionView.layoutMargins
        }
    }

    /// Forgets the attributes of elements the new counts no longer have.
    private func dropAttributesOutside(_ sections: [FlowSectionMetrics]) {
        store.forgetMissing(items: { sections.indices.contains($0.section) && $0.item < sections[$0.section].itemCount },
                            sectionCount: sections.count)
    }

    /// The size of the content: every section's lines, insets, headers and footers.
    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    /// The items, headers and footers whose frames meet `rect`; pinned headers and footers
    /// at their pinned places.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        store.beginQuery()
        geometry.forEachElement(in: rect, visibleRect: visibleContentRect) { element in
            let attributes = attributes(for: element)
            store.found(attributes)
        }
        return store.queryResult
    }

    /// The attributes of the item at `indexPath`; `nil` when there is none.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.numberOfSections,
              indexPath.item >= 0, indexPath.item < geometry.numberOfItems(inSection: indexPath.section) else { return nil }
        return attributes(for: FlowLayoutElement(kind: .item, section: indexPath.section, index: indexPath.item,
                                                 frame: geometry.itemFrame(section: indexPath.section, item: indexPath.item)))
    }

    /// The attributes of the section header or footer at `indexPath`; `nil` when the
    /// section has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.numberOfSections else { return nil }
        let section = indexPath.section
        switch elementKind {
        case UICollectionView.elementKindSectionHeader:
            let frame = visibleContentRect.flatMap { geometry.pinnedHeaderFrame(section: section, visibleRect: $0) } ?? geometry.headerFrame(section: section)
            return frame.map { attributes(for: FlowLayoutElement(kind: .header, section: section, index: 0, frame: $0)) }
        case UICollectionView.elementKindSectionFooter:
            let frame = visibleContentRect.flatMap { geometry.pinnedFooterFrame(section: section, visibleRect: $0) } ?? geometry.footerFrame(section: section)
            return frame.map { attributes(for: FlowLayoutElement(kind: .footer, section: section, index: 0, frame: $0)) }
        default:
            return nil
        }
    }

    /// The one attributes object of `element`, at its frame now.
    private func attributes(for element: FlowLayoutElement) -> UICollectionViewLayoutAttributes {
        switch element.kind {
        case .item:
            store.item(at: IndexPath(item: element.index, section: element.section), frame: element.frame, make: makeLayoutAttributes)
        case .header:
            store.supplementary(kind: UICollectionView.elementKindSectionHeader, section: element.section, frame: element.frame,
                                make: makeLayoutAttributes)
        case .footer:
            store.supplementary(kind: UICollectionView.elementKindSectionFooter, section: element.section, frame: element.frame,
                                make: makeLayoutAttributes)
        }
    }

    // MARK: Invalidation

    /// A new bounds size calls for a new layout; scrolling does not, since pinned headers
    /// are placed when the visible area is queried.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// A self-sizing cell that prefers another size calls for a new layout.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        isSelfSizing && preferredAttributes.size != originalAttributes.size
    }

    /// Keeps the size the cell prefers, which the next `prepare()` lays it out at.
    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        if originalAttributes.representedElementCategory == .cell {
            store.preferredSizes[originalAttributes.indexPath] = preferredAttributes.size
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Self-sizing cells prefer a size as they appear.
    override var sizesCellsThemselves: Bool { isSelfSizing }
}

extension FlowInsets {
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

/// The questions a flow layout asks its collection view's delegate, section by section and
/// item by item; each defaults to the layout's own property (R-LS15).
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`; the layout's `itemSize` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The margins around `section`'s items; the layout's `sectionInset` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The smallest space between `section`'s lines; the layout's by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The smallest space between `section`'s items on a line; the layout's by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header; the layout's `headerReferenceSize` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer; the layout's `footerReferenceSize` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        flow(collectionViewLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        flow(collectionViewLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }
}
