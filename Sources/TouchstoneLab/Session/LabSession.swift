import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// One page's session: a window of the scene it chose, run through the live driver on
/// the browser's timestamps, with everything that happens sent back as it happens.
/// Loading a scene or resetting cancels the fingers still down (R-L3), tells the page,
/// and starts a new window.
///
/// Each message is checked against what the session already accepted before it reaches
/// the driver, so that the window never refuses what the page sends:
/// - a finger must be down to move or lift and up to touch down, once per message; a
///   touch message that breaks this is refused, and its fingers that are down are
///   cancelled, as input that is lost (R-L3), so that the page and the window agree that
///   none of them is down;
/// - a key must be up to go down and down to go up or be cancelled; a key message that
///   breaks this is refused and changes nothing;
/// - a message's time may run ahead of the lab's clock by ``maximumTimeLead`` at most,
///   counted from the session's first timed message. The window's time follows the
///   browser's; without this cap one message stamped a billion seconds ahead would make
///   the window run every timer of that span (a held stepper's autorepeat) at once. The
///   page's clock runs with the lab's, so that real input never comes near the cap.
@MainActor
final class LabSession {
    /// The window size for a scene that gives none: an iPhone's, in points.
    static let defaultScreen = CGSize(width: 390, height: 844)
    /// How far ahead of the lab's clock a message's time may run.
    static let maximumTimeLead: Duration = .seconds(10)
    private let catalog: SceneCatalog
    private let lateInputAllowance: Duration
    private let send: @Sendable (String) -> Void
    private var sceneName: String
    private var scene: Scene
    private var receiver: LabReceiver
    private var frames: AsyncStream<LiveFrame>.Continuation
    private var driver: Task<Void, Never>
    /// The fingers down once the frames sent to the driver are delivered.
    private var fingersDown: Set<Int> = []
    /// The keys down once the frames sent to the driver are delivered.
    private var keysDown: Set<UIKeyboardHIDUsage> = []
    /// The lab's clock and the page's time at the session's first timed message.
    private var timeOrigin: (instant: ContinuousClock.Instant, time: TimeInterval)?

    /// Starts a session on the catalog's first scene; `send` takes each message to the page.
    init(catalog: SceneCatalog, lateInputAllowance: Duration, send: @escaping @Sendable (String) -> Void) {
        self.catalog = catalog
        self.lateInputAllowance = lateInputAllowance
        self.send = send
        sceneName = catalog.initial
        scene = catalog.scene(named: catalog.initial)!
        (receiver, frames, driver) = Self.start(scene, lateInputAllowance: lateInputAllowance, send: send)
        announce()
    }

    private static func start(_ scene: Scene, lateInputAllowance: Duration, send: @escaping @Sendable (String) -> Void)
        -> (LabReceiver, AsyncStream<LiveFrame>.Continuation, Task<Void, Never>) {
        let session = SceneSession(scene: scene, screen: defaultScreen)
        let receiver = LabReceiver(session: session) { send($0.json) }
        let (stream, continuation) = AsyncStream<LiveFrame>.makeStream()
        let driver = Task { @MainActor in
            let live = LiveDriver(window: receiver, lateInputAllowance: lateInputAllowance)
            do {
                try await live.run(stream)
            } catch {
                send(LabUpdate.error("live driver: \(error)").json)
            }
        }
        return (receiver, continuation, driver)
    }

    /// Handles one message from the page, which arrived at `arrival` by the lab's clock.
    func handle(_ text: String, arrival: ContinuousClock.Instant = .now) {
        do throws(LabError) {
            switch try ClientMessage.parse(text) {
            case .touches(let inputs, let time):
                try admitTouches(inputs, at: time, arrival: arrival)
                frames.yield(LiveFrame(timestamp: time, touches: inputs))
            case .pointer(let input, let time):
                try admit(time, arrival: arrival, "pointer message")
                receiver.enqueue(.pointer(input))
                frames.yield(LiveFrame(timestamp: time, touches: []))
            case .key(let input, let modifiers, let time):
                try admitKey(input, at: time, arrival: arrival)
                receiver.enqueue(.key(input, modifiers: modifiers))
                frames.yield(LiveFrame(timestamp: time, touches: []))
            case .loadExample(let name):
                guard let scene = catalog.scene(named: name) else {
                    throw LabError("scene message: no scene named \"\(name.prefix(60))\"")
                }
                restart(with: scene, name: name)
            case .loadScene(let text):
                do {
                    let scene = try Scene.read(text, file: "scene from the page", recognizers: catalog.recognizers)
                    restart(with: scene, name: scene.name)
                } catch {
                    throw LabError(error.description)
                }
            case .reset:
                restart(with: scene, name: sceneName)
            case .save:
                save()
            }
        } catch {
            send(LabUpdate.error(error.description, fingers: error.fingers).json)
        }
    }

    /// Checks a touch message against the fingers down and the clock; on a refusal,
    /// cancels its fingers that are down and says which fingers the page must forget.
    private func admitTouches(_ inputs: [TouchInput], at time: TimeInterval, arrival: ContinuousClock.Instant) throws(LabError) {
        do throws(LabError) {
            try admit(time, arrival: arrival, "touch message")
            var seen: Set<Int> = []
            for input in inputs {
                guard seen.insert(input.finger).inserted else { throw LabError("touch message: finger \(input.finger) appears twice") }
                let isDown = fingersDown.contains(input.finger)
                switch input.phase {
                case .began where isDown:
                    throw LabError("touch message: finger \(input.finger) began but is already down")
                case .moved where !isDown, .ended where !isDown, .cancelled where !isDown:
                    throw LabError("touch message: finger \(input.finger) \(input.phase) but is not down")
                default: break
                }
            }
        } catch {
            let fingers = inputs.map(\.finger)
            let cancels = fingers.filter { fingersDown.contains($0) }.sorted().map { TouchInput(finger: $0, phase: .cancelled) }
            if !cancels.isEmpty {
                // Placed at the lab's time: the message's own time is what may be wrong.
                frames.yield(LiveFrame(timestamp: nil, touches: cancels))
                fingersDown.subtract(cancels.map(\.finger))
            }
            throw LabError(error.description + "; fingers \(fingers.map(String.init).joined(separator: ", ")) are not down now",
                           fingers: fingers)
        }
        for input in inputs {
            switch input.phase {
            case .began: fingersDown.insert(input.finger)
            case .moved: break
            case .ended, .cancelled: fingersDown.remove(input.finger)
            }
        }
    }

    /// Checks a key message against the keys down and the clock.
    private func admitKey(_ input: PressInput, at time: TimeInterval, arrival: ContinuousClock.Instant) throws(LabError) {
        guard let key = input.key?.keyCode else { return }
        let isDown = keysDown.contains(key)
        switch input.phase {
        case .began where isDown: throw LabError("key message: \(key) began but is already down")
        case .ended where !isDown, .cancelled where !isDown: throw LabError("key message: \(key) \(input.phase) but is not down")
        default: break
        }
        try admit(time, arrival: arrival, "key message")
        if input.phase == .began { keysDown.insert(key) } else { keysDown.remove(key) }
    }

    /// Checks that `time` (seconds of the page's clock) does not run ahead of the lab's
    /// clock by more than ``maximumTimeLead``.
    private func admit(_ time: TimeInterval, arrival: ContinuousClock.Instant, _ what: String) throws(LabError) {
        guard let origin = timeOrigin else {
            timeOrigin = (arrival, time)
            return
        }
        let elapsed = arrival - origin.instant
        let lead = (time - origin.time) - (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        let limit = Double(Self.maximumTimeLead.components.seconds)
        guard lead <= limit else {
            throw LabError("\(what): time \(TraceFormat.number(time * 1000)) ms runs \(TraceFormat.number(lead.rounded())) s "
                           + "ahead of the lab's clock; the lab takes times at most \(Int(limit)) s ahead")
        }
    }

    /// Ends the session: the fingers still down are cancelled.
    func close() {
        receiver.finish()
        frames.finish()
        driver.cancel()
    }

    private func restart(with scene: Scene, name: String) {
        close()
        self.scene = scene
        sceneName = name
        fingersDown = []
        keysDown = []
        timeOrigin = nil
        (receiver, frames, driver) = Self.start(scene, lateInputAllowance: lateInputAllowance, send: send)
        announce()
    }

    private func announce() {
        let session = receiver.session
        send(LabUpdate.scene(name: sceneName, summary: scene.summary, window: session.window.bounds.size,
                             views: session.viewLayouts, recognizers: scene.recognizerNames,
                             scenes: catalog.scenes.map(\.name)).json)
    }

    /// Sends the session so far as a trace and an SVG timeline.
    private func save() {
        let session = receiver.session
        let recording = receiver.trace.recording(screen: session.window.bounds.size, endTime: session.currentTime)
        let result = session.result(inputSummary: "lab session, \(recording.frames.count) frames")
        send(LabUpdate.saved(trace: TraceFormat.write(recording, source: "touchstone lab, scene \(sceneName)"),
                             svg: SVGRenderer.render(result), gestures: result.gestureNames).json)
    }
}
