import Foundation

/// A decision the layout engine made on its own (R-AL10): a required constraint that
/// could not hold with the others, which the engine broke, left out of the solution,
/// naming the constraints it conflicts with. A Touchstone addition, the layout side of
/// ``GestureDecision``: ``UIWindow/layoutDecisionHandler`` hears each as it is made, and
/// UIKit's console message goes to standard error.
@MainActor
public struct LayoutDecision {
    /// The constraint left out: it stays active, and holds again only once it is
    /// activated anew or its constant changes.
    public let brokenConstraint: NSLayoutConstraint
    /// The constraints that cannot all hold, the broken one last: the required
    /// constraints whose combination contradicts it.
    public let conflictingConstraints: [NSLayoutConstraint]

    /// The rule applied.
    public var rule: String { "R-AL10" }

    /// UIKit's console message, as Apple's Auto Layout Guide shows it ("Debugging Tricks
    /// and Tips", Understanding the Logs).
    public var message: String {
        let list = conflictingConstraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        let mentionsAutoresizing = conflictingConstraints.contains { $0.typeName == "NSAutoresizingMaskLayoutConstraint" }
        let note = mentionsAutoresizing
            ? " (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) "
            : ""
        return """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it.\(note)
        (
        \(list)
        )

        Will attempt to recover by breaking constraint 
        \(brokenConstraint)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """
    }

    /// `broke <constraint>: conflicts with 2 required constraints (R-AL10)`.
    public var summary: String {
        "broke \(brokenConstraint): conflicts with \(conflictingConstraints.count - 1) required constraint\(conflictingConstraints.count == 2 ? "" : "s") (\(rule))"
    }
}

extension UIWindow {
    /// Hears every decision the window's layout engine makes on its own: each required
    /// constraint it breaks (R-AL10). A Touchstone addition.
    public var layoutDecisionHandler: ((LayoutDecision) -> Void)? {
        get { storedLayoutItem?.layoutDecisionHandler }
        set { layoutItem.layoutDecisionHandler = newValue }
    }
}
