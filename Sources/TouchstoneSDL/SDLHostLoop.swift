#if SDL
import CSDL2
import Foundation
import Touchstone
import TouchstoneLive

/// Runs a window's engine on SDL 2's event queue: the host loop of an SDL app.
///
/// Each pass waits in `SDL_WaitEventTimeout` until input arrives or the engine's next
/// timer is due (`HostLoopDriver.nextUpdate`), and with no timer armed until input
/// arrives: it never spins. It then drains the queue as one batch, converts it with
/// ``SDLInputConverter`` (one `UIEvent` per frame), hands it to the driver on SDL's clock
/// (`SDL_GetTicks64`, milliseconds), fires the timers due and calls ``afterPass`` (to
/// draw). Call `SDL_Init(SDL_INIT_VIDEO)` and create the window before. SDL 2's events
/// carry 32-bit milliseconds, which wrap after 49 days: a loop is not meant to run longer.
@MainActor
public final class SDLHostLoop {
    /// The driver the input goes through.
    public let driver: HostLoopDriver
    /// The conversion, with the window's current size.
    public private(set) var converter: SDLInputConverter
    /// The SDL window whose input is read (`SDL_GetWindowID`); `nil` reads every window's.
    public let windowID: UInt32?
    /// Called with the window's new size in points when it is resized, before the input
    /// after it: resize the `UIWindow` there (`UIWindow.resize(to:duration:)`, which tells
    /// the root view controller and lays the window out, R-AP3).
    public var onResize: (CGSize) -> Void = { _ in }
    /// Called after each pass, once its input and timers are delivered.
    public var afterPass: () -> Void = {}
    /// Called with the input the window refused (the engine stays as it was); the loop
    /// goes on. By default the refusal is written on standard error.
    public var onRefusal: (TouchInputError) -> Void = { error in
        FileHandle.standardError.write(Data("touchstone: SDL input refused: \(error)\n".utf8))
    }
    /// Events read since the loop started, by every pass.
    public private(set) var eventsRead = 0

    /// A loop that drives `receiver` (a `UIWindow`, or a scene session) from the SDL
    /// window `windowID`, of `size` points.
    public init(window receiver: any TouchReceiver, windowID: UInt32?, size: CGSize) {
        driver = HostLoopDriver(window: receiver, ticksPerSecond: 1000)
        converter = SDLInputConverter(windowSize: size, ticksPerSecond: 1000)
        self.windowID = windowID
    }

    /// SDL's clock: milliseconds since `SDL_Init`.
    public static var now: Double { Double(SDL_GetTicks64()) }

    /// Runs passes until SDL says to quit (`SDL_QUIT`: the window closed) or `stop`
    /// returns `true` after a pass.
    public func run(until stop: () -> Bool = { false }) {
        while pass(), !stop() {}
    }

    /// One pass: waits for input or the next timer, at most `limit` milliseconds if
    /// given, then delivers it. `false` once SDL says to quit.
    @discardableResult
    public func pass(waitingAtMost limit: Int32? = nil) -> Bool {
        var timeout: Int32 = -1
        if let next = driver.nextUpdate {
            timeout = Int32(clamping: max(0, Int64((next - Self.now).rounded(.up))))
        }
        if let limit { timeout = timeout < 0 ? limit : min(timeout, limit) }
        var event = SDL_Event()
        var batch: [SDLInputEvent] = []
        var quit = false
        if SDL_WaitEventTimeout(&event, timeout) != 0 {
            repeat {
                eventsRead += 1
                if event.type == SDL_QUIT.rawValue { quit = true }
                if let input = SDLEventReader.read(event, windowID: windowID) { batch.append(input) }
            } while SDL_PollEvent(&event) != 0
        }
        deliver(batch)
        afterPass()
        return !quit
    }

    /// Converts and delivers a batch, then fires the timers due by now.
    private func deliver(_ batch: [SDLInputEvent]) {
        // A resize applies at its place in the batch: input before it is in the old size.
        var start = batch.startIndex
        for (index, event) in batch.enumerated() {
            guard case .resized(_, let width, let height) = event else { continue }
            send(converter.convert(Array(batch[start...index])))
            onResize(CGSize(width: width, height: height))
            start = index + 1
        }
        send(converter.convert(Array(batch[start...])))
        do {
            try driver.update(at: Self.now)
        } catch {
            onRefusal(error)
        }
    }

    private func send(_ events: [HostInputEvent]) {
        for event in events {
            do {
                try driver.send(event)
            } catch {
                onRefusal(error)
            }
        }
    }
}
#endif
