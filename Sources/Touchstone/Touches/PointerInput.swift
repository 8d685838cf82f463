import Foundation

/// One thing a mouse, trackpad or hovering stylus did, as a host reports it to a window
/// (see ``UIWindow/sendPointer(_:at:)``) (R-P2, R-P4–R-P6).
///
/// The window keeps the pointer's state between inputs (where it is, which buttons are
/// held, whether a scroll or transform gesture is under way) and turns each input into
/// what iPadOS makes of it: a press of a button is an `.indirectPointer` touch that
/// moves while a button is held and ends when the last one is released; movement with no
/// button is a hover event; wheel notches and trackpad deltas are scroll events; trackpad
/// pinch and rotate are transform events. Locations are in window coordinates.
public enum PointerInput: Sendable, Equatable {
    /// The pointer is at `location` with `buttons` held; an empty mask is a hover. A change
    /// of the mask presses or releases buttons (R-P2, R-P4).
    case move(to: CGPoint, buttons: UIEvent.ButtonMask, modifiers: UIKeyModifierFlags)
    /// The pointer left the window (R-P4): hover ends, a contact still held is cancelled
    /// (its press did not finish in the window), and so is a trackpad scroll or transform
    /// under way.
    case exit
    /// A wheel notch (`.discrete`, phase `.changed`) or a trackpad scroll delta
    /// (`.continuous`, `began`/`changed`/`ended`), in points, at the pointer's location
    /// (R-P5). The delta is how far the content should move with the fingers: positive `dy`
    /// drags the content down, as a finger moving down would.
    ///
    /// Momentum (**Decision**): a host sends the fingers' deltas only, and `.ended` when
    /// the fingers lift (libinput's scroll stop, an axis event of value 0; a `phase` of
    /// ended in macOS's terms). It drops the system's own momentum that follows (macOS's
    /// `momentumPhase` events, a toolkit's kinetic scrolling), because the engine makes
    /// its own, as iPadOS does: a scroll view decelerates from the scroll's velocity at
    /// `.ended` on the host's clock, and a pan reports that velocity. Momentum deltas sent
    /// as `.changed` after `.ended` are refused with
    /// ``PointerInputError/noGestureUnderway(_:phase:)``; sent as a new gesture they would
    /// stop the deceleration and scroll again, twice as far.
    case scroll(delta: CGVector, type: UIScrollType, phase: PointerInput.Phase, modifiers: UIKeyModifierFlags)
    /// Trackpad pinch and rotate at the pointer's location: `scale` and `rotation`
    /// (radians) relative to the gesture's start, so 1 and 0 at `began` (R-P6).
    case transform(scale: CGFloat, rotation: CGFloat, phase: PointerInput.Phase, modifiers: UIKeyModifierFlags)

    /// Where a trackpad scroll or transform gesture is.
    public enum Phase: Sendable, Equatable {
        case began, changed, ended, cancelled
    }

    /// The gestures of the pointer that are not touches, as errors name them.
    public enum Gesture: Sendable, Equatable {
        /// A mouse wheel's notches (`.scroll` of type `.discrete`).
        case wheelScroll
        /// A trackpad's two-finger scroll (`.scroll` of type `.continuous`).
        case trackpadScroll
        /// A trackpad's pinch and rotate (`.transform`).
        case transform
    }
}

/// A stylus hovering over the screen without touching it, as a host reports it to a
/// window (see ``UIWindow/sendStylusHover(_:at:)``) (R-P10).
///
/// A hovering stylus moves the window's pointer as a hover does (R-P4): the
/// ``UIHoverGestureRecognizer``s under it begin, change and end, and they report the
/// pose given here through ``UIHoverGestureRecognizer/zOffset``,
/// ``UIHoverGestureRecognizer/altitudeAngle``,
/// ``UIHoverGestureRecognizer/azimuthAngle(in:)`` and
/// ``UIHoverGestureRecognizer/rollAngle``. When the stylus touches the screen, the host
/// sends ``PointerInput/exit`` (the hover ends, as UIKit ends it on contact) and then the
/// contact as a `.pencil` ``TouchInput``; when it leaves the hover range, `.exit` too.
///
/// It is a type of its own rather than a case of ``PointerInput`` (**Decision**): a new
/// case would break every exhaustive `switch` over pointer input in hosts and tools.
public struct StylusHover: Sendable, Equatable {
    /// Where the stylus's tip points, in window coordinates.
    public var location: CGPoint
    /// The normalized distance from the screen: 1 at the greatest distance the device
    /// senses, approaching 0 as the tip nears the glass.
    public var zOffset: CGFloat
    /// The stylus's angle to the screen in radians: π/2 (the default) is perpendicular,
    /// 0 flat.
    public var altitudeAngle: CGFloat
    /// The direction the stylus points to on the screen, in radians in window
    /// coordinates: 0 along the window's x axis, π/2 along its y axis.
    public var azimuthAngle: CGFloat
    /// The barrel-roll angle of the stylus about its own axis, in radians; 0 (the default)
    /// for a stylus that does not sense roll.
    public var rollAngle: CGFloat
    /// The modifier keys held, as for a ``PointerInput/move(to:buttons:modifiers:)``.
    public var modifiers: UIKeyModifierFlags

    /// Creates a stylus hover at `location`, `zOffset` (0…1) above the screen.
    public init(location: CGPoint, zOffset: CGFloat, altitudeAngle: CGFloat = .pi / 2, azimuthAngle: CGFloat = 0,
                rollAngle: CGFloat = 0, modifiers: UIKeyModifierFlags = []) {
        self.location = location
        self.zOffset = zOffset
        self.altitudeAngle = altitudeAngle
        self.azimuthAngle = azimuthAngle
        self.rollAngle = rollAngle
        self.modifiers = modifiers
    }
}

/// Why a window refused a ``PointerInput`` (inside ``TouchInputError/pointer(_:)``): one case
/// per cause, so that a host can tell them apart. Nothing of the refused input took effect.
public enum PointerInputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A `.move` to a NaN or infinite location.
    case nonFiniteLocation(x: Double, y: Double)
    /// A `.scroll` by a NaN or infinite delta.
    case nonFiniteScrollDelta(dx: Double, dy: Double)
    /// A `.transform` with a scale that is not finite and positive, or a rotation that is
    /// not finite.
    case invalidTransform(scale: Double, rotation: Double)
    /// A scroll or transform while the pointer is not in the window: it happens at the
    /// pointer's location, so move the pointer in first.
    case pointerNotInWindow(PointerInput.Gesture)
    /// A wheel notch with a phase other than `.changed`: a wheel has no gesture phases.
    case wheelNotchPhase(PointerInput.Phase)
    /// A `began` while a gesture of that kind is under way.
    case gestureAlreadyUnderway(PointerInput.Gesture)
    /// A `changed`, `ended` or `cancelled` with no gesture of that kind under way (send
    /// `began` first). The system's momentum deltas, sent after the fingers lifted, are
    /// refused this way: see ``PointerInput/scroll(delta:type:phase:modifiers:)``.
    case noGestureUnderway(PointerInput.Gesture, phase: PointerInput.Phase)
    /// A ``StylusHover`` with a `zOffset` outside 0…1, an altitude outside 0…π/2, or an
    /// azimuth or roll that is not finite (R-P10).
    case invalidStylusPose(zOffset: Double, altitude: Double, azimuth: Double, roll: Double)
    /// A ``StylusHover`` while pointer buttons are held: the pointer cannot hover and press
    /// at once, so release them first (R-P10).
    case stylusHoverWithButtonsHeld(UIEvent.ButtonMask)
    /// A pointer input given to a host's receiver that forwards only touches and presses
    /// (a live driver's `TouchReceiver` that does not implement `sendPointer`); the
    /// receiver's type is named.
    case notAccepted(receiver: String)

    /// The cause in one line, starting `pointer input:`.
    public var description: String {
        switch self {
        case .nonFiniteLocation(let x, let y):
            "pointer input: move to (\(x), \(y)) has a NaN or infinite value"
        case .nonFiniteScrollDelta(let dx, let dy):
            "pointer input: scroll by (\(dx), \(dy)) has a NaN or infinite value"
        case .invalidTransform(let scale, let rotation):
            "pointer input: transform to scale \(scale), rotation \(rotation): the scale must be finite and positive, the rotation finite"
        case .pointerNotInWindow(let gesture):
            "pointer input: \(gesture.words): the pointer is not in the window; move it in first"
        case .wheelNotchPhase(let phase):
            "pointer input: wheel scroll: a notch has phase changed, not \(phase)"
        case .gestureAlreadyUnderway(let gesture):
            "pointer input: \(gesture.words): began while one is under way"
        case .noGestureUnderway(let gesture, let phase):
            "pointer input: \(gesture.words): \(phase) with none under way (send began first)"
        case .invalidStylusPose(let zOffset, let altitude, let azimuth, let roll):
            "pointer input: stylus hover with zOffset \(zOffset), altitude \(altitude), azimuth \(azimuth), roll \(roll): "
                + "the zOffset must be within 0…1, the altitude within 0…π/2, the azimuth and roll finite"
        case .stylusHoverWithButtonsHeld(let buttons):
            "pointer input: stylus hover while buttons \(buttons.rawValue) are held; release them first"
        case .notAccepted(let receiver):
            "pointer input: this receiver (\(receiver)) takes no pointer input"
        }
    }
}

extension PointerInput.Gesture {
    /// The gesture in a message's words.
    var words: String {
        switch self {
        case .wheelScroll: "wheel scroll"
        case .trackpadScroll: "trackpad scroll"
        case .transform: "transform"
        }
    }
}
