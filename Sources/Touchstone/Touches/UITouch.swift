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

    /// The kind of input that produced the touch, with UIKit's raw values (R-P1).
    public enum TouchType: Int, Sendable, CaseIterable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen, such as a remote's touch surface.
        case indirect
        /// A stylus.
        case pencil
        /// A pointer device such as a mouse or trackpad: a click (R-P2).
        case indirectPointer
    }

    /// The touch properties whose values are estimates (R-P7), with UIKit's raw values.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a set of properties from UIKit's raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// ``UITouch/force``.
        public static let force = Properties(rawValue: 1 << 0)
        /// ``UITouch/azimuthAngle(in:)``.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// ``UITouch/altitudeAngle``.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// ``UITouch/location(in:)``.
        public static let location = Properties(rawValue: 1 << 3)
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
    /// The force of the touch, where 1.0 is an average touch; 0 when unknown (R-P7).
    @exclusivity(unchecked) public internal(set) var force: CGFloat
    /// The maximum possible force; 0 when the device does not report force (R-P7).
    @exclusivity(unchecked) public internal(set) var maximumPossibleForce: CGFloat
    /// The radius of the touch's contact area, in points (R-P7).
    @exclusivity(unchecked) public internal(set) var majorRadius: CGFloat
    /// The tolerance of ``majorRadius``, in points (R-P7).
    @exclusivity(unchecked) public internal(set) var majorRadiusTolerance: CGFloat = 0
    /// For a stylus, its angle to the screen in radians: π/2 (the default, and every
    /// finger's) is perpendicular, 0 flat (R-P7).
    @exclusivity(unchecked) public internal(set) var altitudeAngle: CGFloat = .pi / 2
    /// The properties whose values are estimates and may be refined later; none here: a
    /// host reports measured values (R-P7).
    public var estimatedProperties: Properties { [] }
    /// The stylus's direction on the screen in window coordinates, in radians.
    @exclusivity(unchecked) var windowAzimuth: CGFloat = 0
    /// The host's earlier samples for this event and its predictions (R-P8); see
    /// ``UIEvent/coalescedTouches(for:)``.
    @exclusivity(unchecked) var coalescedSamples: [TouchInput.Sample] = []
    @exclusivity(unchecked) var predictedSamples: [TouchInput.Sample] = []

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

    /// The location of the touch in `view`'s coordinates (`nil`: the window's), as precise
    /// as the host measured it (R-P7). Hosts hand Touchstone unrounded locations, so it is
    /// ``location(in:)``.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The precise location at the touch's previous change (R-P7); see
    /// ``preciseLocation(in:)``.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// The direction the stylus points to on the screen, as an angle in `view`'s
    /// coordinates (`nil`: the window's) in radians; 0 for a finger (R-P7).
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The direction the stylus points to on the screen, as a unit vector in `view`'s
    /// coordinates (`nil`: the window's) (R-P7).
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        let windowVector = CGPoint(x: cos(windowAzimuth), y: sin(windowAzimuth))
        guard let view else { return CGVector(dx: windowVector.x, dy: windowVector.y) }
        let local = view.convert(windowVector, from: nil) - view.convert(CGPoint.zero, from: nil)
        let length = (local.x * local.x + local.y * local.y).squareRoot()
        guard length > 0, length.isFinite else { return CGVector(dx: windowVector.x, dy: windowVector.y) }
        return CGVector(dx: local.x / length, dy: local.y / length)
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
