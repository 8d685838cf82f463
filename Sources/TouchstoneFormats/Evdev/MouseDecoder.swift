import Foundation

/// Turns a mouse's kernel events into pointer frames (R-P2, R-P5): relative motion
/// (`REL_X`/`REL_Y`, one unit a point, no acceleration) moves a pointer that starts at the
/// screen's centre and stays on the screen; `BTN_LEFT`, `BTN_RIGHT`, `BTN_MIDDLE`,
/// `BTN_SIDE` and `BTN_EXTRA` are buttons 1 to 5; `REL_WHEEL`/`REL_HWHEEL` notches, or
/// their high-resolution forms (120 units a notch), are discrete scrolls of
/// ``pointsPerNotch`` each.
///
/// Each `SYN_REPORT` gives a move when the pointer moved or its buttons changed, then a
/// scroll when the wheel turned.
struct MouseDecoder {
    /// How far one wheel notch scrolls, in points (Est: about three lines of text).
    static let pointsPerNotch = PointerEvent.pointsPerWheelNotch
    /// High-resolution wheel units in one notch (`linux/input.h`).
    static let hiResUnitsPerNotch: Double = 120

    private let screen: CGSize
    private(set) var location: CGPoint
    private(set) var buttons: PointerEvent.Buttons = []
    /// Whether a move has put the pointer on the screen, as a scroll needs.
    private var onScreen = false

    // The frame being read.
    private var motion = (dx: 0.0, dy: 0.0)
    /// The buttons after the frame's button events, if it has any.
    private var pressed: PointerEvent.Buttons?
    private var wheel = (notches: 0.0, hiRes: 0.0, sawHiRes: false)
    private var horizontalWheel = (notches: 0.0, hiRes: 0.0, sawHiRes: false)

    init(screen: CGSize) {
        self.screen = screen
        location = CGPoint(x: screen.width / 2, y: screen.height / 2)
    }

    /// The button a key code stands for, if any.
    private static func button(_ code: UInt16) -> PointerEvent.Buttons? {
        switch code {
        case EventCodes.btnLeft: .primary
        case EventCodes.btnRight: .secondary
        case EventCodes.btnMiddle: .button(3)
        case EventCodes.btnSide: .button(4)
        case EventCodes.btnExtra: .button(5)
        default: nil
        }
    }

    mutating func apply(_ event: KernelEvent) {
        switch event.type {
        case EventCodes.rel:
            let value = Double(event.value)
            switch event.code {
            case EventCodes.relX: motion.dx += value
            case EventCodes.relY: motion.dy += value
            case EventCodes.relWheel: wheel.notches += value
            case EventCodes.relHWheel: horizontalWheel.notches += value
            case EventCodes.relWheelHiRes: wheel.hiRes += value; wheel.sawHiRes = true
            case EventCodes.relHWheelHiRes: horizontalWheel.hiRes += value; horizontalWheel.sawHiRes = true
            default: break
            }
        case EventCodes.key:
            // Value 2 is the key's autorepeat: the button is still held.
            guard let button = Self.button(event.code), event.value != 2 else { return }
            var next = pressed ?? buttons
            if event.value == 0 { next.remove(button) } else { next.insert(button) }
            pressed = next
        default:
            break
        }
    }

    /// The frames of the frame that ends at `time`.
    mutating func endFrame(at time: Double, line: Int) -> [TouchFrame] {
        defer { discardFrame() }
        var frames: [TouchFrame] = []
        let newButtons = pressed ?? buttons
        // A kernel that sends high-resolution wheel events also sends the classic ones for
        // whole notches in the same frame: count only one of them.
        let notchesY = wheel.sawHiRes ? wheel.hiRes / Self.hiResUnitsPerNotch : wheel.notches
        let notchesX = horizontalWheel.sawHiRes ? horizontalWheel.hiRes / Self.hiResUnitsPerNotch : horizontalWheel.notches
        let scrolls = notchesX != 0 || notchesY != 0
        if motion.dx != 0 || motion.dy != 0 || newButtons != buttons || (scrolls && !onScreen) {
            location = CGPoint(x: clamp(location.x + motion.dx, to: screen.width),
                               y: clamp(location.y + motion.dy, to: screen.height))
            buttons = newButtons
            onScreen = true
            frames.append(TouchFrame(time: time, pointer: .move(to: location, buttons: buttons, modifiers: []), line: line))
        }
        if scrolls {
            // The wheel turned up (positive) shows what is above: the content moves down, as a
            // finger dragging down would move it; turned right, the content moves left.
            frames.append(TouchFrame(time: time, pointer: .scroll(dx: -notchesX * Self.pointsPerNotch, dy: notchesY * Self.pointsPerNotch,
                                                                  type: .discrete, phase: .changed, modifiers: []), line: line))
        }
        return frames
    }

    /// Forgets the frame being read.
    mutating func discardFrame() {
        motion = (0, 0)
        pressed = nil
        wheel = (0, 0, false)
        horizontalWheel = (0, 0, false)
    }

    /// The pointer leaves the screen when input is lost or ends with buttons held, so that
    /// the press is cancelled (R-L3); `nil` when nothing is held.
    mutating func leave(at time: Double, line: Int) -> TouchFrame? {
        discardFrame()
        guard !buttons.isEmpty else { return nil }
        buttons = []
        onScreen = false
        return TouchFrame(time: time, pointer: .exit, line: line)
    }

    /// Keeps a coordinate on a screen side `length` long: the pointer's hot spot stops at the
    /// last point of the screen.
    private func clamp(_ value: Double, to length: Double) -> Double {
        min(max(value, 0), max(length - 1, 0))
    }
}
