import Foundation
import Testing
import Touchstone
import TouchstoneFormats
@testable import TouchstoneReplay
import TouchstoneSampleKinds
import TouchstoneTesting

/// The seed scenarios of `Examples/`: their traces, their replays (golden text, JSON and
/// SVG), and the round trip simulator → trace → replay.
@MainActor
@Suite struct ExampleTests {
    /// The examples, by the names of their scene files.
    nonisolated static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: Paths.examples.path)) ?? [])
        .filter { $0.hasSuffix(".scene.json") }.map { String($0.dropLast(".scene.json".count)) }.sorted()

    /// Every example scene has a script and every script a scene.
    @Test func scenesAndScripts() throws {
        let scenes = try Example.all(in: Paths.examples, recognizers: .withSampleRecognizers)
        #expect(Self.names.count == 31)
        #expect(ExampleScripts.all.keys.sorted() == Self.names)
        #expect(scenes.map { $0.sceneURL.deletingPathExtension().deletingPathExtension().lastPathComponent } == Self.names)
        for example in scenes {
            #expect(example.inputURL.lastPathComponent == example.sceneURL.lastPathComponent
                        .replacingOccurrences(of: ".scene.json", with: ".trace.json"))
        }
    }

    /// Each checked-in trace is what the simulator records for its script.
    @Test(arguments: names)
    func traceIsTheScriptsRecording(_ name: String) throws {
        let url = Paths.examples.appendingPathComponent("\(name).trace.json")
        let text = TraceFormat.write(ExampleScripts.record(name), source: "TouchSimulator script \"\(name)\"")
        if ProcessInfo.processInfo.environment["TOUCHSTONE_UPDATE_EXAMPLES"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }

    /// The swipe's near miss in swipe-before-pan is its best progress against the distance needed then, from the trace.
    @Test func swipeNearMissFromTheTrace() throws {
        let trace = try InputReader.read(contentsOf: Paths.examples.appendingPathComponent("swipe-before-pan.trace.json"))
        let scene = try Scene.read(contentsOf: Paths.examples.appendingPathComponent("swipe-before-pan.scene.json"),
                                   recognizers: .withSampleRecognizers)
        let result = try Replay.run(trace, through: scene)
        let failures = result.events.compactMap { event -> (time: TimeInterval, reason: UIGestureRecognizer.FailureReason)? in
            guard case .decision(let decision) = event.kind, decision.recognizer == "swipe", decision.rule == "R-S2",
                  let reason = decision.failureReason else { return nil }
            return (event.time, reason)
        }
        let failure = try #require(failures.first)
        // The stroke: the last touch-down before the failure, and its moves until then.
        let frames = trace.frames.filter { $0.time < failure.time }
        let down = try #require(frames.last { $0.changes.contains { $0.phase == .began } })
        let start = try #require(down.changes.first).location
        let moves = frames.filter { $0.time > down.time }.compactMap { frame -> (progress: Double, needed: Double)? in
            guard let change = frame.changes.first, change.phase == .moved else { return nil }
            return (change.location.x - start.x, 50 * (1 - 0.94 * (frame.time - down.time)))  // §7: 50 × (1 − 0.94·t)
        }
        let best = try #require(moves.max { $0.progress / $0.needed < $1.progress / $1.needed })
        #expect(abs(failure.time - down.time - 0.5) < 1e-9)  // too slow: 0.5 s after the touch-down
        #expect(abs((failure.reason.closest?.value ?? 0) - best.progress) < 1e-9)
        #expect(abs((failure.reason.closest?.limit ?? 0) - best.needed) < 1e-9)
    }

    /// The round trip: running the script live through the scene, and replaying the
    /// recorded trace through a fresh build of it, give the same timeline.
    ///
    /// Simulator → trace → replay gives the same timeline.
    @Test(arguments: names)
    func roundTrip(_ name: String) throws {
        let scene = try Scene.read(contentsOf: Paths.examples.appendingPathComponent("\(name).scene.json"),
                                   recognizers: .withSampleRecognizers)
        let runtime = SceneRuntime(scene: scene, size: ExampleScripts.screen)
        let fingers = TouchSimulator(window: runtime.window)
        ExampleScripts.all[name]!(fingers)
        while let deadline = runtime.window.nextTimerDeadline { try runtime.window.advanceTime(to: deadline) }
        let live = ReplayResult(sceneName: scene.name, inputSummary: "live", screen: ExampleScripts.screen,
                                duration: fingers.now, events: runtime.recorder.events,
                                recognizerNames: runtime.recognizers.map(\.name), warnings: [])

        let text = TraceFormat.write(ExampleScripts.record(name))
        let replayed = try Replay.run(TraceFormat.read(text, file: "\(name).trace.json"), through: scene)
        #expect(!live.observedBehavior.isEmpty)
        #expect(replayed.observedBehavior == live.observedBehavior)
        #expect(replayed.gestures == live.gestures)
    }

    /// Replay text, JSON and SVG of each example match the goldens.
    @Test(arguments: names)
    func goldens(_ name: String) throws {
        let example = try #require(try Example.all(in: Paths.examples, recognizers: .withSampleRecognizers).first { $0.sceneURL.lastPathComponent == "\(name).scene.json" })
        let result = try example.run()
        try expectGolden(TextRenderer.render(result, explain: true), at: Paths.goldens.appendingPathComponent("\(name).txt"))
        try expectGolden(JSONRenderer.render(result), at: Paths.goldens.appendingPathComponent("\(name).json"))
        try expectGolden(SVGRenderer.render(result), at: Paths.goldens.appendingPathComponent("\(name).svg"))
    }

    /// The demo's output for all the examples.
    @Test func demo() throws {
        let text = try Example.all(in: Paths.examples, recognizers: .withSampleRecognizers).map { Example.summary(of: $0, result: try $0.run()) }
            .joined(separator: "\n")
        try expectGolden(text, at: Paths.goldens.appendingPathComponent("demo.txt"))
    }
}
