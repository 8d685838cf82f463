import Foundation
import Testing
@testable import Touchstone

@MainActor
@Suite struct HitTestingTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))

    init() {
        window.addSubview(parent)
        parent.addSubview(child)
    }

    @Test func returnsTheDeepestViewContainingThePoint() {
        // R-H1
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
        #expect(window.hitTest(CGPoint(x: 300, y: 300), with: nil) === window)
    }

    @Test func skipsHiddenDisabledAndTransparentViews() {
        // R-H1
        let point = CGPoint(x: 60, y: 60)
        child.isHidden = true
        #expect(window.hitTest(point, with: nil) === parent)
        child.isHidden = false
        child.isUserInteractionEnabled = false
        #expect(window.hitTest(point, with: nil) === parent)
        child.isUserInteractionEnabled = true
        child.alpha = 0.009
        #expect(window.hitTest(point, with: nil) === parent)
        child.alpha = 0.01
        #expect(window.hitTest(point, with: nil) === child)
        parent.isUserInteractionEnabled = false  // subviews of a disabled view get nothing
        #expect(window.hitTest(point, with: nil) === window)
    }

    @Test func frontMostSubviewWins() {
        // R-H1
        let front = UIView(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
        parent.addSubview(front)
        #expect(window.hitTest(CGPoint(x: 70, y: 70), with: nil) === front)
        parent.bringSubviewToFront(child)
        #expect(window.hitTest(CGPoint(x: 70, y: 70), with: nil) === child)
        parent.sendSubviewToBack(child)
        #expect(window.hitTest(CGPoint(x: 70, y: 70), with: nil) === front)
    }

    @Test func pointInsideIncludesMinEdgesExcludesMaxEdges() {
        // R-H2
        #expect(child.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(child.point(inside: CGPoint(x: 99.999, y: 99.999), with: nil))
        #expect(!child.point(inside: CGPoint(x: 100, y: 50), with: nil))
        #expect(!child.point(inside: CGPoint(x: 50, y: 100), with: nil))
        #expect(window.hitTest(CGPoint(x: 150, y: 100), with: nil) === parent)
    }

    @Test func subviewsOutsideTheParentsBoundsAreNotHitEvenWithoutClipping() {
        // R-H3
        let overhang = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        parent.addSubview(overhang)
        parent.clipsToBounds = false
        #expect(window.hitTest(CGPoint(x: 220, y: 220), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 180, y: 180), with: nil) === overhang)
    }

    @Test func hitTestingHonorsTransforms() {
        // R-H1, R-H4: a rotated child is hit where it appears.
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(window.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
        // The corner of the unrotated frame is outside the rotated square.
        #expect(window.hitTest(CGPoint(x: 52, y: 52), with: nil) === parent)
    }

    @Test func labelsAndImageViewsLetTouchesThrough() {
        // R-H5
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let image = UIImageView(frame: CGRect(x: 0, y: 30, width: 50, height: 20))
        parent.addSubview(label)
        parent.addSubview(image)
        #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === parent)
        #expect(window.hitTest(CGPoint(x: 10, y: 40), with: nil) === parent)
        label.isUserInteractionEnabled = true
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === label)
    }

    @Test func hierarchyEditingKeepsOrderAndTags() {
        let a = UIView(), b = UIView(), c = UIView()
        a.tag = 1; b.tag = 2; c.tag = 3
        window.addSubview(a)
        window.insertSubview(b, belowSubview: a)
        window.insertSubview(c, aboveSubview: b)
        #expect(window.subviews.suffix(3).map(\.tag) == [2, 3, 1])
        #expect(window.viewWithTag(3) === c && c.window === window && c.superview === window)
        parent.addSubview(c)  // moving re-parents
        #expect(c.superview === parent && !window.subviews.contains { $0 === c })
        c.removeFromSuperview()
        #expect(c.superview == nil && c.window == nil)
    }
}
