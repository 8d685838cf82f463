import Foundation

/// Section headers and footers on screen (R-LS4): each section the bounds overlap shows the
/// delegate's view, or a standard view with the data source's title. In a plain table they
/// float: a header stays at the top of the visible area while its section's rows scroll
/// under it, until the section's end pushes it up, and a footer likewise at the bottom.
extension UITableView {
    /// The view for a section's header or footer: the delegate's, or a standard one showing
    /// `title`; `nil` when there is neither.
    func supplementView(section: Int, header: Bool, title: String?) -> UIView? {
        let custom = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let custom { return custom }
        guard let title else { return nil }
        if !headerFooterPool.isRegistered(Self.titleViewIdentifier) {
            headerFooterPool.register(Self.titleViewIdentifier) {
                UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleViewIdentifier)
            }
        }
        let view = dequeueReusableHeaderFooterView(withIdentifier: Self.titleViewIdentifier)
        view?.textLabel?.text = title
        return view
    }

    /// The frame of a section's header or footer, floating in a plain table.
    func frameOfSupplement(section: Int, header: Bool) -> CGRect {
        let slot = header ? geometry.headerSlot(section) : geometry.footerSlot(section)
        let padding = header ? geometry.headerPadding(section) : 0
        let height = geometry.height(of: slot) - padding
        var y = geometry.minY(of: slot) + padding
        if style == .plain {
            let sectionTop = geometry.minY(of: geometry.headerSlot(section))
            let footer = geometry.footerSlot(section)
            let sectionBottom = geometry.minY(of: footer) + geometry.height(of: footer)
            let visibleTop = bounds.minY + adjustedContentInset.top
            let visibleBottom = bounds.maxY - adjustedContentInset.bottom
            if header {
                y = min(max(y, visibleTop), sectionBottom - height)
            } else {
                y = max(min(y, visibleBottom - height), sectionTop + geometry.height(of: geometry.headerSlot(section)))
            }
        }
        let span = rowSpan
        return CGRect(x: span.x, y: y, width: span.width, height: height)
    }

    /// Shows the headers and footers of the sections `range` overlaps, and puts away the
    /// others.
    func showSupplements(in range: ClosedRange<Int>?) {
        var sections = 0..<0
        if let range, case let first = section(ofSlot: range.lowerBound), case let last = section(ofSlot: range.upperBound) {
            sections = first..<(last + 1)
        }
        var index = 0
        while index < shownSupplements.count {
            let shown = shownSupplements[index]
            let frame = sections.contains(shown.section) ? frameOfSupplement(section: shown.section, header: shown.isHeader) : .null
            if frame.intersectsStrictly(bounds) {
                shown.view.frame = frame
                index += 1
            } else {
                shownSupplements.remove(at: index)
                putAway(supplement: shown)
            }
        }
        for section in sections {
            showSupplement(section: section, header: true)
            showSupplement(section: section, header: false)
        }
    }

    /// Shows a section's header or footer if it is on screen and not shown yet.
    private func showSupplement(section: Int, header: Bool) {
        guard !isShowingSupplement(section: section, header: header) else { return }
        let slot = header ? geometry.headerSlot(section) : geometry.footerSlot(section)
        let frame = frameOfSupplement(section: section, header: header)
        guard geometry.height(of: slot) > 0, frame.height > 0, frame.intersectsStrictly(bounds) else { return }
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
                           : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let view = supplementView(section: section, header: header, title: title) else { return }
        view.frame = frame
        addSubview(view)
        shownSupplements.append(ShownSupplement(section: section, isHeader: header, view: view))
        if header {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    private func isShowingSupplement(section: Int, header: Bool) -> Bool {
        shownSupplements.contains { $0.section == section && $0.isHeader == header }
    }

    private func section(ofSlot slot: Int) -> Int { geometry.section(ofSlot: slot) }

    func putAway(supplement shown: ShownSupplement) {
        shown.view.removeFromSuperview()
        if shown.isHeader {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: shown.view, forSection: shown.section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: shown.view, forSection: shown.section)
        }
        recycle(supplement: shown.view)
    }

    /// Tells the prefetch data source about the rows just past the shown ones in each
    /// direction, UIKit's margin of about twenty rows (R-LS3), and cancels what it was told
    /// of that is no longer near.
    func announcePrefetching(after range: ClosedRange<Int>?) {
        guard isPrefetchingEnabled, let prefetchDataSource, let range else { return }
        let margin = 20
        let ahead = max(0, range.lowerBound - margin)...min(geometry.extents.count - 1, range.upperBound + margin)
        guard ahead != prefetchedRows else { return }
        let previous = prefetchedRows
        prefetchedRows = ahead
        let rows = { (slots: [Int]) -> [IndexPath] in
            slots.compactMap { slot in
                if case .row(let indexPath) = self.geometry.kind(of: slot) { return indexPath } else { return nil }
            }
        }
        let new = rows(ahead.filter { !range.contains($0) && !(previous?.contains($0) ?? false) })
        if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: new) }
        if let previous {
            let dropped = rows(previous.filter { !ahead.contains($0) })
            if !dropped.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: dropped) }
        }
    }
}

extension CGRect {
    /// Whether the rectangles share interior: Foundation's `intersects` on Linux also counts
    /// rectangles that only touch, and a header just above the bounds is not on screen.
    func intersectsStrictly(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
