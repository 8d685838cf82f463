import Foundation

// The bookkeeping the continuous recognizers (pan, pinch, rotation) share: which fingers a
// recognizer follows, up to how many, and how the gesture ends when they lift. The
// followed fingers are kept in an array the recognizer owns, in arrival order, so that
// moving fingers costs no allocation and the "first" and "second" finger of a pinch stay
// the same while both are down.

extension UIGestureRecognizer {
    /// Appends the touches of `newTouches` to `followed`, in the order they arrived, until
    /// it holds `limit`; the recognizer ignores the rest (R-D6), so their view hears of
    /// them as if the recognizer did not exist.
    func follow(_ newTouches: Set<UITouch>, in followed: inout [UITouch], upTo limit: Int, with event: UIEvent) {
        // `touches` keeps arrival order, which the set lacks. Ignoring edits it, so the
        // touches beyond the limit (rare) are ignored after the walk.
        var overflowed = false
        for index in touches.indices where newTouches.includes(touches[index]) {
            if followed.count < limit {
                followed.append(touches[index])
            } else {
                overflowed = true
            }
        }
        guard overflowed else { return }
        for touch in touches where newTouches.includes(touch) && !followed.contains(where: { $0 === touch }) {
            ignore(touch, for: event)
        }
    }

    /// Follows new fingers until two are followed, as a pinch or rotation does, ignoring
    /// the rest; returns whether this completed the pair.
    func followPair(_ newTouches: Set<UITouch>, in followed: inout [UITouch], with event: UIEvent) -> Bool {
        let hadPair = followed.count == 2
        follow(newTouches, in: &followed, upTo: 2, with: event)
        return !hadPair && followed.count == 2
    }

    /// Stops following fingers that lifted. When none is left the attempt is over: a
    /// gesture in progress ends, one that never began fails (R-S2) for `reason`.
    func stopFollowing(_ lifted: Set<UITouch>, in followed: inout [UITouch],
                       failingFor reason: @autoclosure () -> FailureReason) {
        followed.removeAllOnMainActor { lifted.includes($0) }
        guard followed.isEmpty else { return }
        if state == .began || state == .changed {
            state = .ended
        } else {
            fail(because: reason())
        }
    }

    /// A system cancellation of followed fingers cancels a gesture in progress, or fails
    /// one that had not begun (R-S3).
    func cancelFollowing(_ cancelled: Set<UITouch>, in followed: inout [UITouch]) {
        followed.removeAllOnMainActor { cancelled.includes($0) }
        fail(because: .touchCancelled, to: .cancelled)
    }
}

@MainActor
extension Array where Element == UITouch {
    /// The vector from the first touch to the second in window coordinates, when there
    /// are two.
    var windowSpan: CGPoint? {
        count >= 2 ? self[1].windowLocation - self[0].windowLocation : nil
    }

    /// Calls `body` with the vector from the first touch to the second at each earlier
    /// sample the host gave for this event (R-P8), oldest first, with the sample's time:
    /// the samples of the first touch that moved with any, and the other touch at its
    /// sample of the same time, or where it is now when it has none.
    func forEachCoalescedSpan(_ body: (TimeInterval, CGPoint) -> Void) {
        guard count >= 2 else { return }
        let timed = self[0].hasCoalescedSamples ? 0 : 1
        guard self[timed].hasCoalescedSamples else { return }
        let other = self[1 - timed]
        for sample in self[timed].coalescedSamples {
            var otherLocation = other.windowLocation
            if other.hasCoalescedSamples {
                for candidate in other.coalescedSamples where candidate.timestamp == sample.timestamp {
                    otherLocation = candidate.location
                }
            }
            body(sample.timestamp, timed == 0 ? otherLocation - sample.location : sample.location - otherLocation)
        }
    }

    /// The distance between the first two touches in window coordinates, when there are
    /// two.
    var windowDistance: CGFloat? {
        count >= 2 ? self[0].windowLocation.distance(to: self[1].windowLocation) : nil
    }
}
