import Foundation
import Testing
import Touchstone
import TouchstoneFormats
@testable import TouchstoneReplay

/// Replays and their outputs stay as large as what happened, however long the input says
/// time ran (R-O3), and every JSON number Touchstone writes parses (issue 28).
@MainActor
@Suite struct BoundedOutputTests {
    /// A stepper at (100, 100): its plus half is right of x 147.
    private func stepperScene(wraps: Bool) throws -> Scene {
        try Scene.read("""
        {"format": "touchstone-scene", "version": 1, "name": "stepper", "window": {"width": 390, "height": 844},
         "views": [{"name": "stepper", "class": "UIStepper", "frame": [100, 100, 94, 32], "wraps": \(wraps)}]}
        """, file: "stepper.scene.json")
    }

    /// A trace of one finger that touches down at `point` and is still down at `end`.
    private func heldTrace(end: Double, at point: CGPoint = CGPoint(x: 170, y: 116)) -> String {
        #"{"format":"touchstone-trace","version":1,"screen":{"width":390,"height":844},"end":\#(end),"#
            + #""frames":[{"time":0,"touches":[{"finger":1,"phase":"began","x":\#(point.x),"y":\#(point.y)}]}]}"#
    }

    private func valueChanges(_ result: ReplayResult) -> Int {
        result.events.count { event in
            if case .control(_, "valueChanged", _) = event.kind { return true }
            return false
        }
    }

    @Test(arguments: [1e4, 1e9, TouchLimits.maximumTime], [false, true])
    func aStepperHeldForAgesReplaysInBoundedWork(end: Double, wraps: Bool) throws {
        // R-O3, R-C2, R-L3: the finger is cancelled at the end; until then the autorepeat
        // fires at most UIWindow.maximumRepeatsPerCall times in the one call that moves
        // time to the end. Before, 1e9 s grew to 5.8 GB.
        let trace = heldTrace(end: end)
        #expect(trace.utf8.count < 260)
        let recording = try InputReader.read(text: trace, file: "held.trace.json")
        let result = try Replay.run(recording, through: try stepperScene(wraps: wraps))
        #expect(result.duration == end)
        if wraps {
            #expect(valueChanges(result) == 1 + UIWindow.maximumRepeatsPerCall + 1)
        } else {
            #expect(valueChanges(result) == 100)  // 0…100, then the limit stops the repeat
        }
        #expect(result.events.count < 3 * UIWindow.maximumRepeatsPerCall)
        let json = JSONRenderer.render(result)
        #expect(json.utf8.count < 300 * UIWindow.maximumRepeatsPerCall)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
    }

    /// The tick labels of an SVG's time axis.
    private func tickCount(_ svg: String) -> Int {
        svg.components(separatedBy: "text-anchor=\"middle\"").count - 1
    }

    @Test func theSVGOfATraceEndingAtABillionSecondsIsSmall() throws {
        // Before: 1.7 million ticks, 224 MB in 17 s.
        let recording = try InputReader.read(text: heldTrace(end: 1e9, at: CGPoint(x: 10, y: 10)), file: "late.trace.json")
        let result = try Replay.run(recording, through: .standard)
        let svg = SVGRenderer.render(result)
        #expect(tickCount(svg) >= 5 && tickCount(svg) <= SVGRenderer.maximumTicks + 1)
        #expect(svg.utf8.count < 20_000)
        #expect(svg.contains(">0 s<") && svg.contains(">1e+09 s<"))
    }

    @Test(arguments: [1e-300, 0.0123, 1, 599.9, 7201, 1e7, 1e297, Double.greatestFiniteMagnitude, .infinity, .nan])
    func theTimeAxisHasABoundedNumberOfTicks(duration: Double) {
        // The lab's "1 ms then 1e300 ms" looped forever: ticks were summed, and 600 s
        // added to 1e297 s changes nothing.
        let result = ReplayResult(sceneName: "s", inputSummary: "i", screen: CGSize(width: 10, height: 10),
                                  duration: duration, events: [], recognizerNames: [], warnings: [])
        let svg = SVGRenderer.render(result)
        #expect(tickCount(svg) >= 1 && tickCount(svg) <= SVGRenderer.maximumTicks + 1)
        #expect(svg.utf8.count < 10_000)
    }

    @Test func tickStepsAreRound() {
        #expect(SVGRenderer.tickStep(for: 1) == 0.1)
        #expect(SVGRenderer.tickStep(for: 3600) == 300)
        #expect(SVGRenderer.tickStep(for: 3601) == 500)
        #expect(SVGRenderer.tickStep(for: 1e9) == 1e8)
        #expect(abs(SVGRenderer.tickStep(for: 1e297) / 1e296 - 1) < 1e-12)
    }

    // MARK: JSON numbers

    nonisolated static let extremes: [Double] = [
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1.8e305, -1.8e305, 1e300, 1e15, 1e15 - 0.5,
        123.456_789_4, 1e-300, .leastNonzeroMagnitude, -0.0, 0,
    ]

    @Test(arguments: extremes)
    func everyNumberWrittenParses(value: Double) throws {
        // Before: finite values above about 1.8e302 came out of --json as "inf".
        for text in [JSONRenderer.number(value), TraceFormat.number(value)] {
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data("[\(text)]".utf8)) as? [NSNumber])
            let back = parsed[0].doubleValue
            if abs(value) >= 1e15 || text == TraceFormat.number(value) {
                #expect(back == value, "\(text)")
            } else {
                #expect(abs(back - value) <= 5e-7, "\(text)")
            }
        }
        #expect(Double(TraceFormat.number(value)) == value)
    }

    @Test func nonFiniteNumbersAreNull() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(JSONRenderer.number(value) == "null" && TraceFormat.number(value) == "null")
        }
    }

    @Test func aReplayOfExtremeCoordinatesGivesJSONThatParses() throws {
        // The replay's --json of a touch far beyond the window, where a Double ends.
        let big = Double.greatestFiniteMagnitude
        let trace = #"{"format":"touchstone-trace","version":1,"screen":{"width":390,"height":844},"frames":["#
            + #"{"time":0,"touches":[{"finger":1,"phase":"began","x":\#(big),"y":\#(-big)}]},"#
            + #"{"time":0.1,"touches":[{"finger":1,"phase":"ended","x":\#(big),"y":\#(-big)}]}]}"#
        let result = try Replay.run(try InputReader.read(text: trace, file: "far.trace.json"), through: .standard)
        let json = JSONRenderer.render(result)
        #expect(!json.contains(": inf") && !json.contains(": -inf"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let events = try #require(document["events"] as? [[String: Any]])
        let touch = try #require(events.first { $0["type"] as? String == "touch" })
        #expect((touch["x"] as? NSNumber)?.doubleValue == big && (touch["y"] as? NSNumber)?.doubleValue == -big)
    }
}
