import Foundation
import Touchstone

/// The pointer and the pencil, scripted: clicks, drags, hover, wheel and trackpad
/// gestures, and pencil strokes (R-P2, R-P4–R-P8). Calls that take time say how much;
/// the others are one event at ``TouchSimulator/now``.
extension TouchSimulator {
    /// How long a scripted click holds its button, and the time between the steps of a
    /// scripted drag, trackpad gesture or stroke: 1/60 s, a display frame.
    public static let pointerStepInterval: TimeInterval = 1.0 / 60

    /// Moves the pointer to `point` with `buttons` held: an empty mask hovers, a change of
    /// the mask presses or releases buttons.
    @discardableResult
    public func pointer(to point: CGPoint, buttons: UIEvent.ButtonMask = [],
                        modifiers: UIKeyModifierFlags = []) -> UITouch? {
        send(pointer: .move(to: point, buttons: buttons, modifiers: modifiers))
    }

    /// Hovers the pointer to `point`, no button held (R-P4).
    public func hover(to point: CGPoint, modifiers: UIKeyModifierFlags = []) {
        pointer(to: point, modifiers: modifiers)
    }

    /// Hovers a stylus to `point`, `zOffset` (0…1) above the screen, with the given
    /// altitude, azimuth (radians, window coordinates) and roll (R-P10). The stylus leaves
    /// with ``leave()``. Neither ``pointerObserver`` nor the log hears it: a trace does
    /// not carry a stylus's hover.
    public func stylusHover(to point: CGPoint, zOffset: CGFloat, altitude: CGFloat = .pi / 2, azimuth: CGFloat = 0,
                            roll: CGFloat = 0, modifiers: UIKeyModifierFlags = []) {
        let hover = StylusHover(location: point, zOffset: zOffset, altitudeAngle: altitude, azimuthAngle: azimuth,
                                rollAngle: roll, modifiers: modifiers)
        do { try window.sendStylusHover(hover, at: now) } catch {
            refuse("TouchSimulator: the window refused the stylus hover \(hover): \(error)")
        }
    }

    /// The pointer leaves the window (R-P4).
    public func leave() {
        send(pointer: .exit)
    }

    /// Clicks at `point`: presses `buttons` there, holds them for
    /// ``pointerStepInterval`` and releases them (R-P2). Returns the click's touch.
    @discardableResult
    public func click(at point: CGPoint, buttons: UIEvent.ButtonMask = .primary,
                      modifiers: UIKeyModifierFlags = []) -> UITouch {
        precondition(!buttons.isEmpty, "TouchSimulator.click: a click needs a button")
        let touch = pointer(to: point, buttons: buttons, modifiers: modifiers) ?? unsentPointer(at: point)
        advance(by: Self.pointerStepInterval)
        pointer(to: point, modifiers: modifiers)
        return touch
    }

    /// What a press the window refused returns: a touch that never reached it.
    private func unsentPointer(at point: CGPoint) -> UITouch {
        .unsent(finger: 0, location: point, timestamp: now)
    }

    /// Clicks at `point` with the secondary button (R-P3).
    @discardableResult
    public func secondaryClick(at point: CGPoint, modifiers: UIKeyModifierFlags = []) -> UITouch {
        click(at: point, buttons: .secondary, modifiers: modifiers)
    }

    /// Presses `buttons` at `start`, drags through `points` one ``pointerStepInterval``
    /// apart, and releases them at the last point (R-P2). Returns the drag's touch.
    @discardableResult
    public func drag(from start: CGPoint, through points: [CGPoint], buttons: UIEvent.ButtonMask = .primary,
                     modifiers: UIKeyModifierFlags = []) -> UITouch {
        precondition(!buttons.isEmpty, "TouchSimulator.drag: a drag needs a button")
        let touch = pointer(to: start, buttons: buttons, modifiers: modifiers) ?? unsentPointer(at: start)
        for point in points {
            advance(by: Self.pointerStepInterval)
            pointer(to: point, buttons: buttons, modifiers: modifiers)
        }
        pointer(to: points.last ?? start, modifiers: modifiers)
        return touch
    }

    /// One mouse-wheel notch of `delta` points at the pointer's location (R-P5); the
    /// wheel's gesture ends 0.1 s after the last notch, when time passes.
    public func wheel(by delta: CGVector, modifiers: UIKeyModifierFlags = []) {
        send(pointer: .scroll(delta: delta, type: .discrete, phase: .changed, modifiers: modifiers))
    }

    /// A two-finger trackpad scroll at the pointer's location: began, a delta per step
    /// ``pointerStepInterval`` apart, ended right after the last (so it ends with the
    /// speed of its last steps, and a scroll view decelerates) (R-P5).
    public func trackpadScroll(_ deltas: [CGVector], modifiers: UIKeyModifierFlags = []) {
        send(pointer: .scroll(delta: CGVector(), type: .continuous, phase: .began, modifiers: modifiers))
        for delta in deltas {
            advance(by: Self.pointerStepInterval)
            send(pointer: .scroll(delta: delta, type: .continuous, phase: .changed, modifiers: modifiers))
        }
        send(pointer: .scroll(delta: CGVector(), type: .continuous, phase: .ended, modifiers: modifiers))
    }

    /// A trackpad pinch and rotate at the pointer's location, through `steps` of scale
    /// and rotation relative to its start, ``pointerStepInterval`` apart (R-P6).
    public func trackpadTransform(_ steps: [(scale: CGFloat, rotation: CGFloat)],
                                  modifiers: UIKeyModifierFlags = []) {
        send(pointer: .transform(scale: 1, rotation: 0, phase: .began, modifiers: modifiers))
        var last: (scale: CGFloat, rotation: CGFloat) = (1, 0)
        for step in steps {
            advance(by: Self.pointerStepInterval)
            send(pointer: .transform(scale: step.scale, rotation: step.rotation, phase: .changed, modifiers: modifiers))
            last = step
        }
        send(pointer: .transform(scale: last.scale, rotation: last.rotation, phase: .ended, modifiers: modifiers))
    }

    /// A trackpad pinch at the pointer's location through `scales` (R-P6).
    public func trackpadPinch(_ scales: [CGFloat]) {
        trackpadTransform(scales.map { ($0, 0) })
    }

    /// A trackpad rotation at the pointer's location through `rotations`, in radians (R-P6).
    public func trackpadRotate(_ rotations: [CGFloat]) {
        trackpadTransform(rotations.map { (1, $0) })
    }

    /// Sends the real values of estimated touch properties, or gives some up, at ``now``
    /// (R-P9): each update names the `TouchInput.estimationUpdateIndex` of the input
    /// whose estimates it updates, sent with ``send(inputs:)``. An update the window
    /// refuses is reported (see <doc:TouchSimulator#Refused-input>).
    public func updateEstimates(_ updates: [TouchEstimateUpdate]) {
        do { try window.sendEstimateUpdates(updates, at: now) } catch {
            refuse("TouchSimulator: the window refused the estimate updates \(updates): \(error)")
        }
    }

    /// A pencil stroke with `finger` as its number: down at the first point, moving
    /// through the others ``pointerStepInterval`` apart, up at the last, with the given
    /// force, altitude and azimuth (radians, window coordinates) (R-P7). Returns the
    /// stroke's touch.
    @discardableResult
    public func pencilStroke(_ finger: Int, through points: [CGPoint], force: CGFloat = 1,
                             altitude: CGFloat = .pi / 3, azimuth: CGFloat = 0) -> UITouch {
        precondition(!points.isEmpty, "TouchSimulator.pencilStroke: a stroke needs a point")
        func input(_ phase: TouchInput.Phase, _ point: CGPoint) -> TouchInput {
            TouchInput(finger: finger, phase: phase, location: point, type: .pencil, force: force, majorRadius: 0.25,
                       maximumPossibleForce: 4.166_667, altitudeAngle: altitude, azimuthAngle: azimuth)
        }
        let touch = send(inputs: [input(.began, points[0])])[0]
        for point in points.dropFirst() {
            advance(by: Self.pointerStepInterval)
            send(inputs: [input(.moved, point)])
        }
        send(inputs: [input(.ended, points[points.count - 1])])
        return touch
    }
}
