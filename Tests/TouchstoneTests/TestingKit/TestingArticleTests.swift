import Foundation
import Synchronization
import Testing
import Touchstone
@testable import TouchstoneTesting

/// The failure the "Testing your gestures" article shows is the one its example
/// (`DocSnippets/PhotoViewControllerTests.swift`, whose tests run with the suite) really
/// prints. `DocumentationSnippetTests` checks that the article shows that file's code.
@MainActor
@Suite struct TestingArticleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The failure the article shows: a single tap expected to zoom. Every line of the
    /// printed explanation it quotes is in what the log really prints.
    @Test func theArticleShowsWhatAFailurePrints() async throws {
        let seen = Mutex<[String]>([])
        let catching = IssueHandlingTrait.compactMapIssues { issue in
            seen.withLock { $0 += issue.comments.map(\.rawValue) }
            return nil
        }
        try await catching.provideScope(for: Test.current!, testCase: Test.Case.current) {
            try await GestureLogTrait.run({
                await MainActor.run {
                    let screen = PhotoViewController()
                    screen.viewDidLoad()
                    let fingers = TouchSimulator(window: screen.window)
                    fingers.tap(at: CGPoint(x: 200, y: 400))
                    fingers.settle()
                    #expect(screen.isZoomed)
                }
            }, in: GestureLogScope(), for: Test.current!, testCase: Test.Case.current)
        }
        let printed = seen.withLock { $0.joined(separator: "\n") }
        let shown = try Self.text("Sources/TouchstoneTesting/TouchstoneTesting.docc/TestingYourGestures.md").components(separatedBy: "```text\n").dropFirst().first?
            .components(separatedBy: "```").first ?? ""
        // The lines of the explanation; the runner's own lines (✘, ⎙) and its "↳ " aside.
        let quoted = shown.split(separator: "\n").filter { !$0.hasPrefix("✘") && !$0.hasPrefix("⎙") }
            .map { $0.replacingOccurrences(of: "↳ ", with: "").trimmingCharacters(in: .whitespaces) }
        #expect(quoted.count > 15)
        for line in quoted {
            #expect(printed.contains(line), "\(line)\n---\n\(printed)")
        }
    }
}
