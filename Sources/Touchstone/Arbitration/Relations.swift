// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// properties are `@exclusivity(unchecked)`.

/// How two participants of an attempt relate: whether one requires the other to fail
/// (R-A5), whether one excludes the other (R-A3) or both may act (R-A4).
///
/// It owns the answers of delegates and subclasses, asked once per ordered pair and
/// attempt, and the marks that find whether two recognizers share a touch.
@MainActor
final class Relations {
    /// Dynamic failure requirements, asked once per pair per attempt (R-A5).
    @exclusivity(unchecked) private var answers = RequirementAnswers()
    /// Numbers the marks put on a recognizer's touches to find who shares one of them.
    @exclusivity(unchecked) private var touchMark = 0

    /// Forgets the answers: the next questions belong to a new attempt.
    func startAttempt() { answers.startAttempt() }

    /// A failure requirement on `other` counts only while it is enabled, attached and
    /// receiving touches of the attempt (R-A5): one that ignored all of its touches no
    /// longer does.
    func requirementCounts(_ other: UIGestureRecognizer) -> Bool {
        other.storedIsEnabled && other.storedView != nil && other.participation.isMember && !other.attemptTouches.isEmpty
    }

    /// Whether `recognizer` requires `other` to fail (R-A5). The static relation is read
    /// each time; the delegate and subclass answers once per pair and attempt.
    func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        if recognizer.hasStaticRequirement(on: other) { return true }
        if recognizer.answersRequirementsByDefault && other.answersRequirementsByDefault
            && !recognizer.mayHaveDelegate && !other.mayHaveDelegate { return false }
        if let answer = answers.answer(recognizer, other) { return answer }
        let answer = recognizer.delegateRequiresFailure(of: other)
            || other.delegateRequiresFailure(by: recognizer)
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
        answers.record(answer, recognizer, other)
        return answer
    }

    /// Whether either requires the other to fail.
    func eitherRequires(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        requires(first, toFail: second) || requires(second, toFail: first)
    }

    /// Whether `winner`, beginning or recognizing, forces `loser` out (R-A3, R-A4). One
    /// of the two had its touches marked with `mark` (``markTouches(of:)``), `other` is
    /// the other one.
    ///
    /// The views of two recognizers that share a touch are always one the ancestor of the
    /// other, as R-A3 asks: both are on the path from the touch's view to the window, and
    /// a view that leaves its superview withdraws the recognizers of its subtree from the
    /// attempt (R-S8), so the path stays a chain for the recognizers that remain.
    func excludes(_ winner: UIGestureRecognizer, _ loser: UIGestureRecognizer,
                  sharingMark mark: Int, of other: UIGestureRecognizer) -> Bool {
        guard sharesMarkedTouch(other, mark) else { return false }
        guard winner.canPrevent(loser), loser.canBePrevented(by: winner) else { return false }
        return !recognizeSimultaneously(winner, loser)
    }

    /// Either delegate saying yes is enough (R-A4).
    private func recognizeSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegateAllowsSimultaneousRecognition(with: second)
            || second.delegateAllowsSimultaneousRecognition(with: first)
    }

    /// Marks the touches of `recognizer`'s attempt, so that ``excludes(_:_:sharingMark:of:)``
    /// answers in one pass over the other recognizer's touches.
    func markTouches(of recognizer: UIGestureRecognizer) -> Int {
        touchMark += 1
        for touch in recognizer.attemptTouches {
            WorkMeter.step()
            touch.arbitrationMark = touchMark
        }
        return touchMark
    }

    private func sharesMarkedTouch(_ recognizer: UIGestureRecognizer, _ mark: Int) -> Bool {
        for touch in recognizer.attemptTouches {
            WorkMeter.step()
            if touch.arbitrationMark == mark { return true }
        }
        return false
    }
}
