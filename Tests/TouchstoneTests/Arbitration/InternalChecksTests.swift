@testable import Touchstone
import Testing

/// The test build runs the engine's internal checks (naive versions beside the fast paths,
/// lifetime claims asserted): every other test of the suite exercises them.
@Suite struct InternalChecksTests {
    #if DEBUG
    @Test func theTestBuildRunsTheInternalChecks() {
        #expect(InternalChecks.areEnabled)
    }
    #endif
}
