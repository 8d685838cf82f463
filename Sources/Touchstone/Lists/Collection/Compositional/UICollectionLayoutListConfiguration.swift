import Foundation

/// How a list section of a compositional layout looks (R-LS16): its appearance, whether
/// it has headers and footers, its separators and background.
///
/// Touchstone lays a list out as full-width rows, each sized by its cell from an estimated
/// 44 points, one after the other with no space between (``NSCollectionLayoutSection/list(using:layoutEnvironment:)``);
/// in the `.insetGrouped` appearance the rows are inset from the
/// sides as an inset-grouped table's are (R-LS2). Separators and the background color are
/// stored: Touchstone draws nothing.
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list, after the table view styles. Raw values are those of
    /// the iOS SDK.
    public enum Appearance: Int, Sendable {
        /// A plain list, as a plain table; headers pin to the top.
        case plain = 0
        /// A grouped list, as a grouped table.
        case grouped
        /// A grouped list whose sections are inset from the sides, with rounded corners.
        case insetGrouped
        /// A sidebar of an iPad's split view.
        case sidebar
        /// A plain sidebar; headers pin to the top.
        case sidebarPlain
    }

    /// Whether and how the list's sections have headers. Raw values are those of the iOS SDK.
    public enum HeaderMode: Int, Sendable {
        /// No headers.
        case none = 0
        /// A supplementary view of kind ``UICollectionView/elementKindSectionHeader`` heads
        /// each section.
        case supplementary
        /// The first item of each section is styled as its header; the layout places it as
        /// any other row.
        case firstItemInSection
    }

    /// Whether the list's sections have footers. Raw values are those of the iOS SDK.
    public enum FooterMode: Int, Sendable {
        /// No footers.
        case none = 0
        /// A supplementary view of kind ``UICollectionView/elementKindSectionFooter`` ends
        /// each section.
        case supplementary
    }

    /// The list's appearance.
    public private(set) var appearance: Appearance
    /// Whether the list shows separators between its rows; `true` by default. Stored.
    public var showsSeparators = true
    /// Whether the sections have headers; none by default, as Apple's `headerMode` page states.
    public var headerMode = HeaderMode.none
    /// Whether the sections have footers; none by default.
    public var footerMode = FooterMode.none
    /// The list's background color; `nil` (the appearance's own) by default. Stored.
    public var backgroundColor: UIColor?

    /// A list configuration with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

extension NSCollectionLayoutSection {
    /// The height a list row is laid out at before its cell sizes itself. iOS does not
    /// document it; 44 points is the row height of Apple's basic list example on the
    /// `UICollectionViewCompositionalLayout` page (`.absolute(44)`) and of a table's
    /// automatic rows (R-LS2). (Est)
    static let listRowEstimatedHeight: CGFloat = 44

    /// A list section with `configuration`: full-width rows of an estimated 44 points that
    /// size themselves, one after the other, with the header and footer the configuration
    /// asks for, full width and an estimated 44 points tall, which they stay (the
    /// collection view sizes only its cells). `layoutEnvironment` gives the width an
    /// inset-grouped list is inset from.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(listRowEstimatedHeight))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [row]))
        if configuration.appearance == .insetGrouped {
            // The inset of an inset-grouped table (R-LS2): 16 points, 20 on screens wider than 320.
            let inset: CGFloat = layoutEnvironment.container.effectiveContentSize.width > 320 ? 20 : 16
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: inset, bottom: 0, trailing: inset)
        }
        let supplementarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                       heightDimension: .estimated(listRowEstimatedHeight))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: supplementarySize,
                                                                     elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: .top)
            // Apple's `HeaderMode.supplementary` page: plain and plain-sidebar lists pin
            // their headers by default.
            header.pinToVisibleBounds = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section with `configuration`
    /// (``NSCollectionLayoutSection/list(using:layoutEnvironment:)``).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
