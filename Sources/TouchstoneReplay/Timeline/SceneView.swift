import Foundation
import Touchstone
import TouchstoneFormats

/// A scene's plain view: a `UIView` that vetoes the recognizers the scene lists for it
/// (R-S4). Like any `UIView` it passes the touches it hears up the responder chain, at
/// whose end the scene's ``DeliveryLog`` writes them down.
@MainActor
final class SceneView: UIView {
    weak var recorder: TimelineRecorder?
    /// Names of recognizers for which `gestureRecognizerShouldBegin(_:)` says no.
    var refusedRecognizers: Set<String> = []

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !refusedRecognizers.contains(recorder?.name(of: gestureRecognizer) ?? "")
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

    override var next: UIResponder? { log }
}

/// The end of a scene's responder chain: records each responder call with the touches'
/// hit-test views, and the presses' responders. UIKit's default `touches…` and
/// `presses…` forward a call up the chain unchanged, so this sees exactly what the views
/// were told.
@MainActor
final class DeliveryLog: UIResponder {
    weak var recorder: TimelineRecorder?

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
        recorder?.delivery(.began, presses)
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        recorder?.delivery(.changed, presses)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        recorder?.delivery(.ended, presses)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        recorder?.delivery(.cancelled, presses)
    }
}
