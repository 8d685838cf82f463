#if Porting
import Testing
@testable import TouchstonePorting

/// Forms with no Touchstone equivalent are left as they are and reported at their own line
/// and column, never silently dropped.
@Suite struct UntranslatableFormTests {
    @Test(arguments: [
        // (source line, column of the form, words the sentence must hold); a #selector
        // inside a reported call is still translated (see `keptLine`).
        ("let s = Selector(\"handleTap:\")", 9, "builds a selector from a string"),
        ("let s = NSSelectorFromString(name)", 9, "NSSelectorFromString"),
        ("print(NSStringFromSelector(s))", 7, ".name"),
        ("performSelector(inBackground: #selector(refresh), with: nil)", 1, "background thread"),
        ("perform(#selector(refresh), on: thread, with: nil, waitUntilDone: false)", 1, "another thread"),
        ("if A.instancesRespond(to: #selector(refresh)) {}", 4, "instancesRespond(to:)"),
        ("let g = #selector(getter: UIView.frame)", 9, "#selector(getter: …)"),
        ("let i = #selector(cell.refresh)", 9, "through a value"),
        ("let c = #selector(refresh as () -> Void)", 9, "not a plain method reference"),
        ("@NSManaged var title: String", 1, "@NSManaged"),
    ])
    func reportedAtItsPlace(line: String, column: Int, words: String) throws {
        let source = "class A: NSObject {\n    let action = #selector(refresh)\n    func f() {\n" + line + "\n    }\n    @objc func refresh() {}\n}\n"
        let ported = SourcePort.port(source, file: "Sources/App/A.swift")
        let problem = try #require(ported.problems.first)
        #expect(ported.problems.count == 1)
        #expect(problem.file == "Sources/App/A.swift")
        #expect(problem.line == 4)
        #expect(problem.column == column)
        #expect(problem.message.contains(words), "\(problem.message)")
        #expect(problem.description.hasPrefix("Sources/App/A.swift:4:\(column): error: "))
        // The line is kept as written: nothing is dropped.
        #expect(ported.text.split(separator: "\n", omittingEmptySubsequences: false)[3] == Self.keptLine(line))
    }

    /// `line` with its `#selector(refresh)` in Touchstone's form, all else as written.
    private static func keptLine(_ line: String) -> String {
        line.replacing("#selector(refresh)", with: #"Selector("refresh", A.refresh)"#)
    }

    @Test func optionalProtocolRequirementIsReported() {
        let source = "@objc protocol CardDelegate {\n    @objc optional func cardDidFlip()\n}\n"
        let ported = SourcePort.port(source, file: "D.swift")
        #expect(ported.problems.map { "\($0.line):\($0.column)" } == ["2:11"])
        #expect(ported.text == "protocol CardDelegate {\n    optional func cardDidFlip()\n}\n")
    }

    @Test func ambiguousBareSelectorNamesTheCandidates() {
        let source = "class A {\n    let s = #selector(go)\n    @objc func go() {}\n    @objc func go(_ x: Int) {}\n}\n"
        let ported = SourcePort.port(source, file: "A.swift")
        #expect(ported.problems.map(\.message) == [
            "#selector(go) could name any of go, go(_:) in A: write the full name, e.g. #selector(go)",
        ])
        #expect(ported.text.contains("let s = #selector(go)"))
    }

    @Test func selectorOutsideAnyTypeIsReported() {
        let ported = SourcePort.port("let s = #selector(go)\n", file: "A.swift")
        #expect(ported.problems.map { "\($0.line):\($0.column)" } == ["1:9"])
    }

    /// Sending a selector the rewriter made is Touchstone's (R-RT3): nothing to report.
    @Test(arguments: [
        "perform(#selector(refresh))",
        "target.perform(#selector(refresh), with: nil, afterDelay: 1)",
        "self.perform(action)",
        "performSelector(onMainThread: #selector(refresh), with: nil, waitUntilDone: false)",
        "if delegate.responds(to: #selector(refresh)) {}",
        "NSObject.cancelPreviousPerformRequests(withTarget: self)",
    ])
    func sendingARewrittenSelectorIsNotReported(line: String) {
        let source = "class A: NSObject {\n    let action = #selector(refresh)\n    func f() {\n" + line + "\n    }\n    @objc func refresh() {}\n}\n"
        #expect(SourcePort.port(source, file: "A.swift").problems.isEmpty)
    }

    /// `perform` is an ordinary Swift name too: a call that is not NSObject's is left alone.
    @Test func ordinarySwiftPerformIsNotReported() {
        let source = "func f(queue: Queue) { queue.perform(job); perform(paths, duration: 1) }\n"
        #expect(SourcePort.port(source, file: "A.swift").problems.isEmpty)
    }
}
#endif
