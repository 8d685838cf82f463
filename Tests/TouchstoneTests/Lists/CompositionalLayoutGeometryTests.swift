import Foundation
import Testing
@testable import Touchstone

/// Frames derived by hand from the rules in CompositionalLayoutGeometry.swift's leading
/// comment; each test names the arithmetic it checks. The container is an iPhone's 390 ×
/// 844 points unless a test says otherwise.
@Suite struct CompositionalLayoutGeometryTests {
    private let phone = CGSize(width: 390, height: 844)

    private func item(_ width: CompositionalDimension, _ height: CompositionalDimension,
                      insets: NSDirectionalEdgeInsets = .zero, edges: CompositionalEdgeSpacing = .none) -> CompositionalElementSpec {
        CompositionalElementSpec(size: CompositionalSize(width: width, height: height), contentInsets: insets, edgeSpacing: edges)
    }

    private func group(_ axis: CompositionalAxis, _ width: CompositionalDimension, _ height: CompositionalDimension,
                       _ subitems: [CompositionalElementSpec], arrangement: CompositionalArrangement = .fill,
                       spacing: CompositionalSpacing? = nil) -> CompositionalElementSpec {
        CompositionalElementSpec(size: CompositionalSize(width: width, height: height),
                                 group: CompositionalGroupSpec(axis: axis, subitems: subitems, arrangement: arrangement,
                                                               interItemSpacing: spacing))
    }

    private func geometry(_ sections: [(CompositionalSectionSpec, Int)], container: CGSize? = nil,
                          axis: CompositionalScrollAxis = .vertical, interSectionSpacing: CGFloat = 0,
                          preferred: [Int: CGSize] = [:]) -> CompositionalLayoutGeometry {
        CompositionalLayoutGeometry(metrics: CompositionalLayoutMetrics(
            scrollAxis: axis, containerSize: container ?? phone,
            sections: sections.map { CompositionalSectionMetrics(spec: $0.0, itemCount: $0.1, preferredSize: { preferred[$0] }) },
            interSectionSpacing: interSectionSpacing))
    }

    private func frames(_ geometry: CompositionalLayoutGeometry, section: Int = 0) -> [CGRect?] {
        (0..<geometry.numberOfItems(inSection: section)).map { geometry.itemFrame(section: section, item: $0) }
    }

    private func r(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    private func elements(_ geometry: CompositionalLayoutGeometry, in rect: CGRect, visible: CGRect? = nil) -> [CompositionalLayoutElement] {
        var found: [CompositionalLayoutElement] = []
        geometry.forEachElement(in: rect, visibleRect: visible) { found.append($0) }
        return found
    }

    @Test func sectionInsetsNarrowTheGroupsAndSpacingSeparatesThem() {
        // Rule 2: the group resolves against 390 − 2 × 10 = 370, its items against the
        // group: 185 each, at x 10 and 195. Rule 8: rows at 10 + 108n; 10 + 3 × 100 +
        // 2 × 8 + 10 = 336.
        var section = CompositionalSectionSpec(group: group(.horizontal, .fractionalWidth(1), .absolute(100),
                                                            [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 8
        let geometry = geometry([(section, 5)])
        #expect(frames(geometry) == [
            r(10, 10, 185, 100), r(195, 10, 185, 100),
            r(10, 118, 185, 100), r(195, 118, 185, 100),
            r(10, 226, 185, 100),
        ])
        #expect(geometry.contentSize == CGSize(width: 390, height: 336))
    }

    @Test func flexibleSpacingSharesTheRoomLeft() {
        // Rule 3: 100-point items at 10 apart: 100 + 10 + 100 + 10 + 100 = 320 fits 390, a
        // fourth (430) does not. Rule 6: the 70 left is shared by the two gaps, 10 + 35 =
        // 45 each: x 0, 145, 290 (the flow layout's justified line of R-LS15).
        let section = CompositionalSectionSpec(group: group(.horizontal, .fractionalWidth(1), .absolute(100),
                                                            [item(.absolute(100), .absolute(100))], spacing: .flexible(10)))
        #expect(frames(geometry([(section, 3)])) == [r(0, 0, 100, 100), r(145, 0, 100, 100), r(290, 0, 100, 100)])
    }

    @Test func nestedGroupsPlaceTheirLeavesInOrder() {
        // A 200-point row: a half-width item, then a half-width vertical group that
        // repeats a half-height item while it fits (rule 5): two of them, 100 tall.
        // Three items per row; the second row starts at 200.
        let column = group(.vertical, .fractionalWidth(0.5), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let row = group(.horizontal, .fractionalWidth(1), .absolute(200), [item(.fractionalWidth(0.5), .fractionalHeight(1)), column])
        #expect(frames(geometry([(CompositionalSectionSpec(group: row), 4)])) == [
            r(0, 0, 195, 200), r(195, 0, 195, 100), r(195, 100, 195, 100),
            r(0, 200, 195, 200),
        ])
    }

    @Test func contentInsetsShrinkItemsInsideTheirRoom() {
        // Rule 6: each 195 × 100 slot loses 2 points on every edge: 191 × 96 at (2, 2)
        // and (197, 2); the rows stay 100 apart.
        let section = CompositionalSectionSpec(group: group(.horizontal, .fractionalWidth(1), .absolute(100), [
            item(.fractionalWidth(0.5), .fractionalHeight(1), insets: NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)),
        ]))
        #expect(frames(geometry([(section, 3)])) == [r(2, 2, 191, 96), r(197, 2, 191, 96), r(2, 102, 191, 96)])
    }

    @Test func edgeSpacingAndContentInsetsDoWhatApplesDiagramsShow() {
        // Apple's `edgeSpacing` diagram: three 20 × 20 items, 2 points of trailing edge
        // spacing each: "each item remains the same size, but moves 2 points": x 0, 22, 44.
        let spaced = CompositionalSectionSpec(group: group(.horizontal, .absolute(66), .absolute(20), [
            item(.absolute(20), .absolute(20), edges: CompositionalEdgeSpacing(trailing: .fixed(2))),
        ]))
        #expect(frames(geometry([(spaced, 3)])) == [r(0, 0, 20, 20), r(22, 0, 20, 20), r(44, 0, 20, 20)])
        // Apple's `contentInsets` diagram: the same items with 2 points on each edge
        // "becoming 16 by 16 points. The group remains the same size."
        let inset = CompositionalSectionSpec(group: group(.horizontal, .absolute(60), .absolute(20), [
            item(.absolute(20), .absolute(20), insets: NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)),
        ]))
        let geometry = geometry([(inset, 3)])
        #expect(frames(geometry) == [r(2, 2, 16, 16), r(22, 2, 16, 16), r(42, 2, 16, 16)])
        #expect(geometry.contentSize.height == 20)
    }

    @Test func estimatedHeightsTakeWhatCellsPreferAndRowsTheirTallest() {
        // Rule 7: two half-width items estimated at 44 in a row estimated at 44. Item 0
        // prefers 60, item 1 80: the first row is 80 tall, its items keep their own
        // heights; the second row (item 2, not measured) starts at 80 + 10 spacing and is
        // its estimate, 44. Content: 80 + 10 + 44 = 134.
        var section = CompositionalSectionSpec(group: group(.horizontal, .fractionalWidth(1), .estimated(44),
                                                            [item(.fractionalWidth(0.5), .estimated(44))]))
        section.interGroupSpacing = 10
        let geometry = geometry([(section, 3)], preferred: [0: CGSize(width: 195, height: 60), 1: CGSize(width: 195, height: 80)])
        #expect(frames(geometry) == [r(0, 0, 195, 60), r(195, 0, 195, 80), r(0, 90, 195, 44)])
        #expect(geometry.contentSize.height == 134)
        #expect(geometry.hasEstimatedItems)
        #expect(geometry.estimatedAxes(section: 0, item: 2) == .height)
    }

    @Test func headersAndFootersFrameTheSectionOutsideItsInsets() {
        // Rule 9: header 40 tall across 390 − 16 − 16 = 358 at x 16; then the top inset
        // (10), one 100-point row at 50, the bottom inset to 160, the 30-point footer to
        // 190. The second section follows 20 later (rule 8) at 210: its header at 210.
        var section = CompositionalSectionSpec(group: group(.horizontal, .fractionalWidth(1), .absolute(100),
                                                            [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.boundaryItems = [
            CompositionalBoundarySpec(size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(40)), elementKind: "header",
                                      alignment: .top),
            CompositionalBoundarySpec(size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(30)), elementKind: "footer",
                                      alignment: .bottom),
        ]
        let geometry = geometry([(section, 1), (section, 1)], interSectionSpacing: 20)
        #expect(geometry.supplementaryFrame(kind: "header", section: 0, visibleRect: nil) == r(16, 0, 358, 40))
        #expect(geometry.itemFrame(section: 0, item: 0) == r(16, 50, 358, 100))
        #expect(geometry.supplementaryFrame(kind: "footer", section: 0, visibleRect: nil) == r(16, 160, 358, 30))
        #expect(geometry.supplementaryFrame(kind: "header", section: 1, visibleRect: nil) == r(16, 210, 358, 40))
        #expect(geometry.contentSize.height == 400)
        // A rect over the first section's row and footer meets them in section order.
        let found = elements(geometry, in: r(0, 100, 390, 80))
        #expect(found.map(\.kind) == [.item, .supplementary("footer")])
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionPushesItOff() {
        // Rule 10: a 40-point pinned header over five 100-point rows (content 40–540).
        // Scrolled to 300 it is at 300; at 520 the content's end (540) pushes it to 500;
        // at the top it stays where it belongs, 0.
        var section = CompositionalSectionSpec(group: group(.horizontal, .fractionalWidth(1), .absolute(100),
                                                            [item(.fractionalWidth(1), .fractionalHeight(1))]))
        var header = CompositionalBoundarySpec(size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(40)),
                                               elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundaryItems = [header]
        let geometry = geometry([(section, 5), (section, 5)])
        #expect(geometry.supplementaryFrame(kind: "header", section: 0, visibleRect: r(0, 300, 390, 844)) == r(0, 300, 390, 40))
        #expect(geometry.supplementaryFrame(kind: "header", section: 0, visibleRect: r(0, 520, 390, 844)) == r(0, 500, 390, 40))
        #expect(geometry.supplementaryFrame(kind: "header", section: 0, visibleRect: r(0, 0, 390, 844)) == r(0, 0, 390, 40))
        // The query reports it where it is pinned, as the rect moves down.
        let found = elements(geometry, in: r(0, 300, 390, 100), visible: r(0, 300, 390, 844))
        #expect(found.first == CompositionalLayoutElement(kind: .supplementary("header"), section: 0, index: 0, frame: r(0, 300, 390, 40)))
    }

    @Test func anOrthogonalSectionLaysItsGroupsAcross() {
        // Rule 11: groups of 0.8 × 390 = 312 side by side, 10 apart: x 0, 322, 644; the
        // section is one group tall (100). In the 390-point bounds items 0 and 1 show.
        var section = CompositionalSectionSpec(group: group(.horizontal, .fractionalWidth(0.8), .absolute(100),
                                                            [item(.fractionalWidth(1), .fractionalHeight(1))]))
        section.interGroupSpacing = 10
        section.scrollsOrthogonally = true
        let geometry = geometry([(section, 3)])
        #expect(frames(geometry) == [r(0, 0, 312, 100), r(322, 0, 312, 100), r(644, 0, 312, 100)])
        #expect(geometry.contentSize == CGSize(width: 390, height: 100))
        #expect(elements(geometry, in: r(0, 0, 390, 844)).map(\.index) == [0, 1])
    }

    @Test func aHorizontalLayoutRunsSectionsAndGroupsLeftToRight() {
        // A 100-point-wide column of two half-height items (422 each in 844): items 0 and
        // 1 in the first column, 2 and 3 at x 100; five items make three columns, 300 wide.
        let column = group(.vertical, .absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let geometry = geometry([(CompositionalSectionSpec(group: column), 5)], axis: .horizontal)
        #expect(frames(geometry) == [
            r(0, 0, 100, 422), r(0, 422, 100, 422), r(100, 0, 100, 422), r(100, 422, 100, 422), r(200, 0, 100, 422),
        ])
        #expect(geometry.contentSize == CGSize(width: 300, height: 844))
    }

    @Test func aQueryFindsOnlyTheRowsInItsRect() {
        // 100,000 items two to a 100-point row: the rect from 2,250 to 3,094 meets rows
        // 22 (2,200–2,300) to 30 (3,000–3,100), items 44 to 61, and nothing else.
        let section = CompositionalSectionSpec(group: group(.horizontal, .fractionalWidth(1), .absolute(100),
                                                            [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        let geometry = geometry([(section, 100_000)])
        #expect(geometry.contentSize.height == 5_000_000)
        #expect(elements(geometry, in: r(0, 2_250, 390, 844)).map(\.index) == Array(44..<62))
    }
}
