import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// Helpers for the tests of controls and scroll views. Everything is nested in
// `ControlTesting` so it cannot clash with the helpers of other test files.

enum ControlTesting {
    /// A 400×800 window holding a full-size container view, a simulator driving it, and a
    /// record of the window's arbitration decisions.
    @MainActor
    final class Scene: DecisionWindow {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))

        override init() {
            super.init()
            window.addSubview(container)
        }

        /// Adds `view` to the container and returns it.
        @discardableResult
        func add<View: UIView>(_ view: View) -> View {
            container.addSubview(view)
            return view
        }

        /// A tap: down at `point`, up `duration` seconds later.
        func tap(at point: CGPoint, finger: Int = 1, duration: TimeInterval = 0.05) {
            fingers.down(finger, at: point)
            fingers.advance(by: duration)
            fingers.up(finger)
        }

        /// Moves `finger` from where it is to `point` in `steps` moves, one per 60 Hz frame.
        func drag(_ finger: Int = 1, to point: CGPoint, steps: Int = 1, frame: TimeInterval = 1.0 / 60) {
            let start = fingers.touch(finger)!.location(in: nil)
            for step in 1...steps {
                let fraction = CGFloat(step) / CGFloat(steps)
                fingers.advance(by: frame)
                fingers.move(finger, to: CGPoint(x: start.x + (point.x - start.x) * fraction,
                                                 y: start.y + (point.y - start.y) * fraction))
            }
        }
    }

    /// The names of the control events `control` sends, in order, recorded through
    /// `UIAction`s registered for each event separately.
    @MainActor
    final class EventLog {
        private(set) var events: [String] = []

        static let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
            (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryAction"),
        ]

        init(_ control: UIControl, ignoringDrags: Bool = false) {
            for (event, name) in Self.names {
                if ignoringDrags && UIControl.Event.allTouchEvents.subtracting([.touchDown, .touchDownRepeat,
                    .touchUpInside, .touchUpOutside, .touchCancel]).contains(event) { continue }
                control.addAction(UIAction { [unowned self] _ in self.events.append(name) }, for: event)
            }
        }

        /// Records something else that happened, in order with the events.
        func record(_ entry: String) { events.append(entry) }

        /// Forgets what was recorded so far.
        func clear() { events.removeAll() }
    }
}
