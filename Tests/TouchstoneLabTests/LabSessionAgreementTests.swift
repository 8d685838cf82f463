// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import Synchronization
import Testing
@testable import TouchstoneLab
import TouchstoneFormats
import TouchstoneReplay
import TouchstoneSampleKinds

/// A session driven directly, as the server drives it (issue 44): a scene the page sends
/// can name no file, and what the session admits the window takes, so that the page and
/// the window never disagree about which fingers are down.
@MainActor
@Suite struct LabSessionAgreementTests {
    /// What the session sent to the page.
    final class Outbox: Sendable {
        private let messages = Mutex<[String]>([])
        func add(_ message: String) { messages.withLock { $0.append(message) } }
        var all: [String] { messages.withLock { $0 } }
        var errors: [String] { all.filter { $0.hasPrefix("{\"type\": \"error\"") } }
    }

    private static func session() throws -> (LabSession, Outbox) {
        let catalog = try SceneCatalog(examples: LabTestServer.examples, initialName: "tap", recognizers: .withSampleRecognizers)
        let outbox = Outbox()
        let session = LabSession(catalog: catalog, lateInputAllowance: .milliseconds(40)) { outbox.add($0) }
        return (session, outbox)
    }

    /// Waits, at most 5 s, until `condition` holds.
    static func waitUntil(_ condition: () -> Bool) async throws {
        var waited = 0
        while !condition() && waited < 500 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
    }

    /// A scene from the page naming a templates file is refused without opening it:
    /// nothing the page sends names a file on the lab's machine.
    @Test func aPageSceneCannotNameAFile() async throws {
        let (session, outbox) = try Self.session()
        defer { session.close() }
        // A file that exists where the tests run, so that opening it would answer.
        let scene = #"{"format": "touchstone-scene", "version": 1, "name": "page", "views": [{"name": "v", "recognizers": "#
            + #"[{"name": "s", "class": "ShapeGestureRecognizer", "templates": "Package.swift"}]}]}"#
        session.handle(#"{"type": "scene", "text": \#(TraceFormat.quoted(scene))}"#)
        let reply = try #require(outbox.all.last)
        #expect(reply.hasPrefix("{\"type\": \"error\""), "\(reply)")
        #expect(reply.contains("cannot name a file"), "\(reply)")
    }

    /// A lift whose coalesced sample lies before the session's first message is taken by
    /// the window too: the finger is up for both, and may touch down again.
    @Test func aLiftWithAnEarlyCoalescedSampleLifts() async throws {
        let (session, outbox) = try Self.session()
        defer { session.close() }
        session.handle(#"{"type": "touch", "time": 1000, "touches": [{"finger": 1, "phase": "began", "x": 100, "y": 100}]}"#)
        session.handle(#"{"type": "touch", "time": 1010, "touches": [{"finger": 1, "phase": "ended", "x": 100, "y": 100, "#
                       + #""coalesced": [{"x": 100, "y": 100, "time": 500}]}]}"#)
        session.handle(#"{"type": "touch", "time": 1020, "touches": [{"finger": 1, "phase": "began", "x": 100, "y": 100}]}"#)
        session.handle(#"{"type": "touch", "time": 1030, "touches": [{"finger": 1, "phase": "ended", "x": 100, "y": 100}]}"#)
        try await Self.waitUntil { outbox.all.filter { $0.contains("\"ended\"") }.count >= 2 || !outbox.errors.isEmpty }
        #expect(outbox.errors.isEmpty, "\(outbox.errors)")
        #expect(outbox.all.filter { $0.contains("\"ended\"") }.count >= 2)
    }

    /// A scroll before the pointer is in the window is refused by the session at once,
    /// as the window would refuse it.
    @Test func aScrollBeforeThePointerIsRefusedAtOnce() async throws {
        let (session, outbox) = try Self.session()
        defer { session.close() }
        session.handle(#"{"type": "pointer", "time": 1000, "event": "scroll", "dx": 0, "dy": -40, "scrollType": "discrete", "phase": "changed"}"#)
        #expect(outbox.errors.count == 1, "\(outbox.all)")
        #expect(outbox.errors.first?.contains("pointer") == true)
        // Moved in, the pointer may scroll.
        session.handle(#"{"type": "pointer", "time": 1010, "event": "move", "x": 10, "y": 20, "buttons": 0}"#)
        session.handle(#"{"type": "pointer", "time": 1020, "event": "scroll", "dx": 0, "dy": -40, "scrollType": "discrete", "phase": "changed"}"#)
        try await Self.waitUntil { outbox.all.contains { $0.contains("scroll") } }
        #expect(outbox.errors.count == 1, "\(outbox.all)")
    }
}
#endif
