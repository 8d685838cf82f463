import Foundation

/// The views and layers of one window waiting for the display pass (R-DR1): what
/// ``UIView/setNeedsDisplay()`` and ``CALayer/setNeedsDisplay()`` mark, and the views that
/// entered the window before their first display.
///
/// The pass runs after the layout pass in the window's update, so that a view draws in
/// the bounds its layout gave it; it displays each queued view or layer once however
/// often it was marked (the marks coalesce, their dirty rectangles joining), in the order
/// they were first marked. Entries are weak: a view that went is skipped.
struct DisplayQueue {
    /// One view or layer to display, and for a view the part of it to redraw.
    struct Entry {
        weak var view: UIView?
        weak var layer: CALayer?
        var dirtyRect: CGRect
    }

    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func enqueue(_ view: UIView, dirtyRect: CGRect) {
        entries.append(Entry(view: view, layer: nil, dirtyRect: dirtyRect))
    }

    mutating func enqueue(_ layer: CALayer) {
        entries.append(Entry(view: nil, layer: layer, dirtyRect: .null))
    }

    /// Joins `rect` to the part of `view` already queued; `false` when `view` is not queued.
    mutating func widen(_ view: UIView, by rect: CGRect) -> Bool {
        guard let index = entries.firstIndex(where: { $0.view === view }) else { return false }
        entries[index].dirtyRect = entries[index].dirtyRect.union(rect)
        return true
    }

    /// Drops the first `count` entries, those a pass handled; what the pass itself marked
    /// stays for the next.
    mutating func removeFirst(_ count: Int) {
        entries.removeFirst(count)
    }
}

extension UIWindow {
    /// Queues `layer` (not a view's) for the display pass, and the window for an update.
    func enqueueDisplay(of layer: CALayer) {
        displayQueue.enqueue(layer)
        layoutState.descendantNeedsLayout = true
    }

    /// Queues `view` for the display pass with `dirtyRect` to redraw, or widens its queued
    /// part; the window waits for an update.
    func enqueueDisplay(of view: UIView, dirtyRect: CGRect) {
        if !displayQueue.widen(view, by: dirtyRect) { displayQueue.enqueue(view, dirtyRect: dirtyRect) }
        layoutState.descendantNeedsLayout = true
    }

    /// The display pass (R-DR1): each queued layer's layout and display, each queued view's
    /// display, once, in the order they were queued, if still in this window and marked.
    func runDisplayPass() {
        let count = displayQueue.entries.count
        guard count > 0 else { return }
        for index in 0..<count {
            let entry = displayQueue.entries[index]
            if let view = entry.view {
                guard view.window === self, view.layoutState.needsDisplay else { continue }
                view.display(dirtyRect: entry.dirtyRect)
            } else if let layer = entry.layer, layer.window === self {
                layer.layoutIfNeeded()
                layer.displayIfNeeded()
            }
        }
        displayQueue.removeFirst(count)
    }
}

extension UIWindow {
    /// The context views that have no layer yet draw into, reset for each (see
    /// ``UIView/display(dirtyRect:)``).
    func reusableDrawingContext(size: CGSize) -> CGContext {
        if let context = storedDrawingContext {
            context.reset(size: size)
            return context
        }
        let context = CGContext(size: size)
        storedDrawingContext = context
        return context
    }
}
