// Built only with the Lab trait, as the lab tests that use it (Package.swift).
#if Lab
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A client that stops reading at the socket, as a page that stops reading does: it sends
/// the upgrade request and reads the response's head, then sends its frames reading
/// nothing (its buffers are the smallest the kernel allows, so that the server's writes
/// find them full), and only then reads, until a marker arrives or the server closes. Its calls
/// block, so it runs on a thread of its own; each call gives up after two minutes, so that
/// a server that stops answering fails the test instead of holding it.
enum StalledClient {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What the server sent, its response head first, up to the end of `marker` (or its close).
    static func send(upgrade request: String, then frames: [UInt8], to port: Int, readingUntil marker: String) async throws -> [UInt8] {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try exchange(Array(request.utf8), frames, port: port, until: Array(marker.utf8)) })
            }
        }
    }

    private static func exchange(_ request: [UInt8], _ frames: [UInt8], port: Int, until marker: [UInt8]) throws -> [UInt8] {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw failure("socket") }
        defer { close(fd) }
        func set<Value>(_ option: Int32, _ value: Value) throws {
            let done = withUnsafeBytes(of: value) { setsockopt(fd, SOL_SOCKET, option, $0.baseAddress, socklen_t($0.count)) }
            guard done == 0 else { throw failure("setsockopt") }
        }
        // Before connecting: the receive window is set from the buffer then.
        try set(SO_RCVBUF, Int32(1))
        try set(SO_SNDBUF, Int32(1))
        try set(SO_RCVTIMEO, timeval(tv_sec: 120, tv_usec: 0))
        try set(SO_SNDTIMEO, timeval(tv_sec: 120, tv_usec: 0))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw failure("connect") }
        try sendAll(request, to: fd)
        var received: [UInt8] = []
        // Where `bytes` first ends in `received`, searching only what came since the last look.
        var searched = 0
        func end(of bytes: [UInt8]) -> Int? {
            defer { searched = received.count }
            let from = max(0, searched - bytes.count + 1)
            return received[from...].indices.first { received[$0...].starts(with: bytes) }.map { $0 + bytes.count }
        }
        while end(of: Array("\r\n\r\n".utf8)) == nil {
            guard try receive(from: fd, into: &received) else { return received }
        }
        try sendAll(frames, to: fd)
        searched = 0
        while true {
            if let end = end(of: marker) { return Array(received[..<end]) }
            guard try receive(from: fd, into: &received) else { return received }
        }
    }

    private static func sendAll(_ bytes: [UInt8], to fd: Int32) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw failure("send after \(sent) of \(bytes.count) bytes") }
            sent += count
        }
    }

    /// Appends what one read gives; `false` at the end of the stream.
    private static func receive(from fd: Int32, into received: inout [UInt8]) throws -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count >= 0 else {
            throw errno == EAGAIN ? Failure(description: "stalled client: nothing more came within 120 s after \(received.count) bytes")
                : failure("recv after \(received.count) bytes")
        }
        received += buffer[..<count]
        return count > 0
    }

    private static func failure(_ call: String) -> Failure {
        Failure(description: "stalled client: \(call) failed: \(String(cString: strerror(errno)))")
    }
}
#endif
