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

/// The logs of one test running with the ``GestureLogTrait``, and whether it failed.
final class GestureLogScope: Sendable {
    /// The scope of the running test, if it has the trait.
    @TaskLocal static var current: GestureLogScope?

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

    func noteFailure() {
        state.withLock { $0.failed = true }
    }

    /// The names of the attachments recorded so far.
    var attachmentNames: [String] { state.withLock { $0.attachmentNames } }

    /// `issue` with the logs' explanation added, the first time; later failures point
    /// back to it. Warnings pass unchanged.
    func explain(_ issue: Issue) -> Issue {
        guard issue.severity == .error else { return issue }
        let (logs, explainedBefore) = state.withLock { state in
            defer { state.failed = true; state.explained = true }
            return (state.logs, state.explained)
        }
        guard !logs.isEmpty else { return issue }
        var explained = issue
        if explainedBefore {
            explained.comments.append("The gesture log is with the test's first failure.")
        } else {
            let text = logs.map { "Gesture log of \($0.title):\n\($0.publishedExplanation)" }
            explained.comments.append(Comment(rawValue: text.joined(separator: "\n")))
        }
        return explained
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
