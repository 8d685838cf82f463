import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`; public ones are computed over them.

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
    public internal(set) var phase: Phase { get { storedPhase } set { storedPhase = newValue } }
    @exclusivity(unchecked) private var storedPhase: Phase = .began
    /// The host time of the touch's latest change, in seconds (R-T3).
    public internal(set) var timestamp: TimeInterval { get { storedTimestamp } set { storedTimestamp = newValue } }
    @exclusivity(unchecked) private var storedTimestamp: TimeInterval
    /// The number of taps in a row this touch belongs to (R-T4).
    public internal(set) var tapCount: Int { get { storedTapCount } set { storedTapCount = newValue } }
    @exclusivity(unchecked) private var storedTapCount: Int
    /// The view that was hit-tested when the touch began; fixed for its life (R-T2).
    public var view: UIView? { hitViewIsWindow ? windowReference.window : hitView }
    /// The hit-test view when it is not the window, held strongly as in UIKit: a view does
    /// not hold its touches. The window does, through its engine's bookkeeping of past
    /// events, so a touch on the window itself reaches it through ``windowReference``
    /// instead: held strongly, it would keep the window alive for good.
    @exclusivity(unchecked) private var hitView: UIView?
    @exclusivity(unchecked) private var hitViewIsWindow: Bool
    /// Whether `view` is the touch's hit-test ``view``, asked without taking a reference
    /// to either (the delivery asks it of every touch it groups into a call).
    func hasView(_ view: UIView) -> Bool {
        hitViewIsWindow ? windowReference.window === view : hitView === view
    }
    /// The window the touch belongs to; `nil` once that window is gone.
    public var window: UIWindow? { windowReference.window }
    /// The touch's window, through the window's own reference object: a `weak` reference
    /// would give the window a side table for good, which makes every retain and release
    /// of it, on every event, take the runtime's slow path.
    private let windowReference: UIWindow.Reference
    /// The recognizers that receive this touch, fixed when it began (R-A1).
    public var gestureRecognizers: [UIGestureRecognizer]? { recognizers.isEmpty ? nil : recognizers }
    /// The kind of input.
    public internal(set) var type: TouchType { get { storedType } set { storedType = newValue } }
    @exclusivity(unchecked) private var storedType: TouchType
    /// The force of the touch, where 1.0 is an average touch; 0 when unknown.
    public internal(set) var force: CGFloat { get { storedForce } set { storedForce = newValue } }
    @exclusivity(unchecked) private var storedForce: CGFloat
    /// The maximum possible force; 0 when the device does not report force.
    public internal(set) var maximumPossibleForce: CGFloat { get { storedMaximumPossibleForce } set { storedMaximumPossibleForce = newValue } }
    @exclusivity(unchecked) private var storedMaximumPossibleForce: CGFloat
    /// The radius of the touch's contact area, in points.
    public internal(set) var majorRadius: CGFloat { get { storedMajorRadius } set { storedMajorRadius = newValue } }
    @exclusivity(unchecked) private var storedMajorRadius: CGFloat
    /// The tolerance of ``majorRadius``, in points.
    public internal(set) var majorRadiusTolerance: CGFloat { get { storedMajorRadiusTolerance } set { storedMajorRadiusTolerance = newValue } }
    @exclusivity(unchecked) private var storedMajorRadiusTolerance: CGFloat = 0

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
    /// Where the touch's own one-element set is among the event's sets, or -1 when it has
    /// none; owned by `PhaseSets`.
    @exclusivity(unchecked) var ownSetSlot = -1

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
    /// The estimates of the touch's current data, if the host gave any (R-P9); see
    /// ``estimatedProperties``.
    @exclusivity(unchecked) var estimation: Estimation?

    init(finger: Int, serial: Int, sequence: Int, location: CGPoint, timestamp: TimeInterval, tapCount: Int,
         view: UIView?, window: UIWindow.Reference, type: TouchType, force: CGFloat, majorRadius: CGFloat) {
        self.finger = finger
        self.serial = serial
        self.sequence = sequence
        self.windowLocation = location
        self.previousWindowLocation = location
        storedTimestamp = timestamp
        storedTapCount = tapCount
        hitViewIsWindow = view != nil && view === window.window
        hitView = hitViewIsWindow ? nil : view
        self.windowReference = window
        storedType = type
        storedForce = force
        storedMaximumPossibleForce = force > 0 ? max(force, 6.666_667) : 0
        storedMajorRadius = majorRadius
    }

    /// Lets go of the touch's view and recognizers when its window goes mid-gesture: they
    /// and the touch hold each other until the attempt ends, which it never will.
    func detachFromWindow() {
        hitView = nil
        recognizers = []
    }

    /// The touch's location in `view`'s coordinates; `nil` means the window (R-T3).
    public func location(in view: UIView?) -> CGPoint {
        view?.convertPoint(windowLocation, from: nil) ?? windowLocation
    }

    /// The touch's location at its previous change, in `view`'s coordinates; `nil` means
    /// the window (R-T3).
    public func previousLocation(in view: UIView?) -> CGPoint {
        view?.convertPoint(previousWindowLocation, from: nil) ?? previousWindowLocation
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

    /// Takes the stylus and sample properties of `inputs[position]`, a change of this
    /// touch's finger, read in place: a copy of the input would retain and release its
    /// samples.
    func apply(_ inputs: [TouchInput], at position: Int) {
        force = inputs[position].force
        majorRadius = inputs[position].majorRadius
        if let maximum = inputs[position].maximumPossibleForce { maximumPossibleForce = maximum }
        altitudeAngle = inputs[position].altitudeAngle
        windowAzimuth = inputs[position].azimuthAngle
        // A plain move neither had nor brings samples or estimates, and touches no array.
        if inputs[position].hasExtras || !coalescedSamples.isEmpty || !predictedSamples.isEmpty || estimation != nil {
            coalescedSamples = inputs[position].coalesced
            predictedSamples = inputs[position].predicted
            estimation = inputs[position].estimation
        }
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
