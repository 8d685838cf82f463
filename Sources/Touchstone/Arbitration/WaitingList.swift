/// The recognizers held by an undecided failure requirement (R-A6), in processing order,
/// each with the blocker it waits for (its ``Participation/blocker``). Owned by the
/// ``Arbiter``, which decides when a recognizer starts and stops waiting.
@MainActor
struct WaitingList {
    private(set) var recognizers: [UIGestureRecognizer] = []

    /// Makes `recognizer` wait for `blocker`; returns whether it was not waiting before.
    /// The list stays in processing order; recognizers usually start waiting in that
    /// order, so the place is found from the end.
    mutating func hold(_ recognizer: UIGestureRecognizer, for blocker: UIGestureRecognizer) -> Bool {
        let wasWaiting = recognizer.participation.isWaiting
        recognizer.participation.blocker?.participation.waiterCount -= 1
        recognizer.participation.blocker = blocker
        blocker.participation.waiterCount += 1
        guard !wasWaiting else { return false }
        let order = recognizer.participation.order
        var index = recognizers.endIndex
        while index > recognizers.startIndex && recognizers[index - 1].participation.order > order {
            WorkMeter.step()
            index -= 1
        }
        recognizers.insert(recognizer, at: index)
        return true
    }

    /// Takes a waiting `recognizer` off the list.
    mutating func release(_ recognizer: UIGestureRecognizer) {
        recognizer.participation.blocker?.participation.waiterCount -= 1
        recognizer.participation.blocker = nil
        for index in recognizers.indices {
            WorkMeter.step()
            guard recognizers[index] === recognizer else { continue }
            recognizers.remove(at: index)
            return
        }
    }

    /// Whether `start` waits on `target`, directly or through the recognizers it waits on.
    func chain(from start: UIGestureRecognizer, reaches target: UIGestureRecognizer) -> Bool {
        var current = start
        var steps = 0
        while let next = current.participation.blocker, steps <= recognizers.count {
            WorkMeter.step()
            if next === target { return true }
            current = next
            steps += 1
        }
        return false
    }

    /// Internal check: the list is in processing order, holds exactly the recognizers that
    /// have a blocker, and each blocker (not retained) is a participant of `attempt` whose
    /// count of waiters is right.
    func check(in attempt: Attempt) {
        #if TOUCHSTONE_INTERNAL_CHECKS
        var previousOrder = -1
        for recognizer in recognizers {
            internalCheck(recognizer.participation.order > previousOrder, "waiting list out of processing order")
            previousOrder = recognizer.participation.order
            guard let blocker = recognizer.participation.blocker else {
                return internalCheck(false, "\(recognizer) is on the waiting list without a blocker")
            }
            internalCheck(attempt.includes(blocker), "\(recognizer) waits for \(blocker), which left the attempt")
        }
        for recognizer in attempt.participants {
            let waiters = recognizers.count { $0.participation.blocker === recognizer }
            internalCheck(recognizer.participation.waiterCount == waiters,
                          "\(recognizer) counts \(recognizer.participation.waiterCount) waiters, \(waiters) wait for it")
            internalCheck(!recognizer.participation.isWaiting || recognizers.contains { $0 === recognizer },
                          "\(recognizer) has a blocker but is not on the waiting list")
        }
        #endif
    }
}
