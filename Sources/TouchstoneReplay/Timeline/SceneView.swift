import Foundation
import Touchstone
import TouchstoneFormats

/// A scene's plain view: a `UIView` that records every touch its responder methods
/// receive, and vetoes the recognizers the scene lists for it (R-S4). It handles the
/// touches itself (a view that consumes them), so nothing is forwarded further.
@MainActor
final class SceneView: UIView {
    weak var recorder: TimelineRecorder?
    /// Names of recognizers for which `gestureRecognizerShouldBegin(_:)` says no.
    var refusedRecognizers: Set<String> = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.began, touches, to: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.moved, touches, to: self)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.ended, touches, to: self)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.cancelled, touches, to: self)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !refusedRecognizers.contains(recorder?.name(of: gestureRecognizer) ?? "")
    }
}

/// A scene's window: it records the touches that land on no view (or that views forward
/// up to it), which would otherwise vanish at the end of the responder chain.
@MainActor
final class SceneWindow: UIWindow {
    weak var recorder: TimelineRecorder?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.began, touches, to: self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.moved, touches, to: self)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.ended, touches, to: self)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder?.delivery(.cancelled, touches, to: self)
    }
}
