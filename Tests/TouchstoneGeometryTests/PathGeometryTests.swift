import Foundation
import Testing
import TouchstoneGeometry

// The paths' geometry (R-PA1–R-PA3), checked against answers known by construction: a
// circle's inside is the points nearer its center than its radius, a Bézier curve's
// extreme is where its polynomial's derivative vanishes, a stroke covers the points within
// half its width of the line.

@Suite("Path geometry (R-PA1–R-PA3)")
struct PathGeometryTests {
    private func circle(center: CGPoint, radius: CGFloat) -> CGRect {
        CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }

    // R-PA2: a rectangle's and an ellipse's inside.
    @Test func rectanglesAndCirclesContainTheirInside() {
        let rect = CGPath(rect: CGRect(x: 10, y: 10, width: 80, height: 40), transform: nil)
        #expect(rect.contains(CGPoint(x: 50, y: 30)))
        #expect(!rect.contains(CGPoint(x: 95, y: 30)))
        #expect(!rect.contains(CGPoint(x: 50, y: 55)))
        let disc = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        #expect(disc.contains(CGPoint(x: 50, y: 50)))
        #expect(disc.contains(CGPoint(x: 84, y: 84)))   // 48.1 from the center
        #expect(!disc.contains(CGPoint(x: 86, y: 86)))  // 50.9 from the center
        #expect(!disc.contains(CGPoint(x: 2, y: 2)))
    }

    // R-PA2: two circles turning the same way: the winding rule fills the hole, the
    // even-odd rule leaves it.
    @Test func theFillRulesDecideAHole() {
        let ring = CGMutablePath()
        ring.addEllipse(in: circle(center: CGPoint(x: 50, y: 50), radius: 50))
        ring.addEllipse(in: circle(center: CGPoint(x: 50, y: 50), radius: 20))
        #expect(ring.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 85, y: 50), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 85, y: 50), using: .winding))
    }

    // R-PA1: a cubic's control points bound it loosely; its path bounds are exact. For
    // (0,0) → (100,0) with controls (0,100), (100,100), y(t) = 300·t·(1 − t) peaks at 75.
    @Test func boundsOfACurve() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let exact = path.boundingBoxOfPath
        #expect(abs(exact.maxY - 75) < 1e-9 && exact.minX == 0 && exact.maxX == 100 && exact.minY == 0)
        #expect(path.currentPoint == CGPoint(x: 100, y: 0))
        #expect(CGMutablePath().boundingBox.isNull)
    }

    // R-PA1: CoreGraphics' `clockwise` runs toward decreasing angles: from 0 to π/2 it
    // goes the long way round, three quarters of the circle.
    @Test func arcsRunTheWayTheirFlagSays() {
        let short = CGMutablePath()
        short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let long = CGMutablePath()
        long.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(near(short.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(near(long.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20)))
        #expect(near(long.currentPoint, CGPoint(x: 0, y: 10)))
    }

    // R-PA1: the arc tangent to two lines meets them at the radius' distance: the corner
    // (100,0) between the lines toward (0,0) and (100,100) with radius 10 puts the arc's
    // ends at (90,0) and (100,10).
    @Test func aTangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        #expect(near(path.currentPoint, CGPoint(x: 100, y: 10)))
        #expect(near(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 10)))
    }

    // R-PA3: a stroke 10 wide covers 5 on each side; butt ends stop at the end, square
    // ends go 5 further, round ones a half circle.
    @Test func aLinesStrokeCoversHalfItsWidthEachSide() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let butt = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 50, y: 4)) && butt.contains(CGPoint(x: 50, y: -4)))
        #expect(!butt.contains(CGPoint(x: 50, y: 6)) && !butt.contains(CGPoint(x: -2, y: 0)))
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -4, y: 4)) && !square.contains(CGPoint(x: -6, y: 0)))
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -4, y: 0)) && !round.contains(CGPoint(x: -4, y: 4)))
    }

    // R-PA3: at a right-angled corner a miter reaches (105,−5), a bevel cuts along
    // x − y = 105, a round join keeps within 5 of the corner.
    @Test func joinsShapeTheCorner() {
        let corner = CGMutablePath()
        corner.addLines(between: [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(miter.contains(CGPoint(x: 104, y: -4)))
        let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!bevel.contains(CGPoint(x: 104, y: -4)) && bevel.contains(CGPoint(x: 102, y: -2)))
        let round = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 103, y: -3)) && !round.contains(CGPoint(x: 104, y: -4)))
        // A miter limit under √2 (the right angle's 1/sin 45°) makes it a bevel.
        let limited = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.4)
        #expect(!limited.contains(CGPoint(x: 104, y: -4)))
    }

    // R-PA1, R-PA2: transforms move what a path bounds; `contains`' transform applies to
    // the path before the check, as Apple's `CGPathContainsPoint` says.
    @Test func transformsMapThePath() {
        var shift = CGAffineTransform(translationX: 100, y: 0)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        #expect(rect.boundingBox == CGRect(x: 100, y: 0, width: 10, height: 10))
        #expect(rect.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: -100, y: 0)))
        #expect(!rect.contains(CGPoint(x: 105, y: 5), transform: CGAffineTransform(translationX: -100, y: 0)))
        #expect(rect.contains(CGPoint(x: 205, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
        var double = CGAffineTransform(scaleX: 2, y: 2)
        #expect(rect.copy(using: &double)?.boundingBox == CGRect(x: 200, y: 0, width: 20, height: 20))
        var box = CGRect.zero
        #expect(rect.isRect(&box) && box == CGRect(x: 100, y: 0, width: 10, height: 10))
    }

    // R-PA1: a rectangle's elements, as applyWithBlock hands them over.
    @Test func elementsAreHandedOverInOrder() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20), transform: nil)
        var seen: [(CGPathElementType, CGPoint?)] = []
        rect.applyWithBlock { element in
            let type = element.pointee.type
            seen.append((type, type == .closeSubpath ? nil : element.pointee.points[0]))
        }
        #expect(seen.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(seen.compactMap(\.1) == [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 0, y: 20)])
    }

    private func near(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    private func near(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }
}
