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
        let session = SceneSession(scene: scene, screen: CGSize(width: 390, height: 844))
        let sceneSize = session.window.bounds.size
        let size = CGSize(width: sceneSize.width + SceneCanvas.panelWidth, height: sceneSize.height)
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

        var timeline = TextRenderer.Timeline(explain: explain)
        var printed = 0
        var log: [String] = []
        var fingers: [Int: CGPoint] = [:]
        var pointer: CGPoint?
        func printNew() {
            let events = session.events
            guard events.count > printed else { return }
            let lines = timeline.lines(for: events[printed...])
            for line in lines { print(line) }
            log += lines
            if log.count > 200 { log.removeFirst(log.count - 200) }
            printed = events.count
            fflush(nil)
        }
        print(TextRenderer.header(sceneName: scene.name, inputSummary: "SDL window", screen: sceneSize, duration: nil)
            .joined(separator: "\n"))
        fflush(nil)
        let receiver = ObservedReceiver(session, observe: { touches, _ in
            for touch in touches {
                switch touch.phase {
                case .began, .moved: fingers[touch.finger] = touch.location
                case .ended, .cancelled: fingers[touch.finger] = nil
                }
            }
        }, observePresses: { _, _ in }, observePointer: { input, _ in
            switch input {
            case .move(let location, _, _): pointer = location
            case .exit: pointer = nil
            case .scroll, .transform: break
            }
        }, afterEach: printNew)
        let loop = SDLHostLoop(window: receiver, windowID: SDL_GetWindowID(window), size: size)
        loop.onResize = { newSize in
            session.window.resize(to: CGSize(width: max(1, newSize.width - SceneCanvas.panelWidth), height: newSize.height))
        }
        loop.afterPass = {
            var width: Int32 = 0, height: Int32 = 0
            SDL_GetWindowSize(window, &width, &height)
            let current = CGSize(width: CGFloat(width), height: CGFloat(height))
            Self.draw(SceneCanvas(session: session, size: current, fingers: fingers.keys.sorted().map { fingers[$0]! },
                                  pointer: pointer, log: log),
                      window: window, renderer: renderer)
        }
        loop.afterPass()
        print("window: open, \(Int(size.width))×\(Int(size.height)) pt")
        fflush(nil)
        let end = seconds.map { SDLHostLoop.now + $0 * 1000 }
        while loop.pass(waitingAtMost: end.map { Int32(clamping: max(0, Int64($0 - SDLHostLoop.now))) }) {
            if let end, SDLHostLoop.now >= end { break }
        }
        // The window closes: what is down is cancelled, as when input is lost.
        try? loop.driver.inputLost(at: SDLHostLoop.now)
        printNew()
        let summary = TextRenderer.summary(of: session.result(inputSummary: "SDL window"), explain: explain)
        print((timeline.finish() + [""] + summary).joined(separator: "\n"))
        fflush(nil)
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
