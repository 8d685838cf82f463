#if SDL
import ArgumentParser
import CSDL2
import Foundation
import Synchronization
import Touchstone
import TouchstoneSDL

/// `touchstone latency --window`: the SDL host loop's latency, as `touchstone window`
/// runs it. A thread of its own pushes a finger's moves into SDL's queue
/// (`SDL_PushEvent`, as SDL's own video thread posts what the X server sends) while the
/// main thread sleeps in ``SDLHostLoop``'s `SDL_WaitEventTimeout`; each move is timed from
/// its push to the pan's action by the monotonic clock. A move the loop found queued with
/// a later one reaches the pan as that one's coalesced sample, and is timed to its
/// action.
@MainActor
enum SDLWindowLatency {
    nonisolated static let movesPerCycle = 10

    static func measure(cycles: Int) throws {
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw SDLWindowError("SDL_Init") }
        defer { SDL_Quit() }
        guard let sdlWindow = SDL_CreateWindow("touchstone latency", 0, 0, 400, 400, 0) else {
            throw SDLWindowError("SDL_CreateWindow")
        }
        defer { SDL_DestroyWindow(sdlWindow) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        // Each measured move's action, by cycle and move: the move is read off the
        // location (y = 70 + 4 × move points).
        var actions: [Int: ContinuousClock.Instant] = [:]
        var cycle = -1
        let pan = UIPanGestureRecognizer { recognizer in
            let now = ContinuousClock.now
            switch recognizer.state {
            case .began: cycle += 1
            case .changed:
                let move = Int(((recognizer.location(in: nil).y - 70) / 4).rounded())
                actions[cycle * movesPerCycle + move - 1] = now
            default: break
            }
        }
        view.addGestureRecognizer(pan)
        let loop = SDLHostLoop(window: window, windowID: SDL_GetWindowID(sdlWindow), size: window.bounds.size)
        let pushes = LatencyCommand.WriteLog()
        let done = Atomic<Bool>(false)
        let windowID = SDL_GetWindowID(sdlWindow)
        Thread.detachNewThread {
            func push(_ type: SDL_EventType, finger: Int64, y: Float) {
                var event = SDL_Event()
                event.type = type.rawValue
                event.tfinger.touchId = 1
                event.tfinger.fingerId = finger
                event.tfinger.x = 0.5
                event.tfinger.y = y
                event.tfinger.pressure = 1
                event.tfinger.windowID = windowID
                SDL_PushEvent(&event)
            }
            for cycle in 0..<cycles {
                push(SDL_FINGERDOWN, finger: Int64(cycle), y: 0.1)
                Thread.sleep(forTimeInterval: 0.01)
                // The first move begins the pan (30 points: beyond its slop).
                push(SDL_FINGERMOTION, finger: Int64(cycle), y: 0.1 + 30 / 400)
                Thread.sleep(forTimeInterval: 0.005)
                for move in 1...movesPerCycle {
                    pushes.add(.now)
                    push(SDL_FINGERMOTION, finger: Int64(cycle), y: 0.1 + Float(30 + 4 * move) / 400)
                    Thread.sleep(forTimeInterval: 0.003)
                }
                push(SDL_FINGERUP, finger: Int64(cycle), y: 0.5)
                Thread.sleep(forTimeInterval: 0.02)
            }
            done.store(true, ordering: .releasing)
            // Wakes the loop for its last pass.
            var event = SDL_Event()
            event.type = SDL_USEREVENT.rawValue
            SDL_PushEvent(&event)
        }
        loop.run { done.load(ordering: .acquiring) }
        // The moves the last pass has not delivered yet.
        loop.pass(waitingAtMost: 50)
        let pushed = pushes.all
        var latencies: [Duration] = []
        for (index, push) in pushed.enumerated() {
            let lastOfCycle = (index / movesPerCycle + 1) * movesPerCycle
            guard let action = (index..<lastOfCycle).lazy.compactMap({ actions[$0] }).first else {
                throw ValidationError("move \(index % movesPerCycle + 1) of cycle \(index / movesPerCycle) reached no action")
            }
            latencies.append(action - push)
        }
        print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(LatencyCommand.loadAverage())")
        print(LatencyCommand.line("SDL input pushed → action", latencies))
        print("moves coalesced with a later one: \(pushed.count - actions.count)")
    }
}
#endif
