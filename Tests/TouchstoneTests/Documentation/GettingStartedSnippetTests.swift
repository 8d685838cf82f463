// This file imports only what an app ported from iOS imports: no Foundation. CGPoint,
// CGRect and TimeInterval must come through `import Touchstone`, as through `import UIKit`
// (R-O1).
import Testing
import Touchstone

/// The Getting started article's host (`DocSnippets/GettingStartedSnippet.swift`) does
/// what the article says it does.
@MainActor
@Suite struct GettingStartedSnippetTests {
    /// R-O1, R-O3, R-A6, R-R2: the single tap waits for the double tap, which fails 0.35 s
    /// after the lift; then the single tap fires, at the point of the tap.
    @Test func theSingleTapFiresOnceTheDoubleTapHasFailed() throws {
        let (actions, decisions) = try hostOneTap()
        #expect(actions == ["tap at \(CGPoint(x: 100, y: 100))"])
        #expect(decisions.contains { $0.hasPrefix("single waiting at 0.050 s") && $0.hasSuffix("(R-A6)") }, "\(decisions)")
        #expect(decisions.contains { $0.hasPrefix("double failed at 0.400 s") }, "\(decisions)")
    }
}
