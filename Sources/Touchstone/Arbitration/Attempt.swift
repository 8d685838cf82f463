// Speed (see Borrowed.swift for why these pay, and the commit history for how much): the
// properties are `@exclusivity(unchecked)`.

/// The current attempt of one window: the recognizers taking part, in processing order
/// (R-A1, R-A2), and how they relate (``Relations``).
///
/// An attempt starts with the first recognizer that joins and ends when the reset pass
/// has reset the last one. The candidate collection adds to it, the arbiter and the
/// delivery read it, and the reset pass takes out the recognizers it resets.
@MainActor
final class Attempt {
    /// The environment that owns the attempt, set once it exists.
    unowned(unsafe) var environment: GestureEnvironment?
    /// The participants in processing order (R-A2). The list holds them alive: the
    /// engine's other lists of recognizers borrow from it.
    @exclusivity(unchecked) private(set) var participants: [UIGestureRecognizer] = []
    /// The participants whose requirement answers are not known without asking (a
    /// delegate, or a class of your own, R-A5), in processing order: a recognizer without
    /// either only needs to be compared with these and with its own `require(toFail:)`
    /// list.
    @exclusivity(unchecked) private(set) var asking: [UIGestureRecognizer] = []
    /// The dynamic relations between participants, asked once per pair per attempt.
    let relations = Relations()
    /// Counts the removals from ``participants``: code that borrows from the list checks
    /// that none happened meanwhile.
    private(set) var removals = 0
    /// Counts the recognizers that joined, which numbers them in processing order.
    private var joins = 0

    /// Whether `recognizer` takes part in this attempt (not another window's).
    func includes(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.participation.isMember && recognizer.participation.environment === environment
    }

    /// Adds `recognizer`, which accepted `touch`, unless it takes part already.
    func join(_ recognizer: UIGestureRecognizer, with touch: UITouch) {
        guard !recognizer.participation.isMember else { return }
        recognizer.participation = Participation(joining: environment, order: joins, firstTouchSerial: touch.serial)
        joins += 1
        participants.append(recognizer)
        if !recognizer.answersRequirementsWithoutAsking { asking.append(recognizer) }
        checkLists()
    }

    /// Takes out the recognizers the reset pass reset; once none is left the attempt is
    /// over and the relations asked in it are forgotten.
    func removeResetRecognizers(count removed: Int) {
        removals += 1
        defer { checkLists() }
        if removed == participants.count {
            participants.removeAllKeepingCapacity()
            asking.removeAllKeepingCapacity()
            relations.startAttempt()
        } else {
            participants.removeAllOnMainActor { !$0.participation.isMember }
            asking.removeAllOnMainActor { !$0.participation.isMember }
        }
    }

    /// A participant's answers became known without asking (its delegate uses the
    /// defaults): it leaves the list of those to ask.
    func recognizerStoppedAsking(_ recognizer: UIGestureRecognizer) {
        guard includes(recognizer), let index = asking.firstIndex(where: { $0 === recognizer }) else { return }
        asking.remove(at: index)
    }

    /// A participant got a delegate: from now on its requirement answers must be asked.
    func recognizerGotDelegate(_ recognizer: UIGestureRecognizer) {
        guard includes(recognizer), !asking.contains(where: { $0 === recognizer }) else { return }
        var index = asking.endIndex
        while index > 0 && asking[index - 1].participation.order > recognizer.participation.order { index -= 1 }
        asking.insert(recognizer, at: index)
        checkLists()
    }

    /// Internal check: the participants are this environment's, in strictly increasing
    /// order, and every one whose answers must be asked is on the ``asking`` list (which
    /// may hold more: a recognizer whose delegate went is still asked). The arbiter's
    /// shortcut, comparing a recognizer that answers without asking only with its own
    /// list and with ``asking``, finds what comparing it with every participant finds
    /// only if this holds.
    func checkLists() {
        #if TOUCHSTONE_INTERNAL_CHECKS
        var previousOrder = -1
        for recognizer in participants {
            internalCheck(includes(recognizer), "\(recognizer) is listed but not a member of this attempt")
            internalCheck(recognizer.participation.order > previousOrder, "participants out of processing order")
            previousOrder = recognizer.participation.order
            internalCheck(recognizer.answersRequirementsWithoutAsking || asking.contains { $0 === recognizer },
                          "\(recognizer) must be asked about requirements but is not on the asking list")
        }
        for recognizer in asking {
            internalCheck(participants.contains { $0 === recognizer }, "\(recognizer) is asked but not a participant")
        }
        #endif
    }
}
