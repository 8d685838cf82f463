import Foundation
import Touchstone
import TouchstoneFormats

/// A scene's plain view: a `UIView` that vetoes the recognizers the scene lists for it
/// (R-S4), and that can become first responder when the scene names it (R-R4). Like any
/// `UIView` it passes the touches it hears up the responder chain, at whose end the
/// scene's ``DeliveryLog`` writes them down; it writes down the presses it hears as it
/// passes them on, so that a replay shows the path of a press (R-R5).
@MainActor
final class SceneView: UIView {
    weak var recorder: TimelineRecorder?
    weak var pressLog: PressLog?
    /// Names of recognizers for which `gestureRecognizerShouldBegin(_:)` says no.
    var refusedRecognizers: Set<String> = []
    /// Whether the view can become first responder: the scene's first responder can.
    var isFirstResponderCandidate = false

    override var canBecomeFirstResponder: Bool { isFirstResponderCandidate }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !refusedRecognizers.contains(recorder?.name(of: gestureRecognizer) ?? "")
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog?.heard(.began, presses, by: self)
        super.pressesBegan(presses, with: event)
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog?.heard(.changed, presses, by: self)
        super.pressesChanged(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog?.heard(.ended, presses, by: self)
        super.pressesEnded(presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog?.heard(.cancelled, presses, by: self)
        super.pressesCancelled(presses, with: event)
    }
}

/// A scene's window, whose next responder is the scene's ``DeliveryLog``, so that every
/// touch a view hears and does not consume itself (controls do) reaches the log.
@MainActor
final class SceneWindow: UIWindow {
    let log: DeliveryLog

    init(frame: CGRect, log: DeliveryLog) {
        self.log = log
        super.init(frame: frame)
    }

    /// A scene's window is made in code only.
    required init?(coder: NSCoder) { return nil }

    override var next: UIResponder? { log }
}

/// The end of a scene's responder chain: records each responder call with the touches'
/// hit-test views, and the presses' responders. UIKit's default `touches…` and
/// `presses…` forward a call up the chain unchanged, so this sees exactly what the views
/// were told. The presses that reach it are also written down as the window's in the
/// scene's press log: no responder kept them.
@MainActor
final class DeliveryLog: UIResponder {
    weak var recorder: TimelineRecorder?
    weak var pressLog: PressLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.began, touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.moved, touches)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.ended, touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.cancelled, touches)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        heard(.began, presses)
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        heard(.changed, presses)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        heard(.ended, presses)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        heard(.cancelled, presses)
    }

    private func heard(_ phase: UIPress.Phase, _ presses: Set<UIPress>) {
        recorder?.delivery(phase, presses)
        pressLog?.heard(phase, presses, by: nil)
    }
}
