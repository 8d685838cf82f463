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
