import Testing

/// Why a lab test's wait ended without what it waited for: a time limit, or the other end
/// gone. Each lab test's wait on the server, a socket or the browser has a generous limit,
/// so that a bug fails the test, naming what it waited for, instead of holding `swift test`
/// until CI kills it.
struct WaitFailure: Error, CustomStringConvertible {
    let description: String
}

/// Runs `body`; if it has not ended after `limit`, records an issue (at the caller) naming
/// `what` and throws. `body` is cancelled then, so it must end on cancellation.
func waiting<T: Sendable>(for what: String, atMost limit: Duration = .seconds(30),
                          sourceLocation: SourceLocation = #_sourceLocation,
                          _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let result = try await group.next(), let value = result else {
            let failure = WaitFailure(description: "waited \(limit) for \(what)")
            Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
            throw failure
        }
        return value
    }
}
