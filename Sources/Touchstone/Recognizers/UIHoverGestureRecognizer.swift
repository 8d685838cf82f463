import Foundation

/// A continuous recognizer for the pointer hovering over its view: moving with no button
/// pressed (R-P4).
///
/// It begins when the pointer enters the view (the view is on the hit-test path under
/// the pointer), reports a change on every move inside, and ends when the pointer leaves
/// the view or the window, or when a button goes down (the contact is then a touch, which
/// it does not hear). It begins again on the next hover move inside. Hover recognizers
/// never hear touches and take no part in arbitration: those of nested views track the
/// pointer together, none preventing another. ``UIGestureRecognizer/location(in:)`` is
/// the pointer's location.
///
/// Its delegate's `gestureRecognizerShouldBegin(_:)` is asked each time it would begin.
///
/// A hovering stylus (``UIWindow/sendStylusHover(_:at:)``) drives it as the pointer does,
/// and it then reports the stylus's distance and pose: ``zOffset``, ``altitudeAngle``,
/// ``azimuthAngle(in:)``, ``azimuthUnitVector(in:)`` and ``rollAngle`` (R-P10). For a
/// mouse or trackpad, which sense none of them, they are 0 and the unit vector is empty,
/// as UIKit documents for devices without them.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Creates a hover recognizer that sends `action` to `target`. It accepts no touch type: touches
    /// never reach it.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        allowedTouchTypes = []
    }

    /// The pose of the hovering device at the latest hover, set by the pointer before it
    /// tells the recognizer (R-P10).
    var hoverPose = HoverPose.pointer

    /// The normalized distance between the screen and a hovering stylus: 1 at the
    /// greatest distance the device senses, approaching 0 as it nears the screen; 0 for a
    /// device that does not sense distance, such as a mouse (R-P10).
    public var zOffset: CGFloat { hoverPose.zOffset }

    /// The hovering stylus's angle to the screen in radians (π/2: perpendicular); 0 for a
    /// device that does not sense altitude, such as a mouse (R-P10).
    public var altitudeAngle: CGFloat { hoverPose.altitudeAngle }

    /// The hovering stylus's barrel-roll angle in radians; 0 for a device that does not
    /// sense roll (R-P10).
    public var rollAngle: CGFloat { hoverPose.rollAngle }

    /// The direction the hovering stylus points to on the screen, as an angle in `view`'s
    /// coordinates (`nil`: the window's) in radians; 0 for a device that does not sense
    /// azimuth, such as a mouse (R-P10).
    public func azimuthAngle(in view: UIView?) -> CGFloat {
        guard hoverPose.isStylus else { return 0 }
        let vector = azimuthUnitVector(in: view)
        return atan2(vector.dy, vector.dx)
    }

    /// The direction the hovering stylus points to on the screen, as a unit vector in
    /// `view`'s coordinates (`nil`: the window's); the empty vector for a device that does
    /// not sense azimuth, such as a mouse (R-P10).
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        guard hoverPose.isStylus else { return CGVector(dx: 0, dy: 0) }
        return Touchstone.azimuthUnitVector(ofWindowAngle: hoverPose.windowAzimuth, in: view)
    }

    /// The pointer entered the view: begins, unless the delegate refuses. Returns whether
    /// it began.
    func hoverBegan() -> Bool {
        guard delegateAllowsBeginning() else { return false }
        state = .began
        sendActions(reporting: .began)
        return true
    }

    /// The pointer moved inside the view.
    func hoverMoved() {
        state = .changed
        sendActions(reporting: .changed)
    }

    /// The pointer left the view, the window, or pressed a button (or, `cancelled`, the
    /// recognizer was disabled): the gesture ends and the recognizer resets at once, ready
    /// for the next entry (R-S6: no touch holds it).
    func hoverEnded(cancelled: Bool) {
        let final: State = cancelled || !isEnabled ? .cancelled : .ended
        state = final
        sendActions(reporting: final)
        invalidateTimers()
        resetsByEngine &+= 1
        reset()
        restorePossibleState()
    }
}

/// What a hovering device senses besides its location (R-P10): a stylus its distance and
/// pose, a mouse or trackpad nothing.
struct HoverPose: Equatable {
    var isStylus: Bool
    var zOffset: CGFloat
    var altitudeAngle: CGFloat
    /// The azimuth in radians in window coordinates.
    var windowAzimuth: CGFloat
    var rollAngle: CGFloat

    /// A mouse's or trackpad's: the values UIKit documents for devices without them.
    static let pointer = HoverPose(isStylus: false, zOffset: 0, altitudeAngle: 0, windowAzimuth: 0, rollAngle: 0)

    /// The pose of a hovering stylus.
    init(_ stylus: StylusHover) {
        self.init(isStylus: true, zOffset: stylus.zOffset, altitudeAngle: stylus.altitudeAngle,
                  windowAzimuth: stylus.azimuthAngle, rollAngle: stylus.rollAngle)
    }

    private init(isStylus: Bool, zOffset: CGFloat, altitudeAngle: CGFloat, windowAzimuth: CGFloat, rollAngle: CGFloat) {
        self.isStylus = isStylus
        self.zOffset = zOffset
        self.altitudeAngle = altitudeAngle
        self.windowAzimuth = windowAzimuth
        self.rollAngle = rollAngle
    }
}
