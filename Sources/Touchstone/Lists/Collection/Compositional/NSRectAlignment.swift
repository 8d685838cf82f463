import Foundation

/// Where a boundary supplementary item sits on the section or layout it belongs to
/// (R-LS16): a header on the top edge, a footer on the bottom one, each centered or at the
/// leading or trailing end. Raw values are those of the iOS SDK's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// The top edge, centered along it.
    case top
    /// The top edge, at its leading end.
    case topLeading
    /// The leading edge, centered along it.
    case leading
    /// The bottom edge, at its leading end.
    case bottomLeading
    /// The bottom edge, centered along it.
    case bottom
    /// The bottom edge, at its trailing end.
    case bottomTrailing
    /// The trailing edge, centered along it.
    case trailing
    /// The top edge, at its trailing end.
    case topTrailing
}
