import Foundation
import Testing
import Touchstone

#if SDL
import CSDL2
import TouchstoneSDL

/// Multi-touch through SDL's own event queue: finger events pushed with `SDL_PushEvent`
/// come out of `SDL_WaitEventTimeout` in ``SDLHostLoop`` and pinch a view, in an SDL
/// window on a real X server (no touch screen is needed for SDL's queue).
@MainActor
@Suite(.enabled(if: XvfbServer.unavailability == nil, "\(XvfbServer.unavailability ?? "")"))
struct SDLQueuePinchTests {
    /// Pushes one finger event as a touch screen's driver would.
    static func push(_ type: SDL_EventType, finger: Int64, x: Float, y: Float, window: UInt32) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = 1
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = 1
        event.tfinger.windowID = window
        #expect(SDL_PushEvent(&event) == 1)
    }

    /// Two fingers spreading from 80 to 200 points apart pinch the view by about 200/80 (R-H6)
    @Test func fingersPushedIntoSDLsQueuePinch() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        setenv("DISPLAY", server.display, 1)
        try #require(SDL_Init(SDL_INIT_VIDEO) == 0, "SDL_Init: \(String(cString: SDL_GetError()))")
        defer { SDL_Quit() }
        let sdlWindow = try #require(SDL_CreateWindow("pinch", 0, 0, 400, 400, 0))
        defer { SDL_DestroyWindow(sdlWindow) }
        let windowID = SDL_GetWindowID(sdlWindow)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        var scales: [CGFloat] = []
        var states: [UIGestureRecognizer.State] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            states.append(recognizer.state)
            scales.append((recognizer as! UIPinchGestureRecognizer).scale)
        }
        view.addGestureRecognizer(pinch)
        let loop = SDLHostLoop(window: window, windowID: windowID, size: window.bounds.size)
        loop.onRefusal = { Issue.record("refused: \($0)") }

        // Fingers at x = 160 and 240 (0.4 and 0.6 of 400), spreading 10 points a side a step.
        Self.push(SDL_FINGERDOWN, finger: 10, x: 0.4, y: 0.5, window: windowID)
        Self.push(SDL_FINGERDOWN, finger: 11, x: 0.6, y: 0.5, window: windowID)
        loop.pass(waitingAtMost: 100)
        for step in 1...6 {
            let spread = Float(step) * 10 / 400
            Self.push(SDL_FINGERMOTION, finger: 10, x: 0.4 - spread, y: 0.5, window: windowID)
            Self.push(SDL_FINGERMOTION, finger: 11, x: 0.6 + spread, y: 0.5, window: windowID)
            SDL_Delay(10)
            loop.pass(waitingAtMost: 100)
        }
        Self.push(SDL_FINGERUP, finger: 10, x: 0.25, y: 0.5, window: windowID)
        Self.push(SDL_FINGERUP, finger: 11, x: 0.75, y: 0.5, window: windowID)
        loop.pass(waitingAtMost: 100)

        #expect(states.first == .began)
        #expect(states.last == .ended)
        // UIKit's scale is the distance over the starting distance (200 / 80 = 2.5), the
        // start moved by the pinch's hysteresis: a little under 2.5.
        let scale = try #require(scales.last)
        #expect(scale > 2 && scale <= 2.5, "scale \(scale)")
    }
}
#else
@Suite struct SDLQueuePinchTests {
    @Test(.disabled("built without the SDL trait: run `swift test --traits SDL`"))
    func fingersPushedIntoSDLsQueuePinch() {}
}
#endif
