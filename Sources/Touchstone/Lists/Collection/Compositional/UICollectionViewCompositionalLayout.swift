import Foundation

/// Makes a compositional layout's section for a section index, told the collection view's
/// size through the environment; `nil` leaves the section without a layout (it takes no
/// room and shows none of its items).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections, groups and items (R-LS16): UIKit's compositional layout,
/// for grids, lists (``list(using:)``) and the rows and columns apps compose from them.
///
/// Each section repeats its group, sized by fractions of its container, absolute lengths
/// or estimates, for its items, with the spacing, insets, headers and footers it names,
/// by the rules `CompositionalLayoutGeometry` states with their sources. A layout made
/// with ``init(section:)`` gives every section that one section (a copy, taken when the
/// layout is made); one made with ``init(sectionProvider:)`` asks the provider for each
/// section whenever the layout is computed, which is after every reload and every change
/// of the collection view's size.
///
/// `prepare()` computes every frame once (linear in the items); a query for a rect costs
/// the logarithm of the item count plus the elements it returns, and returns the same
/// attributes objects each time, so a scrolled frame of a 100,000-item grid costs what a
/// 1,000-item one's does and, once warm, allocates nothing.
///
/// An item with an estimated dimension sizes itself: its cell is laid out at the estimate,
/// asked for its ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)`` as it
/// appears, and the layout is computed again with the length it prefers, as for a flow
/// layout's estimated item size (R-LS15).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Where the sections come from.
    private enum Source {
        case section(CompositionalSectionSpec)
        case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    private let source: Source
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    private var geometry = CompositionalLayoutGeometry(metrics: CompositionalLayoutMetrics(containerSize: .zero, sections: []))
    /// The bounds size the geometry was computed for: another size calls for a new layout.
    private var preparedSize: CGSize?
    /// The attributes handed out and the sizes cells preferred.
    private var store = LayoutAttributesStore()

    /// A layout whose every section is `section`.
    public init(section: NSCollectionLayoutSection) {
        source = .section(section.sectionSpec)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .section(section.sectionSpec)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        source = .provider(sectionProvider)
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        source = .provider(sectionProvider)
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// Creates a layout; the coder is not read (R-I3), so it has no sections to lay out.
    public required init?(coder: NSCoder) {
        source = .provider { _, _ in nil }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// The scroll direction, section spacing and layout-wide headers and footers. Setting
    /// it keeps a copy and computes the layout again, as UIKit's (`@NSCopying`) does.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    // MARK: Computing the layout

    /// Computes every element's frame from the sections, the configuration and the counts.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let boundsSize = collectionView.bounds.size
        let environment = CompositionalLayoutEnvironment(
            contentSize: boundsSize, contentInsets: NSDirectionalEdgeInsets(collectionView.adjustedContentInset),
            traitCollection: collectionView.traitCollection)
        var sections: [CompositionalSectionMetrics] = []
        for section in 0..<collectionView.numberOfSections {
            let spec: CompositionalSectionSpec? = switch source {
            case .section(let spec): spec
            case .provider(let provider): provider(section, environment)?.sectionSpec
            }
            sections.append(CompositionalSectionMetrics(
                spec: spec, itemCount: collectionView.numberOfItems(inSection: section),
                preferredSize: { self.store.preferredSizes[IndexPath(item: $0, section: section)] }))
        }
        let configuration = storedConfiguration
        geometry = CompositionalLayoutGeometry(metrics: CompositionalLayoutMetrics(
            scrollAxis: configuration.scrollDirection == .vertical ? .vertical : .horizontal,
            containerSize: environment.effectiveContentSize, sections: sections,
            interSectionSpacing: configuration.interSectionSpacing,
            boundaryItems: configuration.boundarySupplementaryItems.map(\.boundarySpec)))
        preparedSize = boundsSize
        dropAttributesOfMissingElements()
    }

    /// Forgets what belongs to elements the new counts no longer have (layout-wide headers
    /// and footers are at section 0).
    private func dropAttributesOfMissingElements() {
        let geometry = geometry
        store.forgetMissing(items: { $0.section < geometry.numberOfSections && $0.item < geometry.numberOfItems(inSection: $0.section) },
                            sectionCount: max(1, geometry.numberOfSections))
    }

    /// The size of all the sections with their spacing, headers and footers.
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

    /// The attributes of the item at `indexPath`; `nil` when there is none, or when its
    /// section has no layout.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let frame = geometry.itemFrame(section: indexPath.section, item: indexPath.item) else { return nil }
        return attributes(for: CompositionalLayoutElement(kind: .item, section: indexPath.section, index: indexPath.item, frame: frame))
    }

    /// The attributes of the header or footer of `elementKind` at `indexPath`, pinned if it
    /// pins; `nil` when the section (or the layout, at section 0) has none of that kind.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2,
              let frame = geometry.supplementaryFrame(kind: elementKind, section: indexPath.section, visibleRect: visibleContentRect)
        else { return nil }
        return attributes(for: CompositionalLayoutElement(kind: .supplementary(elementKind), section: indexPath.section, index: 0,
                                                          frame: frame))
    }

    /// The one attributes object of `element`, at its frame now.
    private func attributes(for element: CompositionalLayoutElement) -> UICollectionViewLayoutAttributes {
        switch element.kind {
        case .item:
            store.item(at: IndexPath(item: element.index, section: element.section), frame: element.frame, make: makeLayoutAttributes)
        case .supplementary(let kind):
            store.supplementary(kind: kind, section: element.section, frame: element.frame, make: makeLayoutAttributes)
        }
    }

    // MARK: Invalidation

    /// A new bounds size calls for a new layout (and new sections from a provider);
    /// scrolling does not, since pinned headers are placed when the visible area is queried.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    /// A cell that prefers another length in a dimension its item estimates calls for a
    /// new layout.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard originalAttributes.representedElementCategory == .cell else { return false }
        let indexPath = originalAttributes.indexPath
        let estimated = geometry.estimatedAxes(section: indexPath.section, item: indexPath.item)
        return (estimated.contains(.width) && preferredAttributes.size.width != originalAttributes.size.width)
            || (estimated.contains(.height) && preferredAttributes.size.height != originalAttributes.size.height)
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

    /// Items with an estimated dimension size themselves as they appear.
    override var sizesCellsThemselves: Bool { geometry.hasEstimatedItems }
}
