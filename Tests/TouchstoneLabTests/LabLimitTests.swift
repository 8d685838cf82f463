// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import NIOCore
import NIOPosix
import Testing
@testable import TouchstoneLab

/// What a client that holds the server's memory or places without using them gets: a
/// bound. Every loop here is bounded, and every connection is to 127.0.0.1.
@Suite struct LabLimitTests {
    private static func get(_ port: Int) -> String { "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n" }

    /// A request head of 100 KB is answered with 431, not with silence.
    @Test func oversizedHeadIsAnswered() async throws {
        try await LabTestServer.with { port in
            let big = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Padding: \(String(repeating: "a", count: 100_000))\r\n\r\n"
            let reply = try await LabRawReply.exchange(port: port, big)
            #expect(reply.status == 431, "\(reply.head)")
            #expect(reply.body.contains("larger than 16384 bytes"))
        }
    }

    /// A request that never finishes its head is answered with 408 once its time is up.
    /// (The limit is long enough for the client's first bytes to arrive before it even on
    /// a loaded machine; with 300 ms they sometimes came after the server had closed.)
    @Test func halfSentRequestTimesOut() async throws {
        try await LabTestServer.with(limits: LabLimits(requestHeadTimeout: .seconds(3))) { port in
            let reply = try await LabRawReply.exchange(port: port, "GET / HTTP/1.1\r\nHost: 127.0.")
            #expect(reply.status == 408, "\(reply.head)")
        }
    }

    /// 300 half-sent requests held open do not keep a page's request from being served:
    /// the connections waiting for a head are counted, and the oldest make room.
    @Test func halfSentRequestsDoNotStarveThePage() async throws {
        try await LabTestServer.with { port in
            var idle: [any Channel] = []
            defer { for channel in idle { channel.close(promise: nil) } }
            for _ in 0..<300 {
                let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                    .connect(host: "127.0.0.1", port: port).get()
                try await channel.writeAndFlush(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Slow: ")).get()
                idle.append(channel)
            }
            let page = try await LabRawReply.exchange(port: port, Self.get(port))
            #expect(page.status == 200, "\(page.head)")
            #expect(page.body.contains("<title>Touchstone lab</title>"))
        }
    }

    /// A client that sends `save` after `save` and reads nothing at the socket: once the
    /// kernel's buffers are full the server's writes wait (SwiftNIO's writer waits for the
    /// channel to be writable), the replies queued behind them stop at the cap, and past it
    /// they are dropped with one notice. Had the writes completed into buffers of their
    /// own, the queue would never reach the cap and every save would come back.
    @Test func unreadRepliesAreBounded() async throws {
        // The moves and saves fit the burst; the padding after them is dropped by the rate
        // limit, without work, and is there only so that the client's send can end only
        // once the server has handled every save: it is larger than everything that can
        // hold bytes between the two (the kernel's receive buffer grows to 32 MiB here).
        let moves = 1000, saves = 40
        let limits = LabLimits(messageBurst: 1 + moves + saves, messagesPerSecond: 0.001,
                               maximumUnreadReplyBytes: 256 * 1024)
        var messages = [#"{"type": "touch", "time": 1, "touches": [{"finger": 1, "phase": "began", "x": 100, "y": 100}]}"#]
        for step in 1...moves {
            messages.append(#"{"type": "touch", "time": \#(1 + step), "touches": [{"finger": 1, "phase": "moved", "x": \#(100 + step % 200), "y": 100}]}"#)
        }
        messages += Array(repeating: #"{"type": "save"}"#, count: saves)
        var frames = messages.flatMap { LabRawReply.frame(opcode: 0x1, $0) }
        let padding = LabRawReply.frame(opcode: 0x1, String(repeating: " ", count: 32 * 1024))
        for _ in 0..<(48 << 20) / padding.count { frames += padding }
        try await LabTestServer.with(limits: limits) { [frames] port in
            // The notice is the last thing the test needs: what comes after it came once the
            // client read again.
            let notice = #"dropping replies (and saves) until it reads them"}"#
            let reply = try LabRawReply(await StalledClient.send(upgrade: LabRawReply.upgradeRequest(port: port), then: frames,
                                                                 to: port, readingUntil: notice))
            let saved = reply.texts.filter { $0.hasPrefix("{\"type\": \"saved\"") }
            #expect(reply.texts.last?.hasSuffix(notice) == true, "no notice among \(reply.texts.count) replies")
            #expect(saved.count < saves, "every save was kept for a client that read nothing")
            #expect(saved.count >= 1)
        }
    }

    /// A page that has sent nothing for a while gives its place to a new page when every
    /// place is taken, and is told why. (That a page in use keeps its place is checked on
    /// ``SessionSlots`` with given instants: here the main actor's other work in a full
    /// `swift test` can hold a reply past any idle time short enough for a test.)
    @Test func idlePageGivesUpItsPlace() async throws {
        let limits = LabLimits(maximumConnections: 1, idleBeforeEviction: .seconds(1))
        try await LabTestServer.with(limits: limits) { port in
            try await LabTestClient.connect(port: port) { idle in
                try await idle.waitFor(count: 1)
                try await Task.sleep(for: .milliseconds(1200))
                try await LabTestClient.connect(port: port) { newcomer in
                    try await newcomer.waitFor(count: 1)
                    #expect(await newcomer.messages[0].hasPrefix("{\"type\": \"scene\""))
                }
                try await idle.waitUntil("the notice that another page took the place") {
                    $0.contains { $0.contains("another page took this page's place") }
                }
            }
        }
    }
}
#endif
