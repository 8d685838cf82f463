import Foundation

/// The damping of content dragged beyond its edges (R-V4, Decision: the widely used model
/// of iOS's feel): for an overshoot `x` of the finger past an edge on an axis whose
/// bounds size is `d`, the content sits `(1 − 1/(x·c/d + 1))·d` past the edge, with
/// c = 0.55. The content never gets a full bounds size away, and near the edge it moves at
/// c times the finger's speed.
enum RubberBand {
    /// Where the content sits for an unbounded `offset` on an axis whose resting offsets
    /// are `range` and whose bounds size is `dimension`.
    static func offset(_ offset: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < range.lowerBound {
            return range.lowerBound - damped(range.lowerBound - offset, dimension: dimension)
        }
        if offset > range.upperBound {
            return range.upperBound + damped(offset - range.upperBound, dimension: dimension)
        }
        return offset
    }

    /// How far past the edge the content sits for a finger `overshoot` past it.
    static func damped(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * GestureThresholds.scrollRubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The content's speed per unit of the finger's, with the content `overshoot` past
    /// the edge: the slope of ``damped(_:dimension:)`` there, c·(1 − overshoot/d)².
    static func slope(atOvershoot overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let left = max(0, 1 - overshoot / dimension)
        return GestureThresholds.scrollRubberBandCoefficient * left * left
    }
}
