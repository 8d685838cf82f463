import Foundation
import Testing
@testable import Touchstone

/// Frames derived by hand from the rules in FlowLayoutGeometry.swift's leading comment;
/// each test names the arithmetic it checks.
@Suite struct FlowLayoutGeometryTests {
    private func grid(
        axis: FlowScrollAxis = .vertical, bounds: CGSize, items: Int, size: CGSize = CGSize(width: 100, height: 100),
        spacing: CGFloat = 10, inset: CGFloat = 10
    ) -> FlowLayoutGeometry {
        FlowLayoutGeometry(metrics: FlowLayoutMetrics(
            scrollAxis: axis, boundsSize: bounds,
            sections: [FlowSectionMetrics(
                itemCount: items, itemSizing: .fixed(size),
                sectionInset: FlowInsets(top: inset, left: inset, bottom: inset, right: inset),
                minimumLineSpacing: spacing, minimumInteritemSpacing: spacing)]))
    }

    private func frames(_ geometry: FlowLayoutGeometry, section: Int = 0) -> [CGRect] {
        (0..<geometry.numberOfItems(inSection: section)).map { geometry.itemFrame(section: section, item: $0) }
    }

    private func r(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    @Test func twoPerLineGridIsJustifiedToBothInsets() {
        // 320 − 2×10 insets = 300 available; 100 + 10 + 100 = 210 fits, a third (320) does
        // not, so 2 per line, and the 100 left over becomes the gap: x = 10 and 210.
        // Lines at y = 10, 120, 230; the last line's lone item sits in column 0.
        let geometry = grid(bounds: CGSize(width: 320, height: 480), items: 5)
        #expect(frames(geometry) == [
            r(10, 10, 100, 100), r(210, 10, 100, 100),
            r(10, 120, 100, 100), r(210, 120, 100, 100),
            r(10, 230, 100, 100),
        ])
        // 10 + 3 lines × 100 + 2 × 10 spacing + 10 = 340.
        #expect(geometry.contentSize == CGSize(width: 320, height: 340))
        #expect(geometry.diagnostics.isEmpty)
    }

    @Test func exactFitKeepsTheMinimumSpacing() {
        // 340 − 20 = 320 = 3 × 100 + 2 × 10: no leftover.
        let geometry = grid(bounds: CGSize(width: 340, height: 480), items: 3)
        #expect(frames(geometry) == [r(10, 10, 100, 100), r(120, 10, 100, 100), r(230, 10, 100, 100)])
    }

    @Test func uniformLastLineSitsInTheGridColumns() {
        // 350 − 20 = 330: 3 fit (320), gap (330 − 300) / 2 = 15, columns x = 10, 125, 240.
        // 8 items: the last line's two items take columns 0 and 1, not the whole width.
        let geometry = grid(bounds: CGSize(width: 350, height: 480), items: 8)
        let columns = frames(geometry).map(\.minX)
        #expect(columns == [10, 125, 240, 10, 125, 240, 10, 125])
        #expect(frames(geometry).map(\.minY) == [10, 10, 10, 120, 120, 120, 230, 230])
        // A single short line is the last line too: still the columns, not stretched.
        #expect(frames(grid(bounds: CGSize(width: 350, height: 480), items: 2)).map(\.minX) == [10, 125])
    }

    @Test func gridOfOnePerLineCentresItsItems() {
        // 200 − 20 = 180: one 100-wide item per line, centred: x = 10 + 40 = 50, last too.
        let geometry = grid(bounds: CGSize(width: 200, height: 480), items: 2)
        #expect(frames(geometry) == [r(50, 10, 100, 100), r(50, 120, 100, 100)])
    }

    @Test func mixedSizesLastLineIsLeftAlignedAtMinimumSpacing() {
        // Widths 100, 100, 150, 60 in 300: line 1 takes 100 + 10 + 100 (a third would make
        // 370) and is justified: x = 10, 210. Line 2 (150 + 10 + 60 = 220) is the last: left
        // at x = 10, then 10 + 150 + 10 = 170.
        // Heights 50, 100 | 40, 60: line 1 is 100 tall at y = 10, so the 50 one is centred
        // at y = 35; line 2 starts at 10 + 100 + 10 = 120 and is 60 tall: 40 → y = 130.
        let sizes = [CGSize(width: 100, height: 50), CGSize(width: 100, height: 100), CGSize(width: 150, height: 40), CGSize(width: 60, height: 60)]
        let geometry = FlowLayoutGeometry(metrics: FlowLayoutMetrics(
            scrollAxis: .vertical, boundsSize: CGSize(width: 320, height: 480),
            sections: [FlowSectionMetrics(
                itemCount: sizes.count, itemSizing: .perItem { sizes[$0] },
                sectionInset: FlowInsets(top: 10, left: 10, bottom: 10, right: 10))]))
        #expect(frames(geometry) == [r(10, 35, 100, 50), r(210, 10, 100, 100), r(10, 130, 150, 40), r(170, 120, 60, 60)])
        #expect(geometry.contentSize == CGSize(width: 320, height: 190))
    }

    @Test func loneItemOnAnInnerLineIsCentredButNotOnTheLastLine() {
        // 250 then 200 cannot share 300, so 250 is alone on an inner line: x = 10 + 25.
        // 200 + 10 + 50 = 260 fits on the last line, which mixed sizes leave left-aligned.
        let widths: [CGFloat] = [250, 200, 50]
        let geometry = FlowLayoutGeometry(metrics: FlowLayoutMetrics(
            scrollAxis: .vertical, boundsSize: CGSize(width: 320, height: 480),
            sections: [FlowSectionMetrics(
                itemCount: 3, itemSizing: .perItem { CGSize(width: widths[$0], height: 40) },
                sectionInset: FlowInsets(top: 10, left: 10, bottom: 10, right: 10))]))
        #expect(frames(geometry).map(\.minX) == [35, 10, 220])
    }

    @Test func perItemSizesThatAreAllEqualBehaveAsAGrid() {
        // The uniform rule depends on the sizes, not on whether a delegate gave them.
        let fixed = grid(bounds: CGSize(width: 350, height: 480), items: 5)
        let delegated = FlowLayoutGeometry(metrics: FlowLayoutMetrics(
            scrollAxis: .vertical, boundsSize: CGSize(width: 350, height: 480),
            sections: [FlowSectionMetrics(
                itemCount: 5, itemSizing: .perItem { _ in CGSize(width: 100, height: 100) },
                sectionInset: FlowInsets(top: 10, left: 10, bottom: 10, right: 10))]))
        #expect(frames(delegated) == frames(fixed))
    }

    @Test func horizontalScrollingFillsColumns() {
        // Cross axis is the height: 240 − 20 = 220, 2 per column (210), gap 20: y = 10, 130.
        // Columns at x = 10, 120, 230; content is 10 + 300 + 20 + 10 = 340 wide.
        let geometry = grid(axis: .horizontal, bounds: CGSize(width: 320, height: 240), items: 5)
        #expect(frames(geometry) == [
            r(10, 10, 100, 100), r(10, 130, 100, 100),
            r(120, 10, 100, 100), r(120, 130, 100, 100),
            r(230, 10, 100, 100),
        ])
        #expect(geometry.contentSize == CGSize(width: 340, height: 240))
    }

    @Test func headersAndFootersSpanTheContentWidthAroundTheInsets() {
        // Content inset 20 + 20 narrows 360 to a 320-wide content area.
        // Section 0: header 0..<50, top inset, one line of two at y = 60, bottom inset to
        // 170, footer 170..<200. Section 1 has a header whose height is 0 (width ignored):
        // none; its line starts at 200 + 10 = 210; no footer; content ends at 320.
        let section = FlowSectionMetrics(
            itemCount: 2, itemSizing: .fixed(CGSize(width: 100, height: 100)),
            sectionInset: FlowInsets(top: 10, left: 10, bottom: 10, right: 10),
            headerReferenceSize: CGSize(width: 999, height: 50), footerReferenceSize: CGSize(width: 0, height: 30))
        var second = section
        second.headerReferenceSize = CGSize(width: 80, height: 0)
        second.footerReferenceSize = .zero
        let geometry = FlowLayoutGeometry(metrics: FlowLayoutMetrics(
            scrollAxis: .vertical, boundsSize: CGSize(width: 360, height: 480),
            contentInset: FlowInsets(top: 64, left: 20, bottom: 0, right: 20),
            sections: [section, second]))
        #expect(geometry.headerFrame(section: 0) == r(0, 0, 320, 50))
        // Two uniform items in a 2-wide grid: columns 10 and 210.
        #expect(frames(geometry, section: 0) == [r(10, 60, 100, 100), r(210, 60, 100, 100)])
        #expect(geometry.footerFrame(section: 0) == r(0, 170, 320, 30))
        #expect(geometry.headerFrame(section: 1) == nil)
        #expect(geometry.footerFrame(section: 1) == nil)
        #expect(frames(geometry, section: 1).map(\.minY) == [210, 210])
        #expect(geometry.contentSize == CGSize(width: 320, height: 320))
    }

    @Test func horizontalHeadersUseTheirWidthAndSpanTheHeight() {
        let geometry = FlowLayoutGeometry(metrics: FlowLayoutMetrics(
            scrollAxis: .horizontal, boundsSize: CGSize(width: 320, height: 240),
            sections: [FlowSectionMetrics(
                itemCount: 1, itemSizing: .fixed(CGSize(width: 100, height: 100)),
                headerReferenceSize: CGSize(width: 40, height: 0), footerReferenceSize: CGSize(width: 0, height: 30))]))
        #expect(geometry.headerFrame(section: 0) == r(0, 0, 40, 240))
        // Footer height is the cross size: ignored, so no footer. A full column of 240
        // would hold two items, so the lone last-line item takes the first slot: y = 0.
        #expect(geometry.footerFrame(section: 0) == nil)
        #expect(frames(geometry) == [r(40, 0, 100, 100)])
        #expect(geometry.contentSize == CGSize(width: 140, height: 240))
    }

    @Test func emptySectionKeepsItsHeaderFooterAndInsets() {
        let geometry = FlowLayoutGeometry(metrics: FlowLayoutMetrics(
            scrollAxis: .vertical, boundsSize: CGSize(width: 320, height: 480),
            sections: [FlowSectionMetrics(
                itemCount: 0, itemSizing: .fixed(CGSize(width: 100, height: 100)),
                sectionInset: FlowInsets(top: 10, left: 10, bottom: 5, right: 10),
                headerReferenceSize: CGSize(width: 0, height: 20), footerReferenceSize: CGSize(width: 0, height: 30))]))
        #expect(geometry.headerFrame(section: 0) == r(0, 0, 320, 20))
        #expect(geometry.footerFrame(section: 0) == r(0, 35, 320, 30))
        #expect(geometry.contentSize == CGSize(width: 320, height: 65))
    }

    @Test func oversizedItemGetsItsOwnCentredLineAndADiagnostic() {
        // 400 > 300: item 0 cannot share with it and is alone (centred, x = 110); the
        // 400-wide item is alone and centred, overhanging both insets: 10 + (300 − 400) / 2
        // = −40; the last line 100 + 10 + 100 is left-aligned: 10, 120.
        let widths: [CGFloat] = [100, 400, 100, 100]
        let geometry = FlowLayoutGeometry(metrics: FlowLayoutMetrics(
            scrollAxis: .vertical, boundsSize: CGSize(width: 320, height: 480),
            sections: [FlowSectionMetrics(
                itemCount: 4, itemSizing: .perItem { CGSize(width: widths[$0], height: 50) },
                sectionInset: FlowInsets(top: 10, left: 10, bottom: 10, right: 10))]))
        #expect(frames(geometry) == [r(110, 10, 100, 50), r(-40, 70, 400, 50), r(10, 130, 100, 50), r(120, 130, 100, 50)])
        #expect(geometry.diagnostics == [FlowLayoutDiagnostic(
            section: 0, item: 1,
            message: "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values.")])
    }

    @Test func itemExactlyAsWideAsTheLineIsNotOversized() {
        let geometry = grid(bounds: CGSize(width: 320, height: 480), items: 2, size: CGSize(width: 300, height: 40))
        #expect(frames(geometry) == [r(10, 10, 300, 40), r(10, 60, 300, 40)])
        #expect(geometry.diagnostics.isEmpty)
    }

    @Test func fractionalWidthsThatSumToTheLineStillShareIt() {
        // Six sixths of 100 with no spacing: added up one by one they make
        // 100.00000000000001, which must not push the sixth onto a line of its own.
        let geometry = grid(bounds: CGSize(width: 120, height: 480), items: 6, size: CGSize(width: 100.0 / 6, height: 10), spacing: 0)
        #expect(Set(frames(geometry).map(\.minY)) == [10])
    }

    @Test func pinnedHeaderStaysAtTheTopUntilItsSectionEnds() {
        // Section 0: header 0..<40, one 100-tall line at 40..<140, footer 140..<160.
        // Section 1 follows from 160.
        let section = FlowSectionMetrics(
            itemCount: 1, itemSizing: .fixed(CGSize(width: 100, height: 100)),
            headerReferenceSize: CGSize(width: 0, height: 40), footerReferenceSize: CGSize(width: 0, height: 20))
        let geometry = FlowLayoutGeometry(metrics: FlowLayoutMetrics(
            scrollAxis: .vertical, boundsSize: CGSize(width: 320, height: 200),
            sections: [section, section],
            sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true))
        func header(at offset: CGFloat) -> CGRect? {
            geometry.pinnedHeaderFrame(section: 0, visibleRect: r(0, offset, 320, 200))
        }
        #expect(header(at: -30) == r(0, 0, 320, 40))    // never above its place (bounce)
        #expect(header(at: 50) == r(0, 50, 320, 40))    // pinned to the top
        #expect(header(at: 130) == r(0, 100, 320, 40))  // pushed up by the footer at 140
        // Footer of section 1 (natural 300..<320) pins to the bottom of a rect ending at
        // 260, but not above the end of its header (200).
        #expect(geometry.pinnedFooterFrame(section: 1, visibleRect: r(0, 60, 320, 200)) == r(0, 240, 320, 20))
        #expect(geometry.pinnedFooterFrame(section: 1, visibleRect: r(0, -100, 320, 200)) == r(0, 200, 320, 20))
        // The query reports pinned frames when given the visible rect.
        var headers: [CGRect] = []
        geometry.forEachElement(in: r(0, 50, 320, 200), visibleRect: r(0, 50, 320, 200)) { element in
            if element.kind == .header, element.section == 0 { headers.append(element.frame) }
        }
        #expect(headers == [r(0, 50, 320, 40)])
    }

    @Test func queryLeavesOutFramesThatOnlyTouchTheRect() {
        // Line 1 ends at y = 110, line 2 starts at 120; a rect 110..<120 touches neither.
        let geometry = grid(bounds: CGSize(width: 320, height: 480), items: 4)
        var found: [FlowLayoutElement] = []
        geometry.forEachElement(in: r(0, 110, 320, 10)) { found.append($0) }
        #expect(found.isEmpty)
        geometry.forEachElement(in: r(0, 109, 320, 12)) { found.append($0) }
        #expect(found.map(\.index) == [0, 1, 2, 3])
        found.removeAll()
        geometry.forEachElement(in: r(110, 0, 100, 480)) { found.append($0) }
        #expect(found.isEmpty)
    }

    @Test func queryOnAHundredThousandItemsFindsTheVisibleRows() {
        // 3 per line in 350 (columns 10, 125, 240), lines 110 apart from y = 10.
        let geometry = grid(bounds: CGSize(width: 350, height: 480), items: 100_000)
        let lineOrigin: CGFloat = 10 + 110 * 20_000
        var found: [Int] = []
        geometry.forEachElement(in: r(0, lineOrigin, 350, 210)) { found.append($0.index) }
        #expect(found == Array(60_000..<60_006))
    }

    // MARK: Query against brute force

    private func randomMetrics(_ random: inout SplitMix64, allowNegativeSpacing: Bool) -> (FlowLayoutMetrics, [[CGSize]]) {
        let axis: FlowScrollAxis = Bool.random(using: &random) ? .vertical : .horizontal
        let lowestSpacing: CGFloat = allowNegativeSpacing ? -30 : 0
        var sizesBySection: [[CGSize]] = []
        var sections: [FlowSectionMetrics] = []
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            let count = Int.random(in: 0...40, using: &random)
            let uniform = Int.random(in: 0..<3, using: &random) == 0
            let fixed = CGSize(width: CGFloat(Int.random(in: 5...120, using: &random)), height: CGFloat(Int.random(in: 5...120, using: &random)))
            let sizes = (0..<count).map { _ in
                uniform ? fixed : CGSize(width: CGFloat(Int.random(in: 1...400, using: &random)), height: CGFloat(Int.random(in: 1...150, using: &random)))
            }
            sizesBySection.append(sizes)
            func inset() -> CGFloat { CGFloat(Int.random(in: 0...30, using: &random)) }
            func header() -> CGSize {
                Bool.random(using: &random) ? .zero : CGSize(width: CGFloat(Int.random(in: 0...60, using: &random)), height: CGFloat(Int.random(in: 0...60, using: &random)))
            }
            sections.append(FlowSectionMetrics(
                itemCount: count, itemSizing: .perItem { sizes[$0] },
                sectionInset: FlowInsets(top: inset(), left: inset(), bottom: inset(), right: inset()),
                minimumLineSpacing: CGFloat.random(in: lowestSpacing...25, using: &random),
                minimumInteritemSpacing: CGFloat.random(in: lowestSpacing...25, using: &random),
                headerReferenceSize: header(), footerReferenceSize: header()))
        }
        let metrics = FlowLayoutMetrics(
            scrollAxis: axis,
            boundsSize: CGSize(width: CGFloat(Int.random(in: 200...600, using: &random)), height: CGFloat(Int.random(in: 200...600, using: &random))),
            contentInset: FlowInsets(top: 0, left: CGFloat(Int.random(in: 0...20, using: &random)), bottom: 0, right: CGFloat(Int.random(in: 0...20, using: &random))),
            sections: sections,
            sectionHeadersPinToVisibleBounds: Bool.random(using: &random),
            sectionFootersPinToVisibleBounds: Bool.random(using: &random))
        return (metrics, sizesBySection)
    }

    /// Every element, by the frame accessors, filtered the slow way.
    private func bruteForce(_ geometry: FlowLayoutGeometry, rect: CGRect, visibleRect: CGRect?) -> [FlowLayoutElement] {
        var all: [FlowLayoutElement] = []
        for section in 0..<geometry.numberOfSections {
            let header = visibleRect.flatMap { geometry.pinnedHeaderFrame(section: section, visibleRect: $0) } ?? geometry.headerFrame(section: section)
            if let header { all.append(FlowLayoutElement(kind: .header, section: section, index: 0, frame: header)) }
            for item in 0..<geometry.numberOfItems(inSection: section) {
                all.append(FlowLayoutElement(kind: .item, section: section, index: item, frame: geometry.itemFrame(section: section, item: item)))
            }
            let footer = visibleRect.flatMap { geometry.pinnedFooterFrame(section: section, visibleRect: $0) } ?? geometry.footerFrame(section: section)
            if let footer { all.append(FlowLayoutElement(kind: .footer, section: section, index: 0, frame: footer)) }
        }
        return all.filter { LayoutSpans.overlaps($0.frame, rect) }
    }

    @Test(arguments: [false, true])
    func queryMatchesBruteForceOnRandomLayouts(allowNegativeSpacing: Bool) {
        var random = SplitMix64(state: allowNegativeSpacing ? 0xF10E : 0xC0FFEE)
        for _ in 0..<200 {
            let (metrics, _) = randomMetrics(&random, allowNegativeSpacing: allowNegativeSpacing)
            let geometry = FlowLayoutGeometry(metrics: metrics)
            let content = geometry.contentSize
            for _ in 0..<20 {
                let rect = CGRect(
                    x: CGFloat.random(in: -50...(content.width + 50), using: &random),
                    y: CGFloat.random(in: -50...(content.height + 50), using: &random),
                    width: CGFloat.random(in: 0...400, using: &random),
                    height: CGFloat.random(in: 0...400, using: &random))
                let visible: CGRect? = Bool.random(using: &random) ? rect : nil
                var found: [FlowLayoutElement] = []
                geometry.forEachElement(in: rect, visibleRect: visible) { found.append($0) }
                let expected = bruteForce(geometry, rect: rect, visibleRect: visible)
                #expect(found == expected, "rect \(rect) in \(metrics.scrollAxis) layout of \(content)")
            }
        }
    }

    @Test func randomLayoutsNeverOverlapWithNonNegativeSpacing() {
        // Each line's items, and successive lines, are disjoint when spacing is ≥ 0: the
        // justified gap is never below the minimum.
        var random = SplitMix64(state: 0xBEEF)
        for _ in 0..<100 {
            let (metrics, _) = randomMetrics(&random, allowNegativeSpacing: false)
            let geometry = FlowLayoutGeometry(metrics: metrics)
            for section in 0..<geometry.numberOfSections {
                let itemFrames = frames(geometry, section: section)
                for (index, frame) in itemFrames.enumerated() where index > 0 {
                    #expect(!LayoutSpans.overlaps(frame, itemFrames[index - 1]))
                }
            }
        }
    }
}
