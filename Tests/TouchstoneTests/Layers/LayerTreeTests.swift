import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A star-rating control as iOS apps write it: five star paths it hit-tests in
/// `point(inside:with:)` and picks with a tap, drawn in `draw(_:)`, filled up to the
/// rating and outlined after it.
@MainActor private final class StarRatingControl: UIControl {
    var rating = 0 { didSet { setNeedsDisplay() } }
    private(set) var draws = 0
    let starSize: CGFloat = 40

    func starPath(at index: Int) -> UIBezierPath {
        let center = CGPoint(x: starSize * (CGFloat(index) + 0.5), y: starSize / 2)
        let path = UIBezierPath()
        for corner in 0..<10 {
            let radius = corner % 2 == 0 ? starSize / 2 : starSize / 5
            let angle = -CGFloat.pi / 2 + CGFloat(corner) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        (0..<5).contains { starPath(at: $0).contains(point) }
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let location = touch?.location(in: self),
              let star = (0..<5).first(where: { starPath(at: $0).contains(location) }) else { return }
        rating = star + 1
    }

    override func draw(_ rect: CGRect) {
        draws += 1
        for index in 0..<5 {
            let star = starPath(at: index)
            if index < rating {
                UIColor.systemYellow.setFill()
                star.fill()
            } else {
                UIColor.gray.setStroke()
                star.lineWidth = 2
                star.stroke()
            }
        }
    }
}

@MainActor
@Suite("Layers and the display pass (R-LA1–R-LA4, R-DR1–R-DR4)")
struct LayerTreeTests {
    // R-DR1, R-DR2, R-DR3, R-PA4: the control draws once when it first shows, after layout; a tap
    // on the third star's centre sets the rating and redraws once; a tap between two star
    // points (inside the row, outside every star) misses the control. The drawing records
    // three yellow fills, then two gray strokes of width 2, each on its star's path.
    @Test func aStarRatingControlHitsItsStarsAndDrawsThem() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let stars = StarRatingControl(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(stars)
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        #expect(stars.draws == 1)
        #expect(stars.layer.recordedDrawing.count == 5)

        fingers.tap(at: CGPoint(x: 100, y: 20))  // the third star's centre
        fingers.tap(at: CGPoint(x: 40, y: 2))    // between the first two stars' tips
        fingers.settle()
        #expect(stars.rating == 3)
        #expect(stars.draws == 2)

        let drawing = stars.layer.recordedDrawing
        #expect(drawing.count == 5)
        let yellow = UIColor.systemYellow.cgColor, gray = UIColor.gray.cgColor
        for (index, operation) in drawing.enumerated() {
            let star = stars.starPath(at: index).cgPath
            if index < 3 {
                #expect(operation == .fill(star, color: yellow, rule: .winding))
            } else {
                #expect(operation == .stroke(star, color: gray, lineWidth: 2))
            }
        }
    }

    // R-DR1: marks coalesce; the rectangle the next draw gets is the union of those marked.
    @Test func marksCoalesceIntoOneDrawOfTheirUnion() {
        final class Canvas: UIView {
            var rects: [CGRect] = []
            override func draw(_ rect: CGRect) { rects.append(rect) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(canvas)
        window.layoutIfNeeded()
        canvas.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        canvas.setNeedsDisplay(CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(canvas.rects.count == 1)
        window.layoutIfNeeded()
        #expect(canvas.rects == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 0, width: 60, height: 60)])
    }

    // R-LA1, R-LA2: a sublayer placed by frame, rotated a quarter turn about its centre,
    // converts and hit-tests by its geometry: its local (0, 0) corner lands at (70, 10)
    // in the view's layer, and a point of the view outside it hits the view's layer.
    @Test func sublayersConvertAndHitTestByTheirGeometry() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = CALayer()
        badge.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        badge.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        view.layer.addSublayer(badge)
        #expect(badge.superlayer === view.layer)
        let corner = badge.convert(CGPoint.zero, to: view.layer)
        #expect(abs(corner.x - 70) < 1e-9 && abs(corner.y - 10) < 1e-9)
        #expect(view.layer.hitTest(CGPoint(x: 40, y: 40)) === badge)
        #expect(view.layer.hitTest(CGPoint(x: 150, y: 150)) === view.layer)
        badge.removeFromSuperlayer()
        #expect(view.layer.sublayers == nil)
    }

    // R-LA3: a view's layer lists its subviews' layers; a view backed by a shape layer
    // gets one from its layerClass.
    @Test func viewLayersFormTheTree() {
        final class Ring: UIView {
            override class var layerClass: AnyClass { CAShapeLayer.self }
        }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = Ring(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(ring)
        #expect(ring.layer is CAShapeLayer)
        #expect(ring.layer.superlayer === parent.layer)
        #expect(parent.layer.sublayers?.first === ring.layer)
        #expect(ring.layer.frame == ring.frame)
    }

    // R-LA4: a circle of radius 10 stroked to strokeEnd 0.25 shows a quarter of its
    // length, 2π·10/4 ≈ 15.7 pt, within the flattening tolerance.
    @Test func strokeEndTrimsThePathByLength() {
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
        ring.strokeEnd = 0.25
        var length: CGFloat = 0, previous: CGPoint?
        ring.strokedSegment?.applyWithBlock { element in
            let point = element.pointee.points[0]
            if let previous, element.pointee.type == .addLineToPoint {
                length += ((point.x - previous.x) * (point.x - previous.x) + (point.y - previous.y) * (point.y - previous.y)).squareRoot()
            }
            previous = point
        }
        #expect(abs(length - 2 * .pi * 10 / 4) < 0.05)
        ring.strokeEnd = 0
        #expect(ring.strokedSegment == nil)
    }

    // R-DR4: an image renderer's image has its size and the screen's scale; inside its
    // block the context is current, and after it none is.
    @Test func anImageRendererMakesAnImageOfItsSize() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20))
        var sawContext = false
        let image = renderer.image { context in
            sawContext = UIGraphicsGetCurrentContext() === context.cgContext
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        #expect(sawContext)
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(image.scale == UIScreen.main.scale)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    // R-LA3: a view that sizes the gradient layer it added in layoutSublayers(of:), as iOS
    // code does, has it fill its bounds after each layout pass; a view's layer has its
    // screen's scale.
    @Test func aViewSizesItsAddedLayersInLayoutSublayers() {
        final class GradientView: UIView {
            let gradient = CAGradientLayer()
            override init(frame: CGRect) {
                super.init(frame: frame)
                gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
                layer.addSublayer(gradient)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func layoutSublayers(of layer: CALayer) {
                super.layoutSublayers(of: layer)
                gradient.frame = layer.bounds
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.frame.size = CGSize(width: 200, height: 80)
        window.layoutIfNeeded()
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(view.layer.contentsScale == 3 && CALayer().contentsScale == 1)
    }
}
