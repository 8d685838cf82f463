import Foundation

// UIKit's `IndexPath` members for lists, which Apple's UIKit overlay adds and Foundation on
// Linux lacks: `IndexPath(row:section:)`, `IndexPath(item:section:)`, `row`, `item`,
// `section` (R-LS1).
extension IndexPath {
    /// The index path of `row` in `section`, for table views. Built by appending to a
    /// one-index path, which Foundation stores inline as a pair, where an array literal
    /// would allocate: lists make one for every row that scrolls into view.
    public init(row: Int, section: Int) { self = IndexPath(index: section).appending(row) }

    /// The index path of `item` in `section`, for collection views.
    public init(item: Int, section: Int) { self = IndexPath(index: section).appending(item) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item within the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
