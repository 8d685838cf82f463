import Foundation
import Testing
import Touchstone
import TouchstoneTesting

extension ControlTesting {
    /// A window with a 400×600 scroll view at y 100 over 400×2000 points of content: a
    /// button at content (100, 200, 200×50), which is window (100, 300) at offset zero,
    /// and a recording view at content (0, 400, 400×200).
    @MainActor
    final class ScrollScene {
        let scene = Scene()
        let scrollView: UIScrollView
        let button = UIButton(frame: CGRect(x: 100, y: 200, width: 200, height: 50))
        let log = SceneLog()
        let content: TouchLogView
        let delegateLog = ScrollDelegateLog()
        let buttonEvents: EventLog

        /// A point on the button, in window coordinates, at offset zero.
        let onButton = CGPoint(x: 150, y: 320)
        /// A point on the recording view, in window coordinates, at offset zero.
        let onContent = CGPoint(x: 200, y: 600)

        init(scrollView: UIScrollView = UIScrollView()) {
            self.scrollView = scrollView
            scrollView.frame = CGRect(x: 0, y: 100, width: 400, height: 600)
            scrollView.contentSize = CGSize(width: 400, height: 2000)
            scrollView.delegate = delegateLog
            content = TouchLogView(frame: CGRect(x: 0, y: 400, width: 400, height: 200), log: log)
            scrollView.addSubview(button)
            scrollView.addSubview(content)
            scene.add(scrollView)
            buttonEvents = EventLog(button, ignoringDrags: true)
        }

        var fingers: TouchSimulator { scene.fingers }

        /// Puts a finger down at `start` and moves it by `distance` in `steps` moves, one
        /// per 60 Hz frame, leaving it down.
        func drag(from start: CGPoint, by distance: CGPoint, steps: Int = 6) {
            fingers.down(1, at: start)
            scene.drag(to: CGPoint(x: start.x + distance.x, y: start.y + distance.y), steps: steps)
        }
    }

    /// Records a scroll view's delegate calls by name, and what the drag's end reported.
    @MainActor
    final class ScrollDelegateLog: UIScrollViewDelegate {
        private(set) var calls: [String] = []
        private(set) var endVelocity: CGPoint?
        private(set) var endTarget: CGPoint?
        /// When set, `scrollViewWillEndDragging` moves the target here.
        var targetOverride: CGPoint?
        var zoomView: UIView?

        /// The calls without the `didScroll` ones.
        var callsExceptScrolls: [String] { calls.filter { $0 != "didScroll" } }
        /// How many `didScroll` calls there were.
        var scrollCount: Int { calls.filter { $0 == "didScroll" }.count }

        func clear() { calls.removeAll() }

        /// Called after each `didScroll` is logged: lets a test act from the delegate.
        var onScroll: ((UIScrollView) -> Void)?

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            calls.append("didScroll")
            onScroll?(scrollView)
        }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            calls.append("willBeginDragging dragging=\(scrollView.isDragging)")
        }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging")
            endVelocity = velocity
            endTarget = targetContentOffset.pointee
            if let targetOverride { targetContentOffset.pointee = targetOverride }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging decelerate=\(decelerate)")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            calls.append("didEndDecelerating decelerating=\(scrollView.isDecelerating)")
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            calls.append("willBeginZooming")
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEndZooming \(scale)")
        }
    }
}
