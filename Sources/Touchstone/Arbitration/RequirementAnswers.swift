/// The delegates' and subclasses' answers about failure requirements (R-A5), asked once
/// per ordered pair of recognizers and attempt.
///
/// Each recognizer gets a slot when it is first asked about in an attempt; the answers
/// sit in a square table indexed by the two slots and stamped with the attempt, so that
/// finding an answer is an index computation rather than hashing a pair, and starting an
/// attempt clears nothing. The table grows (rarely, and keeps its size) when an attempt
/// involves more recognizers than ever before.
@MainActor
struct RequirementAnswers {
    /// Entries are `attempt << 2 | 2 (asked) | answer`.
    private var entries: [UInt64] = []
    private var side = 0
    private var attempt: UInt64 = 1
    private var slotsGiven = 0

    /// Forgets every answer: the next questions belong to a new attempt.
    mutating func startAttempt() {
        attempt += 1
        slotsGiven = 0
    }

    /// Whether `recognizer` requires `other` to fail, if it was asked in this attempt.
    mutating func answer(_ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool? {
        let entry = entries[index(recognizer, other)]
        guard entry >> 2 == attempt else { return nil }
        return entry & 1 == 1
    }

    /// Records the answer for the ordered pair.
    mutating func record(_ answer: Bool, _ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer) {
        entries[index(recognizer, other)] = attempt << 2 | 2 | (answer ? 1 : 0)
    }

    private mutating func index(_ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Int {
        slot(of: recognizer) * side + slot(of: other)
    }

    private mutating func slot(of recognizer: UIGestureRecognizer) -> Int {
        if recognizer.answerAttempt != Int(truncatingIfNeeded: attempt) {
            recognizer.answerAttempt = Int(truncatingIfNeeded: attempt)
            recognizer.answerSlot = slotsGiven
            slotsGiven += 1
            if slotsGiven > side { grow(to: max(8, 2 * slotsGiven)) }
        }
        return recognizer.answerSlot
    }

    private mutating func grow(to newSide: Int) {
        var grown = [UInt64](repeating: 0, count: newSide * newSide)
        for row in 0..<side {
            for column in 0..<side { grown[row * newSide + column] = entries[row * side + column] }
        }
        entries = grown
        side = newSide
    }
}
