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

    /// Collects the recognizers of `touch`, which just began (step 3).
    func collect(for touch: UITouch) {
        let exclusiveView = delivery.acceptForView(touch, among: event.touchList)
        // One allocation for the touch's list, rather than one per doubling.
        var pathRecognizers = 0
        var view = touch.view
        while let current = view {
            WorkMeter.step()
            pathRecognizers += current.recognizers.count
            view = current.superview
        }
        touch.recognizers.reserveCapacity(pathRecognizers)
        view = touch.view
        while let current = view {
            WorkMeter.step()
            // Borrowed from this copy of the list, which keeps them alive even when a
            // delegate asked below detaches one from the view.
            let recognizers = current.recognizers
            for index in recognizers.indices {
                withBorrowed(.passUnretained(recognizers[index])) { recognizer in
                    guard accepts(recognizer, touch, exclusiveView: exclusiveView) else { return }
                    touch.recognizers.append(recognizer)
                    recognizer.touches.append(touch)
                    recognizer.attemptTouches.append(touch)
                    attempt.join(recognizer, with: touch)
                }
            }
            view = current.superview
        }
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, exclusiveView: UIView?) -> Bool {
        WorkMeter.step()
        guard recognizer.isEnabled, !recognizer.currentState.isTerminal,
              recognizer.allowsTouchType(touch.type) else { return false }
        if recognizer.requiresExclusiveTouchType {
            for other in recognizer.touches where WorkMeter.counted() && other.type != touch.type { return false }
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
