import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneReplay
import TouchstoneTesting

/// The finger scripts behind the traces in `Examples/`: each example's trace is what the
/// `TouchSimulator` sends when it plays the script, recorded with a `TraceRecorder`. The
/// tests check that the checked-in traces are exactly that; run them with
/// `TOUCHSTONE_UPDATE_EXAMPLES=1` to write the traces again after changing a script.
@MainActor
enum ExampleScripts {
    static let screen = CGSize(width: 390, height: 844)

    static let all: [String: @MainActor (TouchSimulator) -> Void] = [
        "tap": { fingers in tap(fingers, at: CGPoint(x: 195, y: 422)) },
        "single-and-double-tap": { fingers in
            tap(fingers, at: CGPoint(x: 195, y: 300))
            fingers.advance(by: 0.6)
            doubleTap(fingers, at: CGPoint(x: 195, y: 500))
        },
        "single-and-double-tap-without-requirement": { fingers in doubleTap(fingers, at: CGPoint(x: 195, y: 422)) },
        "swipe-before-pan": { fingers in
            // A flick: 240 pt to the right in 0.1 s.
            drag(fingers, from: CGPoint(x: 60, y: 300), by: CGVector(dx: 40, dy: 0), steps: 6, every: 0.016)
            fingers.advance(by: 0.6)
            // A slow drag: 1.5 pt every 0.05 s, 45 pt in 1.5 s.
            drag(fingers, from: CGPoint(x: 60, y: 600), by: CGVector(dx: 1.5, dy: 0), steps: 30, every: 0.05)
        },
        "swipe-left-or-right": { fingers in
            drag(fingers, from: CGPoint(x: 330, y: 422), by: CGVector(dx: -40, dy: 0), steps: 6, every: 0.016)
        },
        "rotation": { fingers in
            twoFingers(fingers, center: CGPoint(x: 195, y: 422), radius: { _ in 80 }, angle: { $0 * .pi / 3 })
        },
        "pinch-and-rotation-together": spreadAndTurn,
        "pinch-or-rotation": spreadAndTurn,
        "should-receive-touch": { fingers in
            tap(fingers, at: CGPoint(x: 150, y: 150))
            fingers.advance(by: 0.6)
            tap(fingers, at: CGPoint(x: 300, y: 600))
        },
        "should-begin": { fingers in tap(fingers, at: CGPoint(x: 195, y: 422)) },
        "view-refuses-recognizer": { fingers in
            press(fingers, at: CGPoint(x: 195, y: 400), for: 0.8)
            fingers.advance(by: 0.5)
            press(fingers, at: CGPoint(x: 195, y: 100), for: 0.8)
        },
        "parent-tap-child-view": { fingers in tap(fingers, at: CGPoint(x: 150, y: 150)) },
        "child-tap-wins": { fingers in tap(fingers, at: CGPoint(x: 150, y: 150)) },
        "parent-tap-wins-by-requirement": { fingers in tap(fingers, at: CGPoint(x: 150, y: 150)) },
        "parent-tap-wins-by-delegate": { fingers in tap(fingers, at: CGPoint(x: 150, y: 150)) },
        "parent-and-child-together": { fingers in tap(fingers, at: CGPoint(x: 150, y: 150)) },
        "two-finger-tap": { fingers in
            fingers.send([.down(1, CGPoint(x: 150, y: 422)), .down(2, CGPoint(x: 240, y: 422))])
            fingers.advance(by: 0.03)
            fingers.send([.move(1, CGPoint(x: 152, y: 423)), .move(2, CGPoint(x: 242, y: 423))])
            fingers.advance(by: 0.05)
            fingers.up(1)
            fingers.advance(by: 0.02)
            fingers.up(2)
            fingers.advance(by: 0.5)
        },
        "double-tap-delays-touches-ended": { fingers in
            doubleTap(fingers, at: CGPoint(x: 100, y: 422))
            fingers.advance(by: 0.3)
            doubleTap(fingers, at: CGPoint(x: 290, y: 422))
        },
        "long-press-keeps-view-touches": { fingers in
            pressAndDrag(fingers, at: CGPoint(x: 195, y: 422))
        },
        "long-press-delays-touches-began": { fingers in
            pressAndDrag(fingers, at: CGPoint(x: 100, y: 422))
            fingers.advance(by: 0.3)
            pressAndDrag(fingers, at: CGPoint(x: 290, y: 422))
        },
        "long-press-ignores-second-finger": { fingers in
            fingers.down(1, at: CGPoint(x: 150, y: 422))
            fingers.advance(by: 0.6)
            fingers.down(2, at: CGPoint(x: 250, y: 422))
            fingers.advance(by: 0.1)
            fingers.up(2)
            fingers.advance(by: 0.1)
            fingers.up(1)
            fingers.advance(by: 0.5)
        },
        "button-wins-over-tap": { fingers in
            tap(fingers, at: CGPoint(x: 195, y: 422))
            tap(fingers, at: CGPoint(x: 195, y: 200))
        },
        "long-press-cancels-button": { fingers in
            press(fingers, at: CGPoint(x: 195, y: 422), for: 0.7)
            fingers.advance(by: 0.3)
        },
        "slider-thumb-wins-over-pan": { fingers in
            // From the thumb (the middle of the track, value 0.5), 90 pt to the right.
            drag(fingers, from: CGPoint(x: 195, y: 415), by: CGVector(dx: 10, dy: 0), steps: 9, every: 0.03)
            drag(fingers, from: CGPoint(x: 195, y: 200), by: CGVector(dx: 10, dy: 0), steps: 9, every: 0.03)
        },
        "scroll-view-delays-content-touches": { fingers in
            // A finger that rests, then lifts: the row hears it after 0.15 s.
            press(fingers, at: CGPoint(x: 195, y: 422), for: 0.3)
            fingers.advance(by: 0.3)
            // A finger that scrolls at once: the row never hears it.
            drag(fingers, from: CGPoint(x: 195, y: 600), by: CGVector(dx: 0, dy: -30), steps: 8, every: 0.016)
        },
        "check-mark": { fingers in
            // Down and to the right, then up and to the right: a check mark.
            stroke(fingers, through: [CGPoint(x: 100, y: 300), CGPoint(x: 160, y: 380), CGPoint(x: 260, y: 200)], steps: 6)
            fingers.advance(by: 0.3)
            // Down and to the right, then back to the left: not one.
            stroke(fingers, through: [CGPoint(x: 100, y: 500), CGPoint(x: 160, y: 580), CGPoint(x: 110, y: 620)], steps: 6)
        },
        "secondary-click": { host in
            // The pointer hovers over the photo, clicks, then right-clicks, and leaves.
            host.hover(to: CGPoint(x: 150, y: 300))
            host.advance(by: 0.1)
            host.hover(to: CGPoint(x: 195, y: 420))
            host.advance(by: 0.3)
            host.click(at: CGPoint(x: 195, y: 420))
            host.advance(by: 0.6)
            host.secondaryClick(at: CGPoint(x: 195, y: 420))
            host.advance(by: 0.3)
            host.leave()
        },
        "wheel-and-trackpad-scroll": { host in
            // Three wheel notches down, a rest, then a two-finger flick up on the trackpad.
            host.hover(to: CGPoint(x: 195, y: 422))
            for _ in 0..<3 {
                host.advance(by: 0.05)
                host.wheel(by: CGVector(dx: 0, dy: -40))
            }
            host.advance(by: 0.5)
            host.trackpadScroll(Array(repeating: CGVector(dx: 0, dy: 12), count: 8))
        },
        "pencil-only-pan": { host in
            // A finger drags across the canvas, then the pencil draws a stroke.
            drag(host, from: CGPoint(x: 60, y: 300), by: CGVector(dx: 12, dy: 0), steps: 10, every: 0.016)
            host.advance(by: 0.3)
            host.pencilStroke(2, through: (0...10).map { CGPoint(x: 60 + 20 * Double($0), y: 500 + 4 * Double($0)) },
                              force: 1.5)
        },
        "circle": { fingers in
            let center = CGPoint(x: 195, y: 422)
            let loop = (0...36).map { step -> CGPoint in
                let angle = Double(step) / 36 * 2 * .pi
                return CGPoint(x: center.x + 80 * cos(angle), y: center.y + 80 * sin(angle))
            }
            stroke(fingers, through: loop, steps: 1)
            fingers.advance(by: 0.3)
            stroke(fingers, through: [CGPoint(x: 50, y: 700), CGPoint(x: 340, y: 700)], steps: 20)
        },
        "shape-beside-tap-and-pan": { fingers in
            // The star template's own vertices (a pentagram drawn in one stroke, from the
            // bottom left), scaled to 80 pt around (195, 250): a star by construction.
            let star = [3, 0, 2, 4, 1, 3].map { vertex -> CGPoint in
                let angle = (-90 + 72 * Double(vertex)) * .pi / 180
                return CGPoint(x: 195 + 80 * cos(angle), y: 250 + 80 * sin(angle))
            }
            stroke(fingers, through: star, steps: 6)
            fingers.advance(by: 0.3)
            tap(fingers, at: CGPoint(x: 195, y: 500))
            stroke(fingers, through: [CGPoint(x: 60, y: 700), CGPoint(x: 330, y: 700)], steps: 20)
        },
    ]

    /// Plays the script of `name` into an empty window and returns its trace.
    static func record(_ name: String) -> TouchRecording {
        let fingers = TouchSimulator(window: UIWindow(frame: CGRect(origin: .zero, size: screen)))
        let recorder = TraceRecorder()
        fingers.inputObserver = { inputs, time in recorder.record(inputs, at: time) }
        fingers.pointerObserver = { input, time in recorder.record(input, at: time) }
        all[name]!(fingers)
        return recorder.recording(screen: screen, endTime: fingers.now)
    }

    // MARK: Gestures

    static func tap(_ fingers: TouchSimulator, at point: CGPoint) {
        fingers.down(1, at: point)
        fingers.advance(by: 0.08)
        fingers.up(1)
        fingers.advance(by: 0.5)
    }

    static func doubleTap(_ fingers: TouchSimulator, at point: CGPoint) {
        fingers.down(1, at: point)
        fingers.advance(by: 0.08)
        fingers.up(1)
        fingers.advance(by: 0.12)
        fingers.down(1, at: point)
        fingers.advance(by: 0.08)
        fingers.up(1)
        fingers.advance(by: 0.5)
    }

    static func press(_ fingers: TouchSimulator, at point: CGPoint, for duration: TimeInterval) {
        fingers.down(1, at: point)
        fingers.advance(by: duration)
        fingers.up(1)
    }

    /// Holds past the long-press duration, then drags 60 pt down in three moves.
    static func pressAndDrag(_ fingers: TouchSimulator, at point: CGPoint) {
        fingers.down(1, at: point)
        fingers.advance(by: 0.6)
        for step in 1...3 {
            fingers.move(1, to: CGPoint(x: point.x, y: point.y + 20 * Double(step)))
            fingers.advance(by: 0.05)
        }
        fingers.up(1)
        fingers.advance(by: 0.3)
    }

    static func drag(_ fingers: TouchSimulator, from start: CGPoint, by step: CGVector, steps: Int, every interval: TimeInterval) {
        fingers.down(1, at: start)
        for index in 1...steps {
            fingers.advance(by: interval)
            fingers.move(1, to: CGPoint(x: start.x + step.dx * Double(index), y: start.y + step.dy * Double(index)))
        }
        fingers.advance(by: interval)
        fingers.up(1)
        fingers.advance(by: 0.5)
    }

    /// One finger through `points`, `steps` moves per segment, 16 ms apart.
    static func stroke(_ fingers: TouchSimulator, through points: [CGPoint], steps: Int) {
        fingers.down(1, at: points[0])
        for (from, to) in zip(points, points.dropFirst()) {
            for step in 1...steps {
                fingers.advance(by: 0.016)
                let fraction = Double(step) / Double(steps)
                fingers.move(1, to: CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction))
            }
        }
        fingers.advance(by: 0.016)
        fingers.up(1)
        fingers.advance(by: 0.5)
    }

    /// Two fingers on opposite sides of `center`, 20 moves over 0.5 s; `radius` and
    /// `angle` give their place at each fraction of the way.
    static func twoFingers(_ fingers: TouchSimulator, center: CGPoint,
                           radius: (Double) -> Double, angle: (Double) -> Double) {
        func points(_ fraction: Double) -> (CGPoint, CGPoint) {
            let r = radius(fraction), a = angle(fraction)
            return (CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a)),
                    CGPoint(x: center.x - r * cos(a), y: center.y - r * sin(a)))
        }
        let start = points(0)
        fingers.send([.down(1, start.0), .down(2, start.1)])
        for step in 1...20 {
            fingers.advance(by: 0.025)
            let next = points(Double(step) / 20)
            fingers.send([.move(1, next.0), .move(2, next.1)])
        }
        fingers.advance(by: 0.025)
        fingers.send([.up(1), .up(2)])
        fingers.advance(by: 0.5)
    }

    /// Spreads two fingers from 60 to 140 pt from the center while turning them 45°.
    static let spreadAndTurn: @MainActor (TouchSimulator) -> Void = { fingers in
        twoFingers(fingers, center: CGPoint(x: 195, y: 422), radius: { 60 + 80 * $0 }, angle: { $0 * .pi / 4 })
    }
}
