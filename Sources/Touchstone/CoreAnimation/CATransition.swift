import Foundation

/// A transition between a layer's old and new contents (R-CA3): Core Animation draws it,
/// so Touchstone keeps its kind and runs its timing, telling the delegate when it starts
/// and stops, and shows no property change. A layer keeps one under the key
/// ``kCATransition``.
@MainActor
open class CATransition: CAAnimation {
    /// The kind of transition; `.fade` by default.
    open var type = CATransitionType.fade
    /// The direction of a directional kind.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0…1; 0 by default.
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0…1; 1 by default.
    open var endProgress: Float = 1

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CATransition else { return }
        (type, subtype, startProgress, endProgress) = (other.type, other.subtype, other.startProgress, other.endProgress)
    }
}

/// The key a layer keeps its transition under.
public let kCATransition = "transition"

/// A kind of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new contents fade in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new contents slide in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new contents push the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old contents slide away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a directional transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
