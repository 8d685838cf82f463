import Foundation

/// A vector as an angle and a length, the two forms gravity's and a push's direction take.
extension CGVector {
    /// The vector of length `magnitude` at `angle` radians from the x axis.
    init(angle: CGFloat, magnitude: CGFloat) {
        self.init(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    /// The angle from the x axis, in radians; 0 for the zero vector.
    var angle: CGFloat { atan2(dy, dx) }

    /// The length.
    var magnitude: CGFloat { hypot(dx, dy) }
}
