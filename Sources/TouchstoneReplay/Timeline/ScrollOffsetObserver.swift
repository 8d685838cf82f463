import Foundation
import Touchstone

/// The delegate a scene gives each of its scroll views, so that the timeline hears of
/// every change of the content offset, including the frames of a deceleration, a spring
/// back or an animation, when no action is sent.
@MainActor
final class ScrollOffsetObserver: UIScrollViewDelegate {
    private unowned let recorder: TimelineRecorder

    init(recorder: TimelineRecorder) {
        self.recorder = recorder
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        recorder.contentOffset(of: scrollView)
    }
}
