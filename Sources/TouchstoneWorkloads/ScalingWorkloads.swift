import Foundation
import Touchstone

// The scaling series of the performance work: each one varies one dimension of the
// standard workload (fingers, views, recognizers) so that the cost per event can be
// compared across sizes. Nesting depth is `Workload.nested(depth:)`, next to the standard
// workload it varies.

extension Workload {
    /// `count` fingers (1 to 10) that come down together on the standard view, drag 20
    /// times 10 pt down every 16 ms, all of them in every event, and lift together; then
    /// ``StandardWorkload/idle``.
    public static func fingers(_ count: Int) -> Workload {
        precondition((1...10).contains(count), "Workload.fingers(\(count)): between 1 and 10 fingers")
        var script = TouchScript()
        let starts = (0..<count).map { CGPoint(x: 50 + 30 * CGFloat($0), y: 200) }
        script.event(starts.enumerated().map { TouchInput(finger: $0.offset + 1, phase: .began, location: $0.element) })
        for step in 1...20 {
            script.wait(0.016)
            script.event(starts.enumerated().map { finger, start in
                TouchInput(finger: finger + 1, phase: .moved, location: CGPoint(x: start.x, y: start.y + CGFloat(10 * step)))
            })
        }
        script.wait(0.016)
        script.event((1...count).map { TouchInput(finger: $0, phase: .ended) })
        script.wait(StandardWorkload.idle)
        return Workload(name: "fingers-\(count)", round: script.frames, roundDuration: script.now) { tally in
            StandardWorkload.scene(depth: 1, tally: tally) { _ in }
        }
    }

    /// The standard workload on a window of `count` views: the standard view is filled
    /// with a grid of `count - 2` plain views (the window and the standard view make up
    /// the rest), which every touch is hit-tested through (R-H1).
    public static func views(_ count: Int) -> Workload {
        precondition(count >= 3, "Workload.views(\(count)): at least the window, the standard view and one cell")
        let round = StandardWorkload.round()
        return Workload(name: "views-\(count)", round: round.frames, roundDuration: round.duration) { tally in
            StandardWorkload.scene(depth: 1, tally: tally) { view in
                let cells = count - 2
                let columns = max(1, Int((Double(cells) / 2).squareRoot().rounded(.up)))
                let rows = (cells + columns - 1) / columns
                let size = CGSize(width: view.bounds.width / CGFloat(columns),
                                  height: view.bounds.height / CGFloat(rows))
                for index in 0..<cells {
                    let origin = CGPoint(x: CGFloat(index % columns) * size.width,
                                         y: CGFloat(index / columns) * size.height)
                    view.addSubview(UIView(frame: CGRect(origin: origin, size: size)))
                }
            }
        }
    }

    /// The standard sequences on one view carrying `count` recognizers of which only one,
    /// a pan, receives the touches. The others are, in turn, disabled, limited to a
    /// stylus, or refused every touch by their delegate: each is filtered out when a touch
    /// begins (R-A1), and should cost nothing after that.
    public static func recognizers(_ count: Int) -> Workload {
        precondition(count >= 1, "Workload.recognizers(\(count)): at least the one relevant recognizer")
        let round = StandardWorkload.round()
        return Workload(name: "recognizers-\(count)", round: round.frames, roundDuration: round.duration) { tally in
            let window = UIWindow(frame: StandardWorkload.windowFrame)
            let view = UIView(frame: window.bounds)
            view.isMultipleTouchEnabled = true
            window.addSubview(view)
            let pan = UIPanGestureRecognizer()
            pan.name = StandardGesture.pan.name
            pan.addAction { recognizer in tally.record(.pan, recognizer.state) }
            view.addGestureRecognizer(pan)
            let refuser = TouchRefuser()
            for index in 1..<count {
                let idle = UITapGestureRecognizer()
                switch index % 3 {
                case 0: idle.isEnabled = false
                case 1: idle.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
                default: idle.delegate = refuser
                }
                view.addGestureRecognizer(idle)
            }
            return WorkloadScene(window: window, retained: [refuser])
        }
    }
}

/// A delegate that lets its recognizers receive no touch at all.
@MainActor
final class TouchRefuser: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
}
