import Foundation

/// A scroll view's content offset over a replay: where it started and every change the
/// scroll view told its delegate of (`scrollViewDidScroll`), dragging, decelerating,
/// bouncing or animating. The SVG timeline draws it as a curve.
public struct ContentOffsetSeries: Sendable, Equatable {
    /// One content offset, at a time in seconds from the start of the input.
    public struct Sample: Sendable, Equatable {
        /// When.
        public var time: TimeInterval
        /// The content offset then.
        public var offset: CGPoint
    }

    /// The scroll view's name in the scene.
    public var view: String
    /// The offsets in time order, the first being where the scroll view started.
    public var samples: [Sample]
}
