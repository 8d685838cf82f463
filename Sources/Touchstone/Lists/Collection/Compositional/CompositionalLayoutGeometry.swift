import Foundation

// MARK: - Compositional layout geometry
//
// The pure geometry behind `UICollectionViewCompositionalLayout`. The layout turns its
// sections, groups and items (main-actor classes, as UIKit's are) into the value
// descriptions below, builds a `CompositionalLayoutGeometry` from them in `prepare()`
// (O(n) in the number of items), and answers every query from it. Nothing here knows
// about views, index paths or layout attributes, so the rules are tested as arithmetic.
//
// Frames are in content coordinates: (0, 0) is the content's top-left corner and the
// content inset is not part of them, as in `FlowLayoutGeometry`. Rules are stated for
// vertical scrolling; a horizontally scrolling layout swaps the axes of the section-level
// rules (sections and groups follow one another left to right), while a group keeps its
// own axis.
//
// ## The rules, and where they come from
//
// 1. Container. The layout's container is the collection view's bounds size less its
//    content inset (`effectiveContentSize`; `NSCollectionLayoutContainer`'s pages:
//    `contentSize` is the size "before content insets are applied", `effectiveContentSize`
//    "after"); sections span its width, and the content size is that width by the total
//    height of the sections.
// 2. Dimensions. An item's fractional dimension is a fraction of the width or height of
//    the group that contains it (`fractionalWidth(_:)` page: "a fraction of the width of
//    the containing group"), after the group's own content insets; a section's group's is
//    a fraction of the container less the section's `contentInsets` ("the space between
//    the content of the section and its boundaries"). Absolute is exact; an estimate is
//    laid out as given until a cell prefers another length (`estimated(_:)`: "the final
//    size of the dimension is determined when the content is rendered").
// 3. Horizontal groups. Subitems go left to right, each once, in order; then, unless the
//    group's width is estimated, they repeat in the same order for as long as the next one
//    fits the group's width with the inter-item spacing before it. Apple's pages say only
//    "arranged in a horizontal line"; the repetition is how Apple's sample code
//    ("Implementing Modern Collection Views", its grids) makes five columns out of one
//    `.fractionalWidth(0.2)` item in a full-width group. (Est)
// 4. `count:` groups hold exactly `count` copies of their subitem and divide their length
//    evenly between them, spacing included, whatever the subitem's own length says
//    (`horizontal(layoutSize:subitem:count:)`: "the group keeps the same number of items
//    and automatically resizes them to add the extra specified spacing");
//    `repeatingSubitem:count:` repeats it `count` times at its own size.
// 5. Vertical groups stack their subitems top to bottom by rules 3 and 4 with heights for
//    widths.
// 6. Spacing. A fixed inter-item spacing is exact; a flexible one is its minimum plus an
//    equal share of the room the group has left, shared with the flexible edge spacings
//    of its subitems (`NSCollectionLayoutSpacing`: "at least … as more space becomes
//    available, items are respaced evenly in the additional space"). Edge spacing is
//    added outside an item before its content insets shrink it (`edgeSpacing` page); a
//    flexible edge across the group's axis pushes the item away from that edge, two
//    flexible edges center it. Content insets are ignored along an estimated dimension
//    (`contentInsets` page: "ignored for any axis that uses an estimated value").
// 7. Estimates. An item whose dimension is estimated takes the length its cell prefers in
//    that dimension once it has been shown; a group whose dimension is estimated is as
//    long as its content: the sum of its subitems along its axis, its tallest subitem
//    across it (a row takes its tallest item). Items do not stretch to their row: iOS 17
//    added `uniformAcrossSiblings(estimate:)` for that. How many copies a group holds is
//    decided from the estimates and does not change as cells size themselves.
// 8. Sections. A section repeats its group for its items, each group on its own line,
//    `interGroupSpacing` apart (its page: "the space between the groups in the
//    section"), and the last group may be partly filled, its items where a full group
//    puts them. Order along the scroll axis: the section's headers, its top inset, its
//    groups, its bottom inset, its footers; sections follow one another
//    `interSectionSpacing` apart (its page: "the amount of space between the sections in
//    the layout"; 0 by default). A section whose group holds no item shows none of its
//    items.
// 9. Headers and footers. A boundary item aligned to the top edge is a header, to the
//    bottom a footer (`NSRectAlignment`); across, it spans the section less its leading
//    and trailing insets, placed at the end its alignment names or centered when
//    narrower. `extendsBoundary` false lays it over the content instead of before or after
//    it. Apple documents neither their place relative to the section's insets nor their
//    width; this follows the flow layout's order (R-LS15's rule 8). (Est) Items aligned to
//    neither edge are not laid out.
// 10. Pinning. A pinned header scrolls with its section until it reaches the top of the
//     visible rect, stays there while its section shows, is pushed off by the end of the
//     section's content, and never moves above its place; a pinned footer mirrors that
//     at the bottom (`pinToVisibleBounds`: "shown while any portion of the section … is
//     visible"; the pushing is the flow layout's rule 10).
// 11. Orthogonal sections lay their groups out across the scroll axis, one beside the
//     other `interGroupSpacing` apart, and are as long as their longest group
//     (`UICollectionLayoutSectionOrthogonalScrollingBehavior`: "makes the section lay out
//     its content orthogonally to the main layout axis"); Touchstone never scrolls them.

/// The axis a compositional layout's sections follow one another along.
enum CompositionalScrollAxis: Sendable, Hashable {
    case vertical
    case horizontal
}

/// The axis a group lays its subitems out along.
enum CompositionalAxis: Sendable, Hashable {
    case horizontal
    case vertical
}

/// One dimension of an element, as `NSCollectionLayoutDimension` gives it.
enum CompositionalDimension: Sendable, Hashable {
    case fractionalWidth(CGFloat)
    case fractionalHeight(CGFloat)
    case absolute(CGFloat)
    case estimated(CGFloat)

    var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The length in points inside a container of `size` (rule 2); never negative.
    func length(in size: CGSize) -> CGFloat {
        let length: CGFloat = switch self {
        case .fractionalWidth(let fraction): fraction * size.width
        case .fractionalHeight(let fraction): fraction * size.height
        case .absolute(let points), .estimated(let points): points
        }
        return max(0, length)
    }
}

/// Which of an element's dimensions are estimated, and so take what its view prefers.
struct CompositionalEstimatedAxes: OptionSet, Sendable, Hashable {
    let rawValue: UInt8
    static let width = CompositionalEstimatedAxes(rawValue: 1)
    static let height = CompositionalEstimatedAxes(rawValue: 2)
}

/// An element's width and height.
struct CompositionalSize: Sendable, Hashable {
    var width: CompositionalDimension
    var height: CompositionalDimension

    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: width.length(in: size), height: height.length(in: size))
    }

    var estimatedAxes: CompositionalEstimatedAxes {
        var axes: CompositionalEstimatedAxes = []
        if width.isEstimated { axes.insert(.width) }
        if height.isEstimated { axes.insert(.height) }
        return axes
    }
}

/// A space, as `NSCollectionLayoutSpacing` gives it.
enum CompositionalSpacing: Sendable, Hashable {
    case fixed(CGFloat)
    case flexible(CGFloat)

    var minimum: CGFloat {
        switch self {
        case .fixed(let points), .flexible(let points): points
        }
    }

    var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// The spaces outside an item's four edges, as `NSCollectionLayoutEdgeSpacing` gives them.
struct CompositionalEdgeSpacing: Sendable, Hashable {
    var leading: CompositionalSpacing?
    var top: CompositionalSpacing?
    var trailing: CompositionalSpacing?
    var bottom: CompositionalSpacing?

    static let none = CompositionalEdgeSpacing()
}

/// How a group decides how many subitems it holds (rules 3 and 4).
enum CompositionalArrangement: Sendable, Hashable {
    /// Each subitem once, then repeated while they fit.
    case fill
    /// The one subitem `count` times, sharing the group's length evenly.
    case divided(Int)
    /// The one subitem `count` times at its own length.
    case repeated(Int)
}

/// A group's layout rules.
struct CompositionalGroupSpec: Sendable {
    var axis: CompositionalAxis
    var subitems: [CompositionalElementSpec]
    var arrangement: CompositionalArrangement
    var interItemSpacing: CompositionalSpacing?
}

/// An item or a group, as `NSCollectionLayoutItem` and `NSCollectionLayoutGroup` give them.
struct CompositionalElementSpec: Sendable {
    var size: CompositionalSize
    var contentInsets = NSDirectionalEdgeInsets.zero
    var edgeSpacing = CompositionalEdgeSpacing.none
    /// The group's rules; `nil` for an item, which shows one cell.
    var group: CompositionalGroupSpec?
}

/// A header or footer, as `NSCollectionLayoutBoundarySupplementaryItem` gives it.
struct CompositionalBoundarySpec: Sendable {
    var size: CompositionalSize
    var elementKind: String
    var alignment: NSRectAlignment
    var offset = CGPoint.zero
    var contentInsets = NSDirectionalEdgeInsets.zero
    var extendsBoundary = true
    var pinToVisibleBounds = false
}

/// A section, as `NSCollectionLayoutSection` gives it.
struct CompositionalSectionSpec: Sendable {
    /// The repeated group; its `group` is never `nil`.
    var group: CompositionalElementSpec
    var interGroupSpacing: CGFloat = 0
    var contentInsets = NSDirectionalEdgeInsets.zero
    var boundaryItems: [CompositionalBoundarySpec] = []
    var scrollsOrthogonally = false
}

/// One section's inputs.
struct CompositionalSectionMetrics {
    /// The section's rules; `nil` when the section provider gave none, and the section then
    /// takes no room and shows none of its items.
    var spec: CompositionalSectionSpec?
    var itemCount: Int
    /// The size the cell of item `n` preferred, if it has said; asked only for items with
    /// an estimated dimension, during `CompositionalLayoutGeometry.init`, and never kept.
    var preferredSize: (Int) -> CGSize? = { _ in nil }
}

/// Everything the geometry is computed from.
struct CompositionalLayoutMetrics {
    var scrollAxis = CompositionalScrollAxis.vertical
    /// The container's effective size (rule 1).
    var containerSize: CGSize
    var sections: [CompositionalSectionMetrics]
    var interSectionSpacing: CGFloat = 0
    /// The layout's own headers and footers, before the first section and after the last.
    var boundaryItems: [CompositionalBoundarySpec] = []
}

/// One element as `forEachElement(in:visibleRect:_:)` reports it; `index` is the item
/// index, and 0 for headers and footers (UIKit's `IndexPath(item: 0, section:)`).
struct CompositionalLayoutElement: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case item
        case supplementary(String)
    }

    var kind: Kind
    var section: Int
    var index: Int
    var frame: CGRect
}

/// The computed geometry of a compositional layout: item, header and footer frames, the
/// content size, and an index answering rect queries in O(log n + k).
///
/// It is an immutable value: building it costs O(n) in the items; queries never allocate.
struct CompositionalLayoutGeometry: Sendable {
    let scrollAxis: CompositionalScrollAxis
    /// `collectionViewContentSize`.
    let contentSize: CGSize
    /// Whether some item has an estimated dimension, so that cells size themselves.
    let hasEstimatedItems: Bool

    /// Every laid-out item's frame, all sections end to end, in item order.
    private let itemFrames: [CGRect]
    private let sections: [SectionRecord]
    /// Every group instance of every section, in order.
    private let groups: [GroupRecord]
    /// Every section's headers and footers, in section order.
    private let supplements: [SupplementRecord]
    /// The layout's own headers and footers.
    private let layoutSupplements: [SupplementRecord]
    /// Section extents along the scroll axis.
    private let sectionReach: LayoutSpans.Reach
    /// Group extents within each section's run of `groups`: along the scroll axis, or
    /// across it in an orthogonal section (rule 11).
    private let groupReach: LayoutSpans.Reach

    private struct SectionRecord: Sendable {
        var firstItem: Int
        /// The items laid out: the section's count, or 0 when it has no rules.
        var itemCount: Int
        var firstGroup: Int
        var groupCount: Int
        var groupsRunAcross: Bool
        var firstSupplement: Int
        var supplementCount: Int
        /// The estimated dimensions of each of the group's leaf items, in order; item `n`
        /// is leaf `n % count`.
        var leafEstimates: [CompositionalEstimatedAxes]
    }

    private struct GroupRecord: Sendable {
        var firstItem: Int
        var itemCount: Int
    }

    private enum Pin: Sendable {
        case none
        case start
        case end
    }

    private struct SupplementRecord: Sendable {
        var kind: String
        var section: Int
        /// Whether it comes before the content (a header) or after it (a footer).
        var isHeader: Bool
        /// Where the layout puts it, before any pinning.
        var frame: CGRect
        var pin: Pin
        /// Where pinning keeps it along the scroll axis: a header's end no later than
        /// `limit`, a footer's start no earlier.
        var limit: CGFloat
    }


    // MARK: Building

    init(metrics: CompositionalLayoutMetrics) {
        var builder = Builder(scrollAxis: metrics.scrollAxis, container: metrics.containerSize)
        builder.layOutLayoutSupplements(metrics.boundaryItems, headers: true)
        let sectionsStart = builder.cursor
        for (index, section) in metrics.sections.enumerated() {
            if index > 0 { builder.cursor += metrics.interSectionSpacing }
            builder.layOut(section, index: index)
        }
        let sectionsEnd = builder.cursor
        builder.layOutLayoutSupplements(metrics.boundaryItems, headers: false)
        // Pinned, the layout's own headers and footers stay with the sections (rule 10).
        for index in builder.layoutSupplements.indices {
            builder.layoutSupplements[index].limit = builder.layoutSupplements[index].isHeader ? sectionsEnd : sectionsStart
        }

        let axes = Axes(metrics.scrollAxis)
        scrollAxis = metrics.scrollAxis
        contentSize = axes.size(scroll: builder.cursor, cross: axes.cross(of: metrics.containerSize))
        hasEstimatedItems = builder.hasEstimatedItems
        itemFrames = builder.itemFrames
        sections = builder.sections
        groups = builder.groups
        supplements = builder.supplements
        layoutSupplements = builder.layoutSupplements
        var sectionReach = LayoutSpans.Reach()
        sectionReach.appendRun(starts: builder.sectionStarts, ends: builder.sectionEnds)
        self.sectionReach = sectionReach
        groupReach = builder.groupReach
    }

    /// The state of one build: a cursor along the scroll axis and the records so far.
    private struct Builder {
        let axes: Axes
        let container: CGSize
        var cursor: CGFloat = 0
        var hasEstimatedItems = false
        var itemFrames: [CGRect] = []
        var sections: [SectionRecord] = []
        var groups: [GroupRecord] = []
        var supplements: [SupplementRecord] = []
        var layoutSupplements: [SupplementRecord] = []
        var sectionStarts: [CGFloat] = []
        var sectionEnds: [CGFloat] = []
        var groupReach = LayoutSpans.Reach()
        private var groupStarts: [CGFloat] = []
        private var groupEnds: [CGFloat] = []

        init(scrollAxis: CompositionalScrollAxis, container: CGSize) {
            axes = Axes(scrollAxis)
            self.container = container
        }

        /// The layout's own headers (or footers), across the whole container (rule 9).
        mutating func layOutLayoutSupplements(_ items: [CompositionalBoundarySpec], headers: Bool) {
            let crossLength = axes.cross(of: container)
            for item in items where axes.edge(of: item.alignment) == (headers ? .start : .end) {
                let (record, advance) = supplement(item, section: 0, isHeader: headers, crossStart: 0, crossLength: crossLength,
                                                   containerSize: container, at: cursor,
                                                   overlapping: headers ? cursor : cursor - axes.scroll(of: Self.boundarySize(item, in: container)))
                layoutSupplements.append(record)
                cursor += advance
            }
        }

        mutating func layOut(_ section: CompositionalSectionMetrics, index sectionIndex: Int) {
            let sectionStart = cursor
            var record = SectionRecord(firstItem: itemFrames.count, itemCount: 0, firstGroup: groups.count, groupCount: 0,
                                       groupsRunAcross: false, firstSupplement: supplements.count, supplementCount: 0,
                                       leafEstimates: [])
            var extentStart = sectionStart
            var extentEnd = sectionStart
            groupStarts.removeAll(keepingCapacity: true)
            groupEnds.removeAll(keepingCapacity: true)
            defer {
                groupReach.appendRun(starts: groupStarts, ends: groupEnds)
                record.groupCount = groups.count - record.firstGroup
                record.supplementCount = supplements.count - record.firstSupplement
                sections.append(record)
                sectionStarts.append(min(extentStart, sectionStart))
                sectionEnds.append(max(extentEnd, cursor))
            }
            guard let spec = section.spec, let groupSpec = spec.group.group else { return }

            let insets = spec.contentInsets
            let scrollLeadingInset = axes.scrollLeading(of: insets)
            let crossLeadingInset = axes.crossLeading(of: insets)
            // Rule 2: the section's groups (and its headers) resolve against the
            // container less the section's insets.
            let inner = CGSize(width: max(0, container.width - insets.leading - insets.trailing),
                               height: max(0, container.height - insets.top - insets.bottom))
            let crossLength = axes.cross(of: inner)

            // Headers (rule 9).
            let contentStart = cursor + spec.boundaryItems.reduce(CGFloat(0)) { total, item in
                guard axes.edge(of: item.alignment) == .start, item.extendsBoundary else { return total }
                return total + axes.scroll(of: Self.boundarySize(item, in: inner))
            }
            var headerCursor = cursor
            for item in spec.boundaryItems where axes.edge(of: item.alignment) == .start {
                let (supplement, advance) = supplement(item, section: sectionIndex, isHeader: true, crossStart: crossLeadingInset,
                                                       crossLength: crossLength, containerSize: inner, at: headerCursor,
                                                       overlapping: contentStart + scrollLeadingInset)
                supplements.append(supplement)
                headerCursor += advance
            }
            cursor = contentStart + scrollLeadingInset

            // Groups (rules 3 to 8, 11).
            let template = GroupTemplate(spec: spec.group, groupSpec: groupSpec, size: spec.group.size.resolved(in: inner),
                                         estimated: spec.group.size.estimatedAxes)
            record.leafEstimates = template.leafEstimates
            if template.leafEstimates.contains(where: { !$0.isEmpty }) { hasEstimatedItems = true }
            if template.leafCount > 0 {
                record.itemCount = section.itemCount
                record.groupsRunAcross = spec.scrollsOrthogonally
                layOutGroups(template, section: section, spec: spec, crossStart: crossLeadingInset, crossLength: crossLength,
                             extentStart: &extentStart, extentEnd: &extentEnd)
            }
            cursor += axes.scrollTrailing(of: insets)
            let contentEnd = cursor

            // Footers.
            let overlapEnd = contentEnd - axes.scrollTrailing(of: insets)
            for item in spec.boundaryItems where axes.edge(of: item.alignment) == .end {
                let size = Self.boundarySize(item, in: inner)
                let (supplement, advance) = supplement(item, section: sectionIndex, isHeader: false, crossStart: crossLeadingInset,
                                                       crossLength: crossLength, containerSize: inner, at: cursor,
                                                       overlapping: overlapEnd - axes.scroll(of: size))
                supplements.append(supplement)
                cursor += advance
            }
            // Pinning limits (rule 10): headers end no later than the section's content,
            // footers start no earlier than it.
            for index in record.firstSupplement..<supplements.count {
                supplements[index].limit = supplements[index].isHeader ? contentEnd : contentStart
            }
            for index in record.firstSupplement..<supplements.count {
                extentStart = min(extentStart, axes.scrollMin(of: supplements[index].frame))
                extentEnd = max(extentEnd, axes.scrollMax(of: supplements[index].frame))
            }
        }

        /// Repeats the section's group for its items, along the scroll axis or, in an
        /// orthogonal section, across it.
        private mutating func layOutGroups(
            _ template: GroupTemplate, section: CompositionalSectionMetrics, spec: CompositionalSectionSpec,
            crossStart: CGFloat, crossLength: CGFloat, extentStart: inout CGFloat, extentEnd: inout CGFloat
        ) {
            let itemCount = section.itemCount
            let edges = spec.group.edgeSpacing
            let groupCount = (itemCount + template.leafCount - 1) / template.leafCount
            let edgeScrollLeading = axes.scrollLeading(of: edges)
            let edgeScrollTrailing = axes.scrollTrailing(of: edges)
            let edgeCrossLeading = axes.crossLeading(of: edges)
            let edgeCrossTrailing = axes.crossTrailing(of: edges)
            // Without estimates every group is the same: lay one out and move copies of it.
            let sameFrames: [CGRect]? = template.hasEstimates ? nil : {
                var frames: [CGRect] = []
                template.place(in: CGRect(origin: .zero, size: template.nominalSize), first: 0, limit: template.leafCount,
                               preferred: { _ in nil }, into: &frames)
                return frames
            }()
            let sectionStart = cursor
            var acrossCursor = crossStart
            var runLength: CGFloat = 0
            for groupIndex in 0..<groupCount {
                let first = groupIndex * template.leafCount
                let limit = min(itemCount, first + template.leafCount)
                let size = sameFrames == nil ? template.measure(first: first, limit: limit, preferred: section.preferredSize)
                    : template.nominalSize
                let scrollLength = axes.scroll(of: size)
                let crossSize = axes.cross(of: size)
                let origin: CGPoint
                if spec.scrollsOrthogonally {
                    if groupIndex > 0 { acrossCursor += spec.interGroupSpacing }
                    acrossCursor += edgeCrossLeading?.minimum ?? 0
                    origin = axes.point(scroll: sectionStart + (edgeScrollLeading?.minimum ?? 0), cross: acrossCursor)
                    acrossCursor += crossSize + (edgeCrossTrailing?.minimum ?? 0)
                    runLength = max(runLength, (edgeScrollLeading?.minimum ?? 0) + scrollLength + (edgeScrollTrailing?.minimum ?? 0))
                } else {
                    if groupIndex > 0 { cursor += spec.interGroupSpacing }
                    cursor += edgeScrollLeading?.minimum ?? 0
                    let across = crossStart + Layout.offset(length: crossSize, available: crossLength,
                                                            leading: edgeCrossLeading, trailing: edgeCrossTrailing)
                    origin = axes.point(scroll: cursor, cross: across)
                    cursor += scrollLength + (edgeScrollTrailing?.minimum ?? 0)
                }
                let box = CGRect(origin: origin, size: size)
                let firstFrame = itemFrames.count
                if let sameFrames {
                    for leaf in 0..<(limit - first) {
                        itemFrames.append(sameFrames[leaf].offsetBy(dx: origin.x, dy: origin.y))
                    }
                } else {
                    template.place(in: box, first: first, limit: limit, preferred: section.preferredSize, into: &itemFrames)
                }
                var span = box
                for frame in itemFrames[firstFrame...] { span = span.union(frame) }
                groups.append(GroupRecord(firstItem: firstFrame, itemCount: itemFrames.count - firstFrame))
                if spec.scrollsOrthogonally {
                    groupStarts.append(axes.crossMin(of: span))
                    groupEnds.append(axes.crossMax(of: span))
                } else {
                    groupStarts.append(axes.scrollMin(of: span))
                    groupEnds.append(axes.scrollMax(of: span))
                }
                extentStart = min(extentStart, axes.scrollMin(of: span))
                extentEnd = max(extentEnd, axes.scrollMax(of: span))
            }
            if spec.scrollsOrthogonally { cursor = sectionStart + runLength }
        }

        /// A header's or footer's record and how far it moves the cursor: its place along
        /// the scroll axis is `position`, or `overlapping` when it does not extend the
        /// boundary; across, within `crossStart ..< crossStart + crossLength`.
        private func supplement(
            _ item: CompositionalBoundarySpec, section: Int, isHeader: Bool, crossStart: CGFloat, crossLength: CGFloat,
            containerSize: CGSize, at position: CGFloat, overlapping: CGFloat
        ) -> (SupplementRecord, CGFloat) {
            let size = Self.boundarySize(item, in: containerSize)
            let scrollLength = axes.scroll(of: size)
            let crossSize = axes.cross(of: size)
            let across: CGFloat = switch axes.crossPlacement(of: item.alignment) {
            case .leading: crossStart
            case .trailing: crossStart + crossLength - crossSize
            case .center: crossStart + (crossLength - crossSize) / 2
            }
            let along = item.extendsBoundary ? position : overlapping
            var frame = CGRect(origin: axes.point(scroll: along, cross: across), size: size).offsetBy(dx: item.offset.x, dy: item.offset.y)
            frame = Layout.inset(frame, by: item.contentInsets, estimated: item.size.estimatedAxes)
            let pin: Pin = item.pinToVisibleBounds ? (isHeader ? .start : .end) : .none
            let record = SupplementRecord(kind: item.elementKind, section: section, isHeader: isHeader, frame: frame, pin: pin,
                                          limit: 0)
            return (record, item.extendsBoundary ? scrollLength : 0)
        }

        static func boundarySize(_ item: CompositionalBoundarySpec, in container: CGSize) -> CGSize {
            item.size.resolved(in: container)
        }
    }

    // MARK: Frames

    var numberOfSections: Int { sections.count }

    /// The items of `section` that have frames: its count, or 0 when it has no rules.
    func numberOfItems(inSection section: Int) -> Int { sections[section].itemCount }

    func itemFrame(section: Int, item: Int) -> CGRect? {
        guard sections.indices.contains(section), item >= 0, item < sections[section].itemCount else { return nil }
        return itemFrames[sections[section].firstItem + item]
    }

    /// The estimated dimensions of the item, which its cell's preferred size replaces.
    func estimatedAxes(section: Int, item: Int) -> CompositionalEstimatedAxes {
        guard sections.indices.contains(section), item >= 0, item < sections[section].itemCount else { return [] }
        let estimates = sections[section].leafEstimates
        return estimates[item % estimates.count]
    }

    /// The frame of the header or footer of `kind` in `section` (the layout's own when the
    /// section has none of that kind and `section` is 0), pinned within `visibleRect` when
    /// it pins (rule 10); `nil` when there is none.
    func supplementaryFrame(kind: String, section: Int, visibleRect: CGRect?) -> CGRect? {
        if sections.indices.contains(section) {
            let record = sections[section]
            for index in record.firstSupplement..<(record.firstSupplement + record.supplementCount)
            where supplements[index].kind == kind {
                return pinned(supplements[index], visibleRect: visibleRect)
            }
        }
        guard section == 0 else { return nil }
        return layoutSupplements.first { $0.kind == kind }.map { pinned($0, visibleRect: visibleRect) }
    }

    private func pinned(_ record: SupplementRecord, visibleRect: CGRect?) -> CGRect {
        guard let visibleRect, record.pin != .none else { return record.frame }
        let natural = scrollMin(of: record.frame)
        let length = scrollMax(of: record.frame) - natural
        let position: CGFloat
        switch record.pin {
        case .start: position = max(natural, min(scrollMin(of: visibleRect), record.limit - length))
        case .end: position = min(natural, max(scrollMax(of: visibleRect) - length, record.limit))
        case .none: position = natural
        }
        var moved = record.frame
        if scrollAxis == .vertical { moved.origin.y = position } else { moved.origin.x = position }
        return moved
    }

    // MARK: Rect query

    /// Calls `visit` with every element whose frame overlaps `rect` (strictly: frames that
    /// only touch its edges are left out): the layout's headers, then section by section
    /// its headers, its items in order and its footers, then the layout's footers.
    ///
    /// It costs O(log n + k): binary searches find the first section and group that can
    /// meet `rect`, and each walk stops at the first one past it. It takes a visitor so
    /// that a warm query allocates nothing. With `visibleRect`, pinned headers and footers
    /// are reported, and tested, at their pinned frames, which never leave their section.
    func forEachElement(in rect: CGRect, visibleRect: CGRect? = nil, _ visit: (CompositionalLayoutElement) -> Void) {
        let axes = Axes(scrollAxis)
        let lower = axes.scrollMin(of: rect), upper = axes.scrollMax(of: rect)
        let crossLower = axes.crossMin(of: rect), crossUpper = axes.crossMax(of: rect)
        guard lower < upper, crossLower < crossUpper else { return }

        visitSupplements(layoutSupplements[...], headers: true, in: rect, visibleRect: visibleRect, visit)
        sectionReach.forEachCandidate(in: 0..<sections.count, lower: lower, upper: upper) { sectionIndex in
            let record = sections[sectionIndex]
            let own = supplements[record.firstSupplement..<(record.firstSupplement + record.supplementCount)]
            visitSupplements(own, headers: true, in: rect, visibleRect: visibleRect, visit)
            let (groupLower, groupUpper) = record.groupsRunAcross ? (crossLower, crossUpper) : (lower, upper)
            groupReach.forEachCandidate(in: record.firstGroup..<(record.firstGroup + record.groupCount),
                                        lower: groupLower, upper: groupUpper) { groupIndex in
                let group = groups[groupIndex]
                for itemIndex in group.firstItem..<(group.firstItem + group.itemCount) where LayoutSpans.overlaps(itemFrames[itemIndex], rect) {
                    visit(CompositionalLayoutElement(kind: .item, section: sectionIndex, index: itemIndex - record.firstItem,
                                                     frame: itemFrames[itemIndex]))
                }
            }
            visitSupplements(own, headers: false, in: rect, visibleRect: visibleRect, visit)
        }
        visitSupplements(layoutSupplements[...], headers: false, in: rect, visibleRect: visibleRect, visit)
    }

    private func visitSupplements(_ records: ArraySlice<SupplementRecord>, headers: Bool, in rect: CGRect, visibleRect: CGRect?,
                                  _ visit: (CompositionalLayoutElement) -> Void) {
        for record in records where record.isHeader == headers {
            let frame = pinned(record, visibleRect: visibleRect)
            if LayoutSpans.overlaps(frame, rect) {
                visit(CompositionalLayoutElement(kind: .supplementary(record.kind), section: record.section, index: 0, frame: frame))
            }
        }
    }


    private func scrollMin(of rect: CGRect) -> CGFloat { Axes(scrollAxis).scrollMin(of: rect) }
    private func scrollMax(of rect: CGRect) -> CGFloat { Axes(scrollAxis).scrollMax(of: rect) }
}

// MARK: - Groups

/// A group with the number and nominal sizes of its children decided (rules 3 to 5): the
/// blueprint every copy of the group in a section is laid out from.
private struct GroupTemplate: Sendable {
    var axis: CompositionalAxis
    /// The group's size with every estimate at its estimate.
    var nominalSize: CGSize
    var estimated: CompositionalEstimatedAxes
    /// The group's content insets, zero along its estimated dimensions (rule 6).
    var contentInsets: NSDirectionalEdgeInsets
    var spacing: CompositionalSpacing
    var children: [Child]
    /// The estimated dimensions of each leaf item, in order.
    var leafEstimates: [CompositionalEstimatedAxes]
    /// Whether some dimension in the group is estimated, so that copies of it differ.
    var hasEstimates: Bool

    struct Child: Sendable {
        var nominalSize: CGSize
        var estimated: CompositionalEstimatedAxes
        var edgeSpacing: CompositionalEdgeSpacing
        var contentInsets: NSDirectionalEdgeInsets
        /// The child's own layout when it is a group; `nil` for an item, one leaf.
        var group: Box?
        /// Its first leaf, counted from the group's first.
        var firstLeaf: Int
        var leafCount: Int
    }

    /// A nested group's template, boxed because a struct cannot hold itself.
    final class Box: Sendable {
        let template: GroupTemplate
        init(_ template: GroupTemplate) { self.template = template }
    }

    var leafCount: Int { leafEstimates.count }

    /// A limit on one group's copies of its subitems, against zero-length subitems.
    private static let maximumChildren = 10_000

    init(spec element: CompositionalElementSpec, groupSpec: CompositionalGroupSpec, size: CGSize, estimated: CompositionalEstimatedAxes) {
        axis = groupSpec.axis
        nominalSize = size
        self.estimated = estimated
        contentInsets = Layout.effective(element.contentInsets, estimated: estimated)
        spacing = groupSpec.interItemSpacing ?? .fixed(0)
        let inner = CGSize(width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
                           height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        let along = Layout.Along(axis)
        let innerLength = along.main(of: inner)
        let gap = spacing.minimum

        func child(_ spec: CompositionalElementSpec, size override: CGSize? = nil, dropping: CompositionalEstimatedAxes = []) -> Child {
            let size = override ?? spec.size.resolved(in: inner)
            let estimated = spec.size.estimatedAxes.subtracting(dropping)
            var child = Child(nominalSize: size, estimated: estimated, edgeSpacing: spec.edgeSpacing,
                              contentInsets: Layout.effective(spec.contentInsets, estimated: estimated), group: nil,
                              firstLeaf: 0, leafCount: 1)
            if let nested = spec.group {
                let template = GroupTemplate(spec: spec, groupSpec: nested, size: size, estimated: estimated)
                child.group = Box(template)
                child.leafCount = template.leafCount
            }
            return child
        }
        func footprint(_ child: Child) -> CGFloat {
            along.leadingEdge(of: child.edgeSpacing) + along.main(of: child.nominalSize) + along.trailingEdge(of: child.edgeSpacing)
        }

        var children: [Child] = []
        switch groupSpec.arrangement {
        case .divided(let count):
            if let subitem = groupSpec.subitems.first, count > 0 {
                // Rule 4: the length is shared evenly, the subitem's own ignored.
                let edges = along.leadingEdge(of: subitem.edgeSpacing) + along.trailingEdge(of: subitem.edgeSpacing)
                let length = max(0, (innerLength - CGFloat(count - 1) * gap) / CGFloat(count) - edges)
                var size = subitem.size.resolved(in: inner)
                along.setMain(&size, length)
                let template = child(subitem, size: size, dropping: along.mainAxis)
                children = Array(repeating: template, count: count)
            }
        case .repeated(let count):
            if let subitem = groupSpec.subitems.first, count > 0 {
                children = Array(repeating: child(subitem), count: count)
            }
        case .fill:
            let once = groupSpec.subitems.map { child($0) }
            children = once
            // Rule 3: repeat while the next one fits, unless the group is as long as its
            // content anyway.
            if !once.isEmpty, estimated.isDisjoint(with: along.mainAxis) {
                var used = once.reduce(CGFloat(0)) { $0 + footprint($1) } + CGFloat(once.count - 1) * gap
                let cycle = once.reduce(CGFloat(0)) { $0 + footprint($1) + gap }
                var next = 0
                while cycle > Layout.tolerance, children.count < Self.maximumChildren,
                      used + gap + footprint(once[next]) <= innerLength + Layout.tolerance {
                    used += gap + footprint(once[next])
                    children.append(once[next])
                    next = (next + 1) % once.count
                }
            }
        }

        var leafEstimates: [CompositionalEstimatedAxes] = []
        var hasEstimates = !estimated.isEmpty
        for index in children.indices {
            children[index].firstLeaf = leafEstimates.count
            if let nested = children[index].group?.template {
                leafEstimates.append(contentsOf: nested.leafEstimates)
                hasEstimates = hasEstimates || nested.hasEstimates
            } else {
                leafEstimates.append(children[index].estimated)
                hasEstimates = hasEstimates || !children[index].estimated.isEmpty
            }
        }
        self.children = children
        self.leafEstimates = leafEstimates
        self.hasEstimates = hasEstimates
    }

    // MARK: Copies

    /// The size of the copy that shows items `first ..< limit` (rule 7): nominal, except
    /// that an estimated dimension is as long as the content that exists.
    func measure(first: Int, limit: Int, preferred: (Int) -> CGSize?) -> CGSize {
        var size = nominalSize
        guard !estimated.isEmpty else { return size }
        let along = Layout.Along(axis)
        var mainLength: CGFloat = 0
        var crossLength: CGFloat = 0
        var shown = 0
        for child in children {
            guard let childSize = self.childSize(of: child, first: first, limit: limit, preferred: preferred) else { break }
            mainLength += along.leadingEdge(of: child.edgeSpacing) + along.main(of: childSize) + along.trailingEdge(of: child.edgeSpacing)
            crossLength = max(crossLength, along.crossLeadingEdge(of: child.edgeSpacing) + along.cross(of: childSize)
                                  + along.crossTrailingEdge(of: child.edgeSpacing))
            shown += 1
        }
        mainLength += CGFloat(max(0, shown - 1)) * spacing.minimum
        if !estimated.isDisjoint(with: along.mainAxis) { along.setMain(&size, mainLength) }
        if !estimated.isDisjoint(with: along.crossAxis) { along.setCross(&size, crossLength) }
        return size
    }

    /// A child's size in the copy that starts at item `first`; `nil` when none of its
    /// items exist.
    private func childSize(of child: Child, first: Int, limit: Int, preferred: (Int) -> CGSize?) -> CGSize? {
        let start = first + child.firstLeaf
        guard start < limit else { return nil }
        if let nested = child.group?.template { return nested.measure(first: start, limit: limit, preferred: preferred) }
        var size = child.nominalSize
        if !child.estimated.isEmpty, let wanted = preferred(start) {
            if child.estimated.contains(.width) { size.width = wanted.width }
            if child.estimated.contains(.height) { size.height = wanted.height }
        }
        return size
    }

    /// Appends the frames of the items `first ..< limit` of the copy whose box is `box`,
    /// placed by rules 3 to 7.
    func place(in box: CGRect, first: Int, limit: Int, preferred: (Int) -> CGSize?, into frames: inout [CGRect]) {
        let along = Layout.Along(axis)
        let inner = box.inset(by: contentInsets.leftToRight)
        let innerMain = along.main(of: inner.size)
        let innerCross = along.cross(of: inner.size)
        // Children without items keep their nominal length, so that a partly filled copy
        // puts its items where a full one does.
        var minimumLength = CGFloat(max(0, children.count - 1)) * spacing.minimum
        var flexibleCount = spacing.isFlexible ? max(0, children.count - 1) : 0
        for child in children {
            let childSize = self.childSize(of: child, first: first, limit: limit, preferred: preferred) ?? child.nominalSize
            minimumLength += along.leadingEdge(of: child.edgeSpacing) + along.main(of: childSize) + along.trailingEdge(of: child.edgeSpacing)
            if along.leadingSpacing(of: child.edgeSpacing)?.isFlexible == true { flexibleCount += 1 }
            if along.trailingSpacing(of: child.edgeSpacing)?.isFlexible == true { flexibleCount += 1 }
        }
        let mainIsEstimated = !estimated.isDisjoint(with: along.mainAxis)
        let share = !mainIsEstimated && flexibleCount > 0 ? max(0, innerMain - minimumLength) / CGFloat(flexibleCount) : 0

        var cursor = along.mainMin(of: inner)
        for (index, child) in children.enumerated() {
            guard let childSize = self.childSize(of: child, first: first, limit: limit, preferred: preferred) else { break }
            if index > 0 { cursor += spacing.minimum + (spacing.isFlexible ? share : 0) }
            let leading = along.leadingSpacing(of: child.edgeSpacing)
            let trailing = along.trailingSpacing(of: child.edgeSpacing)
            cursor += (leading?.minimum ?? 0) + (leading?.isFlexible == true ? share : 0)
            let across = along.crossMin(of: inner) + Layout.offset(length: along.cross(of: childSize), available: innerCross,
                                                                   leading: along.crossLeadingSpacing(of: child.edgeSpacing),
                                                                   trailing: along.crossTrailingSpacing(of: child.edgeSpacing))
            let childBox = CGRect(origin: along.point(main: cursor, cross: across), size: childSize)
            if let nested = child.group?.template {
                nested.place(in: childBox, first: first + child.firstLeaf, limit: limit, preferred: preferred, into: &frames)
            } else {
                frames.append(childBox.inset(by: child.contentInsets.leftToRight))
            }
            cursor += along.main(of: childSize) + (trailing?.minimum ?? 0) + (trailing?.isFlexible == true ? share : 0)
        }
    }
}

// MARK: - Arithmetic

private enum Layout {
    /// Sums of fractions may land a hair past the length they fill (three thirds of 390);
    /// such a copy still fits.
    static let tolerance: CGFloat = 1e-6

    /// Insets with the edges along estimated dimensions dropped (rule 6).
    static func effective(_ insets: NSDirectionalEdgeInsets, estimated: CompositionalEstimatedAxes) -> NSDirectionalEdgeInsets {
        var insets = insets
        if estimated.contains(.width) { (insets.leading, insets.trailing) = (0, 0) }
        if estimated.contains(.height) { (insets.top, insets.bottom) = (0, 0) }
        return insets
    }

    static func inset(_ frame: CGRect, by insets: NSDirectionalEdgeInsets, estimated: CompositionalEstimatedAxes) -> CGRect {
        frame.inset(by: effective(insets, estimated: estimated).leftToRight)
    }

    /// Where an element of `length` starts within `available`, after its leading edge
    /// spacing: at it, or pushed by flexible edges (rule 6).
    static func offset(length: CGFloat, available: CGFloat, leading: CompositionalSpacing?, trailing: CompositionalSpacing?) -> CGFloat {
        let lead = leading?.minimum ?? 0
        let left = max(0, available - lead - length - (trailing?.minimum ?? 0))
        switch (leading?.isFlexible == true, trailing?.isFlexible == true) {
        case (true, true): return lead + left / 2
        case (true, false): return lead + left
        default: return lead
        }
    }

    /// A group's axis: `main` along it, `cross` across it.
    struct Along {
        let axis: CompositionalAxis
        init(_ axis: CompositionalAxis) { self.axis = axis }

        var mainAxis: CompositionalEstimatedAxes { axis == .horizontal ? .width : .height }
        var crossAxis: CompositionalEstimatedAxes { axis == .horizontal ? .height : .width }

        func main(of size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
        func cross(of size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
        func setMain(_ size: inout CGSize, _ length: CGFloat) {
            if axis == .horizontal { size.width = length } else { size.height = length }
        }
        func setCross(_ size: inout CGSize, _ length: CGFloat) {
            if axis == .horizontal { size.height = length } else { size.width = length }
        }
        func mainMin(of rect: CGRect) -> CGFloat { axis == .horizontal ? rect.minX : rect.minY }
        func crossMin(of rect: CGRect) -> CGFloat { axis == .horizontal ? rect.minY : rect.minX }
        func point(main: CGFloat, cross: CGFloat) -> CGPoint {
            axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
        }

        func leadingSpacing(of edges: CompositionalEdgeSpacing) -> CompositionalSpacing? { axis == .horizontal ? edges.leading : edges.top }
        func trailingSpacing(of edges: CompositionalEdgeSpacing) -> CompositionalSpacing? { axis == .horizontal ? edges.trailing : edges.bottom }
        func crossLeadingSpacing(of edges: CompositionalEdgeSpacing) -> CompositionalSpacing? { axis == .horizontal ? edges.top : edges.leading }
        func crossTrailingSpacing(of edges: CompositionalEdgeSpacing) -> CompositionalSpacing? { axis == .horizontal ? edges.bottom : edges.trailing }
        func leadingEdge(of edges: CompositionalEdgeSpacing) -> CGFloat { leadingSpacing(of: edges)?.minimum ?? 0 }
        func trailingEdge(of edges: CompositionalEdgeSpacing) -> CGFloat { trailingSpacing(of: edges)?.minimum ?? 0 }
        func crossLeadingEdge(of edges: CompositionalEdgeSpacing) -> CGFloat { crossLeadingSpacing(of: edges)?.minimum ?? 0 }
        func crossTrailingEdge(of edges: CompositionalEdgeSpacing) -> CGFloat { crossTrailingSpacing(of: edges)?.minimum ?? 0 }
    }
}

/// The layout's scroll axis: `scroll` along it, `cross` across it.
private struct Axes {
    let axis: CompositionalScrollAxis
    init(_ axis: CompositionalScrollAxis) { self.axis = axis }

    enum Edge { case start, end, neither }
    enum CrossPlacement { case leading, center, trailing }

    /// Whether an alignment makes a header (the scroll axis's start edge) or a footer.
    func edge(of alignment: NSRectAlignment) -> Edge {
        switch (axis, alignment) {
        case (.vertical, .top), (.vertical, .topLeading), (.vertical, .topTrailing): .start
        case (.vertical, .bottom), (.vertical, .bottomLeading), (.vertical, .bottomTrailing): .end
        case (.horizontal, .leading), (.horizontal, .topLeading), (.horizontal, .bottomLeading): .start
        case (.horizontal, .trailing), (.horizontal, .topTrailing), (.horizontal, .bottomTrailing): .end
        default: .neither
        }
    }

    func crossPlacement(of alignment: NSRectAlignment) -> CrossPlacement {
        switch (axis, alignment) {
        case (.vertical, .topLeading), (.vertical, .bottomLeading): .leading
        case (.vertical, .topTrailing), (.vertical, .bottomTrailing): .trailing
        case (.horizontal, .topLeading), (.horizontal, .topTrailing): .leading
        case (.horizontal, .bottomLeading), (.horizontal, .bottomTrailing): .trailing
        default: .center
        }
    }

    func scroll(of size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    func cross(of size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    func size(scroll: CGFloat, cross: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: cross, height: scroll) : CGSize(width: scroll, height: cross)
    }
    func point(scroll: CGFloat, cross: CGFloat) -> CGPoint {
        axis == .vertical ? CGPoint(x: cross, y: scroll) : CGPoint(x: scroll, y: cross)
    }
    func scrollMin(of rect: CGRect) -> CGFloat { axis == .vertical ? rect.minY : rect.minX }
    func scrollMax(of rect: CGRect) -> CGFloat { axis == .vertical ? rect.maxY : rect.maxX }
    func crossMin(of rect: CGRect) -> CGFloat { axis == .vertical ? rect.minX : rect.minY }
    func crossMax(of rect: CGRect) -> CGFloat { axis == .vertical ? rect.maxX : rect.maxY }

    func scrollLeading(of insets: NSDirectionalEdgeInsets) -> CGFloat { axis == .vertical ? insets.top : insets.leading }
    func scrollTrailing(of insets: NSDirectionalEdgeInsets) -> CGFloat { axis == .vertical ? insets.bottom : insets.trailing }
    func crossLeading(of insets: NSDirectionalEdgeInsets) -> CGFloat { axis == .vertical ? insets.leading : insets.top }

    func scrollLeading(of edges: CompositionalEdgeSpacing) -> CompositionalSpacing? { axis == .vertical ? edges.top : edges.leading }
    func scrollTrailing(of edges: CompositionalEdgeSpacing) -> CompositionalSpacing? { axis == .vertical ? edges.bottom : edges.trailing }
    func crossLeading(of edges: CompositionalEdgeSpacing) -> CompositionalSpacing? { axis == .vertical ? edges.leading : edges.top }
    func crossTrailing(of edges: CompositionalEdgeSpacing) -> CompositionalSpacing? { axis == .vertical ? edges.trailing : edges.bottom }
}
