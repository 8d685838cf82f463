import Foundation
import Testing
@testable import Touchstone

/// UICoordinateSpace, the convert overloads taking one, and anchorPoint (R-H4).
@MainActor
@Suite struct CoordinateSpaceTests {
    @Test func aViewConvertsThroughTheCoordinateSpaceOverloadsAsThroughTheViewOnes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 100))
        b.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(a)
        window.addSubview(b)
        let space: any UICoordinateSpace = b
        let point = CGPoint(x: 5, y: 7)
        // By construction: a's (5, 7) is the window's (15, 27); b is scaled 2× about its
        // center (100, 110), so the window's (15, 27) is b's 50 + (15 − 100)/2, 50 + (27 − 110)/2.
        #expect(a.convert(point, to: space) == CGPoint(x: 7.5, y: 8.5))
        #expect(a.convert(point, from: space) == a.convert(point, from: b as UIView?))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.convert(rect, to: space) == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(a.convert(rect, from: space) == a.convert(rect, from: b as UIView?))
        #expect(space.bounds == b.bounds)
    }

    @Test func aSpaceOfYourOwnConvertsByWayOfAView() {
        // A space 100 points right of a view's origin, written in terms of views.
        @MainActor final class Shifted: UICoordinateSpace {
            let base: UIView
            init(base: UIView) { self.base = base }
            var bounds: CGRect { base.bounds }
            func convert(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
                base.convert(CGPoint(x: point.x + 100, y: point.y), to: space)
            }
            func convert(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
                let p = base.convert(point, from: space)
                return CGPoint(x: p.x - 100, y: p.y)
            }
            func convert(_ rect: CGRect, to space: any UICoordinateSpace) -> CGRect { rect }
            func convert(_ rect: CGRect, from space: any UICoordinateSpace) -> CGRect { rect }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        let shifted = Shifted(base: window)
        #expect(view.convert(CGPoint(x: 0, y: 0), to: shifted) == CGPoint(x: -90, y: 10))
        #expect(view.convert(CGPoint(x: 0, y: 0), from: shifted) == CGPoint(x: 90, y: -10))
    }

    @Test func anchorPointPlacesTheBoundsAroundTheCenterAndTheTransformAboutIt() {
        // R-H4 with anchorPoint: (0, 0) puts the bounds' top left at the center.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        window.addSubview(view)
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        view.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 120, y: 110))
        #expect(view.frame == CGRect(x: 120, y: 110, width: 40, height: 20))
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 120, y: 110))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Rotating about the top left: the bottom left (0, 20) swings to the left of it.
        let swung = view.convert(CGPoint(x: 0, y: 20), to: nil)
        #expect(abs(swung.x - 100) < 1e-9 && abs(swung.y - 110) < 1e-9)
        #expect(window.hitTest(CGPoint(x: 110, y: 120), with: nil) === view)
        view.transform = .identity
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.center == .zero && view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
