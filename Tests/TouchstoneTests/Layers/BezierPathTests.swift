import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A round button that takes only the touches on its disc, as custom controls write it.
@MainActor private final class RoundButton: UIControl {
    private(set) var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: Selector("tapped", RoundButton.tapped), for: .touchUpInside)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }

    func tapped() { taps += 1 }
}

@MainActor
@Suite("UIBezierPath (R-PA4)")
struct BezierPathTests {
    // R-PA4: UIKit's clockwise is clockwise on the y-down screen: from 0 to π/2 it is the
    // short quarter through (7.07, 7.07); counterclockwise it is the long way round.
    @Test func clockwiseIsOnTheScreen() {
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(quarter.bounds.maxX <= 10.000_001 && quarter.bounds.minX >= -0.000_001)
        #expect(quarter.bounds.minY >= -0.000_001 && quarter.bounds.maxY <= 10.000_001)
        let rest = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(rest.bounds.minX + 10) < 1e-6 && abs(rest.bounds.minY + 10) < 1e-6)
    }

    // R-PA4: a rounded rectangle leaves its corners out: the corner circle of radius 20
    // around (20, 20) holds (10, 10), not (2, 2).
    @Test func roundedCornersAreOutside() {
        let card = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(!card.contains(CGPoint(x: 2, y: 2)))
        #expect(card.contains(CGPoint(x: 10, y: 10)))
        #expect(card.contains(CGPoint(x: 50, y: 1)))
        let topOnly = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                   byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        #expect(!topOnly.contains(CGPoint(x: 2, y: 2)) && topOnly.contains(CGPoint(x: 2, y: 98)))
    }

    // R-PA2, R-PA4: a ring as apps build it, the inner circle reversed, has a hole under
    // the winding rule; the same circles unreversed need the even-odd rule.
    @Test func aReversedInnerCircleMakesAHole() {
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 40, height: 40)).reversing())
        #expect(!ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 15, y: 50)))
        let plain = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        plain.append(UIBezierPath(ovalIn: CGRect(x: 30, y: 30, width: 40, height: 40)))
        #expect(plain.contains(CGPoint(x: 50, y: 50)))
        plain.usesEvenOddFillRule = true
        #expect(!plain.contains(CGPoint(x: 50, y: 50)))
    }

    // R-PA4: apply(_:) moves the path; cgPath round-trips.
    @Test func applyAndCGPath() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(UIBezierPath(cgPath: path.cgPath).bounds == path.bounds)
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    // R-PA4: a round button's corners are not the button: a tap there misses it.
    @Test func aRoundButtonTakesTapsOnItsDiscOnly() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = RoundButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(button)
        let fingers = TouchSimulator(window: window)
        fingers.tap(at: CGPoint(x: 150, y: 150))
        fingers.tap(at: CGPoint(x: 103, y: 103))
        fingers.settle()
        #expect(button.taps == 1)
    }
}
