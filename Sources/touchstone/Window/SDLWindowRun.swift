#if SDL
import CSDL2
import Foundation
import Touchstone
import TouchstoneLive
import TouchstoneReplay
import TouchstoneSDL

/// Why the SDL window could not be opened, with SDL's own message.
struct SDLWindowError: Error, CustomStringConvertible {
    var call: String
    var message: String
    var description: String { "\(call) failed: \(message) (is a display available? DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset"))" }

    init(_ call: String) {
        self.call = call
        message = String(cString: SDL_GetError())
    }
}

/// One run of `touchstone window` on SDL: opens the window, runs the scene on SDL's
/// input through ``SDLHostLoop``, draws a ``SceneCanvas`` after every pass and prints the
/// timeline as `live` does.
@MainActor
final class SDLWindowRun {
    private let scene: Scene
    private let explain: Bool
    private let seconds: Double?

    init(scene: Scene, explain: Bool, seconds: Double?) {
        self.scene = scene
        self.explain = explain
        self.seconds = seconds
    }

    func run() throws {
        // SDL's own handlers post SDL_QUIT from the signal handler, which does not wake a
        // loop waiting without a timeout; a dispatch source posts it from a thread,
        // which does.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLWindowError("SDL_Init") }
        defer { SDL_Quit() }
        let stops = LiveRun.stopSignals.map { stop in
            signal(stop, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: stop, queue: .global())
            source.setEventHandler {
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
            source.resume()
            return source
        }
        defer {
            for (stop, source) in zip(LiveRun.stopSignals, stops) {
                source.cancel()
                signal(stop, SIG_DFL)
            }
        }
        let run = WindowSession(scene: scene, explain: explain, inputSummary: "SDL window")
        let size = run.windowSize
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        // SDL_WINDOWPOS_UNDEFINED.
        let undefined = Int32(bitPattern: 0x1FFF_0000)
        guard let window = SDL_CreateWindow("Touchstone: \(scene.name)", undefined, undefined,
                                            Int32(size.width), Int32(size.height), flags) else {
            throw SDLWindowError("SDL_CreateWindow")
        }
        defer { SDL_DestroyWindow(window) }
        guard let renderer = SDL_CreateRenderer(window, -1, 0) else { throw SDLWindowError("SDL_CreateRenderer") }
        defer { SDL_DestroyRenderer(renderer) }

        let loop = SDLHostLoop(window: run.receiver, windowID: SDL_GetWindowID(window), size: size)
        loop.onResize = run.resize(toWindow:)
        loop.afterPass = {
            var width: Int32 = 0, height: Int32 = 0
            SDL_GetWindowSize(window, &width, &height)
            Self.draw(run.canvas(size: CGSize(width: CGFloat(width), height: CGFloat(height))), window: window, renderer: renderer)
        }
        loop.afterPass()
        run.announceOpen(size: size)
        let end = seconds.map { SDLHostLoop.now + $0 * 1000 }
        while loop.pass(waitingAtMost: end.map { Int32(clamping: max(0, Int64($0 - SDLHostLoop.now))) }) {
            if let end, SDLHostLoop.now >= end { break }
        }
        // The window closes: what is down is cancelled, as when input is lost.
        try? loop.driver.inputLost(at: SDLHostLoop.now)
        run.finish()
    }

    /// Fills the canvas's rectangles, scaled from points to the drawable's pixels.
    static func draw(_ canvas: SceneCanvas, window: OpaquePointer, renderer: OpaquePointer) {
        var points: (Int32, Int32) = (0, 0), pixels: (Int32, Int32) = (0, 0)
        SDL_GetWindowSize(window, &points.0, &points.1)
        SDL_GetRendererOutputSize(renderer, &pixels.0, &pixels.1)
        let scale = points.0 > 0 ? CGFloat(pixels.0) / CGFloat(points.0) : 1
        func sdlRect(_ rect: CGRect) -> SDL_Rect {
            let scaled = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale).integral
            return SDL_Rect(x: Int32(scaled.minX), y: Int32(scaled.minY), w: Int32(scaled.width), h: Int32(scaled.height))
        }
        for fill in canvas.fills {
            if let clip = fill.clip {
                var clipRect = sdlRect(clip)
                SDL_RenderSetClipRect(renderer, &clipRect)
            } else {
                SDL_RenderSetClipRect(renderer, nil)
            }
            SDL_SetRenderDrawColor(renderer, fill.color.red, fill.color.green, fill.color.blue, 255)
            var rect = sdlRect(fill.rect)
            SDL_RenderFillRect(renderer, &rect)
        }
        SDL_RenderPresent(renderer)
    }
}
#endif
