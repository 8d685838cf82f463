import Foundation
import Synchronization
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// What happened in a window, as `touchstone replay --explain` tells it: every touch and
/// pointer input, every view delivery, every recognizer action, and every arbitration
/// decision with its rule and reason; rendered as text, as an SVG timeline, or as a trace
/// that `touchstone replay` and the lab open again.
///
/// A log hears the window through its public hooks (`UIWindow.gestureDecisionHandler`
/// and `UIWindow.touchDeliveryHandler`, chaining to handlers already set) and the input
/// through the ``TouchSimulator`` that drives it: a simulator made with a log, or made
/// inside a test with the ``Testing/Trait/gestureLog`` trait (which makes one for it),
/// records into it. Each recognizer of the window gets one observing action the first time
/// the log sees it. Views and recognizers appear under the names given with
/// ``name(_:_:)``, else a recognizer's `name` or class, and a view's class, numbered
/// when several share it (`CardView`, `CardView#2`).
///
/// The log keeps every touch it saw, and so their views, alive as long as it lives.
@MainActor
public final class GestureLog {
    /// The window the log listens to; `nil` once it is gone.
    public private(set) weak var window: UIWindow?
    private let recorder: TimelineRecorder
    private let trace = TraceRecorder()
    private let screen: CGSize
    /// What the log is called in its timeline and its attachments' names.
    public let title: String
    private var inputCount = 0
    /// The recognizers with the log's action, in the order the log first saw them.
    private var recognizers: [(recognizer: Weak, name: String)] = []
    /// How many objects carry each automatic name, to number the next one.
    private var nameCounts: [String: Int] = [:]
    private var named = Set<ObjectIdentifier>()

    /// What the log held after the last input or move of time, for readers off the main
    /// actor: a failing test's issue handler runs where the issue was recorded.
    private struct Published: Sendable {
        var events: [TimelineEvent] = []
        var recognizerNames: [String] = []
        var duration: TimeInterval = 0
        var inputCount = 0
    }
    private let published = Mutex(Published())
    private var publishedCount = 0

    /// Starts logging `window`, under `title` in the rendered timeline. Inside a test
    /// with the ``Testing/Trait/gestureLog`` trait, the log is reported when the test
    /// fails.
    public init(window: UIWindow, title: String = "window") {
        self.window = window
        self.title = title
        screen = window.bounds.size
        let recorder = TimelineRecorder(window: window)
        self.recorder = recorder
        recorder.name(window, "window")
        named.insert(ObjectIdentifier(window))
        let decisions = window.gestureDecisionHandler
        window.gestureDecisionHandler = { [weak self] decision in
            decisions?(decision)
            self?.recorder.decision(decision)
        }
        let deliveries = window.touchDeliveryHandler
        window.touchDeliveryHandler = { [weak self] view, phase, touches in
            deliveries?(view, phase, touches)
            guard let self else { return }
            for touch in touches { self.nameIfNeeded(touch.view) }
            self.recorder.delivery(TouchPhase(phase), touches)
        }
        observeRecognizers()
        GestureLogScope.active?.add(self)
    }

    /// Calls `object` (a view or a recognizer of the window) `name` in the log.
    public func name(_ object: AnyObject, _ name: String) {
        named.insert(ObjectIdentifier(object))
        recorder.name(object, name)
    }

    // MARK: What the log holds

    /// Everything so far, in the order it happened.
    public var events: [TimelineEvent] { recorder.events }

    /// The log as a replay's result: the timeline, the gestures that fired and why the
    /// others did not.
    public var result: ReplayResult {
        ReplayResult(sceneName: title, inputSummary: Self.inputSummary(inputCount), screen: screen,
                     duration: window?.currentTime ?? events.last?.time ?? 0, events: events,
                     recognizerNames: recognizers.map(\.name), warnings: [], contentOffsets: recorder.contentOffsets)
    }

    private nonisolated static func inputSummary(_ count: Int) -> String { "Touchstone test, \(count) input events" }

    /// Makes what the log holds now readable off the main actor, by
    /// ``publishedExplanation``; the simulator calls it after each input and each move of
    /// time. Copies only what is new.
    func publish() {
        let new = events[publishedCount...]
        publishedCount = events.count
        let names = recognizers.map(\.name), duration = window?.currentTime ?? 0, inputs = inputCount
        published.withLock { published in
            published.events += new
            published.recognizerNames = names
            published.duration = duration
            published.inputCount = inputs
        }
    }

    /// ``explanation`` as of the last input or move of time, from any thread.
    nonisolated var publishedExplanation: String {
        let published = published.withLock { $0 }
        return TextRenderer.render(ReplayResult(sceneName: title, inputSummary: Self.inputSummary(published.inputCount),
                                                screen: screen, duration: published.duration, events: published.events,
                                                recognizerNames: published.recognizerNames, warnings: []), explain: true)
    }

    /// The timeline as text, with the reason for every recognizer that did not fire:
    /// what `touchstone replay --explain` prints.
    public var explanation: String { TextRenderer.render(result, explain: true) }

    /// The timeline as an SVG picture: what `touchstone replay --svg` writes.
    public var svg: String { SVGRenderer.render(result) }

    /// The input as a trace (`.trace`, version 2): `touchstone replay` and the lab play
    /// it again through a scene.
    public var traceText: String {
        TraceFormat.write(trace.recording(screen: screen, endTime: window?.currentTime),
                          source: "Touchstone GestureLog of \(title)")
    }

    // MARK: Input, from the simulator

    /// Records touch input about to be sent at `time`; returns what ``didSend(_:marks:)``
    /// needs once the window took it.
    func willSend(_ inputs: [TouchInput], at time: TimeInterval) -> [Int] {
        observeRecognizers()
        return inputs.map { input in
            let location = input.location ?? lastLocations[input.finger] ?? .zero
            lastLocations[input.finger] = input.phase == .began || input.phase == .moved ? location : nil
            return recorder.touch(TouchChange(input, at: location), at: time)
        }
    }
    private var lastLocations: [Int: CGPoint] = [:]

    /// Completes the records of touch input the window took.
    func didSend(_ inputs: [TouchInput], touches: [UITouch], marks: [Int], at time: TimeInterval) {
        for (mark, touch) in zip(marks, touches) {
            nameIfNeeded(touch.view)
            recorder.completeTouch(at: mark, with: touch)
        }
        trace.record(inputs, at: time)
        inputCount += 1
        publish()
    }

    /// Records a pointer input about to be sent at `time`.
    func willSend(_ input: PointerInput, at time: TimeInterval) -> Int {
        observeRecognizers()
        return recorder.pointer(PointerEvent(input), at: time)
    }

    /// Completes the record of a pointer input the window took.
    func didSend(_ input: PointerInput, touch: UITouch?, mark: Int, at time: TimeInterval) {
        if let touch {
            nameIfNeeded(touch.view)
            recorder.completePointer(at: mark, with: touch)
        }
        trace.record(input, at: time)
        inputCount += 1
        publish()
    }

    // MARK: Names and actions

    /// Gives the log's action to every recognizer in the window it has not seen yet.
    private func observeRecognizers() {
        guard let window else { return }
        func visit(_ view: UIView) {
            nameIfNeeded(view)
            for recognizer in view.gestureRecognizers ?? [] where !recognizers.contains(where: { $0.recognizer.object === recognizer }) {
                nameIfNeeded(recognizer)
                recognizers.append((Weak(recognizer), recorder.name(of: recognizer) ?? recognizer.displayName))
                recognizer.addAction { [weak recorder] recognizer in
                    recorder?.action(recognizer, values: RecognizerRegistry.report(of: recognizer))
                }
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
    }

    /// Names `object` after its class (a recognizer after its `name`), numbered when the
    /// name is taken, unless it has a name.
    private func nameIfNeeded(_ object: AnyObject?) {
        guard let object, named.insert(ObjectIdentifier(object)).inserted else { return }
        let base = (object as? UIGestureRecognizer)?.displayName ?? String(describing: type(of: object))
        let count = nameCounts[base, default: 0] + 1
        nameCounts[base] = count
        recorder.name(object, count == 1 ? base : "\(base)#\(count)")
    }

    /// A weak reference, so that the log does not keep recognizers alive.
    private final class Weak {
        weak var object: UIGestureRecognizer?
        init(_ object: UIGestureRecognizer) { self.object = object }
    }
}

extension TouchPhase {
    /// The recording's phase of a view delivery.
    init(_ phase: UITouch.Phase) {
        self = switch phase {
        case .began: .began
        case .moved, .stationary: .moved
        case .ended: .ended
        default: .cancelled
        }
    }
}
