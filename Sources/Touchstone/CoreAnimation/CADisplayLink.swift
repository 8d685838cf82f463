import Foundation

/// A timer that fires once per display frame (R-CA2), on the host clock of a window: the
/// window of its target (a view, or a view controller's view) when it is added to a run
/// loop, else the bound application's key window. Frames fall on the display's grid,
/// multiples of the frame interval from time 0, at the screen's
/// ``UIScreen/maximumFramesPerSecond`` or the ``preferredFramesPerSecond`` below it, so
/// that frame-driven gesture physics runs in tests exactly as often as on a device.
///
/// It keeps its target until ``invalidate()``, and the window's clock keeps it, as the run
/// loop does on iOS. A running display link fires for as long as time moves, so a test
/// moves time with `TouchSimulator.advance(by:)` rather than `settle()`, which waits for
/// every timer to finish, or invalidates the link first.
@MainActor
open class CADisplayLink {
    private var target: Any?
    private let selector: Selector
    private var slot: VirtualTimer?
    private weak var window: UIWindow?

    /// Creates a display link that sends `selector` to `target` each frame once added to a
    /// run loop.
    public init(target: Any, selector: Selector) {
        self.target = target
        self.selector = selector
    }

    /// The time of the frame being handled: the last frame's.
    open private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame.
    open private(set) var targetTimestamp: TimeInterval = 0
    /// The display's frame interval: one over its maximum frame rate.
    open private(set) var duration: TimeInterval = 0

    /// Whether the link skips frames; `false` by default.
    open var isPaused = false

    /// The frame rate wanted; 0 (the default) is the display's. A rate the display does
    /// not divide into takes every n-th frame nearest it, as iOS does.
    open var preferredFramesPerSecond = 0 { didSet { rearm() } }

    /// The range of frame rates wanted; its preferred rate counts as
    /// ``preferredFramesPerSecond`` when set.
    open var preferredFrameRateRange = CAFrameRateRange.default { didSet { rearm() } }

    /// Starts the frames on the clock of the target's window (see the type's description).
    /// The run loop and mode are kept by nothing: every frame goes to the one clock.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        window = (target as? UIView)?.window ?? (target as? UIViewController)?.viewIfLoaded?.window
            ?? UIApplication.boundApplication?.keyWindow
        rearm()
    }

    /// Stops the frames until added again.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        slot?.invalidate()
        window = nil
    }

    /// Stops the frames for good and lets the target go.
    open func invalidate() {
        slot?.invalidate()
        window = nil
        target = nil
    }

    /// The interval between the frames the link fires on.
    private var frameInterval: TimeInterval {
        let maximum = Double(window?.screen.maximumFramesPerSecond ?? 60)
        let preferred = preferredFrameRateRange.preferred.map(Double.init) ?? Double(preferredFramesPerSecond)
        let step = preferred > 0 ? max(1, (maximum / preferred).rounded()) : 1
        return step / maximum
    }

    /// Arms the timer for the next frame on the display's grid.
    private func rearm() {
        guard let window, target != nil else { return }
        let interval = frameInterval
        duration = 1 / Double(window.screen.maximumFramesPerSecond)
        let now = window.currentTime
        var next = ((now / interval).rounded(.down) + 1) * interval
        // A frame time a rounding error short of the next grid line is that line.
        if next - now < interval * 1e-6 { next += interval }
        window.scheduleHostTimer(in: &slot, atGridTime: next) { self.fire(at: next, interval: interval) }
    }

    private func fire(at time: TimeInterval, interval: TimeInterval) {
        timestamp = time
        targetTimestamp = time + interval
        if !isPaused, let target { selector.send(to: target, from: self, event: nil) }
        rearm()
    }
}

/// A range of frame rates a display link asks for.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest rate wanted.
    public var minimum: Float
    /// The highest rate wanted.
    public var maximum: Float
    /// The rate wanted, if any.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's own rate: no preference.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}
