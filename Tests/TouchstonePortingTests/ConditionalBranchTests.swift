#if Porting
import Testing
@testable import TouchstonePorting

/// `#if` as the ported build reads it (R-PT1): the iOS branch, compiled by Swift on Linux.
/// Only the branch Linux compiles is rewritten and checked; a branch it never compiles is
/// left alone, whatever it holds.
@Suite struct ConditionalBranchTests {
    private func port(_ body: String) -> PortedSource {
        SourcePort.port("class A {\n    @objc func go() {}\n    func f() {\n" + body + "\n    }\n}\n", file: "A.swift")
    }

    @Test func aBranchLinuxNeverCompilesIsLeftAlone() {
        let ported = port("""
            #if canImport(ObjectiveC)
            let s = NSSelectorFromString("go")
            performSelector(inBackground: #selector(go), with: nil)
            #else
            let s = #selector(go)
            #endif
            """)
        #expect(ported.problems.isEmpty)
        #expect(ported.text.contains("performSelector(inBackground: #selector(go), with: nil)"))  // untouched
        #expect(ported.text.contains(#"let s = Selector("go", A.go)"#))
    }

    @Test func theIOSBranchIsTheOneCompiled() {
        let ported = port("""
            #if os(iOS)
            performSelector(onMainThread: #selector(go), with: nil, waitUntilDone: true)
            #elseif os(Linux)
            let s = NSSelectorFromString("go")
            #endif
            """)
        #expect(ported.problems.isEmpty)
        #expect(ported.text.contains("#if true"))
        #expect(ported.text.contains("#elseif false"))
        #expect(ported.text.contains(#"performSelector(onMainThread: Selector("go", A.go), with: nil, waitUntilDone: true)"#))
    }

    @Test func aDebugBranchIsCompiledInTheTestsDebugBuild() {
        let ported = port("""
            #if DEBUG
            let s = NSSelectorFromString("go")
            #endif
            """)
        #expect(ported.problems.map(\.line) == [5])
    }

    @Test func anUnknownConditionChecksEveryBranch() {
        let ported = port("""
            #if MY_FLAG
            let s = NSSelectorFromString("go")
            #else
            let t = NSSelectorFromString("go")
            #endif
            """)
        #expect(ported.problems.map(\.line) == [5, 7])
    }

    @Test func keyPathBecomesTheStringKeyValueObservingTakes() {
        let ported = port(#"let a = #keyPath(UIScrollView.contentOffset), b = #keyPath(view.frame)"#)
        #expect(ported.problems.isEmpty)
        #expect(ported.text.contains(#"let a = "contentOffset", b = "view.frame""#))
    }
}
#endif
