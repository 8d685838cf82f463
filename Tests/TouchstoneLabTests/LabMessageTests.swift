// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import Testing
import Touchstone
@_spi(Fuzzing) @testable import TouchstoneLab
import TouchstoneFormats
import TouchstoneReplay

/// Messages a real browser sends, and hostile ones: each is either taken as the page
/// meant it, or refused with a reason, and refused input leaves no trace.
@Suite struct LabMessageTests {
    private static func touch(_ time: Double, _ changes: String) -> String {
        "{\"type\": \"touch\", \"time\": \(time), \"touches\": [\(changes)]}"
    }

    private static func finger(_ finger: Int, _ phase: String, x: Double = 100, y: Double = 100, extra: String = "") -> String {
        "{\"finger\": \(finger), \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y)\(extra)}"
    }

    /// A key given twice is refused, however it is spelled and wherever it is.
    @Test func duplicateKeysAreRefused() async throws {
        try await LabTestServer.with { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                for message in [#"{"type": "reset", "type": "save"}"#, #"{"type": "reset", "t\u0079pe": "save"}"#,
                                Self.touch(1, #"{"finger": 1, "finger": 2, "phase": "began", "x": 1, "y": 1}"#)] {
                    let answer = try await client.exchange(message)
                    #expect(answer.hasPrefix("{\"type\": \"error\""), "\(message) -> \(answer)")
                    #expect(answer.contains("appears twice"), "\(message) -> \(answer)")
                }
                #expect(try ClientMessage.parse(#"{"type": "reset"}"#) == .reset)
            }
        }
    }

    /// The duplicate-key check compares keys as the decoder does (escapes read), in every
    /// object however deep, and sees keys only.
    @Test func duplicateKeysAreFoundAsTheDecoderReadsThem() {
        func refusal(_ text: String) -> String? {
            do { _ = try ClientMessage.parse(text); return nil } catch { return error.description }
        }
        let reset = #"{"type": "reset""#
        #expect(refusal(reset + #", "extra": {"a": 1, "b": {"a": 2}, "c": [{"a": 1}, {"a": 2}]}}"#) == nil)
        #expect(refusal(reset + #", "extra": {"a": "a", "b": "a"}}"#) == nil)
        #expect(refusal(reset + #", "extra": {"key": "{\"key\": 1}", "other": 2}}"#) == nil)
        for (text, key) in [(reset + #", "extra": {"a": [1, {"x": 1, "x": 2}]}}"#, "x"),
                            (reset + #", "extra": {"\ud83d\ude00": 1, "😀": 2}}"#, "😀"),
                            (reset + #", "extra": {"q\"": 1, "q\u0022": 2}}"#, "q\"")] {
            #expect(refusal(text)?.contains("\"\(key)\" appears twice") == true, "\(text) -> \(refusal(text) ?? "accepted")")
        }
    }

    /// A reason that quotes the page's message stays one line when the message's keys or
    /// values hold escaped line breaks (found by FuzzLabMessage).
    @Test func reasonsStayOneLine() {
        for text in [#"{"type": "pointer", "time": 1300, "ev\nt": "move", "ev\nt": "move", "buttons": 0}"#,
                     #"{"type": "re\nset"}"#,
                     #"{"type": "pointer", "time": 1, "event": "move", "x": 1, "y": 1, "buttons": 0, "modifiers": ["sh\rift"]}"#] {
            let error = #expect(throws: LabError.self) { try ClientMessage.parse(text) }
            #expect(error.map { !$0.description.contains("\n") && !$0.description.contains("\r") } == true, "\(text)")
        }
    }

    /// RFC 6455: a server must close the connection on an unmasked client frame (5.1), and
    /// on a continuation frame with no message begun (5.4).
    @Test func framesOutsideTheProtocolCloseTheConnection() async throws {
        try await LabTestServer.with { port in
            let reset = #"{"type": "reset"}"#
            let unmasked = try await LabRawReply.exchange(port: port, LabRawReply.upgradeRequest(port: port),
                                                          frames: [LabRawReply.frame(opcode: 0x1, masked: false, reset)])
            #expect(unmasked.closeCode == 1002)
            #expect(!unmasked.texts.dropFirst().contains { $0.hasPrefix("{\"type\": \"scene\"") }, "no reset: \(unmasked.texts)")
            let continuation = try await LabRawReply.exchange(port: port, LabRawReply.upgradeRequest(port: port),
                                                              frames: [LabRawReply.frame(opcode: 0x0, reset)])
            #expect(continuation.closeCode == 1002)
            #expect(continuation.texts.last?.contains("continuation frame with no message begun") == true, "\(continuation.texts)")
            let interleaved = try await LabRawReply.exchange(port: port, LabRawReply.upgradeRequest(port: port),
                                                             frames: [LabRawReply.frame(opcode: 0x1, fin: false, "{"),
                                                                      LabRawReply.frame(opcode: 0x1, reset)])
            #expect(interleaved.closeCode == 1002)
        }
    }

    /// Times past the lab's limits are refused before they reach the window: a time a
    /// double cannot count in milliseconds, and one far ahead of the lab's clock (a held
    /// stepper would otherwise repeat for every 0.1 s of it). The session answers after.
    @Test func timesPastTheLimitsAreRefused() async throws {
        let stepper = #"{"format": "touchstone-scene", "version": 1, "name": "stepper", "window": {"width": 390, "height": 844}, "#
            + #""views": [{"name": "stepper", "class": "UIStepper", "frame": [0, 0, 390, 844], "wraps": true, "maximumValue": 3}]}"#
        try await LabTestServer.with { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                let scene = try await client.exchange(#"{"type": "scene", "text": \#(TraceFormat.quoted(stepper))}"#)
                #expect(scene.hasPrefix("{\"type\": \"scene\", \"name\": \"stepper\""), "\(scene)")
                _ = try await client.exchange(Self.touch(1, Self.finger(1, "began", x: 300, y: 400)))
                // The held stepper's timers send events of their own: the answer is the error.
                let huge = try await client.exchange(Self.touch(1e300, Self.finger(1, "moved", x: 300, y: 400))) { $0.hasPrefix("{\"type\": \"error\"") }
                #expect(huge.contains("time must be a number of milliseconds within 0…1000000000000"), "\(huge)")
                let ahead = try await client.exchange(Self.touch(1e12, Self.finger(1, "moved", x: 300, y: 400))) { $0.hasPrefix("{\"type\": \"error\"") }
                #expect(ahead.contains("ahead of the lab's clock"), "\(ahead)")
                #expect(ahead.contains("\"fingers\": [1]"), "\(ahead)")
                let saved = try await client.exchange(#"{"type": "save"}"#) { $0.contains("\"type\": \"saved\"") }
                let trace = try TraceFormat.read(try #require(Self.object(saved)?["trace"] as? String), file: "saved")
                #expect((trace.endTime ?? .infinity) < 60, "the window's time stayed with the lab's clock: \(String(describing: trace.endTime))")
            }
        }
    }

    /// A page open for a minute: its coalesced and predicted samples move with their
    /// message's time when the lab places it on the window's timeline.
    @Test func samplesFollowTheirMessage() async throws {
        try await LabTestServer.with { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                let began = try await client.exchange(Self.touch(60_000, Self.finger(1, "began")))
                #expect(began.hasPrefix("{\"type\": \"events\""), "\(began)")
                let samples = #", "coalesced": [{"x": 104, "y": 100, "time": 60008}], "predicted": [{"x": 112, "y": 100, "time": 60024}]"#
                let moved = try await client.exchange(Self.touch(60_016, Self.finger(1, "moved", x: 108, extra: samples)))
                #expect(moved.hasPrefix("{\"type\": \"events\""), "\(moved)")
                let saved = try await client.exchange(#"{"type": "save"}"#) { $0.contains("\"type\": \"saved\"") }
                let trace = try TraceFormat.read(try #require(Self.object(saved)?["trace"] as? String), file: "saved")
                let frame = try #require(trace.frames.first { $0.changes.first?.phase == .moved }, "\(trace.frames)")
                let start = try #require(trace.frames.first?.time)
                let change = try #require(frame.changes.first)
                #expect(abs(frame.time - start - 0.016) < 1e-9)
                #expect(change.coalesced.map { (($0.time - frame.time) * 1e6).rounded() / 1e6 } == [-0.008])
                #expect(change.predicted.map { (($0.time - frame.time) * 1e6).rounded() / 1e6 } == [0.008])
            }
        }
    }

    /// A touch message that does not follow the fingers down is refused before the window;
    /// its fingers that were down are cancelled (the input is lost, R-L3), so that the
    /// page, which forgets the fingers the error lists, and the window agree.
    @Test func refusedTouchesCancelTheirFingers() async throws {
        try await LabTestServer.with { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                _ = try await client.exchange(Self.touch(10, Self.finger(1, "began")))
                let refused = try await client.exchange(Self.touch(20, Self.finger(1, "ended") + ", " + Self.finger(2, "moved")))
                #expect(refused.contains("finger 2 moved but is not down"), "\(refused)")
                #expect(refused.contains("\"fingers\": [1, 2]"), "\(refused)")
                try await client.waitUntil("finger 1 cancelled") { $0.contains { $0.contains(#""finger": 1, "phase": "cancelled""#) } }
                let messages = await client.messages
                #expect(!messages.contains { $0.contains(#""finger": 1, "phase": "ended""#) }, "the refused lift is not shown")
                // Finger 1 is up on both sides: it may touch down again.
                let again = try await client.exchange(Self.touch(30, Self.finger(1, "began")))
                #expect(again.hasPrefix("{\"type\": \"events\""), "\(again)")
            }
        }
    }

    /// A reset cancels every finger still down and says so before the new scene.
    @Test func resetCancelsTheFingersDown() async throws {
        try await LabTestServer.with { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                _ = try await client.exchange(Self.touch(10, Self.finger(1, "began") + ", " + Self.finger(2, "began", x: 200)))
                let before = await client.messages.count
                try await client.send(#"{"type": "reset"}"#)
                try await client.waitUntil("the scene after the reset") { $0.count > before && $0.last!.hasPrefix("{\"type\": \"scene\"") }
                let answer = Array(await client.messages[before...])
                #expect(answer.count == 2, "the cancellation, then the scene: \(answer)")
                for finger in [1, 2] {
                    #expect(answer.first?.contains(#""finger": \#(finger), "phase": "cancelled""#) == true, "\(answer)")
                }
            }
        }
    }

    /// Input the window refuses leaves no trace in the scene session's timeline (R-O5).
    @Test @MainActor func refusedInputLeavesTheTimelineAsItWas() throws {
        let scene = try Scene.read(contentsOf: LabTestServer.examples.appendingPathComponent("tap.scene.json"))
        let session = SceneSession(scene: scene, screen: CGSize(width: 390, height: 844))
        try session.sendTouches([TouchInput(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10))], at: 0.1)
        let events = session.events.count
        #expect(throws: TouchInputError.fingerNotDown(finger: 2, phase: .moved)) {
            try session.sendTouches([TouchInput(finger: 1, phase: .ended), TouchInput(finger: 2, phase: .moved)], at: 0.2)
        }
        #expect(session.events.count == events)
        #expect(throws: TouchInputError.self) {
            try session.sendPointer(.scroll(dx: 0, dy: 1, type: .continuous, phase: .changed, modifiers: []), at: 0.3)
        }
        #expect(session.events.count == events)
        try session.sendTouches([TouchInput(finger: 1, phase: .ended)], at: 0.4)
        #expect(session.events.count > events)
    }

    static func object(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
}

extension LabTestClient {
    /// Sends `text` and returns the first message after it that `matches`.
    func exchange(_ text: String, sourceLocation: SourceLocation = #_sourceLocation,
                  until matches: @escaping @Sendable (String) -> Bool) async throws -> String {
        let before = messages.count
        try await send(text)
        try await waitUntil("the answer to \(text.prefix(60))", sourceLocation: sourceLocation) { $0.dropFirst(before).contains(where: matches) }
        return messages.dropFirst(before).first(where: matches)!
    }
}
#endif
