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
    case scroll(delta: CGVector, type: UIScrollType, phase: PointerInput.Phase, modifiers: UIKeyModifierFlags)
    /// Trackpad pinch and rotate at the pointer's location: `scale` and `rotation`
    /// (radians) relative to the gesture's start, so 1 and 0 at `began` (R-P6).
    case transform(scale: CGFloat, rotation: CGFloat, phase: PointerInput.Phase, modifiers: UIKeyModifierFlags)

    /// Where a trackpad scroll or transform gesture is.
    public enum Phase: Sendable, Equatable {
        case began, changed, ended, cancelled
    }
}
