import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// A circular slider as iOS tutorials write it: a gray track ring and a blue progress ring,
// both CAShapeLayers on one circle that starts at the top and runs clockwise; a pan sets
// the value from the finger's angle around the center (0 at the top, 0.25 at the right)
// and the progress ring's strokeEnd follows it. The control takes touches only on the
// ring, by hit-testing the track's stroke outline 44 points wide. UIKit's API only.

final class CircularSlider: UIControl {
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    private(set) var value: CGFloat = 0
    private let ringWidth: CGFloat = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.strokeColor = UIColor.lightGray.cgColor
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.lineWidth = ringWidth
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.lineWidth = ringWidth
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("handlePan:", CircularSlider.handlePan(_:))))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - ringWidth
        let circle = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for ring in [trackLayer, progressLayer] {
            ring.frame = bounds
            ring.path = circle.cgPath
        }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let track = trackLayer.path else { return false }
        return track.copy(strokingWithWidth: 44, lineCap: .round, lineJoin: .round, miterLimit: 10).contains(point)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: self)
        var angle = atan2(location.y - bounds.midY, location.x - bounds.midX) + .pi / 2
        if angle < 0 { angle += 2 * .pi }
        value = angle / (2 * .pi)
        progressLayer.strokeEnd = value
        sendActions(for: .valueChanged)
    }
}

@MainActor
@Suite("Ported: a circular slider drawn with shape layers (R-LA4, R-PA3)")
struct PortedCircularSliderTests {
    /// A window with a 200-point slider whose ring (radius 90) is centered at (150, 200).
    private func makeSlider() -> (CircularSlider, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let slider = CircularSlider(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        window.addSubview(slider)
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        return (slider, fingers)
    }

    /// Points of the ring (radius 90 about (150, 200) in the window) from `from` to `to`
    /// turns, clockwise from the top.
    private func arc(from: CGFloat, to: CGFloat) -> [CGPoint] {
        (0...12).map { step in
            let turn = from + (to - from) * CGFloat(step) / 12
            let angle = turn * 2 * .pi - .pi / 2
            return CGPoint(x: 150 + 90 * cos(angle), y: 200 + 90 * sin(angle))
        }
    }

    // R-LA4: a drag along the ring from the top to the right sets the value to a quarter
    // turn; the progress ring's strokeEnd is 0.25, so its stroked part is a quarter of the
    // circle, 2π·90/4 ≈ 141.37 points long, ending at the right of the ring, (190, 100) in
    // the layer; the track ring still strokes all of it.
    @Test func aPanAlongTheRingMovesTheProgressRingsStrokeEnd() throws {
        let (slider, fingers) = makeSlider()
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        fingers.stroke(along: arc(from: 0, to: 0.25), duration: 0.5)

        #expect(abs(slider.value - 0.25) < 1e-9)
        #expect(abs(slider.progressLayer.strokeEnd - 0.25) < 1e-9)
        #expect(changes > 0)
        let stroked = try #require(slider.progressLayer.strokedSegment)
        var length: CGFloat = 0
        var previous: CGPoint?
        for point in flattened(stroked) {
            if let previous { length += hypot(point.x - previous.x, point.y - previous.y) }
            previous = point
        }
        #expect(abs(length - 2 * .pi * 90 / 4) < 0.2)
        #expect(abs(stroked.currentPoint.x - 190) < 0.05 && abs(stroked.currentPoint.y - 100) < 0.05)
        #expect(slider.trackLayer.strokeEnd == 1 && slider.trackLayer.strokeStart == 0)
        #expect(slider.progressLayer.strokeColor == UIColor.systemBlue.cgColor)
        #expect(slider.progressLayer.lineWidth == 10 && slider.progressLayer.lineCap == .round)
        #expect(slider.progressLayer.frame == slider.bounds)
    }

    // R-PA3: the ring takes touches and the hole does not: a drag that starts at the center
    // leaves the value alone; one that goes on round to the lower left (5/8 of a turn) sets
    // strokeEnd 0.625.
    @Test func theHoleTakesNoTouchesAndTheRingFollowsTheFingerOnward() {
        let (slider, fingers) = makeSlider()
        #expect(slider.window?.hitTest(CGPoint(x: 150, y: 200), with: nil) !== slider)
        #expect(slider.window?.hitTest(CGPoint(x: 150, y: 110), with: nil) === slider)
        fingers.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 150))
        #expect(slider.value == 0 && slider.progressLayer.strokeEnd == 0)

        fingers.stroke(along: arc(from: 0.125, to: 0.625), duration: 0.6)
        #expect(abs(slider.progressLayer.strokeEnd - 0.625) < 1e-9)
    }

    /// The points of `path`'s lines and curves, curves cut into 64 pieces each.
    private func flattened(_ path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint, .addLineToPoint:
                points.append(e.points[0])
            case .addQuadCurveToPoint:
                let start = points.last ?? .zero, control = e.points[0], end = e.points[1]
                for step in 1...64 {
                    let t = CGFloat(step) / 64, u = 1 - t
                    points.append(CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                                          y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
                }
            case .addCurveToPoint:
                let start = points.last ?? .zero, c1 = e.points[0], c2 = e.points[1], end = e.points[2]
                for step in 1...64 {
                    let t = CGFloat(step) / 64, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                                          y: a * start.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .closeSubpath:
                break
            @unknown default:
                break
            }
        }
        return points
    }
}
