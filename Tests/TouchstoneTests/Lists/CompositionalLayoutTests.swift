import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A compositional layout in a real collection view in a 390 × 844 window, built as an iOS
/// app builds one; every expected frame is worked out from R-LS16 in the comment above it.
@MainActor @Suite(.gestureLog) struct CompositionalLayoutTests {
    final class Cell: UICollectionViewCell {
        static var made = 0
        var number = -1
        required init(frame: CGRect) {
            super.init(frame: frame)
            Self.made += 1
        }
        required init?(coder: NSCoder) { nil }
    }

    /// A row whose content view's constraints make it 10 + 30 + 10 = 50 points tall; the
    /// bottom one gives way (999) while the row is still at its estimate, as self-sizing
    /// cells on iOS are written to avoid UIKit's unsatisfiable-constraints log.
    final class RowCell: UICollectionViewCell {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            let bottom = label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10)
            bottom.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                bottom,
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                label.heightAnchor.constraint(equalToConstant: CGFloat(30)),
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Header: UICollectionReusableView {}

    /// Numbered items in sections of the given sizes, with a header view for any kind.
    final class Numbers: UICollectionViewDataSource {
        var counts: [Int]
        var cellIdentifier = "cell"
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
            (cell as? Cell)?.number = indexPath.item
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    private func show(_ layout: UICollectionViewLayout, _ source: Numbers, headerKinds: [String] = [])
        -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
        for kind in headerKinds {
            collectionView.register(Header.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (window, collectionView)
    }

    private func r(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// Two columns: items of half the group's width in a full-width, 100-point group.
    private func twoColumnGrid() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Half of 390 is 195: one group holds two items, at x 0 and 195; groups repeat every
    /// 100 points, and the fifth item starts the third group alone, in the first column.
    /// Content: 390 wide, 3 × 100 tall.
    @Test func aTwoColumnGridHalvesTheWidth() {
        let source = Numbers([5])
        let (_, collectionView) = show(twoColumnGrid(), source)
        let frames = (0..<5).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [r(0, 0, 195, 100), r(195, 0, 195, 100), r(0, 100, 195, 100), r(195, 100, 195, 100), r(0, 200, 195, 100)])
        #expect(collectionView.contentSize == CGSize(width: 390, height: 300))
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == r(195, 100, 195, 100))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 250)) == nil)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 100, y: 250)) == IndexPath(item: 4, section: 0))
        withExtendedLifetime(source) {}
    }

    /// `count: 3` divides the group's width between three items whatever their own width
    /// says (Apple: "the group keeps the same number of items and automatically resizes
    /// them"): (390 − 2 × 15) / 3 = 120 wide, at x 0, 135 and 270; rows 120 tall.
    @Test func aCountOfThreeDividesTheWidthAroundItsSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(15)
        let source = Numbers([4])
        let (_, collectionView) = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), source)
        let frames = (0..<4).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [r(0, 0, 120, 120), r(135, 0, 120, 120), r(270, 0, 120, 120), r(0, 120, 120, 120)])
        withExtendedLifetime(source) {}
    }

    /// A plain list with supplementary headers: the header takes its estimated 44 points;
    /// rows start at their estimate, 44, so the first pass shows rows 0 to 18 (row 18
    /// starts at 44 + 18 × 44 = 836 < 844), whose cells all prefer 50. Laid out again, row
    /// n is at 44 + 50n, the 11 rows not shown stay at 44: content 44 + 19 × 50 + 11 × 44
    /// = 1,478. Plain lists pin their headers (Apple's `HeaderMode.supplementary`): scrolled
    /// to 300, the header is at 300.
    @Test func aListSizesItsRowsAndPinsItsHeader() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let source = Numbers([30])
        source.cellIdentifier = "row"
        let (_, collectionView) = show(UICollectionViewCompositionalLayout.list(using: configuration), source,
                                       headerKinds: [UICollectionView.elementKindSectionHeader])
        let header = IndexPath(item: 0, section: 0)
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: header)?.frame
            == r(0, 0, 390, 44))
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(third.frame == r(0, 144, 390, 50))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 1_478))
        #expect(collectionView.indexPathsForVisibleItems == (0..<16).map { IndexPath(item: $0, section: 0) })

        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: header)?.frame
            == r(0, 300, 390, 44))
        withExtendedLifetime(source) {}
    }

    /// A section provider hears the collection view's size as its container (no content
    /// inset here, so both sizes are the bounds'), and sections follow one another 20
    /// apart: section 0's header (40) and two-column row (100) end at 140, section 1
    /// starts at 160 with its header, its row at 200.
    @Test func aSectionProviderIsToldTheContainerAndSectionsAreSpaced() {
        final class Containers { var sizes: [CGSize] = [] }
        let containers = Containers()
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            containers.sizes.append(environment.container.contentSize)
            containers.sizes.append(environment.container.effectiveContentSize)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: "title", alignment: .top)]
            return section
        }, configuration: configuration)
        let source = Numbers([2, 2])
        let (_, collectionView) = show(layout, source, headerKinds: ["title"])
        #expect(containers.sizes.prefix(2) == [CGSize(width: 390, height: 844), CGSize(width: 390, height: 844)])
        #expect(collectionView.supplementaryView(forElementKind: "title", at: IndexPath(item: 0, section: 1))?.frame == r(0, 160, 390, 40))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == r(195, 200, 195, 100))
        #expect(collectionView.contentSize.height == 300)
        withExtendedLifetime(source) {}
    }

    /// 100,000 items two to a 100-point row: the 844-point bounds meet rows 0 to 8, so 18
    /// cells are made. Moved to 2,250, rows 22 to 30 show (items 44 to 61), in the 18 cells
    /// that left, which go back to the queue before the new items arrive (R-LS11); moved on
    /// to 5,000, rows 50 to 58 reuse them again, and no cell is made.
    @Test func aHundredThousandItemsMakeAScreenfulOfCells() {
        Cell.made = 0
        let source = Numbers([100_000])
        let (_, collectionView) = show(twoColumnGrid(), source)
        #expect(collectionView.contentSize == CGSize(width: 390, height: 5_000_000))
        #expect(collectionView.indexPathsForVisibleItems.count == 18)
        #expect(Cell.made == 18)
        collectionView.contentOffset = CGPoint(x: 0, y: 2_250)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(44..<62))
        #expect(Cell.made == 18)
        collectionView.contentOffset = CGPoint(x: 0, y: 5_000)
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(100..<118))
        #expect(Cell.made == 18)
        let numbers = collectionView.visibleCells.compactMap { ($0 as? Cell)?.number }.sorted()
        #expect(numbers == Array(100..<118))
        withExtendedLifetime(source) {}
    }
}
