import Foundation

// MARK: - Flow layout geometry
//
// The pure geometry behind `UICollectionViewFlowLayout`: `UICollectionViewFlowLayout`
// gathers its properties and its delegate's answers into a `FlowLayoutMetrics`, builds
// a `FlowLayoutGeometry` from them in `prepare()` (O(n) in the number of items), and
// then answers `collectionViewContentSize`, `layoutAttributesForItem(at:)`,
// `layoutAttributesForSupplementaryView(ofKind:at:)` and
// `layoutAttributesForElements(in:)` from it. Nothing here knows about views, index
// paths or layout attributes, so the rules can be tested as plain arithmetic.
//
// All geometry is computed in two abstract axes and only turned into `CGRect`s at the
// end: the *scroll* axis (y when scrolling vertically, x when horizontally), along
// which lines and sections follow one another, and the *cross* axis, along which items
// fill a line. Every rule below is stated for vertical scrolling ("width", "left",
// "row"); horizontal scrolling swaps the axes (height, top, column).
//
// Frames are in content coordinates: (0, 0) is the top-left corner of the content,
// the content inset is not part of them (the scroll view applies it through its
// offset), exactly as UIKit's flow layout reports them.
//
// ## The rules, and where they come from
//
// 1. Content area. Lines are as wide as the collection view's bounds minus the content
//    inset (the caller passes `adjustedContentInset`, or the safe-area / layout-margin
//    insets that `sectionInsetReference` selects), minus the section's left and right
//    `sectionInset`. `collectionViewContentSize` is that content width by the total
//    height of the sections. Source: UIKit's own warning, "the item width must be less
//    than the width of the UICollectionView minus the section insets left and right
//    values, minus the content insets left and right values" (quoted verbatim in
//    github.com/mono/monodevelop#7195, apptekstudios/ASCollectionView#81,
//    bizz84/MVCarouselCollectionView#8).
// 2. Line breaking. Items are placed in order; an item joins the current line if the
//    line's items plus `minimumInteritemSpacing` between each pair still fit the
//    available width, otherwise it starts a new line. Source: Collection View
//    Programming Guide for iOS, "Using the Flow Layout" (a "line-based breaking
//    layout … fits as many cells along that line as it can. When the layout object
//    runs out of room on the current line, it creates a new line"); Apple's
//    `minimumInteritemSpacing` reference ("This spacing is used to compute how many
//    items can fit in a single line").
// 3. Justified lines. Once a line's items are known, the leftover width is shared
//    evenly between them, so the first item touches the left section inset and the
//    last the right one. Source: `minimumInteritemSpacing` reference ("after the
//    number of items is determined, the actual spacing may possibly be adjusted
//    upward"); PSTCollectionView's reimplementation (`PSTGridLayoutRow`,
//    `PSTFlowLayoutCommonRowHorizontalAlignmentKey : Justify`).
// 4. A lone item on a line that is not the section's last is centred in the available
//    width. Source: PSTGridLayoutRow ("Special case one item row to split leftover
//    space in half"); Stack Overflow "How do you determine spacing between cells in
//    UICollectionView flowLayout" (newbetuts.com/13017257…: "if an item ended up on a
//    line by itself, it would be centered by the flow layout").
// 5. The section's last line is not stretched:
//    - when every item of the section has the same size, it is laid out as if it were
//      filled with more such items, so its items sit in the columns of the lines above
//      (and a grid that holds only one item per line centres it). Source: PSTGridLayoutRow
//      ("UICollectionView is smart and lays out items like they would have been placed
//      on a full row … the last row should justify as if it is filled with more
//      (invisible) items"); openradar 20825965 by steipete, who wrote PSTCollectionView
//      ("lay-outing changes as soon as one size has a non-uniform height");
//    - when sizes differ, it is left-aligned at the left section inset with exactly
//      `minimumInteritemSpacing` between items. Source: openradar 20825965 ("last row is
//      left-aligned by default if items have a non-uniform height"); Stack Overflow
//      "Collection view grid last row appears differently despite equal widths"
//      (newbedev.com: "On the last line, it used exactly the minimumInteritemSpacing
//      value and doesn't fill entirely the line"); the Stack Overflow answer of rule 4
//      ("The last line always left aligns").
// 6. Within a line, items are centred on the line's centre in the scroll axis, the line
//    is as tall as its tallest item, and lines are `minimumLineSpacing` apart, measured
//    from the tallest items. Source: `minimumLineSpacing` reference (NSCollectionViewFlowLayout:
//    "how the line spacing is applied to rows of unevenly sized items"); the centring is
//    PSTCollectionView's `PSTFlowLayoutRowVerticalAlignmentKey` default (whose own
//    source marks the value as guessed), matching how UIKit is commonly seen to lay out
//    rows of mixed heights; no Apple text states it.
// 7. Line spacing is not applied between the header and the first line, nor between the
//    last line and the footer; the section insets are. Source: `minimumLineSpacing`
//    reference ("This spacing is not applied to the space between the header and the
//    first line or between the last line and the footer").
// 8. Headers and footers exist only when their reference size is nonzero in the scroll
//    axis (height when vertical, width when horizontal), take that length, and span the
//    whole content width, outside the section insets. Order in a section: header,
//    top inset, lines, bottom inset, footer. Source: `headerReferenceSize` /
//    `footerReferenceSize` references ("only the size that corresponds to the
//    appropriate scrolling direction is used … the width of the header would be set to
//    the width of the collection view … If the size in the appropriate scrolling
//    dimension is 0, no header is added"); "Using the Flow Layout" figure 3-1.
// 9. An item wider than the available width gets a line of its own (rules 2 and 4 then
//    centre it, so it overhangs both insets equally) and yields UIKit's warning as a
//    `FlowLayoutDiagnostic` instead of a log line. Source: the warning of rule 1; a
//    reporter's observation that an oversized item eats into the left inset
//    (kingjiajie/JJCollectionViewRoundFlowLayout_Swift#5, "the system's handling").
// 10. Pinned headers scroll with the content until they reach the top of the visible
//     rect, stay there, and are pushed off by the end of their section (the footer's
//     top); they never move above their natural place. Pinned footers mirror that at
//     the bottom. Source: `sectionHeadersPinToVisibleBounds` reference ("scroll with
//     content until they reach the top of the screen, at which point they are pinned
//     … Each new header view that scrolls to the top of the screen pushes the
//     previously pinned header view offscreen") and `sectionFootersPinToVisibleBounds`;
//     the "Really sticky collection view layout" gist (gist.github.com/ilyapuchka/
//     a7368f00…: UIKit does "not pin first header and last footer when bouncing").

/// The direction in which a flow layout's content scrolls; `UICollectionViewFlowLayout`
/// maps its public `ScrollDirection` onto it.
enum FlowScrollAxis: Sendable, Hashable {
    case vertical
    case horizontal
}

/// Edge insets in points, as `UIEdgeInsets` would give them; defined here so that the
/// geometry depends on nothing but Foundation.
struct FlowInsets: Sendable, Hashable {
    var top: CGFloat
    var left: CGFloat
    var bottom: CGFloat
    var right: CGFloat

    static let zero = FlowInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// How a section's items are sized: one `itemSize` for all, or the delegate's
/// `collectionView(_:layout:sizeForItemAt:)` asked once per item.
enum FlowItemSizing {
    case fixed(CGSize)
    /// Called once per item, in order, during `FlowLayoutGeometry.init`; never kept.
    case perItem((Int) -> CGSize)
}

/// One section's inputs: what the flow layout's properties or its delegate say for it.
struct FlowSectionMetrics {
    var itemCount: Int
    var itemSizing: FlowItemSizing
    var sectionInset: FlowInsets = .zero
    var minimumLineSpacing: CGFloat = 10
    var minimumInteritemSpacing: CGFloat = 10
    var headerReferenceSize: CGSize = .zero
    var footerReferenceSize: CGSize = .zero
}

/// Everything the geometry is computed from; built afresh by the flow layout whenever
/// its layout is invalidated.
struct FlowLayoutMetrics {
    var scrollAxis: FlowScrollAxis
    /// The collection view's bounds size.
    var boundsSize: CGSize
    /// The inset that narrows the content area: `adjustedContentInset`, or the insets
    /// `sectionInsetReference` selects.
    var contentInset: FlowInsets = .zero
    var sections: [FlowSectionMetrics]
    var sectionHeadersPinToVisibleBounds = false
    var sectionFootersPinToVisibleBounds = false
}

/// Which kind of element a frame belongs to.
enum FlowElementKind: Sendable, Hashable {
    case item
    case header
    case footer
}

/// One element as `forEachElement(in:visibleRect:_:)` reports it; `index` is the item
/// index, and 0 for headers and footers (UIKit's `IndexPath(item: 0, section:)`).
struct FlowLayoutElement: Sendable, Hashable {
    var kind: FlowElementKind
    var section: Int
    var index: Int
    var frame: CGRect
}

/// A size UIKit would complain about; the flow layout decides whether and how to log it.
struct FlowLayoutDiagnostic: Sendable, Hashable {
    var section: Int
    var item: Int
    var message: String
}

/// The computed geometry of a flow layout: item, header and footer frames, the content
/// size, and an index answering rect queries in O(log n + k).
///
/// It is an immutable value: a full reload rebuilds it in O(n); queries never allocate.
struct FlowLayoutGeometry: Sendable {
    let scrollAxis: FlowScrollAxis
    /// `collectionViewContentSize`.
    let contentSize: CGSize
    /// One entry per oversized item (rule 9), in layout order.
    let diagnostics: [FlowLayoutDiagnostic]
    let sectionHeadersPinToVisibleBounds: Bool
    let sectionFootersPinToVisibleBounds: Bool

    /// Every item's frame, all sections end to end, in item order.
    private let itemFrames: [CGRect]
    private let sections: [SectionRecord]
    /// Every line of every section, in order.
    private let lines: [LineRecord]
    /// The bounds that keep the query's binary searches exact (`LayoutSpans.Reach`).
    private let sectionReach: LayoutSpans.Reach
    /// Computed within each section's range of `lines`.
    private let lineReach: LayoutSpans.Reach
    /// Computed within each line's range of `itemFrames`, along the cross axis.
    private let itemReach: LayoutSpans.Reach

    private struct SectionRecord: Sendable {
        var firstItem: Int
        var itemCount: Int
        var firstLine: Int
        var lineCount: Int
        var header: CGRect?
        var footer: CGRect?
        /// Where the section begins and ends in the scroll axis: its header's start and
        /// its footer's end, the bounds pinning keeps headers and footers within.
        var start: CGFloat
        var end: CGFloat
    }

    /// A line's run of `itemFrames`; its extent in the scroll axis lives in `lineReach`.
    private struct LineRecord: Sendable {
        var firstItem: Int
        var itemCount: Int
    }


    /// The warning UIKit logs for an item too large for its line (rule 9), worded for
    /// the axis items fill.
    static func oversizedItemMessage(for axis: FlowScrollAxis) -> String {
        switch axis {
        case .vertical:
            return "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
        case .horizontal:
            return "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."
        }
    }

    // MARK: Building

    init(metrics: FlowLayoutMetrics) {
        let axis = metrics.scrollAxis
        scrollAxis = axis
        sectionHeadersPinToVisibleBounds = metrics.sectionHeadersPinToVisibleBounds
        sectionFootersPinToVisibleBounds = metrics.sectionFootersPinToVisibleBounds

        let content = AxisInsets(metrics.contentInset, axis)
        let contentCross = max(0, Self.cross(of: metrics.boundsSize, axis) - content.crossLeading - content.crossTrailing)

        var itemFrames: [CGRect] = []
        var sections: [SectionRecord] = []
        var lines: [LineRecord] = []
        var diagnostics: [FlowLayoutDiagnostic] = []
        var lineReach = LayoutSpans.Reach()
        var itemReach = LayoutSpans.Reach()
        // Reused per section so that a reload allocates per section, not per line.
        var sizes: [(cross: CGFloat, scroll: CGFloat)] = []
        var lineStarts: [CGFloat] = []
        var lineEnds: [CGFloat] = []
        var itemStarts: [CGFloat] = []
        var itemEnds: [CGFloat] = []

        // What the section search indexes: the span of everything each section lays out.
        // It is wider than `start..<end` when negative line spacing walks lines back past
        // the section's start, or a later section's lines back into this one.
        var sectionExtentStarts: [CGFloat] = []
        var sectionExtentEnds: [CGFloat] = []

        var cursor: CGFloat = 0
        for (sectionIndex, section) in metrics.sections.enumerated() {
            let inset = AxisInsets(section.sectionInset, axis)
            let available = contentCross - inset.crossLeading - inset.crossTrailing
            let interitem = section.minimumInteritemSpacing
            let sectionStart = cursor
            var record = SectionRecord(
                firstItem: itemFrames.count, itemCount: section.itemCount,
                firstLine: lines.count, lineCount: 0, header: nil, footer: nil,
                start: sectionStart, end: sectionStart)

            let headerLength = Self.scroll(of: section.headerReferenceSize, axis)
            if headerLength != 0 {
                record.header = Self.rect(axis, scroll: cursor, cross: 0, scrollLength: headerLength, crossLength: contentCross)
                cursor += headerLength
            }
            cursor += inset.scrollLeading

            sizes.removeAll(keepingCapacity: true)
            let uniform: Bool
            switch section.itemSizing {
            case .fixed(let size):
                sizes.append(contentsOf: repeatElement((cross: Self.cross(of: size, axis), scroll: Self.scroll(of: size, axis)), count: section.itemCount))
                uniform = true
            case .perItem(let sizeForItem):
                var allEqual = true
                for item in 0..<section.itemCount {
                    let size = sizeForItem(item)
                    let pair = (cross: Self.cross(of: size, axis), scroll: Self.scroll(of: size, axis))
                    if let first = sizes.first, first != pair { allEqual = false }
                    sizes.append(pair)
                }
                uniform = allEqual
            }

            // A grid's column pitch (rule 5): how many items of the uniform size a full
            // line holds, and so where the last line's items go.
            let gridCount: Int
            if uniform, let first = sizes.first {
                gridCount = Self.fittingCount(itemLength: first.cross, spacing: interitem, available: available)
            } else {
                gridCount = 0
            }

            lineStarts.removeAll(keepingCapacity: true)
            lineEnds.removeAll(keepingCapacity: true)
            var lineFirst = 0
            while lineFirst < sizes.count {
                // Rule 2: take items while they fit; the first always goes in, so an
                // oversized item ends up alone (rule 9).
                var used = sizes[lineFirst].cross
                var lineEnd = lineFirst + 1
                while lineEnd < sizes.count, Self.fits(used + interitem + sizes[lineEnd].cross, in: available) {
                    used += interitem + sizes[lineEnd].cross
                    lineEnd += 1
                }
                for item in lineFirst..<lineEnd where !Self.fits(sizes[item].cross, in: available) {
                    diagnostics.append(FlowLayoutDiagnostic(section: sectionIndex, item: item, message: Self.oversizedItemMessage(for: axis)))
                }

                let count = lineEnd - lineFirst
                let isLastLine = lineEnd == sizes.count
                var itemsLength: CGFloat = 0
                var lineLength: CGFloat = 0
                for item in lineFirst..<lineEnd {
                    itemsLength += sizes[item].cross
                    lineLength = max(lineLength, sizes[item].scroll)
                }
                let placement: (start: CGFloat, gap: CGFloat)
                if isLastLine && uniform {
                    // Rule 5, uniform: justify as if the line were full of such items.
                    let virtualCount = max(count, gridCount, 1)
                    placement = Self.justified(itemsLength: CGFloat(virtualCount) * sizes[lineFirst].cross, count: virtualCount, available: available)
                } else if isLastLine {
                    // Rule 5, mixed sizes: left-aligned at the minimum spacing.
                    placement = (0, interitem)
                } else {
                    // Rules 3 and 4.
                    placement = Self.justified(itemsLength: itemsLength, count: count, available: available)
                }

                if lineFirst > 0 { cursor += section.minimumLineSpacing }
                itemStarts.removeAll(keepingCapacity: true)
                itemEnds.removeAll(keepingCapacity: true)
                var crossCursor = inset.crossLeading + placement.start
                for item in lineFirst..<lineEnd {
                    let size = sizes[item]
                    // Rule 6: centred on the line's centre in the scroll axis.
                    let frame = Self.rect(axis, scroll: cursor + (lineLength - size.scroll) / 2, cross: crossCursor, scrollLength: size.scroll, crossLength: size.cross)
                    itemFrames.append(frame)
                    itemStarts.append(Self.crossMin(of: frame, axis))
                    itemEnds.append(Self.crossMax(of: frame, axis))
                    crossCursor += size.cross + placement.gap
                }
                itemReach.appendRun(starts: itemStarts, ends: itemEnds)
                lines.append(LineRecord(firstItem: record.firstItem + lineFirst, itemCount: count))
                lineStarts.append(cursor)
                lineEnds.append(cursor + lineLength)
                cursor += lineLength
                lineFirst = lineEnd
            }
            lineReach.appendRun(starts: lineStarts, ends: lineEnds)
            record.lineCount = lines.count - record.firstLine
            let linesStart = lineStarts.min() ?? sectionStart
            let linesEnd = lineEnds.max() ?? sectionStart

            cursor += inset.scrollTrailing
            let footerLength = Self.scroll(of: section.footerReferenceSize, axis)
            if footerLength != 0 {
                record.footer = Self.rect(axis, scroll: cursor, cross: 0, scrollLength: footerLength, crossLength: contentCross)
                cursor += footerLength
            }
            record.end = cursor
            sections.append(record)
            // Pinned headers and footers stay between the natural header start and the
            // natural footer end, which this span already covers.
            sectionExtentStarts.append(min(sectionStart, linesStart, cursor))
            sectionExtentEnds.append(max(sectionStart, linesEnd, cursor))
        }

        var sectionReach = LayoutSpans.Reach()
        sectionReach.appendRun(starts: sectionExtentStarts, ends: sectionExtentEnds)

        self.itemFrames = itemFrames
        self.sections = sections
        self.lines = lines
        self.diagnostics = diagnostics
        self.sectionReach = sectionReach
        self.lineReach = lineReach
        self.itemReach = itemReach
        contentSize = Self.size(axis, scrollLength: cursor, crossLength: contentCross)
    }

    // MARK: Frames

    var numberOfSections: Int { sections.count }

    func numberOfItems(inSection section: Int) -> Int { sections[section].itemCount }

    func itemFrame(section: Int, item: Int) -> CGRect {
        precondition(item >= 0 && item < sections[section].itemCount, "item \(item) out of range in section \(section)")
        return itemFrames[sections[section].firstItem + item]
    }

    /// The header's frame where the layout puts it, before any pinning; nil when the
    /// section has none (rule 8).
    func headerFrame(section: Int) -> CGRect? { sections[section].header }

    /// The footer's frame where the layout puts it, before any pinning; nil when the
    /// section has none.
    func footerFrame(section: Int) -> CGRect? { sections[section].footer }

    /// The header's frame while `visibleRect` is on screen: pinned (rule 10) when
    /// `sectionHeadersPinToVisibleBounds` is set, else where the layout puts it.
    /// `visibleRect` is the part of the bounds not covered by the content inset, so a
    /// header pins below a navigation bar as UIKit's does.
    func pinnedHeaderFrame(section: Int, visibleRect: CGRect) -> CGRect? {
        let record = sections[section]
        guard let header = record.header else { return nil }
        guard sectionHeadersPinToVisibleBounds else { return header }
        let natural = scrollMin(of: header)
        let length = scrollMax(of: header) - natural
        let limit = (record.footer.map { scrollMin(of: $0) } ?? record.end) - length
        let pinned = max(natural, min(scrollMin(of: visibleRect), limit))
        return moved(header, toScroll: pinned)
    }

    /// The footer's frame while `visibleRect` is on screen, pinned to its bottom edge
    /// when `sectionFootersPinToVisibleBounds` is set (rule 10).
    func pinnedFooterFrame(section: Int, visibleRect: CGRect) -> CGRect? {
        let record = sections[section]
        guard let footer = record.footer else { return nil }
        guard sectionFootersPinToVisibleBounds else { return footer }
        let natural = scrollMin(of: footer)
        let length = scrollMax(of: footer) - natural
        let limit = record.header.map { scrollMax(of: $0) } ?? record.start
        let pinned = min(natural, max(scrollMax(of: visibleRect) - length, limit))
        return moved(footer, toScroll: pinned)
    }

    // MARK: Rect query

    /// Calls `visit` with every element whose frame overlaps `rect` (strictly: frames
    /// that only touch its edges are left out, and an empty rect meets nothing), section
    /// by section, each section's header first, then its items in order, then its footer.
    ///
    /// It costs O(log n + k): binary searches find the first section, line and item that
    /// can meet `rect`, and the walk stops at the first whose start is past it, so a
    /// 100,000-item grid answers as fast as a 1,000-item one. It takes a visitor rather
    /// than returning an array because it runs for every scroll step, and a warm query
    /// then allocates nothing; the flow layout builds its attributes array straight from
    /// the visits.
    ///
    /// With `visibleRect` and pinning enabled, headers and footers are reported (and
    /// tested against `rect`) at their pinned frames. A pinned frame never leaves its
    /// section's extent, so pinning needs no extra search.
    func forEachElement(in rect: CGRect, visibleRect: CGRect? = nil, _ visit: (FlowLayoutElement) throws -> Void) rethrows {
        let lower = scrollMin(of: rect), upper = scrollMax(of: rect)
        let crossLower = crossMin(of: rect), crossUpper = crossMax(of: rect)
        guard lower < upper, crossLower < crossUpper else { return }

        try sectionReach.forEachCandidate(in: 0..<sections.count, lower: lower, upper: upper) { sectionIndex in
            let record = sections[sectionIndex]
            let header = visibleRect.flatMap { pinnedHeaderFrame(section: sectionIndex, visibleRect: $0) } ?? record.header
            if let header, LayoutSpans.overlaps(header, rect) {
                try visit(FlowLayoutElement(kind: .header, section: sectionIndex, index: 0, frame: header))
            }
            try lineReach.forEachCandidate(in: record.firstLine..<(record.firstLine + record.lineCount), lower: lower, upper: upper) { lineIndex in
                let line = lines[lineIndex]
                try itemReach.forEachCandidate(in: line.firstItem..<(line.firstItem + line.itemCount), lower: crossLower, upper: crossUpper) { itemIndex in
                    let frame = itemFrames[itemIndex]
                    if LayoutSpans.overlaps(frame, rect) {
                        try visit(FlowLayoutElement(kind: .item, section: sectionIndex, index: itemIndex - record.firstItem, frame: frame))
                    }
                }
            }
            let footer = visibleRect.flatMap { pinnedFooterFrame(section: sectionIndex, visibleRect: $0) } ?? record.footer
            if let footer, LayoutSpans.overlaps(footer, rect) {
                try visit(FlowLayoutElement(kind: .footer, section: sectionIndex, index: 0, frame: footer))
            }
        }
    }


    // MARK: Line arithmetic

    /// Floating-point sums of item widths may land a hair past the available width (three
    /// thirds of a width); such a line still fits, as it visibly does in UIKit.
    private static let tolerance: CGFloat = 1e-9

    private static func fits(_ length: CGFloat, in available: CGFloat) -> Bool {
        length <= available + tolerance
    }

    /// How many items of `itemLength` fit in a line at the minimum spacing (rule 2).
    private static func fittingCount(itemLength: CGFloat, spacing: CGFloat, available: CGFloat) -> Int {
        guard fits(itemLength, in: available) else { return 0 }
        let pitch = itemLength + spacing
        // Items that take no room with their spacing all fit on one line; counting that
        // line's own items (`max(count, …)` at the call site) then justifies it fully.
        guard pitch > 0 else { return 1 }
        return 1 + Int(((available - itemLength + tolerance) / pitch).rounded(.down))
    }

    /// Where a justified line starts (relative to the left section inset) and the gap
    /// between its items: flush to both insets, or centred when alone (rules 3 and 4).
    private static func justified(itemsLength: CGFloat, count: Int, available: CGFloat) -> (start: CGFloat, gap: CGFloat) {
        let leftover = available - itemsLength
        return count > 1 ? (0, leftover / CGFloat(count - 1)) : (leftover / 2, 0)
    }

    // MARK: Axis mapping

    /// Insets named by axis rather than by edge.
    private struct AxisInsets {
        var scrollLeading: CGFloat
        var scrollTrailing: CGFloat
        var crossLeading: CGFloat
        var crossTrailing: CGFloat

        init(_ insets: FlowInsets, _ axis: FlowScrollAxis) {
            switch axis {
            case .vertical:
                (scrollLeading, scrollTrailing, crossLeading, crossTrailing) = (insets.top, insets.bottom, insets.left, insets.right)
            case .horizontal:
                (scrollLeading, scrollTrailing, crossLeading, crossTrailing) = (insets.left, insets.right, insets.top, insets.bottom)
            }
        }
    }

    private static func scroll(of size: CGSize, _ axis: FlowScrollAxis) -> CGFloat {
        axis == .vertical ? size.height : size.width
    }

    private static func cross(of size: CGSize, _ axis: FlowScrollAxis) -> CGFloat {
        axis == .vertical ? size.width : size.height
    }

    private static func size(_ axis: FlowScrollAxis, scrollLength: CGFloat, crossLength: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: crossLength, height: scrollLength) : CGSize(width: scrollLength, height: crossLength)
    }

    private static func rect(_ axis: FlowScrollAxis, scroll: CGFloat, cross: CGFloat, scrollLength: CGFloat, crossLength: CGFloat) -> CGRect {
        switch axis {
        case .vertical: return CGRect(x: cross, y: scroll, width: crossLength, height: scrollLength)
        case .horizontal: return CGRect(x: scroll, y: cross, width: scrollLength, height: crossLength)
        }
    }

    private static func crossMin(of rect: CGRect, _ axis: FlowScrollAxis) -> CGFloat {
        axis == .vertical ? rect.minX : rect.minY
    }

    private static func crossMax(of rect: CGRect, _ axis: FlowScrollAxis) -> CGFloat {
        axis == .vertical ? rect.maxX : rect.maxY
    }

    private func scrollMin(of rect: CGRect) -> CGFloat { scrollAxis == .vertical ? rect.minY : rect.minX }
    private func scrollMax(of rect: CGRect) -> CGFloat { scrollAxis == .vertical ? rect.maxY : rect.maxX }
    private func crossMin(of rect: CGRect) -> CGFloat { Self.crossMin(of: rect, scrollAxis) }
    private func crossMax(of rect: CGRect) -> CGFloat { Self.crossMax(of: rect, scrollAxis) }

    private func moved(_ rect: CGRect, toScroll position: CGFloat) -> CGRect {
        var moved = rect
        if scrollAxis == .vertical { moved.origin.y = position } else { moved.origin.x = position }
        return moved
    }
}
