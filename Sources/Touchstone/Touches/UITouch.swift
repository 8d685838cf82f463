import Foundation

/// One finger on the screen, from touch-down to lift or cancellation (R-T1).
///
/// The window creates a touch when a finger comes down and updates the same object on
/// every later event until the finger lifts; the hit-test ``view`` is fixed at that first
/// moment (R-T2). Besides the public UIKit properties, a touch carries the delivery
/// bookkeeping the window needs for it (what its view has been told so far), so that
/// delivering a touch costs no dictionary lookups.
@MainActor
public final class UITouch: Hashable {
    /// Where a touch is in its life (R-T1).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// The kind of input that produced the touch.
    public enum TouchType: Int, Sendable, CaseIterable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen, such as a remote's touch surface.
        case indirect
        /// A stylus.
        case pencil
        /// A pointer device such as a trackpad.
        case indirectPointer
    }

    /// The touch's current phase; `stationary` when it did not change in this event.
    @exclusivity(unchecked) public internal(set) var phase: Phase = .began
    /// The host time of the touch's latest change, in seconds (R-T3).
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    /// The number of taps in a row this touch belongs to (R-T4).
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    /// The view that was hit-tested when the touch began; fixed for its life (R-T2).
    public var view: UIView? { hitViewIsWindow ? windowReference.window : hitView }
    /// The hit-test view when it is not the window, held strongly as in UIKit: a view does
    /// not hold its touches. The window does, through its engine's bookkeeping of past
    /// events, so a touch on the window itself reaches it through ``windowReference``
    /// instead: held strongly, it would keep the window alive for good.
    @exclusivity(unchecked) private var hitView: UIView?
    @exclusivity(unchecked) private var hitViewIsWindow: Bool
    /// The window the touch belongs to; `nil` once that window is gone.
    public var window: UIWindow? { windowReference.window }
    /// The touch's window, through the window's own reference object: a `weak` reference
    /// would give the window a side table for good, which makes every retain and release
    /// of it, on every event, take the runtime's slow path.
    private let windowReference: UIWindow.Reference
    /// The recognizers that receive this touch, fixed when it began (R-A1).
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }
    /// The kind of input.
    @exclusivity(unchecked) public internal(set) var type: TouchType
    /// The force of the touch, where 1.0 is an average touch; 0 when unknown.
    @exclusivity(unchecked) public internal(set) var force: CGFloat
    /// The maximum possible force; 0 when the device does not report force.
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: CGFloat
    /// The radius of the touch's contact area, in points.
    @exclusivity(unchecked) public internal(set) var majorRadius: CGFloat
    /// The tolerance of ``majorRadius``, in points.
    @exclusivity(unchecked) public internal(set) var majorRadiusTolerance: CGFloat = 0

    /// Location in window coordinates, now and at the previous change.
    @exclusivity(unchecked) var windowLocation: CGPoint
    @exclusivity(unchecked) var previousWindowLocation: CGPoint
    /// The host's identifier for the finger.
    let finger: Int
    /// The touch's number in its window, in the order touches began.
    let serial: Int
    /// The multi-touch sequence this touch belongs to (R-T6).
    let sequence: Int
    /// The recognizers fixed at began, in processing order (R-A1).
    @exclusivity(unchecked) var recognizers: [UIGestureRecognizer] = []
    /// The number of the event in which the touch last changed phase or position.
    @exclusivity(unchecked) var lastChangeEvent: Int = 0
    /// The environment's latest mark on the touch, to find recognizers sharing it (R-A3).
    @exclusivity(unchecked) var arbitrationMark: Int = 0
    /// What the touch's view has been told (R-D1…R-D8); owned by `TouchDelivery`.
    @exclusivity(unchecked) var delivery = ViewDeliveryState()

    // Pencil and sample properties (R-P7, R-P8; their API is in UITouch+Pencil.swift).
    /// For a stylus, its angle to the screen in radians: π/2 (the default, and every
    /// finger's) is perpendicular, 0 flat (R-P7).
    public internal(set) var altitudeAngle: CGFloat { get { storedAltitudeAngle } set { storedAltitudeAngle = newValue } }
    @exclusivity(unchecked) private var storedAltitudeAngle: CGFloat = .pi / 2
    /// The stylus's direction on the screen in window coordinates, in radians.
    @exclusivity(unchecked) var windowAzimuth: CGFloat = 0
    /// The host's earlier samples for this event and its predictions (R-P8); see
    /// ``UIEvent/coalescedTouches(for:)``.
    @exclusivity(unchecked) var coalescedSamples: [TouchInput.Sample] = []
    @exclusivity(unchecked) var predictedSamples: [TouchInput.Sample] = []

    init(finger: Int, serial: Int, sequence: Int, location: CGPoint, timestamp: TimeInterval, tapCount: Int,
         view: UIView?, window: UIWindow.Reference, type: TouchType, force: CGFloat, majorRadius: CGFloat) {
        self.finger = finger
        self.serial = serial
        self.sequence = sequence
        self.windowLocation = location
        self.previousWindowLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        hitViewIsWindow = view != nil && view === window.window
        hitView = hitViewIsWindow ? nil : view
        self.windowReference = window
        self.type = type
        self.force = force
        self.maximumPossibleForce = force > 0 ? max(force, 6.666_667) : 0
        self.majorRadius = majorRadius
    }

    /// Lets go of the touch's view and recognizers when its window goes mid-gesture: they
    /// and the touch hold each other until the attempt ends, which it never will.
    func detachFromWindow() {
        hitView = nil
        recognizers = []
    }

    /// The touch's location in `view`'s coordinates; `nil` means the window (R-T3).
    public func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// The touch's location at its previous change, in `view`'s coordinates; `nil` means
    /// the window (R-T3).
    public func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }

    /// A copy of the touch as it was at `sample`, for the coalesced and predicted touches
    /// of an event (R-P8): it shares the touch's view, window and type.
    func snapshot(at sample: TouchInput.Sample) -> UITouch {
        let copy = UITouch(finger: finger, serial: serial, sequence: sequence, location: sample.location,
                           timestamp: sample.timestamp, tapCount: tapCount, view: view, window: windowReference,
                           type: type, force: sample.force, majorRadius: sample.majorRadius)
        copy.phase = phase
        copy.maximumPossibleForce = maximumPossibleForce
        copy.altitudeAngle = sample.altitudeAngle
        copy.windowAzimuth = sample.azimuthAngle
        copy.previousWindowLocation = previousWindowLocation
        return copy
    }

    /// Takes the stylus and sample properties of `input`, a change of this touch's finger.
    func apply(_ input: TouchInput) {
        force = input.force
        majorRadius = input.majorRadius
        if let maximum = input.maximumPossibleForce { maximumPossibleForce = maximum }
        altitudeAngle = input.altitudeAngle
        windowAzimuth = input.azimuthAngle
        // Empty arrays are shared: assigning them allocates nothing on a plain move.
        if !(coalescedSamples.isEmpty && input.coalesced.isEmpty) { coalescedSamples = input.coalesced }
        if !(predictedSamples.isEmpty && input.predicted.isEmpty) { predictedSamples = input.predicted }
    }

    /// Whether the host gave earlier samples of the touch for the current event (R-P8).
    var hasCoalescedSamples: Bool { phase == .moved && !coalescedSamples.isEmpty }

    /// Whether the touch's finger is still down.
    var isLive: Bool { phase != .ended && phase != .cancelled }

    // Identity is the touch object itself (R-T1).
    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UITouch: CustomStringConvertible {
    /// `touch#finger(phase @ x,y)`, for diagnostics.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            "touch#\(finger)(\(phase) @ \(windowLocation.x),\(windowLocation.y))"
        }
    }
}

@MainActor
extension Array where Element == UITouch {
    /// The centroid of the touches in window coordinates; `nil` when there are none.
    var windowCentroid: CGPoint? {
        guard !isEmpty else { return nil }
        var sum = CGPoint.zero
        for touch in self { sum = sum + touch.windowLocation }
        return sum * (1 / CGFloat(count))
    }
}

extension Set where Element == UITouch {
    /// Whether the set holds `touch`, found by identity without hashing when the set is
    /// small: the sets handed to `touches…` usually hold one or two touches, and hashing
    /// one costs several times a look at each.
    @MainActor
    func includes(_ touch: UITouch) -> Bool {
        guard count <= 4 else { return contains(touch) }
        for member in self where member === touch { return true }
        return false
    }
}
