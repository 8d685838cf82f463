import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay
import TouchstoneSampleKinds
import TouchstoneShapes

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
/// - a pointer scroll or transform needs the pointer in the window (moved in, not
///   exited), a wheel notch the phase `changed`, and a trackpad scroll or a transform its
///   phases in order (`began` first), as the window requires (R-P2, R-P5, R-P6); a
///   pointer message that breaks this is refused and changes nothing;
/// - a message's time may run ahead of the lab's clock by ``maximumTimeLead`` at most,
///   counted from the session's first timed message. The window's time follows the
///   browser's; without this cap one message stamped a billion seconds ahead would make
///   the window run every timer of that span (a held stepper's autorepeat) at once. The
///   page's clock runs with the lab's, so that real input never comes near the cap;
/// - the session holds at most what one save can carry: once the input it took and the
///   events it told the page could make a save of three quarters of the reply cap
///   (``maximumSaveBytes``; the rest is room for input on its way), input is refused with
///   a message that says to save or reset, and a save that could pass the cap is refused
///   before it is built. The session counts a save's likely size as
///   ``saveBytesPerInputByte`` bytes per byte of input taken plus
///   ``saveBytesPerEventByte`` per byte of events told (the trace writes each input once,
///   the SVG each event once, in about as many bytes as the page's JSON; the lab's tests
///   check a full session's save against it).
@MainActor
final class LabSession {
    /// The window size for a scene that gives none: an iPhone's, in points.
    static let defaultScreen = CGSize(width: 390, height: 844)
    /// How far ahead of the lab's clock a message's time may run.
    static let maximumTimeLead: Duration = .seconds(10)
    /// A save's bytes per byte of the input messages the session took.
    static let saveBytesPerInputByte = 1
    /// A save's bytes per byte of the events and presses told to the page (their states
    /// left out).
    static let saveBytesPerEventByte = 1
    /// The most shapes a ranking tells the page.
    static let rankingLength = 5
    /// The largest save the session lets itself reach: the reply cap.
    let maximumSaveBytes: Int
    /// The bytes of the input messages taken since the session (or its scene) started.
    private var inputBytes = 0
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
    /// The pointer once the frames sent to the driver are delivered.
    private var pointer = PointerState()
    /// The templates the page saved to the scene, which a reset keeps and loading a scene
    /// forgets: the scene's shape recognizer has them added to its own.
    private var savedTemplates: [ShapeTemplate] = []
    /// The bytes of the template messages behind `savedTemplates`: a save carries the
    /// templates again, so they count against its bound.
    private var templateBytes = 0
    /// The lab's clock and the page's time at the session's first timed message.
    private var timeOrigin: (instant: ContinuousClock.Instant, time: TimeInterval)?

    /// Starts a session on the catalog's first scene; `send` takes each message to the page.
    init(catalog: SceneCatalog, lateInputAllowance: Duration, maximumSaveBytes: Int = LabLimits().maximumUnreadReplyBytes,
         send: @escaping @Sendable (String) -> Void) {
        self.catalog = catalog
        self.maximumSaveBytes = maximumSaveBytes
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
                inputBytes += text.utf8.count
                frames.yield(LiveFrame(timestamp: time, touches: inputs))
            case .pointer(let input, let time):
                try admitRoom("pointer message")
                let next = try pointer.after(input)
                try admit(time, arrival: arrival, "pointer message")
                pointer = next
                inputBytes += text.utf8.count
                receiver.enqueue(.pointer(input))
                frames.yield(LiveFrame(timestamp: time, touches: []))
            case .key(let input, let modifiers, let time):
                try admitRoom("key message")
                try admitKey(input, at: time, arrival: arrival)
                inputBytes += text.utf8.count
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
                restart(with: scene, name: sceneName, keepingTemplates: true)
            case .save:
                try save()
            case .rank(let strokes):
                let classifier = try shapeRecognizer().recognizer.classifier
                send(LabUpdate.ranking(Array(classifier.rank(strokes).prefix(Self.rankingLength))).json)
            case .addTemplate(let name, let strokes):
                try admitRoom("template message")
                try addTemplates([ShapeTemplate(name: name, strokes: strokes)])
                templateBytes += text.utf8.count
            }
        } catch {
            send(LabUpdate.error(error.description, fingers: error.fingers).json)
        }
    }

    /// Checks a touch message against the fingers down and the clock; on a refusal,
    /// cancels its fingers that are down and says which fingers the page must forget.
    private func admitTouches(_ inputs: [TouchInput], at time: TimeInterval, arrival: ContinuousClock.Instant) throws(LabError) {
        do throws(LabError) {
            try admitRoom("touch message")
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

    /// The most a save of the session so far can take, in bytes.
    private var saveBound: Int {
        Self.saveBytesPerInputByte * (inputBytes + templateBytes) + Self.saveBytesPerEventByte * receiver.publishedBytes
    }

    /// Checks that the session can take more input and still be saved in one reply: input
    /// stops at three quarters of the cap, the rest being room for the events of the
    /// input already on its way to the window.
    private func admitRoom(_ what: String) throws(LabError) {
        guard saveBound < maximumSaveBytes / 4 * 3 else {
            throw LabError("\(what): the session holds as much as one save can carry (\(maximumSaveBytes / 1024) KiB); "
                           + "save it, then reset or load a scene to go on")
        }
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

    /// The scene's first shape recognizer, the one the page's templates go to.
    private func shapeRecognizer() throws(LabError) -> (name: String, recognizer: ShapeGestureRecognizer) {
        for (name, recognizer) in receiver.session.recognizers {
            if let shapes = recognizer as? ShapeGestureRecognizer { return (name, shapes) }
        }
        throw LabError("scene \"\(sceneName)\" has no ShapeGestureRecognizer to rank drawings or take templates; "
                       + "load a scene that has one, such as shape-beside-tap-and-pan")
    }

    /// Adds `templates` to the scene's shape recognizer, within the templates a scene's
    /// templates file may hold, and tells the page the recognizer's templates once.
    private func addTemplates(_ templates: [ShapeTemplate]) throws(LabError) {
        let (name, shapes) = try shapeRecognizer()
        var classifier = shapes.classifier
        guard classifier.templates.count + templates.count <= RecognizerRegistry.maximumSceneTemplates else {
            throw LabError("template message: \(name) holds \(classifier.templates.count) templates; "
                           + "a scene's templates file may hold \(RecognizerRegistry.maximumSceneTemplates)")
        }
        for template in templates {
            do {
                try classifier.add(template)
            } catch {
                throw LabError("template message: \(error.description)")
            }
        }
        shapes.classifier = classifier
        savedTemplates += templates
        send(LabUpdate.templates(recognizer: name, names: classifier.templates.map(\.name)).json)
    }

    /// Starts a new window of `scene`; with `keepingTemplates`, its shape recognizer gets
    /// the templates the page saved again.
    private func restart(with scene: Scene, name: String, keepingTemplates: Bool = false) {
        close()
        self.scene = scene
        sceneName = name
        fingersDown = []
        keysDown = []
        pointer = PointerState()
        inputBytes = 0
        timeOrigin = nil
        (receiver, frames, driver) = Self.start(scene, lateInputAllowance: lateInputAllowance, send: send)
        announce()
        let templates = keepingTemplates ? savedTemplates : []
        savedTemplates = []
        if !keepingTemplates { templateBytes = 0 }
        // They were added to this scene before, within its bounds: they are not refused now.
        if !templates.isEmpty { try? addTemplates(templates) }
    }

    private func announce() {
        let session = receiver.session
        send(LabUpdate.scene(name: sceneName, summary: scene.summary, window: session.window.bounds.size,
                             views: session.viewLayouts, recognizers: scene.recognizerNames,
                             scenes: catalog.scenes.map(\.name)).json)
    }

    /// Sends the session so far as a trace and an SVG timeline, or says before building
    /// them that they would not fit in a reply.
    private func save() throws(LabError) {
        guard saveBound <= maximumSaveBytes else {
            throw LabError("save: the session would take up to \(saveBound / 1024) KiB, more than the \(maximumSaveBytes / 1024) KiB "
                           + "a reply may carry; reset to start a shorter one")
        }
        let session = receiver.session
        let recording = receiver.trace.recording(screen: session.window.bounds.size, endTime: session.currentTime)
        let result = session.result(inputSummary: "lab session, \(recording.frames.count) frames")
        // With templates saved in the session, the shape recognizer's templates go too: a
        // copy of the scene naming them replays the session to the same shapes.
        var templates: String?
        if !savedTemplates.isEmpty, let shapes = try? shapeRecognizer() {
            templates = try? String(decoding: ShapeTemplate.jsonData(for: shapes.recognizer.classifier.templates), as: UTF8.self)
        }
        send(LabUpdate.saved(trace: TraceFormat.write(recording, source: "touchstone lab, scene \(sceneName)"),
                             svg: SVGRenderer.render(result), gestures: result.gestureNames, templates: templates).json)
    }
}

/// What the window knows of the pointer that decides which pointer input it takes: the
/// session keeps it to refuse what the window would (see `PointerDelivery.validate`).
struct PointerState {
    /// Moved into the window and not exited since.
    var inWindow = false
    /// A trackpad scroll began and has not ended.
    var scrolling = false
    /// A transform began and has not ended.
    var transforming = false

    /// The state after `input`, or why the window would refuse it.
    func after(_ input: PointerInput) throws(LabError) -> PointerState {
        var next = self
        switch input {
        case .move:
            next.inWindow = true
        case .exit:
            // Leaving cancels the gestures under way.
            next = PointerState()
        case .scroll(_, let type, let phase, _):
            guard inWindow else { throw LabError("pointer scroll: the pointer is not in the window; move it in first") }
            if type == .discrete {
                guard phase == .changed else { throw LabError("pointer scroll: a wheel notch has the phase changed") }
            } else {
                next.scrolling = try Self.running(after: phase, running: scrolling, "scroll")
            }
        case .transform(_, _, let phase, _):
            guard inWindow else { throw LabError("pointer transform: the pointer is not in the window; move it in first") }
            next.transforming = try Self.running(after: phase, running: transforming, "transform")
        }
        return next
    }

    /// Whether a gesture with phases runs after `phase`, or why that phase is refused.
    private static func running(after phase: PointerInput.Phase, running: Bool, _ name: String) throws(LabError) -> Bool {
        if phase == .began && running { throw LabError("pointer \(name): began while one is under way") }
        if phase != .began && !running { throw LabError("pointer \(name): \(phase) with none under way (began comes first)") }
        return phase == .began || phase == .changed
    }
}
