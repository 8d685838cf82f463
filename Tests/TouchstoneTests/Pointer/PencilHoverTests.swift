import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A hovering stylus: its distance and pose, as hover recognizers report them (R-P10);
/// the same stage as the pointer's hover.
///
/// Pencil hover (R-P10)
extension HoverTests {
    /// R-P10: a hovering stylus drives the recognizer as the pointer does (R-P4) and it
    /// reports the stylus's zOffset, altitude, azimuth and roll as the host gave them,
    /// at began and at every change.
    @Test func reportsTheStylusPose() {
        var seen: [(UIGestureRecognizer.State, CGFloat, CGFloat, CGFloat)] = []
        hover.addAction { recognizer in
            guard let hover = recognizer as? UIHoverGestureRecognizer else { return }
            seen.append((hover.state, hover.zOffset, hover.altitudeAngle, hover.rollAngle))
        }
        stage.simulator.stylusHover(to: CGPoint(x: 150, y: 150), zOffset: 0.8, altitude: .pi / 3, azimuth: .pi / 2,
                                    roll: 0.25)
        stage.simulator.stylusHover(to: CGPoint(x: 160, y: 150), zOffset: 0.3, altitude: .pi / 4, azimuth: .pi / 2,
                                    roll: -0.5)
        #expect(stage.log.entries == ["hover:began", "hover:changed"])
        #expect(seen.map(\.0) == [.began, .changed])
        #expect(seen.map(\.1) == [0.8, 0.3])
        #expect(seen.map(\.2) == [.pi / 3, .pi / 4])
        #expect(seen.map(\.3) == [0.25, -0.5])
        #expect(hover.location(in: child) == CGPoint(x: 60, y: 50))
        // Azimuth π/2 in the window points along its y axis.
        let vector = hover.azimuthUnitVector(in: nil)
        #expect(abs(vector.dx) < 1e-9 && abs(vector.dy - 1) < 1e-9)
        #expect(abs(hover.azimuthAngle(in: nil) - .pi / 2) < 1e-9)
        stage.simulator.leave()
        #expect(stage.log.entries.last == "hover:ended")
    }

    /// R-P10: the azimuth is given in the coordinates of the view asked for.
    @Test func azimuthInARotatedView() {
        let rotated = UIView(frame: CGRect(x: 100, y: 300, width: 200, height: 200))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        stage.view.addSubview(rotated)
        stage.simulator.stylusHover(to: CGPoint(x: 150, y: 150), zOffset: 0.5, azimuth: 0)
        // The view is turned a quarter turn clockwise: the window's x axis is its −y axis.
        let local = hover.azimuthUnitVector(in: rotated)
        #expect(abs(local.dx) < 1e-9 && abs(local.dy + 1) < 1e-9)
        #expect(abs(hover.azimuthAngle(in: rotated) + .pi / 2) < 1e-9)
    }

    /// R-P10: a mouse senses none of it: zOffset, altitude, azimuth and roll are 0 and the
    /// azimuth vector is empty, as UIKit documents for devices without them; after a
    /// stylus hover, the mouse's next move reports them so again.
    @Test func mouseHoverReportsNoPose() {
        stage.simulator.hover(to: CGPoint(x: 150, y: 150))
        #expect(hover.state == .began)
        #expect(hover.zOffset == 0 && hover.altitudeAngle == 0 && hover.rollAngle == 0)
        #expect(hover.azimuthAngle(in: child) == 0)
        #expect(hover.azimuthUnitVector(in: nil) == CGVector(dx: 0, dy: 0))
        stage.simulator.stylusHover(to: CGPoint(x: 160, y: 150), zOffset: 0.5, altitude: 1, azimuth: 1, roll: 1)
        #expect(hover.zOffset == 0.5 && hover.altitudeAngle == 1 && hover.rollAngle == 1)
        stage.simulator.hover(to: CGPoint(x: 170, y: 150))
        #expect(hover.state == .changed)
        #expect(hover.zOffset == 0 && hover.altitudeAngle == 0 && hover.rollAngle == 0)
        #expect(hover.azimuthUnitVector(in: nil) == CGVector(dx: 0, dy: 0))
    }

    /// R-P10: a stylus hover that is out of range, not finite, or sent while a button is
    /// held is refused with an error that says so, and changes nothing.
    @Test func badStylusHoverIsRefused() throws {
        let window = stage.window
        let at = CGPoint(x: 150, y: 150)
        let cases: [(StylusHover, PointerInputError)] = [
            (StylusHover(location: at, zOffset: 1.5), .invalidStylusPose(zOffset: 1.5, altitude: .pi / 2, azimuth: 0, roll: 0)),
            (StylusHover(location: at, zOffset: -0.1), .invalidStylusPose(zOffset: -0.1, altitude: .pi / 2, azimuth: 0, roll: 0)),
            (StylusHover(location: at, zOffset: 0.5, altitudeAngle: 2), .invalidStylusPose(zOffset: 0.5, altitude: 2, azimuth: 0, roll: 0)),
            (StylusHover(location: at, zOffset: 0.5, rollAngle: .infinity),
             .invalidStylusPose(zOffset: 0.5, altitude: .pi / 2, azimuth: 0, roll: .infinity)),
            (StylusHover(location: CGPoint(x: CGFloat.infinity, y: 1), zOffset: 0.5), .nonFiniteLocation(x: .infinity, y: 1)),
        ]
        for (input, expected) in cases {
            #expect(throws: TouchInputError.pointer(expected)) { try window.sendStylusHover(input, at: 1) }
        }
        #expect(hover.state == .possible && window.pointerLocation == nil && window.currentTime == 0)
        stage.simulator.pointer(to: at, buttons: .primary)
        #expect(throws: TouchInputError.pointer(.stylusHoverWithButtonsHeld(.primary))) {
            try window.sendStylusHover(StylusHover(location: CGPoint(x: 160, y: 150), zOffset: 0.5), at: 1)
        }
        #expect(window.pointerLocation == at && window.currentTime == 0)
        #expect(TouchInputError.pointer(.stylusHoverWithButtonsHeld(.primary)).description
                == "pointer input: stylus hover while buttons 1 are held; release them first")
    }
}
