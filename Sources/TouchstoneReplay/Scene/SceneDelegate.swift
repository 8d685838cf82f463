import Foundation
import Touchstone

/// The delegate of a scene's recognizer: answers as its scene file says, by name, and
/// allows the simultaneous pairs of the scene's relations (R-A4: one delegate saying yes
/// is enough).
@MainActor
final class SceneDelegate: UIGestureRecognizerDelegate {
    private let node: Scene.DelegateNode
    /// The recognizers this one may recognize together with.
    private let simultaneousWith: Set<String>
    private unowned let recorder: TimelineRecorder

    init(node: Scene.DelegateNode, simultaneousWith: Set<String>, recorder: TimelineRecorder) {
        self.node = node
        self.simultaneousWith = simultaneousWith
        self.recorder = recorder
    }

    private func name(_ recognizer: UIGestureRecognizer) -> String {
        recorder.name(of: recognizer) ?? ""
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        node.shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !node.ignoresTouchesIn.contains(recorder.name(of: touch.view) ?? "")
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneousWith.contains(name(otherGestureRecognizer))
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        node.shouldRequireFailureOf.contains(name(otherGestureRecognizer))
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        node.shouldBeRequiredToFailBy.contains(name(otherGestureRecognizer))
    }
}
