import Foundation

/// A generator of impacts: the thud of a card snapping into place or a slider reaching a
/// detent (R-DV2).
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable {
        /// A light, small impact.
        case light
        /// A moderate impact.
        case medium
        /// A heavy, large impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, rigid impact.
        case rigid
    }

    private let style: FeedbackStyle

    /// Creates a generator of medium impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Creates a generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of impacts of `style`, attached to `view`.
    public init(style: FeedbackStyle, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Creates a generator of medium impacts attached to `view`.
    public override convenience init(view: UIView) {
        self.init(style: .medium, view: view)
    }

    /// Plays an impact at full intensity.
    open func impactOccurred() {
        play(.impact(style, intensity: 1))
    }

    /// Plays an impact at `intensity`, clamped to 0…1.
    open func impactOccurred(intensity: CGFloat) {
        play(.impact(style, intensity: min(max(intensity, 0), 1)))
    }

    /// Plays an impact at full intensity at `location` in the attached view.
    open func impactOccurred(at location: CGPoint) {
        play(.impact(style, intensity: 1), at: location)
    }

    /// Plays an impact at `intensity`, clamped to 0…1, at `location` in the attached view.
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        play(.impact(style, intensity: min(max(intensity, 0), 1)), at: location)
    }
}
