import Foundation
import Testing
import Touchstone
import TouchstoneWorkloads

/// The standard workload is what every performance number is measured on, so each of its
/// sequences must be the gesture it stands for (BEHAVIOR §5, §7).
@MainActor
@Suite struct StandardWorkloadTests {
    /// Plays one sequence on a fresh standard scene nested `depth` deep, then lets the idle
    /// time pass, and returns the actions sent.
    private func outcome(of sequence: StandardWorkload.Sequence, depth: Int = 1) throws -> String {
        let player = WorkloadPlayer(.nested(depth: depth))
        var last: TimeInterval = 0
        for frame in StandardWorkload.frames(of: sequence) {
            try player.window.sendTouches(frame.inputs, at: frame.time)
            last = frame.time
        }
        try player.window.advanceTime(to: last + StandardWorkload.idle)
        return player.tally.summary
    }

    // R-A5, R-A6: the single tap waits for the double tap, which fails 0.35 s after the lift.
    @Test func tapIsASingleTapOnceTheDoubleTapFails() throws {
        #expect(try outcome(of: .tap) == "singleTap.ended: 1")
    }

    // R-A6: the double tap recognizing fails the single tap that waited for it.
    @Test func doubleTapIsADoubleTap() throws {
        #expect(try outcome(of: .doubleTap) == "doubleTap.ended: 1")
    }

    // §7 long press: began when the 0.3 s timer fires, ended on the lift; it excludes the taps.
    @Test func pressIsALongPress() throws {
        #expect(try outcome(of: .press) == "longPress.began: 1, longPress.ended: 1")
    }

    // §7 pan: began on the first 10 pt move, changed on the 19 others, ended on the lift.
    @Test func panIsAPan() throws {
        #expect(try outcome(of: .pan) == "pan.began: 1, pan.changed: 19, pan.ended: 1")
    }

    // R-A3: the pan begins on the first 30 pt move, before the swipe reaches its 50 pt, and
    // excludes it.
    @Test func swipeIsWonByThePan() throws {
        #expect(try outcome(of: .swipe) == "pan.began: 1, pan.changed: 4, pan.ended: 1")
    }

    // §7 pinch: began on the first 10 pt spread (≥ 8 pt), changed on the other 9 moves; the
    // centroid stays put, so the pan never begins, and the rotation sees no turn.
    @Test func pinchIsAPinch() throws {
        #expect(try outcome(of: .pinch) == "pinch.began: 1, pinch.changed: 9, pinch.ended: 1")
    }

    // §7 rotation: 9° per move is past the 5° threshold; the distance stays 120 pt.
    @Test func rotateIsARotation() throws {
        #expect(try outcome(of: .rotate) == "rotation.began: 1, rotation.changed: 9, rotation.ended: 1")
    }

    // R-A2: with the seven recognizers on every level, the deepest level wins every
    // sequence, so the outcome is the same at any depth.
    @Test(arguments: StandardWorkload.Sequence.allCases)
    func nestingDoesNotChangeTheOutcome(_ sequence: StandardWorkload.Sequence) throws {
        #expect(try outcome(of: sequence, depth: 4) == outcome(of: sequence, depth: 1))
    }

    // The round-robin player continues the script without gaps: three rounds give three
    // times each sequence's gesture.
    @Test func playerRepeatsTheRound() {
        let player = WorkloadPlayer(.standard)
        player.play(events: 3 * Workload.standard.eventsPerRound + 1)  // +1 lets the last tap's timer fire
        #expect(player.tally.count(.singleTap, .ended) == 3)
        #expect(player.tally.count(.doubleTap, .ended) == 3)
        #expect(player.tally.count(.longPress, .ended) == 3)
        #expect(player.tally.count(.pan, .ended) == 6)
        #expect(player.tally.count(.pinch, .ended) == 3)
        #expect(player.tally.count(.rotation, .ended) == 3)
        #expect(player.tally.count(.swipe, .ended) == 0)
    }

    // The scaling workloads recognize too: n fingers dragging together are one pan.
    @Test(arguments: [1, 3, 10])
    func fingersDragAsOnePan(_ fingers: Int) {
        let player = WorkloadPlayer(.fingers(fingers))
        player.play(events: Workload.fingers(fingers).eventsPerRound)
        #expect(player.tally.count(.pan, .began) == 1)
        #expect(player.tally.count(.pan, .ended) == 1)
    }

    // Only the pan among the 1,000 recognizers receives touches (R-A1 filters).
    @Test func oneRelevantRecognizerAmongAThousand() {
        let player = WorkloadPlayer(.recognizers(1_000))
        player.play(events: Workload.standard.eventsPerRound)
        #expect(player.tally.count(.pan, .began) == 2)  // pan and swipe; pinch and rotate keep the centroid still
        #expect(player.window.subviews[0].gestureRecognizers?.count == 1_000)
    }

    @Test func workloadsAreFoundByName() {
        #expect(Workload.named("standard")?.name == "standard")
        #expect(Workload.named("depth-16")?.name == "depth-16")
        #expect(Workload.named("fingers-10")?.eventsPerRound == 22)
        #expect(Workload.named("fingers-11") == nil)
        #expect(Workload.named("views-10000")?.name == "views-10000")
        #expect(Workload.named("recognizers-1000")?.name == "recognizers-1000")
        #expect(Workload.named("depth-x") == nil)
        #expect(Workload.suite.count == 19)
    }
}
