// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Testing
@testable import TouchstoneLab

/// The lab answers only its own page at its own address: a page of another site cannot
/// open a session (cross-site WebSocket hijacking), nor read the page through a name of
/// its own pointed at 127.0.0.1 (DNS rebinding). Both are refused before anything else
/// happens, with 403 and a line saying why.
@Suite struct LabAccessTests {
    /// A WebSocket request from another site's page, another port's or a sandboxed one's
    /// is refused before the upgrade; the lab's own page is upgraded.
    @Test func foreignOriginIsRefusedBeforeTheUpgrade() async throws {
        try await LabTestServer.with { port in
            for origin in ["http://evil.example", "http://evil.example:\(port)", "http://127.0.0.1:\(port + 1)", "null",
                           "https://127.0.0.1:\(port)", "http://localhost:\(port)"] {
                let reply = try await LabRawReply.exchange(port: port, LabRawReply.upgradeRequest(port: port, origin: origin))
                #expect(reply.status == 403, "\(origin): \(reply.head)")
                #expect(reply.body.contains("is not this lab's page"), "\(origin): \(reply.body)")
                #expect(reply.frames.isEmpty)
            }
            // The page the lab served at the address the request names: upgraded, and the
            // session starts with the scene (the client's close then ends it).
            for (host, origin) in [("127.0.0.1:\(port)", "http://127.0.0.1:\(port)"), ("localhost:\(port)", "http://LOCALHOST:\(port)")] {
                let reply = try await LabRawReply.exchange(port: port, LabRawReply.upgradeRequest(port: port, host: host, origin: origin),
                                                           frames: [LabRawReply.frame(opcode: 0x8, "")], afterFirstFrame: true)
                #expect(reply.status == 101, "\(origin): \(reply.head)")
                #expect(reply.texts.first?.hasPrefix("{\"type\": \"scene\"") == true, "\(reply.texts)")
            }
        }
    }

    /// A request naming the lab by a name that is not its own address is refused, the page
    /// as well as a session: that is what a DNS-rebinding page sends.
    @Test func foreignHostIsRefused() async throws {
        try await LabTestServer.with { port in
            func get(host: String) -> String { "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n" }
            for host in ["evil.example:\(port)", "127.0.0.1.evil.example:\(port)", "127.0.0.1:\(port + 1)", "evil.example"] {
                let page = try await LabRawReply.exchange(port: port, get(host: host))
                #expect(page.status == 403, "\(host): \(page.head)")
                #expect(page.body.contains("is not an address of this lab; open http://127.0.0.1:\(port)/"), "\(page.body)")
                let session = try await LabRawReply.exchange(port: port, LabRawReply.upgradeRequest(port: port, host: host))
                #expect(session.status == 403, "\(host): \(session.head)")
            }
            let missing = try await LabRawReply.exchange(port: port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
            #expect(missing.status == 403)
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] {
                let page = try await LabRawReply.exchange(port: port, get(host: host))
                #expect(page.status == 200, "\(host): \(page.head)")
                #expect(page.body.contains("<title>Touchstone lab</title>"))
            }
        }
    }

    /// Which names and origins each listening address accepts.
    @Test func addressPolicy() {
        let loopback = LabAddressPolicy(listeningHost: "127.0.0.1")
        for host in ["127.0.0.1:8080", "localhost:8080", "LocalHost:8080", "[::1]:8080"] {
            #expect(loopback.refusal(host: host, origin: nil, port: 8080) == nil, "\(host)")
            #expect(loopback.refusal(host: host, origin: "http://\(host)", port: 8080) == nil, "\(host)")
        }
        #expect(loopback.refusal(host: "127.0.0.1", origin: nil, port: 8080) == nil, "a name without a port")
        for host in ["127.0.0.1:8081", "evil.example:8080", "localhost.:8080", "[::1:8080", "127.0.0.1:+8080",
                     "127.0.0.1:8080:1", "::1:8080", "", "[evil]:8080"] {
            #expect(loopback.refusal(host: host, origin: nil, port: 8080) != nil, "\(host)")
        }
        // The origin must be the page at the address the request names.
        #expect(loopback.refusal(host: "localhost:8080", origin: "http://127.0.0.1:8080", port: 8080) != nil)
        #expect(loopback.refusal(host: "localhost:80", origin: "http://localhost", port: 80) == nil)
        #expect(loopback.refusal(host: nil, origin: nil, port: 8080) != nil)

        let everywhere = LabAddressPolicy(listeningHost: "0.0.0.0")
        #expect(everywhere.refusal(host: "192.168.1.5:8080", origin: "http://192.168.1.5:8080", port: 8080) == nil)
        #expect(everywhere.refusal(host: "[fe80::1]:8080", origin: nil, port: 8080) == nil)
        #expect(everywhere.refusal(host: "evil.example:8080", origin: nil, port: 8080) != nil)
        #expect(everywhere.refusal(host: "127.0.0.1:8080", origin: "http://192.168.1.66:8080", port: 8080) != nil)

        let named = LabAddressPolicy(listeningHost: "Workstation.local")
        #expect(named.refusal(host: "workstation.local:8080", origin: nil, port: 8080) == nil)
        #expect(named.refusal(host: "localhost:8080", origin: nil, port: 8080) != nil)
        #expect(named.address(port: 8080) == "http://workstation.local:8080/")

        let ipv6 = LabAddressPolicy(listeningHost: "::1")
        #expect(ipv6.refusal(host: "[::1]:8080", origin: "http://[::1]:8080", port: 8080) == nil)
        #expect(ipv6.address(port: 8080) == "http://[::1]:8080/")
    }
}
#endif
