/// The engine's checks of its own claims, in the style of swift-collections' internal
/// checks: compiled only with the `TOUCHSTONE_INTERNAL_CHECKS` flag, which the package
/// sets for debug builds (so the test suite runs with them), and absent from release
/// builds.
///
/// Where the engine answers a question by a fast path (a flag, a shortcut list, a shared
/// set), the check computes the naive answer beside it and traps when they disagree; where
/// it relies on a lifetime claim (a borrowed or unretained reference stays alive), the
/// check asserts the claim. A check never calls user code and never counts engine steps,
/// so the behaviour and the step counts are the same with or without it.
enum InternalChecks {
    /// Whether the checks are compiled in.
    static var areEnabled: Bool {
        #if TOUCHSTONE_INTERNAL_CHECKS
        true
        #else
        false
        #endif
    }
}

/// Traps with `message` when `condition` is false, in builds with internal checks; does
/// nothing (and evaluates nothing) otherwise.
@inline(__always)
func internalCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                   file: StaticString = #fileID, line: UInt = #line) {
    #if TOUCHSTONE_INTERNAL_CHECKS
    precondition(condition(), "internal check: \(message())", file: file, line: line)
    #endif
}
