import Foundation
import Synchronization
import Testing
import Touchstone

/// A test trait that makes a failing gesture test explain itself: every ``TouchSimulator``
/// made in the test keeps a ``GestureLog`` of its window, and when an expectation fails
/// (any issue of error severity), the failure's message carries each log's explanation
/// (the timeline, the gestures that fired, and why the others did not, as `touchstone
/// replay --explain` prints it) and, once the test ends, each log's SVG timeline and
/// replayable trace are saved as the test's attachments (`window.svg`, `window.trace`;
/// `swift test --attachments-path DIR` writes them to DIR), ready for the lab or for
/// `touchstone replay`.
///
/// ```swift
/// @Test(.gestureLog) func doubleTapZooms() { … }
/// ```
///
/// On a suite, it applies to every test in it. A log made directly with
/// ``GestureLog/init(window:title:)`` inside such a test is reported the same way.
public struct GestureLogTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it is given to.
    public var isRecursive: Bool { true }

    /// Scopes each test case, never a whole suite: the logs are one test's.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> GestureLogTrait? {
        testCase == nil ? nil : self
    }

    /// Runs the test with a scope that collects its logs, adds their explanation to each
    /// issue it records and, if there was one, attaches their SVG and trace.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await Self.run(function, in: GestureLogScope(), for: test, testCase: testCase)
    }

    /// Runs `function` with `scope` as the running test's log scope: its logs' explanation
    /// goes into each issue of error severity, and their SVG and trace are attached if
    /// there was one.
    static func run(_ function: @Sendable () async throws -> Void, in scope: GestureLogScope, for test: Test,
                    testCase: Test.Case?) async throws {
        let explaining = IssueHandlingTrait.compactMapIssues { issue in scope.explain(issue) }
        do {
            try await GestureLogScope.$current.withValue(scope) {
                try await explaining.provideScope(for: test, testCase: testCase, performing: function)
            }
        } catch {
            scope.noteFailure()
            await scope.recordAttachments()
            throw error
        }
        await scope.recordAttachments()
    }
}

extension Trait where Self == GestureLogTrait {
    /// Logs the gestures of the test's simulators, and when the test fails, prints the
    /// logs' explanation with the failure and attaches their SVG timeline and trace.
    public static var gestureLog: Self { GestureLogTrait() }
}

/// The logs of one test running with the ``GestureLogTrait`` (or, in XCTest, observed by
/// TouchstoneXCTest's `GestureLogObserver`), and whether it failed.
package final class GestureLogScope: Sendable {
    /// The scope of the running Swift Testing test, if it has the trait.
    @TaskLocal static var current: GestureLogScope?

    /// The scope of the running XCTest test, while an observer watches it, and the thread
    /// it runs on: XCTest runs its tests one at a time on one thread, outside any task that
    /// could carry a task-local value, so the observer sets it at each test's start and
    /// clears it at its end. Only that thread sees it: Swift Testing's tests, which may run
    /// meanwhile on others, keep their own.
    private static let observed = Mutex<(scope: GestureLogScope, thread: pthread_t, fail: @Sendable (String) -> Void)?>(nil)

    /// Makes `scope` the scope of the XCTest test starting on this thread, whose failures
    /// `fail` records (`XCTFail`: this module does not link XCTest).
    package static func observe(_ scope: GestureLogScope, failing fail: @escaping @Sendable (String) -> Void) {
        observed.withLock { $0 = (scope, pthread_self(), fail) }
    }

    /// Ends the observed XCTest test's scope.
    package static func stopObserving() {
        observed.withLock { $0 = nil }
    }

    /// The observed XCTest test's scope and failure, if it runs on this thread.
    package static var observedHere: (scope: GestureLogScope, fail: @Sendable (String) -> Void)? {
        observed.withLock { observed in
            guard let observed, pthread_equal(observed.thread, pthread_self()) != 0 else { return nil }
            return (observed.scope, observed.fail)
        }
    }

    /// The scope a simulator or a log made now belongs to: the XCTest test's running on this
    /// thread, else the Swift Testing test's.
    static var active: GestureLogScope? { observedHere?.scope ?? current }

    package init() {}

    private struct State {
        var logs: [GestureLog] = []
        var failed = false
        var explained = false
        /// The names of the attachments recorded, for the library's own tests.
        var attachmentNames: [String] = []
    }
    private let state = Mutex(State())

    func add(_ log: GestureLog) {
        state.withLock { $0.logs.append(log) }
    }

    package func noteFailure() {
        state.withLock { $0.failed = true }
    }

    /// Whether a failure was noted or explained.
    package var failed: Bool { state.withLock { $0.failed } }

    /// The logs made in the test, in the order they were made.
    package var logs: [GestureLog] { state.withLock { $0.logs } }

    /// The names of the attachments recorded so far.
    var attachmentNames: [String] { state.withLock { $0.attachmentNames } }

    /// `issue` with the logs' explanation added, the first time; later failures point
    /// back to it. Warnings pass unchanged.
    func explain(_ issue: Issue) -> Issue {
        guard issue.severity == .error, let text = explainFailure() else { return issue }
        var explained = issue
        explained.comments.append(Comment(rawValue: text))
        return explained
    }

    /// What a failure of the test adds to its message: the logs' explanation the first
    /// time, a pointer back to it after; `nil` when the test made no log. Notes the
    /// failure. Both test libraries print this same text.
    package func explainFailure() -> String? {
        let (logs, explainedBefore) = state.withLock { state in
            defer { state.failed = true; state.explained = true }
            return (state.logs, state.explained)
        }
        guard !logs.isEmpty else { return nil }
        if explainedBefore { return "The gesture log is with the test's first failure." }
        return logs.map { "Gesture log of \($0.title):\n\($0.publishedExplanation)" }.joined(separator: "\n")
    }

    /// If the test failed, saves each log's SVG timeline and trace as its attachments.
    func recordAttachments() async {
        let (logs, failed) = state.withLock { ($0.logs, $0.failed) }
        guard failed else { return }
        let files = await MainActor.run {
            logs.flatMap { log in [("\(log.title).svg", log.svg), ("\(log.title).trace", log.traceText)] }
        }
        for (name, text) in files {
            Attachment.record(text, named: name)
        }
        state.withLock { $0.attachmentNames += files.map(\.0) }
    }
}
