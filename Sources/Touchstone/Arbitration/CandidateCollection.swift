// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// properties are `@exclusivity(unchecked)`; the path is read borrowed (`withBorrowed`) from
// a local copy, which keeps its recognizers alive even when a delegate asked meanwhile
// detaches one from its view.

/// Fixes the recognizers of a new touch (R-A1): those of its view and every ancestor up
/// to the window, deepest first and in insertion order within a view, that pass the
/// filters. They join the attempt in that order (R-A2).
@MainActor
final class CandidateCollection {
    private let event: UIEvent
    private let delivery: TouchDelivery
    private let attempt: Attempt

    init(event: UIEvent, delivery: TouchDelivery, attempt: Attempt) {
        self.event = event
        self.delivery = delivery
        self.attempt = attempt
    }

    /// The recognizers on the path from a touched view to the window, deepest first and
    /// in insertion order within a view (R-A1).
    private struct Path {
        /// Not retained: the view may be the window, which owns the engine. A view stays
        /// in the cache only while it is in the window (leaving it invalidates the cache),
        /// where its superview keeps it alive.
        unowned(unsafe) var view: UIView
        var recognizers: [UIGestureRecognizer]
        /// The number of the collection that last used it, to evict the oldest.
        var lastUse: Int
    }

    /// The paths of the last few views touched, kept until the hierarchy or a view's
    /// recognizers change (``invalidate()``): most touches land on a view touched just
    /// before, and a touch shares its path's list as its own list of recognizers.
    @exclusivity(unchecked) private var paths: [Path] = []
    @exclusivity(unchecked) private var collections = 0
    private static let pathsKept = 4

    /// Forgets the cached paths: a view left the window or moved, or a recognizer was
    /// attached or detached.
    func invalidate() {
        paths.removeAll(keepingCapacity: true)
    }

    /// Collects the recognizers of `touch`, which just began (step 3).
    func collect(for touch: UITouch) {
        let exclusiveView = delivery.acceptForView(touch, among: event.touchList)
        let path = recognizers(onPathOf: touch.view)
        // The touch shares the path's list when every candidate accepts it, as they
        // usually all do, and gets a list of its own otherwise.
        var acceptedAll = true
        for index in path.indices {
            withBorrowed(.passUnretained(path[index])) { recognizer in
                guard accepts(recognizer, touch, exclusiveView: exclusiveView) else {
                    if acceptedAll {
                        acceptedAll = false
                        touch.recognizers.reserveCapacity(path.count - 1)
                        touch.recognizers.append(contentsOf: path[..<index])
                    }
                    return
                }
                if !acceptedAll { touch.recognizers.append(recognizer) }
                recognizer.addTouch(touch)
                recognizer.attemptTouches.append(touch)
                attempt.join(recognizer, with: touch)
            }
        }
        if acceptedAll { touch.recognizers = path }
        #if TOUCHSTONE_INTERNAL_CHECKS
        var walked: [UIGestureRecognizer] = []
        Self.walkPath(of: touch.view, into: &walked, countingSteps: false)
        internalCheck(path.elementsEqual(walked, by: ===), "the cached path of \(touch) is out of date")
        #endif
    }

    /// The recognizers on the path from `view` to the window (R-A1), from the cache when
    /// `view` was touched recently.
    private func recognizers(onPathOf view: UIView?) -> [UIGestureRecognizer] {
        guard let view else { return [] }
        collections += 1
        var oldest = 0
        for index in paths.indices {
            if paths[index].view === view {
                paths[index].lastUse = collections
                return paths[index].recognizers
            }
            if paths[index].lastUse < paths[oldest].lastUse { oldest = index }
        }
        if paths.count < Self.pathsKept {
            oldest = paths.count
            paths.append(Path(view: view, recognizers: [], lastUse: collections))
        }
        // The evicted list's storage is reused when no touch shares it any more.
        paths[oldest].view = view
        paths[oldest].lastUse = collections
        paths[oldest].recognizers.removeAll(keepingCapacity: true)
        Self.walkPath(of: view, into: &paths[oldest].recognizers)
        return paths[oldest].recognizers
    }

    /// Appends the recognizers on the path from `view` to the window to `path`.
    private static func walkPath(of view: UIView?, into path: inout [UIGestureRecognizer],
                                 countingSteps: Bool = true) {
        var current = view
        while let step = current {
            if countingSteps { WorkMeter.step() }
            path.append(contentsOf: step.recognizers)
            current = step.storedSuperview
        }
    }

    @inline(__always)
    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, exclusiveView: UIView?) -> Bool {
        WorkMeter.step()
        // A recognizer busy with a scroll or transform of the pointer (R-P5, R-P6) takes no touch.
        guard recognizer.storedIsEnabled, !recognizer.currentState.isTerminal,
              recognizer.allowsTouchType(touch.type), recognizer.pointerLocation == nil else { return false }
        internalCheck(recognizer.touchTypes == recognizer.touches.reduce(0) { $0 | 1 << $1.type.rawValue },
                      "the touch types of \(recognizer) are out of date")
        if recognizer.storedRequiresExclusiveTouchType && recognizer.touchTypes & ~(1 << touch.type.rawValue) != 0 {
            return false  // it tracks a touch of another type
        }
        if let exclusiveView, let view = recognizer.storedView, !exclusiveView.descends(from: view) {
            return false  // R-T7
        }
        return recognizer.allowsReceiving(touch, of: event)
    }
}
