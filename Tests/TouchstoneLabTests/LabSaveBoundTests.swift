// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import Testing
@testable import TouchstoneLab
import TouchstoneReplay
import TouchstoneSampleKinds

/// A session's save always fits in a reply (issue 44): the session is bounded, the page
/// is told so before the work, and a reply too large for the cap is said to be too large,
/// not unread.
@MainActor
@Suite struct LabSaveBoundTests {
    /// A reply larger than the whole cap is refused for its size.
    @Test func aReplyLargerThanTheCapIsSaidToBe() async {
        let replies = ReplyQueue(maximumBytes: 1000)
        replies.post(String(repeating: "x", count: 2000))
        replies.finish()
        var texts: [String] = []
        for await item in replies.items { if case .text(let text) = item { texts.append(text) } }
        #expect(texts.count == 1)
        #expect(texts.first?.contains("unread") == false, "\(texts)")
        #expect(texts.first?.contains("larger than") == true, "\(texts)")
    }

    /// A session stops taking input once its save would reach the bound, says so, and
    /// its save then fits under the bound.
    @Test func aFullSessionRefusesInputAndItsSaveFits() async throws {
        let catalog = try SceneCatalog(examples: LabTestServer.examples, initialName: "tap", recognizers: .withSampleRecognizers)
        let outbox = LabSessionAgreementTests.Outbox()
        let bound = 200_000
        let session = LabSession(catalog: catalog, lateInputAllowance: .milliseconds(40), maximumSaveBytes: bound) { outbox.add($0) }
        defer { session.close() }
        // A finger panning at 120 Hz, as a page sends it: a message every 8 ms.
        var time = 1000.0
        session.handle(#"{"type": "touch", "time": \#(time), "touches": [{"finger": 1, "phase": "began", "x": 100, "y": 100}]}"#)
        var refused = false
        for step in 1...20_000 where !refused {
            try await Task.sleep(for: .milliseconds(8))
            time += 8
            let x = 100 + Double(step % 200)
            session.handle(#"{"type": "touch", "time": \#(time), "touches": [{"finger": 1, "phase": "moved", "x": \#(x), "y": 100}]}"#)
            refused = outbox.errors.contains { $0.contains("save") }
        }
        #expect(refused, "the session never filled")
        #expect(outbox.errors.last?.contains("reset") == true, "\(outbox.errors.last ?? "")")
        // The driver delivers what the session took at its pace: saved once it is done.
        var count = -1
        while count != outbox.all.count {
            count = outbox.all.count
            try await Task.sleep(for: .milliseconds(300))
        }
        session.handle(#"{"type": "save"}"#)
        var saved: String?
        for _ in 0..<1000 where saved == nil {
            saved = outbox.all.last { $0.hasPrefix("{\"type\": \"saved\"") }
            if saved == nil { try await Task.sleep(for: .milliseconds(10)) }
        }
        guard let saved else {
            Issue.record("no save: \(outbox.errors.suffix(2))")
            return
        }
        let size = saved.utf8.count
        #expect(size <= bound, "a save of \(size) bytes")
        // Not far below either, or the session would end long before its save needs to
        // (how much the driver delivered before the refusal depends on the machine's load).
        #expect(size > bound / 10, "the bound is far from the save's size: \(size) of \(bound)")
    }
}
#endif
