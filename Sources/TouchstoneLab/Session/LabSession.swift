import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// One page's session: a window of the scene it chose, run through the live driver on
/// the browser's timestamps, with everything that happens sent back as it happens.
/// Loading a scene or resetting cancels the driver (which cancels the fingers still down,
/// R-L3) and starts a new window.
@MainActor
final class LabSession {
    /// The window size for a scene that gives none: an iPhone's, in points.
    static let defaultScreen = CGSize(width: 390, height: 844)
    private let catalog: SceneCatalog
    private let lateInputAllowance: Duration
    private let send: @Sendable (String) -> Void
    private var sceneName: String
    private var scene: Scene
    private var receiver: LabReceiver
    private var frames: AsyncStream<LiveFrame>.Continuation
    private var driver: Task<Void, Never>

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

    /// Handles one message from the page.
    func handle(_ text: String) {
        do throws(LabError) {
            switch try ClientMessage.parse(text) {
            case .touches(let inputs, let time):
                frames.yield(LiveFrame(timestamp: time, touches: inputs))
            case .pointer(let input, let time):
                receiver.enqueue(input)
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
            send(LabUpdate.error(error.description).json)
        }
    }

    /// Ends the session: the fingers still down are cancelled.
    func close() {
        frames.finish()
        driver.cancel()
    }

    private func restart(with scene: Scene, name: String) {
        close()
        self.scene = scene
        sceneName = name
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
