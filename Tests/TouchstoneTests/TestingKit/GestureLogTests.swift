import Foundation
import Synchronization
import Testing
import Touchstone
import TouchstoneFormats
@testable import TouchstoneTesting

/// The gesture log (issue 31): it records what `touchstone replay --explain` shows, and a
/// failing expectation in a logged test carries its explanation and attaches its SVG and
/// trace.
@MainActor
@Suite struct GestureLogTests {
    /// A photo screen: a single tap that waits for a double tap to fail (R-A6).
    @MainActor final class PhotoScreen {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        var zoomed = false

        init() {
            window.addSubview(photo)
            double.numberOfTapsRequired = 2
            double.name = "double"
            single.name = "single"
            single.require(toFail: double)
            double.addAction { [unowned self] _ in zoomed.toggle() }
            photo.addGestureRecognizer(single)
            photo.addGestureRecognizer(double)
        }
    }

    @Test func theLogRecordsDeliveriesActionsAndDecisionsWithTheirRules() throws {
        let screen = PhotoScreen()
        let log = GestureLog(window: screen.window)
        log.name(screen.photo, "photo")
        let simulator = TouchSimulator(window: screen.window, log: log)
        simulator.tap(at: CGPoint(x: 150, y: 150))
        simulator.settle()
        let text = log.explanation
        // The single tap waited for the double tap, which failed when its 0.35 s passed
        // (R-A6, R-S2); the single tap then recognized.
        #expect(text.contains("single waited"), "\(text)")
        #expect(text.contains("(R-A6)"), "\(text)")
        #expect(text.contains("double failed"), "\(text)")
        #expect(log.result.gestureNames == ["single"])
        // The view heard the touch begin; its end, held while the taps were undecided
        // (R-D4), became a cancellation when the single tap recognized (R-D2).
        #expect(log.events.contains { if case .delivery("photo", .began, _) = $0.kind { true } else { false } })
        #expect(log.events.contains { if case .delivery("photo", .cancelled, _) = $0.kind { true } else { false } })
        #expect(log.svg.hasPrefix("<svg") || log.svg.contains("<svg"))
        // The trace reads back with its two frames: down and up.
        let recording = try TraceFormat.read(log.traceText, file: "log.trace", strict: true)
        #expect(recording.frames.count == 2)
    }

    @Test func aFailingExpectationInALoggedTestCarriesTheExplanationAndAttachesTheLog() async throws {
        let scope = GestureLogScope()
        let seen = Mutex<[Issue]>([])
        // The nested test's issues come out here, after the log's scope worked on them, and
        // go no further: this test judges them instead of failing with them.
        let catching = IssueHandlingTrait.compactMapIssues { issue in
            seen.withLock { $0.append(issue) }
            return nil
        }
        try await catching.provideScope(for: Test.current!, testCase: Test.Case.current) {
            try await GestureLogTrait.run({
                await MainActor.run {
                    let screen = PhotoScreen()
                    let simulator = TouchSimulator(window: screen.window)
                    #expect(simulator.log != nil)  // made by the scope
                    simulator.tap(at: CGPoint(x: 150, y: 150))
                    simulator.settle()
                    #expect(screen.zoomed, "one tap should not zoom, so this fails")
                    #expect(Bool(false), "a second failure")
                }
            }, in: scope, for: Test.current!, testCase: Test.Case.current)
        }
        let issues = seen.withLock { $0 }
        let comments = issues.map { $0.comments.map(\.rawValue).joined(separator: "\n") }
        #expect(issues.count == 2, "\(comments)")
        #expect(comments.first?.contains("Gesture log of window") == true)
        #expect(comments.first?.contains("why:") == true)
        #expect(comments.first?.contains("single waited") == true)
        #expect(comments.last?.contains("The gesture log is with the test's first failure.") == true)
        #expect(scope.attachmentNames == ["window.svg", "window.trace"])
    }

    @Test func aPassingLoggedTestAttachesNothing() async throws {
        let scope = GestureLogScope()
        try await GestureLogTrait.run({
            await MainActor.run {
                let screen = PhotoScreen()
                let simulator = TouchSimulator(window: screen.window)
                simulator.tap(at: CGPoint(x: 150, y: 150), taps: 2)
                simulator.settle()
                #expect(screen.zoomed)
            }
        }, in: scope, for: Test.current!, testCase: Test.Case.current)
        #expect(scope.attachmentNames.isEmpty)
    }

    @Test(.gestureLog) func theTraitGivesEverySimulatorALog() {
        let screen = PhotoScreen()
        let simulator = TouchSimulator(window: screen.window)
        simulator.tap(at: CGPoint(x: 150, y: 150), taps: 2)
        #expect(simulator.log?.result.gestureNames == ["double"])
        #expect(screen.zoomed)
    }
}
