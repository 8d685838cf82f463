import Foundation

/// The explicit animations on one layer, in the order they were added, and what is left to
/// tell their delegates (R-CA6).
@MainActor
final class LayerAnimations {
    struct Entry {
        let key: String?
        /// The layer's copy.
        let animation: CAAnimation
        var started = false
        /// Whether its active span ended, for an animation that stays on completion.
        var stopped = false
        /// The transaction it was added in, told when it stops.
        let transaction: TransactionRecord?
    }

    var entries: [Entry] = []
    /// Animations taken off before their end, to be told `finished == false` at the next
    /// turn of the clock, as Core Animation tells them after the transaction commits.
    var removed: [Entry] = []
    /// The timer of the next start or stop on the layer's clock.
    var timer: VirtualTimer?
}

extension CALayer {
    // MARK: Time (R-CA3)

    /// The window whose host clock the layer's animations run on: its own, else the bound
    /// application's key window.
    var animationClockWindow: UIWindow? { window ?? UIApplication.boundApplication?.keyWindow }

    /// The layer's own time at host time `time`: its superlayer's time shifted by
    /// ``beginTime``, scaled by ``speed`` and moved by ``timeOffset``.
    func localTime(atHostTime time: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(atHostTime: time) ?? time
        return (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The host time at which the layer's own time is `time`; `nil` when that time never
    /// comes (a layer, or a superlayer, stopped).
    func hostTime(atLocalTime time: CFTimeInterval) -> CFTimeInterval? {
        guard speed != 0 else { return nil }
        let parent = (time - timeOffset) / Double(speed) + beginTime
        guard let superlayer else { return parent }
        return superlayer.hostTime(atLocalTime: parent)
    }

    /// What ``convertTime(_:from:)`` answers.
    func convertedTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(atHostTime: layer.map { $0.hostTime(atLocalTime: t) ?? t } ?? t)
    }

    /// What ``convertTime(_:to:)`` answers.
    func convertedTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let host = hostTime(atLocalTime: t) ?? t
        return layer?.localTime(atHostTime: host) ?? host
    }

    /// The layer's time now, on its clock; 0 without one.
    private var currentLocalTime: CFTimeInterval {
        localTime(atHostTime: animationClockWindow?.currentTime ?? 0)
    }

    // MARK: Adding and removing (R-CA3, R-CA6)

    /// What ``add(_:forKey:)`` does.
    func addCopy(of anim: CAAnimation, forKey key: String?) {
        let key = anim is CATransition ? kCATransition : key
        let copy = anim.copy() as! CAAnimation
        copy.resolveDuration(CATransaction.effectiveAnimationDuration)
        if copy.beginTime == 0 { copy.beginTime = currentLocalTime }
        let animations = addedAnimations ?? LayerAnimations()
        addedAnimations = animations
        if let key, let index = animations.entries.firstIndex(where: { $0.key == key }) {
            animations.removed.append(animations.entries.remove(at: index))
        }
        let transaction = CATransaction.recordAnimationAdded()
        animations.entries.append(.init(key: key, animation: copy, transaction: transaction))
        scheduleAnimationEvents()
    }

    /// What ``animation(forKey:)`` answers.
    func addedAnimation(forKey key: String) -> CAAnimation? {
        addedAnimations?.entries.first { $0.key == key }?.animation
    }

    /// What ``removeAllAnimations()`` does.
    func removeEveryAnimation() {
        owningView?.removeAllRunningAnimations()
        guard let animations = addedAnimations, !animations.entries.isEmpty else { return }
        animations.removed += animations.entries
        animations.entries.removeAll()
        scheduleAnimationEvents()
    }

    /// What ``removeAnimation(forKey:)`` does.
    func removeAnimations(underKey key: String) {
        if let view = owningView {
            for animation in view.runningAnimations where Self.key(of: animation.property) == key {
                animation.group?.remove(animation)
            }
        }
        guard let animations = addedAnimations, let index = animations.entries.firstIndex(where: { $0.key == key })
        else { return }
        animations.removed.append(animations.entries.remove(at: index))
        scheduleAnimationEvents()
    }

    /// What ``animationKeys()`` answers.
    func keysOfAnimations() -> [String]? {
        let keys = (owningView?.runningAnimations.map { Self.key(of: $0.property) } ?? [])
            + (addedAnimations?.entries.compactMap(\.key) ?? [])
        return keys.isEmpty ? nil : keys
    }

    private static func key(of property: AnimatedProperty) -> String {
        switch property {
        case .bounds: "bounds"
        case .center: "position"
        case .transform: "transform"
        case .alpha: "opacity"
        }
    }

    // MARK: Presentation (R-AN5, R-CA4)

    /// What ``presentation()`` answers.
    func presentationNow() -> CALayer {
        let copy = makePresentationCopy()
        if let view = owningView, !view.runningAnimations.isEmpty {
            if case .bounds(let bounds) = view.presentationValue(of: .bounds) { copy.bounds = bounds }
            if case .center(let center) = view.presentationValue(of: .center) { copy.position = center }
            if case .transform(let transform) = view.presentationValue(of: .transform) {
                copy.transform = CATransform3DMakeAffineTransform(transform)
            }
            if case .alpha(let alpha) = view.presentationValue(of: .alpha) { copy.opacity = Float(alpha) }
        }
        if let animations = addedAnimations, !animations.entries.isEmpty {
            let time = currentLocalTime
            for entry in animations.entries { entry.animation.apply(at: time, to: copy) }
        }
        return copy
    }

    // MARK: Starting and stopping (R-CA6)

    /// The layer's speed, begin time or offset changed: every start and stop under it
    /// moves.
    func animationTimingChanged() {
        scheduleAnimationEvents()
        for sublayer in sublayers ?? [] { sublayer.animationTimingChanged() }
    }

    /// Arms the layer's timer for its next start or stop, or now for the removed
    /// animations still to be told.
    func scheduleAnimationEvents() {
        guard let animations = addedAnimations, let window = animationClockWindow else { return }
        let now = window.currentTime
        var next = animations.removed.isEmpty ? CFTimeInterval.infinity : now
        for entry in animations.entries where !entry.stopped {
            let timeline = entry.animation.timeline
            let due = entry.started ? timeline.endTime : timeline.beginTime
            if due.isFinite, let host = hostTime(atLocalTime: due) { next = min(next, max(host, now)) }
        }
        guard next.isFinite else {
            animations.timer?.invalidate()
            return
        }
        window.scheduleHostTimer(in: &animations.timer, atGridTime: next) { self.runAnimationEvents() }
    }

    /// Tells the delegates what started and stopped by now, in the order the animations
    /// were added, the removed ones first; takes finished animations off unless they stay
    /// on completion; then tells each finished transaction.
    private func runAnimationEvents() {
        guard let animations = addedAnimations, let now = animationClockWindow?.currentTime else { return }
        var events: [(entry: LayerAnimations.Entry, started: Bool, finished: Bool?)] =
            animations.removed.filter { !$0.stopped }.map { ($0, false, false) }
        animations.removed.removeAll()
        let reached = { (time: CFTimeInterval) in self.hostTime(atLocalTime: time).map { $0 <= now + UIView.gridTolerance } ?? false }
        var index = 0
        while index < animations.entries.count {
            var entry = animations.entries[index]
            let timeline = entry.animation.timeline
            let starts = !entry.started && reached(timeline.beginTime)
            entry.started = entry.started || starts
            let stops = entry.started && !entry.stopped && timeline.endTime.isFinite && reached(timeline.endTime)
            entry.stopped = entry.stopped || stops
            if starts || stops { events.append((entry, starts, stops ? true : nil)) }
            if stops && entry.animation.isRemovedOnCompletion {
                animations.entries.remove(at: index)
            } else {
                animations.entries[index] = entry
                index += 1
            }
        }
        scheduleAnimationEvents()
        for event in events {
            if event.started { event.entry.animation.delegate?.animationDidStart(event.entry.animation) }
            if let finished = event.finished {
                event.entry.animation.delegate?.animationDidStop(event.entry.animation, finished: finished)
                event.entry.transaction?.animationStopped()
            }
        }
    }
}
