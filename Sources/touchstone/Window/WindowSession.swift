import Foundation
import Touchstone
import TouchstoneLive
import TouchstoneReplay

/// What `touchstone window` does the same on every toolkit: runs the scene's session,
/// prints its timeline as `touchstone live` does, keeps where the input put the fingers
/// and the pointer, and makes the ``SceneCanvas`` a toolkit's window fills.
@MainActor
final class WindowSession {
    let scene: Scene
    let session: SceneSession
    private let explain: Bool
    private let inputSummary: String
    private var timeline: TextRenderer.Timeline
    private var printed = 0
    /// The timeline's latest lines, for the panel.
    private var log: [String] = []
    private var fingers: [Int: CGPoint] = [:]
    private var pointer: CGPoint?
    /// What the toolkit's host loop drives: the session, observed.
    private(set) var receiver: (any TouchReceiver)!

    /// The scene's window size and the panel beside it, in points.
    var windowSize: CGSize {
        let scene = session.window.bounds.size
        return CGSize(width: scene.width + SceneCanvas.panelWidth, height: scene.height)
    }

    /// Starts the scene and prints the timeline's header.
    init(scene: Scene, explain: Bool, inputSummary: String) {
        self.scene = scene
        self.explain = explain
        self.inputSummary = inputSummary
        session = SceneSession(scene: scene, screen: CGSize(width: 390, height: 844))
        timeline = TextRenderer.Timeline(explain: explain)
        print(TextRenderer.header(sceneName: scene.name, inputSummary: inputSummary, screen: session.window.bounds.size, duration: nil)
            .joined(separator: "\n"))
        fflush(nil)
        receiver = ObservedReceiver(session, observe: { [unowned self] touches, _ in
            for touch in touches {
                switch touch.phase {
                case .began, .moved: fingers[touch.finger] = touch.location
                case .ended, .cancelled: fingers[touch.finger] = nil
                }
            }
        }, observePresses: { _, _ in }, observePointer: { [unowned self] input, _ in
            switch input {
            case .move(let location, _, _): pointer = location
            case .exit: pointer = nil
            case .scroll, .transform: break
            }
        }, afterEach: { [unowned self] in printNew() })
    }

    /// Prints the timeline's lines since the last call.
    private func printNew() {
        let events = session.events
        guard events.count > printed else { return }
        let lines = timeline.lines(for: events[printed...])
        for line in lines { print(line) }
        log += lines
        if log.count > 200 { log.removeFirst(log.count - 200) }
        printed = events.count
        fflush(nil)
    }

    /// Says the window is open, for scripts that wait for it.
    func announceOpen(size: CGSize) {
        print("window: open, \(Int(size.width))×\(Int(size.height)) pt")
        fflush(nil)
    }

    /// The window became `size` points: the scene gets all but the panel.
    func resize(toWindow size: CGSize) {
        session.window.resize(to: CGSize(width: max(1, size.width - SceneCanvas.panelWidth), height: size.height))
    }

    /// What to draw in a window of `size` points.
    func canvas(size: CGSize) -> SceneCanvas {
        SceneCanvas(session: session, size: size, fingers: fingers.keys.sorted().map { fingers[$0]! }, pointer: pointer, log: log)
    }

    /// Prints the rest of the timeline and the gestures, as the window closes.
    func finish() {
        printNew()
        let summary = TextRenderer.summary(of: session.result(inputSummary: inputSummary), explain: explain)
        print((timeline.finish() + [""] + summary).joined(separator: "\n"))
        fflush(nil)
    }
}
