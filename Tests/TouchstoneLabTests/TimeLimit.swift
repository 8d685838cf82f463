// Built only with the Lab trait, as the lab tests that use it (Package.swift).
#if Lab
import Testing

/// Why a lab test's wait ended without what it waited for: a time limit, or the other end
/// gone. Each lab test's wait on the server, a socket or the browser has a generous limit,
/// so that a bug fails the test, naming what it waited for, instead of holding `swift test`
/// until CI kills it.
struct WaitFailure: Error, CustomStringConvertible {
    let description: String

    /// The failure, recorded as an issue at `sourceLocation` (the test's line).
    static func recorded(_ description: String, at sourceLocation: SourceLocation) -> WaitFailure {
        Issue.record(Comment(rawValue: description), sourceLocation: sourceLocation)
        return WaitFailure(description: description)
    }
}

/// How long a lab test waits for one thing before it fails. Long: the lab's sessions run
/// on the main actor, and in a full `swift test` the main actor's queue is shared with the
/// engine's tests, so while they run each step of a session waits behind them.
let labTestWaitLimit = Duration.seconds(600)

/// Runs `body`; if it has not ended within `labTestWaitLimit`, records an issue (at the
/// caller) naming `what` and throws. `body` is cancelled then, so it must end on cancellation.
func waiting<T: Sendable>(for what: String, sourceLocation: SourceLocation = #_sourceLocation,
                          _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: labTestWaitLimit)
            return nil
        }
        defer { group.cancelAll() }
        guard let result = try await group.next(), let value = result else {
            throw WaitFailure.recorded("waited \(labTestWaitLimit) for \(what)", at: sourceLocation)
        }
        return value
    }
}
#endif
