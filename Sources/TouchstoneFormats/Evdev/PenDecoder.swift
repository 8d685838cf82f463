import Foundation

/// Turns a pen tablet's kernel events into frames (R-P4, R-P7): a pen in range
/// (`BTN_TOOL_PEN`, or the rubber, brush, pencil or airbrush end) but not touching is the
/// pointer hovering at `ABS_X`/`ABS_Y`; touching (`BTN_TOUCH` 1) is a `.pencil` touch,
/// finger 1, with `ABS_PRESSURE` as its force and `ABS_TILT_X`/`ABS_TILT_Y` as its
/// altitude and azimuth. The hover ends (the pointer exits) before the pen touches down,
/// as a hover ends when a contact becomes a touch, and begins again when it lifts.
struct PenDecoder {
    /// The force of full pressure: about what UIKit reports for a pencil pressed hard.
    static let maximumForce: Double = 4
    /// The finger number of the pen's touch.
    static let finger = 1

    private let mapping: UnitMapping
    private let pressureAxis: AxisInfo?
    private let tiltAxes: (x: AxisInfo?, y: AxisInfo?)

    private var x: Int32?
    private var y: Int32?
    private var pressure: Int32 = 0
    private var tilt: (x: Int32, y: Int32) = (0, 0)
    /// Tools in range, by key code: one tool's leaving must not end another's stay.
    private var toolsInRange = Set<UInt16>()
    private var touching = false
    /// Whether the pen's touch is down, and where it was last reported.
    private(set) var down: CGPoint?
    /// Whether the pointer is on the screen as a hovering pen.
    private var hovering = false
    /// Whether anything the frames show changed since the last frame.
    private var changed = false

    init(mapping: UnitMapping, description: DeviceDescription) {
        self.mapping = mapping
        pressureAxis = description.axes[EventCodes.absPressure]
        tiltAxes = (description.axes[EventCodes.absTiltX], description.axes[EventCodes.absTiltY])
    }

    mutating func apply(_ event: KernelEvent) {
        switch (event.type, event.code) {
        case (EventCodes.abs, EventCodes.absX): x = event.value
        case (EventCodes.abs, EventCodes.absY): y = event.value
        case (EventCodes.abs, EventCodes.absPressure): pressure = event.value
        case (EventCodes.abs, EventCodes.absTiltX): tilt.x = event.value
        case (EventCodes.abs, EventCodes.absTiltY): tilt.y = event.value
        case (EventCodes.key, EventCodes.btnTouch): touching = event.value != 0
        case (EventCodes.key, let code) where EventCodes.penTools.contains(code):
            if event.value == 0 { toolsInRange.remove(code) } else { toolsInRange.insert(code) }
        default: return
        }
        changed = true
    }

    /// The frames of the frame that ends at `time`.
    mutating func endFrame(at time: Double, line: Int) -> [TouchFrame] {
        guard changed, let x, let y else { return [] }
        changed = false
        let point = mapping.point(x: x, y: y)
        var frames: [TouchFrame] = []
        if touching {
            if hovering {
                hovering = false
                frames.append(TouchFrame(time: time, pointer: .exit, line: line))
            }
            frames.append(TouchFrame(time: time, changes: [contact(down == nil ? .began : .moved, at: point)], line: line))
            down = point
            return frames
        }
        if down != nil {
            frames.append(TouchFrame(time: time, changes: [contact(.ended, at: point)], line: line))
            down = nil
        }
        if !toolsInRange.isEmpty {
            hovering = true
            frames.append(TouchFrame(time: time, pointer: .move(to: point, buttons: [], modifiers: []), line: line))
        } else if hovering {
            hovering = false
            frames.append(TouchFrame(time: time, pointer: .exit, line: line))
        }
        return frames
    }

    /// Cancels the pen's touch, if down, when input is lost or ends (R-L3).
    mutating func cancel(at time: Double, line: Int) -> TouchFrame? {
        changed = false
        touching = false
        guard let point = down else { return nil }
        down = nil
        return TouchFrame(time: time, changes: [contact(.cancelled, at: point)], line: line)
    }

    private func contact(_ phase: TouchPhase, at point: CGPoint) -> TouchChange {
        let (altitude, azimuth) = angles()
        return TouchChange(finger: Self.finger, phase: phase, location: point, type: .pencil, force: force(),
                           maximumForce: Self.maximumForce, altitude: altitude, azimuth: azimuth)
    }

    /// The pressure as a force from 0 to ``maximumForce``; 0 on a tablet without pressure.
    private func force() -> Double {
        guard let axis = pressureAxis, axis.maximum > axis.minimum else { return 0 }
        let fraction = (Double(pressure) - Double(axis.minimum)) / (Double(axis.maximum) - Double(axis.minimum))
        return min(max(fraction, 0), 1) * Self.maximumForce
    }

    /// The pen's altitude and azimuth on the screen from its tilts, each the angle of the
    /// barrel from the perpendicular, positive when the top leans to +x or +y (libinput's
    /// convention). The tilt's resolution is units per radian; a tablet that gives none
    /// reports degrees.
    private func angles() -> (altitude: Double, azimuth: Double) {
        func radians(_ value: Int32, _ axis: AxisInfo?) -> Double {
            let perRadian = axis.map { $0.resolution > 0 ? Double($0.resolution) : 180 / .pi } ?? 180 / .pi
            // Short of lying flat, where the tangent has no value.
            return min(max(Double(value) / perRadian, -1.55), 1.55)
        }
        let leanX = tan(radians(tilt.x, tiltAxes.x)), leanY = tan(radians(tilt.y, tiltAxes.y))
        let (screenX, screenY) = mapping.direction(dx: leanX, dy: leanY)
        let altitude = atan2(1, (leanX * leanX + leanY * leanY).squareRoot())
        return (altitude, screenX == 0 && screenY == 0 ? 0 : atan2(screenY, screenX))
    }
}
