import Foundation

/// One finger's change, as a host reports it to a window (see
/// ``UIWindow/sendTouches(_:at:)``).
///
/// This is Touchstone's input API: a platform layer (evdev, a test driver, a replayed
/// recording) turns what the hardware says into these, with the hardware's own
/// timestamps. Locations are in window coordinates.
public struct TouchInput: Sendable, Equatable {
    /// What happened to the finger.
    public enum Phase: Sendable, Equatable {
        case began, moved, ended, cancelled
    }

    /// The host's identifier for the finger, stable from down to up.
    public var finger: Int
    /// What happened.
    public var phase: Phase
    /// The location in window coordinates. Required for `began`; for the other phases
    /// `nil` keeps the previous location.
    public var location: CGPoint?
    /// The kind of input.
    public var type: UITouch.TouchType
    /// The force, where 1.0 is an average touch; 0 when unknown (R-P7).
    public var force: CGFloat
    /// The contact radius in points (R-P7).
    public var majorRadius: CGFloat
    /// The largest force the device can report; `nil` lets the window choose (UIKit's
    /// 20/3 for a touch that reports force, 0 for one that does not) (R-P7).
    public var maximumPossibleForce: CGFloat?
    /// For a stylus, its angle to the screen: π/2 (the default) is perpendicular, 0 is
    /// flat, in radians (R-P7).
    public var altitudeAngle: CGFloat
    /// For a stylus, the direction it points to on the screen, in radians in window
    /// coordinates: 0 points along the window's x axis, π/2 along its y axis (R-P7).
    public var azimuthAngle: CGFloat
    /// The samples the device measured since the previous event, before this one, oldest
    /// first (R-P8). The input's own location, force and angles are the last sample; only
    /// a `moved` (or `ended`) input may carry earlier ones.
    public var coalesced: [Sample] {
        get { extras?.values.coalesced ?? [] }
        set { changeExtras { $0.coalesced = newValue } }
    }
    /// The device's predictions of where the finger goes next, soonest first (R-P8).
    public var predicted: [Sample] {
        get { extras?.values.predicted ?? [] }
        set { changeExtras { $0.predicted = newValue } }
    }

    /// Which of the input's values are only estimates (R-P9): a device that measures them
    /// apart from the location, as a pencil measures its force, may report a guess first.
    /// An input with estimates names them with an ``estimationUpdateIndex``.
    public var estimatedProperties: UITouch.Properties {
        get { extras?.values.estimatedProperties ?? [] }
        set { changeExtras { $0.estimatedProperties = newValue } }
    }
    /// Which of the ``estimatedProperties`` the host will update later, with
    /// ``UIWindow/sendEstimateUpdates(_:at:)`` naming the ``estimationUpdateIndex`` (R-P9).
    public var estimatedPropertiesExpectingUpdates: UITouch.Properties {
        get { extras?.values.estimatedPropertiesExpectingUpdates ?? [] }
        set { changeExtras { $0.estimatedPropertiesExpectingUpdates = newValue } }
    }
    /// The host's number for this input's estimates, which the touch reports as
    /// ``UITouch/estimationUpdateIndex`` and an update names (R-P9): given exactly when
    /// there are ``estimatedProperties``, and greater than every index the window took
    /// before, as UIKit's increase monotonically. A host numbers them as its device does
    /// (a pencil's sample counter) or counts them itself.
    public var estimationUpdateIndex: Int? {
        get { extras?.values.estimationUpdateIndex }
        set { changeExtras { $0.estimationUpdateIndex = newValue } }
    }

    /// The coalesced and predicted samples and the estimates, stored only when there are
    /// any: most inputs carry none, and an input without them then holds no array to
    /// retain, release or check. They are boxed so that every input stays small: inline,
    /// they made each copy of an input a `memcpy` and an outlined destroy, 5–8 % more
    /// instructions per event (`touchstone bench --instructions`, standard and fingers-1).
    private var extras: ExtrasBox?

    /// Whether the input carries coalesced or predicted samples, or estimates.
    var hasExtras: Bool { extras != nil }

    /// The estimates of the input, as the touch keeps them (R-P9).
    var estimation: UITouch.Estimation? {
        guard let extras = extras?.values, let index = extras.estimationUpdateIndex else { return nil }
        return UITouch.Estimation(index: index, estimated: extras.estimatedProperties,
                                  expecting: extras.estimatedPropertiesExpectingUpdates)
    }

    private struct Extras: Sendable, Equatable {
        var coalesced: [Sample] = []
        var predicted: [Sample] = []
        var estimatedProperties: UITouch.Properties = []
        var estimatedPropertiesExpectingUpdates: UITouch.Properties = []
        var estimationUpdateIndex: Int?

        var isEmpty: Bool {
            coalesced.isEmpty && predicted.isEmpty && estimatedProperties.isEmpty
                && estimatedPropertiesExpectingUpdates.isEmpty && estimationUpdateIndex == nil
        }
    }

    /// An input's ``Extras``, shared by its copies and never changed: a change makes a new box.
    private final class ExtrasBox: Sendable, Equatable {
        let values: Extras

        init(_ values: Extras) { self.values = values }

        static func == (lhs: ExtrasBox, rhs: ExtrasBox) -> Bool { lhs.values == rhs.values }
    }

    private mutating func changeExtras(_ change: (inout Extras) -> Void) {
        var changed = extras?.values ?? Extras()
        change(&changed)
        extras = changed.isEmpty ? nil : ExtrasBox(changed)
    }

    /// One measurement of a finger or stylus, for ``coalesced`` and ``predicted``
    /// samples (R-P8).
    public struct Sample: Sendable, Equatable {
        /// The location in window coordinates.
        public var location: CGPoint
        /// The host time of the measurement, in seconds.
        public var timestamp: TimeInterval
        /// The force, where 1.0 is an average touch; 0 when unknown.
        public var force: CGFloat
        /// The contact radius in points.
        public var majorRadius: CGFloat
        /// The stylus's angle to the screen, in radians (π/2: perpendicular).
        public var altitudeAngle: CGFloat
        /// The stylus's direction on the screen, in radians in window coordinates.
        public var azimuthAngle: CGFloat

        /// Creates a sample.
        public init(location: CGPoint, timestamp: TimeInterval, force: CGFloat = 0, majorRadius: CGFloat = 20,
                    altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0) {
            self.location = location
            self.timestamp = timestamp
            self.force = force
            self.majorRadius = majorRadius
            self.altitudeAngle = altitudeAngle
            self.azimuthAngle = azimuthAngle
        }
    }

    /// Creates a finger change.
    public init(finger: Int, phase: Phase, location: CGPoint? = nil, type: UITouch.TouchType = .direct,
                force: CGFloat = 0, majorRadius: CGFloat = 20, maximumPossibleForce: CGFloat? = nil,
                altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0,
                coalesced: [Sample] = [], predicted: [Sample] = [],
                estimatedProperties: UITouch.Properties = [],
                estimatedPropertiesExpectingUpdates: UITouch.Properties = [],
                estimationUpdateIndex: Int? = nil) {
        self.finger = finger
        self.phase = phase
        self.location = location
        self.type = type
        self.force = force
        self.majorRadius = majorRadius
        self.maximumPossibleForce = maximumPossibleForce
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        if !coalesced.isEmpty || !predicted.isEmpty || !estimatedProperties.isEmpty
            || !estimatedPropertiesExpectingUpdates.isEmpty || estimationUpdateIndex != nil {
            extras = ExtrasBox(Extras(coalesced: coalesced, predicted: predicted, estimatedProperties: estimatedProperties,
                                      estimatedPropertiesExpectingUpdates: estimatedPropertiesExpectingUpdates,
                                      estimationUpdateIndex: estimationUpdateIndex))
        }
    }
}

/// Input a window refused. Nothing of the refused call took effect: every touch,
/// recognizer and view is as it was before it.
public enum TouchInputError: Error, Equatable, CustomStringConvertible {
    /// A `began` for a finger that is already down.
    case fingerAlreadyDown(finger: Int)
    /// A `moved`, `ended` or `cancelled` for a finger that is not down.
    case fingerNotDown(finger: Int, phase: TouchInput.Phase)
    /// A `began` without a location.
    case missingLocation(finger: Int)
    /// A NaN or infinite coordinate.
    case nonFiniteLocation(finger: Int, x: Double, y: Double)
    /// A NaN, infinite or negative force or contact radius.
    case invalidForceOrRadius(finger: Int, force: Double, majorRadius: Double)
    /// The same finger twice in one event.
    case duplicateFinger(finger: Int)
    /// A timestamp earlier than the window's current time.
    case timeWentBackwards(current: TimeInterval, requested: TimeInterval)
    /// A timestamp that is not finite, or later than ``UIWindow/maximumTime`` (R-O3).
    case timeOutOfRange(requested: TimeInterval)
    /// A call made while the window is still handling an event or a timer: from an
    /// action, a view's `touches…` method, a delegate or a timer block.
    case reentrantCall
    /// A stylus angle that is not finite, or an altitude outside 0…π/2 (R-P7).
    case invalidAngle(finger: Int, altitude: Double, azimuth: Double)
    /// A coalesced or predicted sample that is not finite, out of time order, timed
    /// outside 0…``UIWindow/maximumTime``, or given for a `began` or `cancelled` input
    /// (R-P8); `index` counts from 0 in its list.
    case invalidSample(finger: Int, index: Int, problem: String)
    /// A finger number the window keeps for the pointer's own contact (R-P2).
    case reservedFinger(finger: Int)
    /// A pointer input the window cannot take (R-P2, R-P4–R-P6); the case says why.
    case pointer(PointerInputError)
    /// A press phase that does not follow the press's previous one (a `began` for a press
    /// that is down, another phase for one that is not, a press twice in one event), or a
    /// force that is not within 0…1 (R-R5).
    case pressInput(press: String, problem: String)
    /// Estimates an input cannot carry (R-P9): an ``TouchInput/estimationUpdateIndex``
    /// without ``TouchInput/estimatedProperties`` or the other way round, one not greater
    /// than every index before, or properties expecting updates that are not estimated.
    case invalidEstimate(finger: Int, problem: String)
    /// An update of estimated properties the window cannot apply (R-P9): no estimate with
    /// its index awaits updates, it updates a property no update is expected for, names the
    /// index twice, carries a value that is not finite or out of range, or nothing at all.
    case estimateUpdate(index: Int, problem: String)

    public var description: String {
        switch self {
        case .fingerAlreadyDown(let finger):
            "touch input: finger \(finger) began but is already down"
        case .fingerNotDown(let finger, let phase):
            "touch input: finger \(finger) \(phase) but is not down"
        case .missingLocation(let finger):
            "touch input: finger \(finger) began without a location"
        case .nonFiniteLocation(let finger, let x, let y):
            "touch input: finger \(finger) has a non-finite location (\(x), \(y))"
        case .invalidForceOrRadius(let finger, let force, let majorRadius):
            "touch input: finger \(finger) has force \(force) and radius \(majorRadius); both must be finite and not negative"
        case .duplicateFinger(let finger):
            "touch input: finger \(finger) appears twice in one event"
        case .timeWentBackwards(let current, let requested):
            "touch input: time \(requested) s is before the window's current time \(current) s"
        case .timeOutOfRange(let requested) where !requested.isFinite:
            "touch input: time \(requested) s is not a finite number of seconds"
        case .timeOutOfRange(let requested):
            "touch input: time \(requested) s is later than the latest time a window handles, "
                + "\(Int(UIWindow.maximumTime)) s; count host time from the program's or the device's start"
        case .reentrantCall:
            "touch input: sendTouches or advanceTime called while the window is handling an event (from an action, a touches method, a delegate or a timer); call it after that returns"
        case .invalidAngle(let finger, let altitude, let azimuth):
            "touch input: finger \(finger) has altitude \(altitude) and azimuth \(azimuth); both must be finite, the altitude within 0…π/2"
        case .invalidSample(let finger, let index, let problem):
            "touch input: finger \(finger), sample \(index): \(problem)"
        case .reservedFinger(let finger):
            "touch input: finger \(finger) is reserved for the pointer; use another number"
        case .pointer(let error):
            error.description
        case .pressInput(let press, let problem):
            "press input: \(press): \(problem)"
        case .invalidEstimate(let finger, let problem):
            "touch input: finger \(finger): \(problem)"
        case .estimateUpdate(let index, let problem):
            "estimate update \(index): \(problem)"
        }
    }
}
