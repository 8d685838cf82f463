import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Estimated touch properties and their updates (R-P9).
///
/// Estimated properties (R-P9)
@MainActor
@Suite struct EstimatedPropertiesTests {
    let stage = Stage()
    let calls = EstimateCallLog()
    let canvas: EstimateRecordingView
    let recognizer: EstimateRecordingRecognizer

    init() {
        canvas = EstimateRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), name: "canvas", calls: calls)
        stage.view.addSubview(canvas)
        recognizer = EstimateRecordingRecognizer(name: "stroke", calls: calls)
        canvas.addGestureRecognizer(recognizer)
    }

    private func pencil(_ phase: TouchInput.Phase, at point: CGPoint? = nil, force: CGFloat = 0,
                        estimated: UITouch.Properties = [], expecting: UITouch.Properties = [],
                        index: Int? = nil) -> TouchInput {
        TouchInput(finger: 1, phase: phase, location: point, type: .pencil, force: force, altitudeAngle: .pi / 3,
                   estimatedProperties: estimated, estimatedPropertiesExpectingUpdates: expecting,
                   estimationUpdateIndex: index)
    }

    /// R-P9: the touch lists the host's estimates for its current data, with the host's
    /// index; data without estimates has none and no index.
    @Test func estimatesOnTheTouch() {
        let touch = stage.simulator.send(inputs: [pencil(.began, at: CGPoint(x: 10, y: 10), force: 0.5,
                                                         estimated: [.force, .altitude], expecting: [.force], index: 7)])[0]
        #expect(touch.estimatedProperties == [.force, .altitude])
        #expect(touch.estimatedPropertiesExpectingUpdates == [.force])
        #expect(touch.estimationUpdateIndex == NSNumber(value: 7))
        // UIKit's raw values.
        #expect(UITouch.Properties.force.rawValue == 1 && UITouch.Properties.azimuth.rawValue == 2
                && UITouch.Properties.altitude.rawValue == 4 && UITouch.Properties.location.rawValue == 8)
        stage.simulator.advance(by: 0.01)
        stage.simulator.send(inputs: [pencil(.moved, at: CGPoint(x: 20, y: 10), force: 0.6)])
        #expect(touch.estimatedProperties == [] && touch.estimatedPropertiesExpectingUpdates == [])
        #expect(touch.estimationUpdateIndex == nil)
    }

    /// R-P9: the update reaches the recognizer and then the view that received the touch,
    /// after the touch ended, as the same touch under the same index with the real value,
    /// the property no longer expected nor estimated. A view that did not receive the
    /// touch, and the receiving view's superview (Decision: no forwarding), hear nothing.
    @Test func updateAfterTheTouchEnded() {
        let bystander = EstimateRecordingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100), name: "bystander",
                                              calls: calls)
        stage.view.addSubview(bystander)
        let plain = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))  // overrides nothing
        canvas.addSubview(plain)
        let touch = stage.simulator.send(inputs: [pencil(.began, at: CGPoint(x: 10, y: 10), force: 0.5,
                                                         estimated: [.force], expecting: [.force], index: 1)])[0]
        let other = stage.simulator.send(inputs: [TouchInput(finger: 2, phase: .began, location: CGPoint(x: 60, y: 60),
                                                             type: .pencil, estimatedProperties: [.force],
                                                             estimatedPropertiesExpectingUpdates: [.force],
                                                             estimationUpdateIndex: 2)])[0]
        #expect(other.view === plain)
        stage.simulator.advance(by: 0.01)
        stage.simulator.send(inputs: [pencil(.ended), TouchInput(finger: 2, phase: .ended)])
        #expect(touch.phase == .ended && calls.entries.isEmpty)
        stage.simulator.advance(by: 0.01)
        stage.simulator.updateEstimates([TouchEstimateUpdate(estimationUpdateIndex: 1, force: 0.8)])
        #expect(calls.entries == ["stroke: #1 force 0.8 estimated 0 expecting 0 ended",
                                  "canvas: #1 force 0.8 estimated 0 expecting 0 ended"])
        #expect(calls.touches.allSatisfy { $0 === touch })
        // The lift's data (force 0, no estimates) is the touch's current data again.
        #expect(touch.force == 0 && touch.estimationUpdateIndex == nil)
        // The other touch's view is a plain view: its recognizer-less update goes nowhere.
        stage.simulator.updateEstimates([TouchEstimateUpdate(estimationUpdateIndex: 2, force: 0.3)])
        #expect(calls.entries.count == 3 && calls.entries[2].hasPrefix("stroke: #2 force 0.3"))
        // Both estimates are complete: a further update has nothing to update.
        #expect(throws: TouchInputError.estimateUpdate(index: 1, problem: "no estimate with this index awaits updates")) {
            try stage.window.sendEstimateUpdates([TouchEstimateUpdate(estimationUpdateIndex: 1, force: 0.9)], at: 1)
        }
    }

    /// R-P9: an update that will not come leaves `estimatedPropertiesExpectingUpdates` but
    /// the property stays an estimate; each call removes what it updated.
    @Test func givingUpAnUpdate() {
        stage.simulator.send(inputs: [pencil(.began, at: CGPoint(x: 10, y: 10), force: 0.5,
                                             estimated: [.force, .azimuth], expecting: [.force, .azimuth], index: 3)])
        stage.simulator.updateEstimates([TouchEstimateUpdate(estimationUpdateIndex: 3, force: 0.7)])
        stage.simulator.updateEstimates([TouchEstimateUpdate(estimationUpdateIndex: 3, noLongerExpected: [.azimuth])])
        #expect(calls.entries == ["stroke: #3 force 0.7 estimated 2 expecting 2 began",
                                  "canvas: #3 force 0.7 estimated 2 expecting 2 began",
                                  "stroke: #3 force 0.7 estimated 2 expecting 0 began",
                                  "canvas: #3 force 0.7 estimated 2 expecting 0 began"])
    }

    /// R-P9: an update of earlier data shows that data (its location, time and index)
    /// during the calls; afterwards the touch shows its current data again. An update of
    /// the current data stays.
    @Test func updateOfEarlierData() {
        let touch = stage.simulator.send(inputs: [pencil(.began, at: CGPoint(x: 10, y: 10), force: 0.1,
                                                         estimated: [.force, .location], expecting: [.force, .location],
                                                         index: 10)])[0]
        stage.simulator.advance(by: 0.01)
        stage.simulator.send(inputs: [pencil(.moved, at: CGPoint(x: 30, y: 10), force: 0.2, estimated: [.force],
                                             expecting: [.force], index: 11)])
        var during: (CGPoint, TimeInterval)?
        canvas.onUpdate = { touch in during = (touch.location(in: nil), touch.timestamp) }
        stage.simulator.updateEstimates([TouchEstimateUpdate(estimationUpdateIndex: 10, location: CGPoint(x: 11, y: 12),
                                                             force: 0.5)])
        #expect(calls.entries == ["stroke: #10 force 0.5 estimated 0 expecting 0 moved",
                                  "canvas: #10 force 0.5 estimated 0 expecting 0 moved"])
        #expect(during?.0 == CGPoint(x: 11, y: 12) && during?.1 == 0)
        #expect(touch.force == 0.2 && touch.location(in: nil) == CGPoint(x: 30, y: 10))
        #expect(touch.estimationUpdateIndex == NSNumber(value: 11) && touch.timestamp == 0.01)
        stage.simulator.updateEstimates([TouchEstimateUpdate(estimationUpdateIndex: 11, force: 0.6)])
        #expect(touch.force == 0.6 && touch.estimatedPropertiesExpectingUpdates == [] && touch.estimatedProperties == [])
        #expect(touch.estimationUpdateIndex == NSNumber(value: 11))
    }

    /// R-P9: estimates an input cannot carry are refused with an error naming the finger
    /// and the problem, and nothing changes.
    @Test func badEstimatesAreRefused() {
        let window = stage.window
        let at = CGPoint(x: 10, y: 10)
        let cases: [(TouchInput, String)] = [
            (pencil(.began, at: at, estimated: [.force]), "estimated properties without an estimationUpdateIndex"),
            (pencil(.began, at: at, index: 4), "estimationUpdateIndex 4 without estimated properties"),
            (pencil(.began, at: at, estimated: [.force], expecting: [.force, .altitude], index: 4),
             "properties 5 expect updates but are not all estimated (1)"),
            (pencil(.began, at: at, estimated: UITouch.Properties(rawValue: 16), index: 4),
             "estimated properties 16 name no UITouch property"),
        ]
        for (input, problem) in cases {
            #expect(throws: TouchInputError.invalidEstimate(finger: 1, problem: problem)) {
                try window.sendTouches([input], at: 0)
            }
        }
        #expect(canvas.hasNoTouches && calls.entries.isEmpty)
        // Indexes increase monotonically, across events and within one.
        stage.simulator.send(inputs: [pencil(.began, at: at, estimated: [.force], expecting: [.force], index: 5)])
        #expect(throws: TouchInputError.invalidEstimate(
            finger: 1, problem: "estimationUpdateIndex 5 is not greater than the previous one, 5")) {
            try window.sendTouches([pencil(.moved, at: at, estimated: [.force], index: 5)], at: 0)
        }
        let twoFingers = [
            TouchInput(finger: 2, phase: .began, location: at, estimatedProperties: [.force], estimationUpdateIndex: 9),
            TouchInput(finger: 3, phase: .began, location: at, estimatedProperties: [.force], estimationUpdateIndex: 8),
        ]
        #expect(throws: TouchInputError.invalidEstimate(
            finger: 3, problem: "estimationUpdateIndex 8 is not greater than the previous one, 9")) {
            try window.sendTouches(twoFingers, at: 0)
        }
        #expect(window.gestureEnvironment.touchTable.liveCount == 1)
        #expect(TouchInputError.invalidEstimate(finger: 3, problem: "p").description == "touch input: finger 3: p")
    }

    /// R-P9: updates the window cannot apply are refused whole with an error naming the
    /// index and the problem; nothing is delivered and the estimate still awaits updates.
    @Test func badUpdatesAreRefused() {
        let window = stage.window
        stage.simulator.send(inputs: [pencil(.began, at: CGPoint(x: 10, y: 10), force: 0.5,
                                             estimated: [.force, .altitude], expecting: [.force], index: 1)])
        let cases: [([TouchEstimateUpdate], Int, String)] = [
            ([TouchEstimateUpdate(estimationUpdateIndex: 2, force: 1)], 2, "no estimate with this index awaits updates"),
            ([TouchEstimateUpdate(estimationUpdateIndex: 1, altitudeAngle: 1)], 1,
             "properties 4 expect no update (expecting 1)"),
            ([TouchEstimateUpdate(estimationUpdateIndex: 1)], 1, "the update carries no value and gives up no property"),
            ([TouchEstimateUpdate(estimationUpdateIndex: 1, force: -1)], 1, "the force -1.0 is negative or not finite"),
            ([TouchEstimateUpdate(estimationUpdateIndex: 1, force: 1, noLongerExpected: [.force])], 1,
             "properties 1 are both updated and given up"),
            ([TouchEstimateUpdate(estimationUpdateIndex: 1, force: 1), TouchEstimateUpdate(estimationUpdateIndex: 1, force: 2)],
             1, "the index appears twice in one call"),
        ]
        for (updates, index, problem) in cases {
            #expect(throws: TouchInputError.estimateUpdate(index: index, problem: problem)) {
                try window.sendEstimateUpdates(updates, at: 0)
            }
        }
        #expect(calls.entries.isEmpty)
        #expect(TouchInputError.estimateUpdate(index: 1, problem: "p").description == "estimate update 1: p")
        stage.simulator.updateEstimates([TouchEstimateUpdate(estimationUpdateIndex: 1, force: 0.9)])
        #expect(calls.entries == ["stroke: #1 force 0.9 estimated 4 expecting 0 began",
                                  "canvas: #1 force 0.9 estimated 4 expecting 0 began"])
    }
}

/// The `touchesEstimatedPropertiesUpdated(_:)` calls of a test, in order.
@MainActor
final class EstimateCallLog {
    private(set) var entries: [String] = []
    private(set) var touches: [UITouch] = []

    func record(_ name: String, _ touches: Set<UITouch>) {
        for touch in touches {
            let index = touch.estimationUpdateIndex.map { "\($0.intValue)" } ?? "nil"
            entries.append("\(name): #\(index) force \(touch.force) estimated \(touch.estimatedProperties.rawValue) "
                           + "expecting \(touch.estimatedPropertiesExpectingUpdates.rawValue) \(touch.phase)")
            self.touches.append(touch)
        }
    }
}

/// A view that records the updates of its touches' estimates.
final class EstimateRecordingView: UIView {
    let name: String
    let calls: EstimateCallLog
    var onUpdate: (UITouch) -> Void = { _ in }
    private(set) var hasNoTouches = true

    init(frame: CGRect, name: String, calls: EstimateCallLog) {
        self.name = name
        self.calls = calls
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { hasNoTouches = false }

    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        calls.record(name, touches)
        touches.forEach(onUpdate)
    }
}

/// A recognizer that records the updates of its touches' estimates and never recognizes.
final class EstimateRecordingRecognizer: UIGestureRecognizer {
    let calls: EstimateCallLog

    init(name: String, calls: EstimateCallLog) {
        self.calls = calls
        super.init(target: nil, action: nil)
        self.name = name
    }

    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        calls.record(name ?? "?", touches)
    }
}
