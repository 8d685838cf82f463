// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// properties are `@exclusivity(unchecked)`, and the participants are read borrowed
// (`withBorrowed`): they leave the attempt's list only at the end of the pass.

/// Resets the recognizers whose attempt is over (R-S6) and takes them out of the attempt.
///
/// A recognizer in a terminal state resets once all its touches have ended and no
/// recognizer that depends on it either way is undecided. One still in `possible` that
/// ignored every touch it had (R-D6) has no attempt left, and resets too.
///
/// The pass only runs when something happened that may let a recognizer reset: the
/// arbiter and the environment say so through ``isDue``.
@MainActor
final class ResetPass {
    private let attempt: Attempt
    private var relations: Relations { attempt.relations }

    /// Whether something happened that may let a recognizer reset (a touch ended, a state
    /// became terminal, a decision was taken, a recognizer let go of touches).
    @exclusivity(unchecked) var isDue = false
    /// Whether a touch ended or was cancelled since the last pass: only then can a
    /// recognizer hold a finished touch that the pass must drop.
    @exclusivity(unchecked) private var touchesLifted = false
    /// Numbers the marks the pass puts on recognizers an undecided one requires.
    @exclusivity(unchecked) private var holdMark = 0
    /// Reusable lists of the undecided participants, and of those among them that must be
    /// asked, as their places in the attempt's list (which keeps its order and holds them
    /// until the pass ends), so that listing them retains nothing.
    @exclusivity(unchecked) private var undecided: [Int] = []
    @exclusivity(unchecked) private var undecidedAsking: [Int] = []
    #if TOUCHSTONE_INTERNAL_CHECKS
    /// The attempt's count of removals when the undecided were listed: their places hold
    /// only while it stays the same.
    private var removalsWhenListed = 0
    /// What the last pass left: the participants that met the first condition of a reset
    /// then, and those that were undecided.
    private var mayResetAfterPass = Set<ObjectIdentifier>()
    private var undecidedAfterPass = Set<ObjectIdentifier>()
    #endif

    init(attempt: Attempt) {
        self.attempt = attempt
    }

    /// A touch ended or was cancelled.
    func noteLift() {
        isDue = true
        touchesLifted = true
    }

    /// Resets every participant whose attempt is over; returns whether any was reset.
    /// Inlined: it runs at the end of every drain, and is usually not due.
    @inline(__always)
    func run() -> Bool {
        guard isDue else {
            checkNothingToReset()
            return false
        }
        return resetFinishedParticipants()
    }

    private func resetFinishedParticipants() -> Bool {
        isDue = false
        defer { recordAfterPass() }
        if touchesLifted {
            touchesLifted = false
            for index in attempt.participants.indices {
                WorkMeter.step()
                withBorrowed(.passUnretained(attempt.participants[index])) { $0.dropFinishedTouches() }
            }
        }
        // The undecided participants are listed when the first terminal recognizer asks
        // (most passes reset none, or only ones in `possible`), before any is reset.
        var listedUndecided = false
        var removed = 0
        var index = 0
        while index < attempt.participants.count {
            withBorrowed(.passUnretained(attempt.participants[index])) { recognizer in
                if resetIfFinished(recognizer, listedUndecided: &listedUndecided) { removed += 1 }
            }
            index += 1
        }
        guard removed > 0 else { return false }
        attempt.removeResetRecognizers(count: removed)
        return true
    }

    /// Whether `recognizer` meets the conditions of a reset that do not involve others.
    private static func mayReset(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.touches.isEmpty && (recognizer.currentState.isTerminal
            || (recognizer.attemptTouches.isEmpty && recognizer.participation.status == .idle))
    }

    /// Internal check, when the pass is skipped: nothing that could let a recognizer
    /// reset happened since the last pass. Every participant that may reset now could
    /// then, and every participant undecided then still is (one that was decided could
    /// release a terminal recognizer it depended on).
    private func checkNothingToReset() {
        #if TOUCHSTONE_INTERNAL_CHECKS
        for recognizer in attempt.participants {
            let id = ObjectIdentifier(recognizer)
            internalCheck(!Self.mayReset(recognizer) || mayResetAfterPass.contains(id),
                          "\(recognizer) may reset, but nothing told the reset pass")
            internalCheck(!undecidedAfterPass.contains(id) || recognizer.isUndecidedMember,
                          "\(recognizer) was decided, but nothing told the reset pass")
        }
        #endif
    }

    private func recordAfterPass() {
        #if TOUCHSTONE_INTERNAL_CHECKS
        mayResetAfterPass = Set(attempt.participants.filter(Self.mayReset).map(ObjectIdentifier.init))
        undecidedAfterPass = Set(attempt.participants.filter(\.isUndecidedMember).map(ObjectIdentifier.init))
        #endif
    }

    /// Resets `recognizer` if its attempt is over, listing the undecided participants
    /// first when it is the pass's first terminal one. Returns whether it was reset.
    private func resetIfFinished(_ recognizer: UIGestureRecognizer, listedUndecided: inout Bool) -> Bool {
        WorkMeter.step()
        guard recognizer.touches.isEmpty else { return false }
        if recognizer.currentState.isTerminal {
            if !listedUndecided {
                listUndecidedParticipants()
                listedUndecided = true
            }
            guard !hasUndecidedDependent(recognizer) else { return false }
        } else {
            guard recognizer.attemptTouches.isEmpty && recognizer.participation.status == .idle else { return false }
        }
        recognizer.invalidateTimers()
        recognizer.resetsByEngine &+= 1
        recognizer.reset()
        recognizer.restorePossibleState()
        recognizer.attemptTouches.removeAllKeepingCapacity()
        recognizer.participation = Participation()
        return true
    }

    /// Lists the undecided participants, and those among them that must be asked, for
    /// ``hasUndecidedDependent(_:)``, and marks what their own lists require.
    private func listUndecidedParticipants() {
        undecided.removeAllKeepingCapacity()
        undecidedAsking.removeAllKeepingCapacity()
        holdMark += 1
        #if TOUCHSTONE_INTERNAL_CHECKS
        removalsWhenListed = attempt.removals
        #endif
        for index in attempt.participants.indices {
            WorkMeter.step()
            withBorrowed(.passUnretained(attempt.participants[index])) { recognizer in
                guard recognizer.participation.status.isUndecided else { return }
                undecided.append(index)
                if !recognizer.answersRequirementsWithoutAsking { undecidedAsking.append(index) }
                // What an undecided recognizer requires by its own list must wait for it.
                for requirement in recognizer.failureRequirements {
                    WorkMeter.step()
                    requirement.recognizer.participation.holdMark = holdMark
                }
            }
        }
    }

    /// Whether any of the participants at `places` is undecided and `related` to
    /// `recognizer`.
    private func anyUndecided(at places: [Int], of recognizer: UIGestureRecognizer,
                              _ related: (UIGestureRecognizer) -> Bool) -> Bool {
        #if TOUCHSTONE_INTERNAL_CHECKS
        internalCheck(attempt.removals == removalsWhenListed, "the participants moved since the undecided were listed")
        #endif
        for index in places {
            WorkMeter.step()
            let found = withBorrowed(.passUnretained(attempt.participants[index])) { other in
                other !== recognizer && other.isUndecidedMember && related(other)
            }
            if found { return true }
        }
        return false
    }

    /// Whether an undecided participant depends on `recognizer` either way (R-S6).
    /// Recognizers reset earlier in the same pass are idle again but out of the attempt:
    /// they do not hold their partners back.
    ///
    /// A recognizer whose answers are known without asking is related by its own list, by
    /// the lists of the undecided ones (marked when the pass started), or through a
    /// recognizer that must be asked; others are compared with every undecided one.
    private func hasUndecidedDependent(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.answersRequirementsWithoutAsking else {
            return anyUndecided(at: undecided, of: recognizer) { relations.eitherRequires($0, recognizer) }
        }
        if recognizer.participation.holdMark == holdMark,
           anyUndecided(at: undecided, of: recognizer, { $0.hasStaticRequirement(on: recognizer) }) { return true }
        for requirement in recognizer.failureRequirements {
            WorkMeter.step()
            let other = requirement.recognizer
            if other !== recognizer && other.isUndecidedMember { return true }
        }
        return anyUndecided(at: undecidedAsking, of: recognizer) { relations.eitherRequires($0, recognizer) }
    }
}
