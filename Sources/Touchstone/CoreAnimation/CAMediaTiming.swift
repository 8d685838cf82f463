import Foundation

/// Core Foundation's time interval, in seconds: Core Animation's times are of this type,
/// which Linux's Foundation does not export.
public typealias CFTimeInterval = TimeInterval

/// The timing Core Animation gives animations and layers (R-CA3): a begin time, a speed
/// and an offset that map a parent's time to the object's own, and a duration that repeats,
/// reverses and fills before and after its active span.
///
/// Layers and animations form a tree of times: a window's layer runs on the window's host
/// clock, each sublayer's time is its superlayer's shifted by ``beginTime``, scaled by
/// ``speed`` and moved by ``timeOffset``, and an animation runs on the time of the layer it
/// was added to. A layer with `speed` 0 stops every animation under it, which
/// ``timeOffset`` then scrubs: Apple's Technical Q&A QA1673.
@MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle, in seconds of the object's own time.
    var duration: CFTimeInterval { get set }
    /// How fast the object's time runs against its parent's.
    var speed: Float { get set }
    /// An offset added to the object's own time.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles run; `.infinity` repeats for ever.
    var repeatCount: Float { get set }
    /// How long the cycles run, if not by ``repeatCount``.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle runs forwards, then backwards.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active span.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows before it starts and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value shows outside the active span (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value stays after the end, while the animation stays on its layer.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value shows from when the animation is added until it starts.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// The time of the application's key window's clock, in seconds (R-CA3): Core
/// Animation's global time, which Touchstone takes from the host.
///
/// With no application bound, or no key window, it is 0: there is no clock to read.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    UIApplication.boundApplication?.keyWindow?.currentTime ?? 0
}

/// Where an object with media timing stands at a time of its parent: the fraction of its
/// cycle it shows, or nothing.
struct MediaTimeline {
    let beginTime: CFTimeInterval
    let duration: CFTimeInterval
    let speed: Double
    let timeOffset: CFTimeInterval
    let repeatCount: Double
    let repeatDuration: CFTimeInterval
    let autoreverses: Bool
    let fillMode: CAMediaTimingFillMode

    @MainActor init(_ timing: some CAMediaTiming, beginTime: CFTimeInterval, duration: CFTimeInterval) {
        self.beginTime = beginTime
        self.duration = duration
        speed = Double(timing.speed)
        timeOffset = timing.timeOffset
        repeatCount = Double(timing.repeatCount)
        repeatDuration = timing.repeatDuration
        autoreverses = timing.autoreverses
        fillMode = timing.fillMode
    }

    /// One cycle: the duration, twice when autoreversing.
    private var cycle: CFTimeInterval { duration * (autoreverses ? 2 : 1) }

    /// The active span in the object's own time: the repeat duration, else the repeat count
    /// of cycles (one when 0).
    var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        return cycle * (repeatCount > 0 ? repeatCount : 1)
    }

    /// The parent time at which the active span ends; infinite when it never does.
    var endTime: CFTimeInterval {
        guard speed > 0, activeDuration.isFinite else { return .infinity }
        return beginTime + max(activeDuration - timeOffset, 0) / speed
    }

    /// The phase at parent time `time`.
    enum Phase: Equatable { case before, active, after }

    func phase(at time: CFTimeInterval) -> Phase {
        if time < beginTime { return .before }
        return time >= endTime ? .after : .active
    }

    /// The fraction of the duration shown at parent time `time`, before any timing
    /// function; `nil` when the object shows nothing (outside its span, without fill).
    func fraction(at time: CFTimeInterval) -> Double? {
        guard duration > 0 else { return nil }
        switch phase(at: time) {
        case .before:
            return fillMode.fillsBackwards ? cycleFraction(at: timeOffset) : nil
        case .after:
            return fillMode.fillsForwards ? cycleFraction(atEnd: activeDuration) : nil
        case .active:
            return cycleFraction(at: (time - beginTime) * speed + timeOffset)
        }
    }

    /// The fraction within the cycle at own time `local`.
    private func cycleFraction(at local: CFTimeInterval) -> Double {
        let within = local.truncatingRemainder(dividingBy: cycle)
        return within <= duration ? within / duration : 1 - (within - duration) / duration
    }

    /// The fraction at the end of the active span: a whole number of cycles ends where a
    /// cycle does.
    private func cycleFraction(atEnd local: CFTimeInterval) -> Double {
        let cycles = local / cycle
        if cycles == cycles.rounded(.down) { return autoreverses ? 0 : 1 }
        return cycleFraction(at: local)
    }
}

extension MediaTimeline {
    /// The whole cycles completed by parent time `time`, for cumulative animations.
    func completedCycles(at time: CFTimeInterval) -> Double {
        let local = min(max((time - beginTime) * speed + timeOffset, 0), activeDuration)
        let cycle = duration * (autoreverses ? 2 : 1)
        guard cycle > 0 else { return 0 }
        let cycles = (local / cycle).rounded(.down)
        return local >= activeDuration && cycles == local / cycle ? max(cycles - 1, 0) : cycles
    }
}
