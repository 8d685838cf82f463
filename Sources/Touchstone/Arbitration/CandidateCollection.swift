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

    /// The view whose path ``path`` lists, if any: the last touched one.
    @exclusivity(unchecked) private var pathView: UIView?
    /// The recognizers on the path from ``pathView`` to the window, deepest first and in
    /// insertion order within a view, kept until the hierarchy or a view's recognizers
    /// change (``invalidate()``): most touches land on the view the last one did.
    @exclusivity(unchecked) private var path: [UIGestureRecognizer] = []

    /// Forgets the cached path: a view left the window or moved, or a recognizer was
    /// attached or detached.
    func invalidate() {
        pathView = nil
        path = []
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
                recognizer.touches.append(touch)
                recognizer.attemptTouches.append(touch)
                attempt.join(recognizer, with: touch)
            }
        }
        if acceptedAll { touch.recognizers = path }
        internalCheck(path.elementsEqual(Self.naivePath(of: touch.view, countingSteps: false), by: ===),
                      "the cached path of \(touch) is out of date")
    }

    /// The recognizers on the path from `view` to the window (R-A1), from the cache when
    /// `view` is the view it was built for.
    private func recognizers(onPathOf view: UIView?) -> [UIGestureRecognizer] {
        if pathView === view, view != nil { return path }
        pathView = view
        path = Self.naivePath(of: view)
        return path
    }

    /// The recognizers on the path from `view` to the window, walked.
    private static func naivePath(of view: UIView?, countingSteps: Bool = true) -> [UIGestureRecognizer] {
        var count = 0
        var current = view
        while let step = current {
            if countingSteps { WorkMeter.step() }
            count += step.recognizers.count
            current = step.superview
        }
        var path: [UIGestureRecognizer] = []
        path.reserveCapacity(count)
        current = view
        while let step = current {
            if countingSteps { WorkMeter.step() }
            path.append(contentsOf: step.recognizers)
            current = step.superview
        }
        return path
    }

    @inline(__always)
    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, exclusiveView: UIView?) -> Bool {
        WorkMeter.step()
        guard recognizer.isEnabled, !recognizer.currentState.isTerminal,
              recognizer.allowsTouchType(touch.type) else { return false }
        if recognizer.requiresExclusiveTouchType {
            for other in recognizer.touches {
                WorkMeter.step()
                if other.type != touch.type { return false }
            }
        }
        if let exclusiveView, let view = recognizer.view, !exclusiveView.isDescendant(of: view) {
            return false  // R-T7
        }
        if let delegate = recognizer.delegateIfAny {
            guard delegate.gestureRecognizer(recognizer, shouldReceive: event),
                  delegate.gestureRecognizer(recognizer, shouldReceive: touch) else { return false }
        }
        return true
    }
}
