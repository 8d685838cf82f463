import Foundation
import Testing
@testable import Touchstone

@MainActor
@Suite struct GeometryTests {
    private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func affineTransformMatchesCoreGraphicsFormulas() {
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(rotation), CGPoint(x: 0, y: 1)))
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(scale) == CGPoint(x: 2, y: 3))
        let translation = CGAffineTransform(translationX: 5, y: -5)
        #expect(CGPoint(x: 1, y: 1).applying(translation) == CGPoint(x: 6, y: -4))
        // concatenating applies self first: scale then translate.
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(translation)) == CGPoint(x: 7, y: -2))
        // translatedBy prepends: translate then scale.
        #expect(CGPoint(x: 1, y: 1).applying(scale.translatedBy(x: 1, y: 1)) == CGPoint(x: 4, y: 6))
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform.identity.rotated(by: .pi)), CGPoint(x: -1, y: 0)))
        #expect(CGPoint(x: 2, y: 2).applying(CGAffineTransform.identity.scaledBy(x: 0.5, y: 2)) == CGPoint(x: 1, y: 4))
        let combined = rotation.concatenating(scale).concatenating(translation)
        #expect(close(CGPoint(x: 3, y: 4).applying(combined).applying(combined.inverted()), CGPoint(x: 3, y: 4)))
        #expect(CGAffineTransform.identity.isIdentity && !rotation.isIdentity)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
    }

    @Test func rectApplyingGivesTheBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.minX - -20) < 1e-9 && abs(rect.width - 20) < 1e-9 && abs(rect.height - 10) < 1e-9)
    }

    @Test func frameIsDerivedFromCenterBoundsAndTransform() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(view.frame.width - 50) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
        #expect(abs(view.frame.midX - 60) < 1e-9)
    }

    @Test func conversionHonorsBoundsOriginCenterAndTransform() {
        // R-H4
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 150, y: 150))
        #expect(inner.convert(CGPoint(x: 150, y: 150), from: nil) == .zero)
        outer.bounds.origin = CGPoint(x: 20, y: 0)  // content scrolled left by 20
        #expect(inner.convert(CGPoint.zero, to: window) == CGPoint(x: 130, y: 150))
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)
        // outer's center (200,200); inner's origin at outer point (50,50) → offset from
        // outer's bounds mid (120,100) is (-70,-50), doubled → (-140,-100).
        #expect(close(inner.convert(CGPoint.zero, to: nil), CGPoint(x: 60, y: 100)))
        outer.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 7, y: 9)
        #expect(close(inner.convert(inner.convert(point, to: nil), from: nil), point))
        #expect(close(inner.convert(point, to: outer), CGPoint(x: 57, y: 59)))
        #expect(close(outer.convert(CGPoint(x: 57, y: 59), to: inner), point))
        let rect = inner.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: outer)
        #expect(close(rect.origin, CGPoint(x: 50, y: 50)) && abs(rect.height - 20) < 1e-9)
        let back = inner.convert(inner.convert(CGRect(x: 1, y: 2, width: 10, height: 20), to: nil), from: nil)
        #expect(close(back.origin, CGPoint(x: 1, y: 2), 1e-6) && abs(back.width - 10) < 1e-6)
    }
}
