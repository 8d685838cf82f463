import Foundation

/// A scroll view that shows rows in sections, one column, and makes views only for the rows
/// on screen (R-LS1–R-LS8).
///
/// The table asks its ``dataSource`` how many sections and rows there are and for the cell
/// of each row it shows, and its ``delegate`` for heights, header and footer views and
/// whether a touch may highlight and select. Everything is laid out in ``layoutSubviews()``,
/// which UIKit runs as the content offset changes (R-V8): the rows overlapping the bounds
/// are shown, dequeued from the cells that scrolled away (``UITableViewCell/prepareForReuse()``), and the
/// rows that left are put back in the reuse queue. Positions come from
/// the table's geometry (an extent tree over its rows), so a scrolled frame costs the same in a table of a thousand rows and
/// of a hundred thousand.
///
/// Its gestures are UIKit's: the scroll view's pan drags the rows; a touch that the scroll
/// view lets through (after its delay) highlights the row it is on, and lifting without
/// scrolling selects it (R-LS5); a horizontal pan on a row reveals its swipe actions
/// (R-LS7); in editing mode a reorder control drags its row (R-LS8).
@MainActor
open class UITableView: UIScrollView {
    /// The table's appearance: plain rows with floating headers, or grouped sections.
    public enum Style: Int, Sendable {
        /// Headers and footers float over the rows as they scroll by.
        case plain
        /// Sections are groups separated by space; headers scroll with their rows.
        case grouped
        /// Grouped, with sections inset from the edges by the layout margins.
        case insetGrouped
    }

    /// Where a row scrolled to with ``UITableView/scrollToRow(at:at:animated:)`` comes to rest.
    public enum ScrollPosition: Int, Sendable {
        /// As little as needed to show it (as `.top` or `.bottom`, or not at all).
        case none
        /// Its top at the top of the visible area.
        case top
        /// Its center in the middle.
        case middle
        /// Its bottom at the bottom.
        case bottom
    }

    /// How inserted, deleted and reloaded rows animate. Headless, rows move at once; the
    /// animation is accepted and ignored.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// A height the table works out itself: a row's from its cell's constraints, a header's
    /// from its style; −1, as UIKit's `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    /// The height of a row UIKit uses when nothing decides one (R-LS2).
    static let defaultRowHeight: CGFloat = 44

    /// The table's style, fixed at creation.
    public let style: Style

    /// Creates a table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        installTableGestures()
    }

    /// Creates a plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table with UIKit's defaults; the coder is not read (R-I3).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        installTableGestures()
    }

    // MARK: Data source and delegate

    /// The object that supplies the sections, rows and cells.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The table's delegate, which is also its scroll view delegate. UIKit declares it as
    /// `UITableViewDelegate`; Swift cannot narrow an inherited property's type, so it keeps
    /// the scroll view's and the table uses it as a table delegate when it is one.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            reloadData()
        }
    }

    /// ``delegate`` as a table delegate, kept so each question asks it without a cast.
    weak var tableDelegate: (any UITableViewDelegate)?

    /// The object told which rows will soon be shown (R-LS3).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// Whether ``prefetchDataSource`` is told; `true` by default.
    open var isPrefetchingEnabled = true

    // MARK: Metrics (R-LS2)

    /// The height of each row, unless the delegate gives one; ``automaticDimension`` by
    /// default: the height the cell's constraints give it, 44 without constraints.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// The height a row is assumed to have until it is shown and measured;
    /// ``automaticDimension`` by default (44).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// The height of each section header, unless the delegate gives one;
    /// ``automaticDimension`` by default: the style's (28 with a title in a plain table).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// The height of each section footer, unless the delegate gives one.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// The estimated height of section headers. Stored: headers are measured as built.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated height of section footers. Stored.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The space above each section header; ``automaticDimension`` by default: 22 points in
    /// a plain table whose section has a header, none in grouped ones.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { reloadGeometry() }
    }
    /// How rows are separated; a single line by default, which takes a pixel at the bottom
    /// of each cell (R-LS2).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { reloadGeometry() }
    }
    /// The separators' color. Stored.
    open var separatorColor: UIColor?
    /// The separators' insets. Stored.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether cells' layout margins follow the readable width. Stored.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// The view above the first section, as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }
    /// The view below the last section, as tall as its frame.
    open var tableFooterView: UIView? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }
    /// The view behind the rows, sized to the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    private func replaceTableView(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        reloadGeometry()
    }

    // MARK: Selection options (R-LS5)

    /// Whether a tap selects a row outside editing mode; `true` by default.
    open var allowsSelection = true
    /// Whether a tap selects a row in editing mode; `false` by default.
    open var allowsSelectionDuringEditing = false
    /// Whether taps add rows to the selection (and a tap on a selected row deselects it).
    open var allowsMultipleSelection = false
    /// Whether taps add rows to the selection in editing mode.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether dragging rows out of the table is enabled; `false` by default on iPhone.
    /// Stored: Touchstone has no drag sessions between apps.
    open var dragInteractionEnabled = false

    /// The selected rows, kept in the order they were selected.
    var selectedRows: [IndexPath] = []
    /// The row under a finger, highlighted until the finger lifts or the touch is taken.
    var highlightedRow: IndexPath?

    // MARK: The table's own gestures

    /// The pan that reveals a row's swipe actions (R-LS7).
    let swipePan = UIPanGestureRecognizer()
    /// The row whose swipe actions are open or opening.
    var swipe: SwipeState?
    /// The row being dragged by its reorder control (R-LS8).
    var reorder: ReorderState?
    /// The rows' context menus (R-MN2), configured by the delegate.
    private lazy var contextMenuSource = ListContextMenu { [unowned self] point in
        guard let indexPath = indexPathForRow(at: point) else { return nil }
        return tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    } willDisplay: { [unowned self] configuration in
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: nil)
    } willEnd: { [unowned self] configuration in
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: nil)
    }
    lazy var contextMenu = UIContextMenuInteraction(delegate: contextMenuSource)

    /// The table, its swipe pan's delegate, decides when it begins; the scroll view decides
    /// for its own.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipePan { return swipePanShouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A touch that reached a row through the responder chain highlights it (R-LS5).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchesBegan(touches) }
    /// A moving touch changes nothing: when it scrolls, the scroll view's pan cancels it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// The finger lifted on the highlighted row: the row is selected (R-LS5).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchesEnded() }
    /// The touch was taken: the row loses its highlight and is not selected (R-LS5).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { rowTouchesCancelled() }

    // MARK: Batches

    /// How many `beginUpdates()` are open.
    var batchDepth = 0
    /// The updates the open batch collects.
    var pendingUpdates = ListUpdates()
    /// The cell a reconfiguration asks the data source for again, which dequeuing returns.
    var reconfiguringCell: UITableViewCell?

    // MARK: Editing (R-LS7, R-LS8)

    /// Whether the rows show their editing controls; setting it calls
    /// ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    var storedEditing = false

    /// Enters or leaves editing mode: the shown cells hear
    /// `setEditing(_:animated:)`, an open row's swipe actions close, and leaving editing
    /// keeps the selection only if the normal mode allows it.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        closeSwipeActions()
        storedEditing = editing
        for shown in shownCells {
            shown.cell.setEditing(editing, animated: animated)
            configureEditingControls(of: shown.cell, at: shown.indexPath)
        }
        setNeedsLayout()
    }

    // MARK: Registration and reuse (R-LS3)

    var cellPool = ReusableViewPool<UITableViewCell>()
    var headerFooterPool = ReusableViewPool<UITableViewHeaderFooterView>()
    /// The identifier of the standard views that show section titles.
    static let titleViewIdentifier = "touchstone.UITableView.sectionTitle"

    /// Registers `cellClass`, a `UITableViewCell` subclass, to make cells for `identifier`;
    /// `nil` unregisters.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return cellPool.register(identifier, factory: nil) }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            preconditionFailure("UITableView.register(_:forCellReuseIdentifier:): \(cellClass) is not a UITableViewCell subclass")
        }
        cellPool.register(identifier) { cellType.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Registers `aClass`, a `UITableViewHeaderFooterView` subclass, to make header and
    /// footer views for `identifier`; `nil` unregisters.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return headerFooterPool.register(identifier, factory: nil) }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            preconditionFailure("UITableView.register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView subclass")
        }
        headerFooterPool.register(identifier) { viewType.init(reuseIdentifier: identifier) }
    }

    /// A cell waiting for reuse under `identifier`, or a new one of its registered class;
    /// `nil` when there is neither (the data source then makes one).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let reconfiguringCell, reconfiguringCell.reuseIdentifier == identifier { return reconfiguringCell }
        guard let cell = cellPool.dequeue(identifier) else { return nil }
        if cell.isWaitingForReuse { cell.isWaitingForReuse = false; cell.resetForReuse() }
        return cell
    }

    /// A cell for the row at `indexPath`: a reused one or a new one of the class registered
    /// for `identifier`. Dequeuing an identifier nothing was registered for is a programming
    /// error, and traps with UIKit's message.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// A header or footer view waiting for reuse under `identifier`, or a new one of its
    /// registered class; `nil` when there is neither.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let view = headerFooterPool.dequeue(identifier) else { return nil }
        if view.isWaitingForReuse { view.isWaitingForReuse = false; view.prepareForReuse() }
        return view
    }

    // MARK: Reloading

    /// The positions of everything, from the data source's counts and the delegate's heights.
    var geometry = TableGeometry()
    /// Whether ``geometry`` must be rebuilt before it is read.
    var geometryIsStale = true

    /// Reloads everything: the counts, the heights and the shown cells, which go back to the
    /// reuse queue. The selection is cleared, as in UIKit.
    open func reloadData() {
        selectedRows.removeAll()
        closeSwipeActions()
        putAwayEverything()
        reloadGeometry()
    }

    /// The heights changed: rebuild the geometry before it is next read, and lay out.
    func reloadGeometry() {
        geometryIsStale = true
        setNeedsLayout()
    }

    /// Rebuilds ``geometry`` if a change made it stale. Queries call it, so the counts and
    /// rectangles they answer are current right after `reloadData()`, as in UIKit.
    func updateGeometryIfNeeded() {
        guard geometryIsStale else { return }
        geometryIsStale = false
        guard let dataSource else {
            geometry = TableGeometry()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let rowCounts = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        geometry = TableGeometry(rowCounts: rowCounts, padding: headerPadding(section:)) { slot in
            switch slot {
            case .row(let indexPath): return self.initialHeight(ofRowAt: indexPath)
            case .header(let section): return (self.supplementHeight(section: section, header: true), false)
            case .footer(let section): return (self.supplementHeight(section: section, header: false), false)
            }
        }
        geometry.top = tableHeaderView?.frame.height ?? 0
        geometry.bottom = tableFooterView?.frame.height ?? 0
        updateContentSize()
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// A row's height before it is shown: the delegate's (or ``rowHeight``), or, for a
    /// self-sizing row, its estimate, which showing the row replaces.
    private func initialHeight(ofRowAt indexPath: IndexPath) -> (length: CGFloat, estimated: Bool) {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height >= 0 { return (height, false) }
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return (estimate > 0 ? estimate : Self.defaultRowHeight, true)
    }

    /// UIKit's automatic header padding: 22 points above a plain table's section headers.
    private func headerPadding(section: Int) -> CGFloat {
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        guard style == .plain else { return 0 }
        return supplementHeight(section: section, header: true) > 0 ? 22 : 0
    }

    /// The height of a section's header or footer: the delegate's, or the table's
    /// property, or, automatic, the style's: a view's own fitted height, 28 for a plain
    /// title, and in grouped tables 17.5 points of spacing (38 with a title; the first
    /// section's header 35 without a title and 54 with one) (R-LS4).
    private func supplementHeight(section: Int, header: Bool) -> CGFloat {
        let asked = header
            ? (tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            : (tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
        if asked >= 0 { return asked }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                           : dataSource?.tableView(self, titleForFooterInSection: section)
        if let view = supplementView(section: section, header: header, title: nil) {
            let height = view.naturalHeight(width: bounds.width)
            recycle(supplement: view)
            return height
        }
        switch style {
        case .plain:
            return title == nil ? 0 : 28
        case .grouped, .insetGrouped:
            let first = header && section == 0
            if title == nil { return first ? 35 : 17.5 }
            return first ? 54 : 38
        }
    }

    // MARK: Shown views

    /// A row on screen.
    struct ShownCell {
        var slot: Int
        var indexPath: IndexPath
        let cell: UITableViewCell
    }

    /// A section header or footer on screen.
    struct ShownSupplement {
        var section: Int
        let isHeader: Bool
        let view: UIView
    }

    /// The rows on screen, in slot order.
    var shownCells: [ShownCell] = []
    /// Whether the table has laid out rows since its last reload, so an update can be
    /// performed as a difference.
    var hasShownRows: Bool { !geometryIsStale }
    /// The headers and footers on screen.
    var shownSupplements: [ShownSupplement] = []
    /// The rows last announced to the prefetch data source.
    var prefetchedRows: ClosedRange<Int>?

    /// The height of a separator: a pixel of the screen, when separators are shown.
    var separatorHeight: CGFloat {
        separatorStyle == .none ? 0 : 1 / (window?.screen.scale ?? UIScreen.main.scale)
    }

    /// The horizontal extent of rows: the full width, or inset by the margins in an
    /// inset-grouped table (16 points, 20 on screens wider than 320).
    var rowSpan: (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let inset: CGFloat = bounds.width > 320 ? 20 : 16
        return (inset, max(0, bounds.width - 2 * inset))
    }

    // MARK: Layout (R-V8)

    /// Shows the rows, headers and footers the bounds overlap: UIKit's table lays itself out
    /// here whenever it scrolls or resizes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        closeSwipeActionsIfScrolled()
        tile()
    }

    /// Brings the shown rows up to date with the bounds, measuring self-sizing rows as they
    /// appear; a measure that changes the rows' positions shows again (up to four rounds,
    /// as a row can only grow the rows after it).
    func tile() {
        updateGeometryIfNeeded()
        placeTableHeaderAndFooter()
        guard dataSource != nil else { return putAwayEverything() }
        var range: ClosedRange<Int>?
        for _ in 0..<4 {
            range = geometry.slots(from: bounds.minY, to: bounds.maxY)
            // Rows that left go back to the queue first, so the rows that arrive reuse them.
            putAwayRows(outside: range)
            guard let range, showRows(in: range) else { break }
            updateContentSize()
        }
        showSupplements(in: range)
        announcePrefetching(after: range)
    }

    private func placeTableHeaderAndFooter() {
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.top)
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.bottom,
                                           width: bounds.width, height: geometry.bottom)
        }
    }

    /// The frame of the row in `slot`.
    func frameOfRow(slot: Int) -> CGRect {
        let span = rowSpan
        return CGRect(x: span.x, y: geometry.minY(of: slot), width: span.width, height: geometry.height(of: slot))
    }

    /// Shows every row in `range` that is not shown yet; returns whether measuring a
    /// self-sizing row changed a height.
    private func showRows(in range: ClosedRange<Int>) -> Bool {
        var measured = false
        var index = 0
        for slot in range {
            // Measuring a row moves the ones after it: stop at the first that now starts
            // below the bounds, as UIKit fills the screen one row at a time.
            if geometry.minY(of: slot) >= bounds.maxY { break }
            while index < shownCells.count, shownCells[index].slot < slot { index += 1 }
            if index < shownCells.count, shownCells[index].slot == slot {
                let cell = shownCells[index].cell
                cell.separatorHeight = separatorHeight
                if measure(cell, slot: slot) { measured = true }
                let frame = frameOfRow(slot: slot)
                if cell.frame != frame { cell.frame = frame }
                index += 1
                continue
            }
            // Only a row that arrives gets an index path: making one allocates.
            guard case .row(let indexPath) = geometry.kind(of: slot) else { continue }
            let cell = makeCell(for: indexPath)
            if measure(cell, slot: slot) { measured = true }
            cell.frame = frameOfRow(slot: slot)
            shownCells.insert(ShownCell(slot: slot, indexPath: indexPath, cell: cell), at: index)
            insertCellView(cell)
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            index += 1
        }
        return measured
    }

    /// Replaces the estimate of a self-sizing row by its cell's measure; returns whether the
    /// height changed.
    private func measure(_ cell: UITableViewCell, slot: Int) -> Bool {
        guard geometry.isEstimated(slot) else { return false }
        let height = cell.fittedHeight(width: rowSpan.width) ?? Self.defaultRowHeight
        let changed = height != geometry.height(of: slot)
        geometry.setMeasured(height, of: slot)
        return changed
    }

    /// The data source's cell for `indexPath`, in the table's current states.
    private func makeCell(for indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { preconditionFailure("UITableView: no data source") }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.isWaitingForReuse = false
        cell.owningTable = self
        cell.separatorHeight = separatorHeight
        if cell.isEditing != storedEditing { cell.setEditing(storedEditing, animated: false) }
        configureEditingControls(of: cell, at: indexPath)
        let selected = selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        return cell
    }

    /// Cells go below the headers, footers and the table's own views, as in UIKit. A cell
    /// that waited for reuse is still a hidden subview and only shows again.
    private func insertCellView(_ cell: UITableViewCell) {
        cell.isHidden = false
        if cell.superview === self { return }
        if let header = tableHeaderView, header.superview === self {
            insertSubview(cell, aboveSubview: header)
        } else {
            insertSubview(cell, at: backgroundView == nil ? 0 : 1)
        }
    }

    /// Puts away the rows outside `range` (all of them when it is `nil`).
    private func putAwayRows(outside range: ClosedRange<Int>?) {
        var index = 0
        while index < shownCells.count {
            let shown = shownCells[index]
            if let range, range.contains(shown.slot) { index += 1; continue }
            shownCells.remove(at: index)
            putAway(shown.cell, indexPath: shown.indexPath)
        }
    }

    /// A cell leaves: the delegate hears it, and it waits for reuse.
    func putAway(_ cell: UITableViewCell, indexPath: IndexPath) {
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        recycle(cell: cell)
    }

    /// Keeps `cell` for its identifier, hidden among the table's subviews as UIKit's lists
    /// keep their reusable cells: leaving and joining the window at every reuse would tell
    /// the whole cell subtree it moved, a scrolled frame's largest cost. A cell without an
    /// identifier (made by the data source itself) is let go, as UIKit does.
    func recycle(cell: UITableViewCell) {
        cell.owningTable = nil
        guard let identifier = cell.reuseIdentifier, cell.superview === self || cell.superview == nil else {
            cell.removeFromSuperview()
            return
        }
        cell.isHidden = true
        cell.isWaitingForReuse = true
        cellPool.enqueue(cell, identifier: identifier)
    }

    func recycle(supplement view: UIView) {
        view.removeFromSuperview()
        guard let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier else { return }
        view.isWaitingForReuse = true
        headerFooterPool.enqueue(view, identifier: identifier)
    }

    func putAwayEverything() {
        for shown in shownCells { putAway(shown.cell, indexPath: shown.indexPath) }
        shownCells.removeAll(keepingCapacity: true)
        for shown in shownSupplements { putAway(supplement: shown) }
        shownSupplements.removeAll(keepingCapacity: true)
    }
}

extension UIView {
    /// A header, footer or cell view's height for a table of `width`: its constraints'
    /// fitted height when it has constraints, else its frame's.
    func naturalHeight(width: CGFloat) -> CGFloat {
        let holder = (self as? UITableViewHeaderFooterView)?.contentView ?? self
        guard !holder.constraints.isEmpty else { return frame.height > 0 ? frame.height : 28 }
        return holder.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel).height
    }
}
