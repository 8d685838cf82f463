import Synchronization
import Testing
@testable import TouchstoneLab

/// The lab's places for pages, with the instants given: a page in use keeps its place, the
/// page idle for longest gives it up once it has been idle for `idleBeforeEviction`.
@Suite struct SessionSlotsTests {
    private let start = ContinuousClock.now

    /// The pages told that they were evicted, in order.
    private final class Evicted: Sendable {
        private let told = Mutex<[String]>([])
        var pages: [String] { told.withLock { $0 } }
        func tell(_ page: String) { told.withLock { $0.append(page) } }
    }

    @Test func aPageInUseKeepsItsPlace() {
        let slots = SessionSlots(maximum: 1, idleBeforeEviction: .seconds(60))
        let evicted = Evicted()
        let first = slots.enter(at: start) { evicted.tell("first") }
        #expect(first != nil)
        slots.noteInput(in: first!, at: start + .seconds(100))
        // 59 s after its last input: still in use.
        #expect(slots.enter(at: start + .seconds(159)) { evicted.tell("second") } == nil)
        #expect(evicted.pages.isEmpty)
    }

    @Test func theIdlestPageGivesUpItsPlaceWhenAllAreTaken() {
        let slots = SessionSlots(maximum: 2, idleBeforeEviction: .seconds(60))
        let evicted = Evicted()
        let older = slots.enter(at: start) { evicted.tell("older") }
        let newer = slots.enter(at: start + .seconds(10)) { evicted.tell("newer") }
        #expect(older != nil && newer != nil)
        let third = slots.enter(at: start + .seconds(65)) { evicted.tell("third") }
        #expect(third != nil)
        #expect(evicted.pages == ["older"])
        // The evicted page's leaving gives back nothing: its place is already the newcomer's.
        slots.leave(older!)
        #expect(slots.enter(at: start + .seconds(66)) { evicted.tell("fourth") } == nil)
    }

    @Test func aPlaceGivenBackIsFreeAtOnce() {
        let slots = SessionSlots(maximum: 1, idleBeforeEviction: .seconds(60))
        let first = slots.enter(at: start) {}
        slots.leave(first!)
        #expect(slots.enter(at: start + .milliseconds(1)) {} != nil)
    }
}
