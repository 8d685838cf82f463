import Foundation
import TouchstoneFormats

/// What a replay produced: the timeline, and what it means: which gestures fired, and why
/// the others did not.
public struct ReplayResult: Sendable {
    /// The scene's name.
    public let sceneName: String
    /// How the input was read (`TouchRecording.summary`).
    public let inputSummary: String
    /// The window's size in points.
    public let screen: CGSize
    /// From the start to the last thing that happened, timers included.
    public let duration: TimeInterval
    /// Everything, in the order it happened.
    public let events: [TimelineEvent]
    /// The scene's recognizers, in attachment order.
    public let recognizerNames: [String]
    /// What the reader repaired in the input.
    public let warnings: [InputWarning]
    /// Each scroll view's content offset over time.
    public var contentOffsets: [ContentOffsetSeries] = []

    package init(sceneName: String, inputSummary: String, screen: CGSize, duration: TimeInterval, events: [TimelineEvent],
                 recognizerNames: [String], warnings: [InputWarning], contentOffsets: [ContentOffsetSeries] = []) {
        self.sceneName = sceneName
        self.inputSummary = inputSummary
        self.screen = screen
        self.duration = duration
        self.events = events
        self.recognizerNames = recognizerNames
        self.warnings = warnings
        self.contentOffsets = contentOffsets
    }

    /// A gesture that fired: a discrete recognizer's recognition, or a continuous one's
    /// run from began to ended or cancelled.
    public struct Gesture: Sendable, Equatable {
        /// The recognizer's name in the scene.
        public var recognizer: String
        /// When it began or was recognized, in seconds from the start of the input.
        public var start: TimeInterval
        /// When a continuous gesture ended or was cancelled; the start for a discrete one.
        public var end: TimeInterval
        /// `recognized` (discrete), `ended`, `cancelled`, or `began` when the input stopped
        /// while it ran.
        public var outcome: String
        /// What a discrete gesture's action reported besides the location (a check mark's
        /// midpoint, the shape recognized); empty for a continuous one.
        public var values: [TimelineEvent.NamedValue] = []

        /// The gesture and its time span in the one form `replay`, `live` and `demo` print:
        /// `tap recognized at 0.412 s` (with what a discrete gesture's action reported, as in
        /// `shapes recognized at 0.496 s (star score 1.000)`), `pan began at 1.712 s, ended at 2.762 s`, or
        /// `pan began at 1.712 s, still running when the input stopped`.
        public var summary: String {
            let start = TimelineFormatting.time(self.start), end = TimelineFormatting.time(self.end)
            return switch outcome {
            case "recognized": "\(recognizer) recognized at \(start) s"
                + (values.isEmpty ? "" : " (\(TimelineFormatting.values(values)))")
            case "began": "\(recognizer) began at \(start) s, still running when the input stopped"
            default: "\(recognizer) began at \(start) s, \(outcome) at \(end) s"
            }
        }
    }

    /// The gestures that fired, in the order they started.
    public var gestures: [Gesture] {
        var gestures: [Gesture] = []
        var running: [String: Int] = [:]
        for event in events {
            guard case .action(let recognizer, let state, _, let values) = event.kind else { continue }
            switch state {
            case "began":
                running[recognizer] = gestures.count
                gestures.append(Gesture(recognizer: recognizer, start: event.time, end: event.time, outcome: "began"))
            case "ended", "cancelled":
                if let index = running.removeValue(forKey: recognizer) {
                    gestures[index].end = event.time
                    gestures[index].outcome = state
                } else {
                    gestures.append(Gesture(recognizer: recognizer, start: event.time, end: event.time, outcome: "recognized",
                                            values: values))
                }
            default:
                continue
            }
        }
        return gestures
    }

    /// The gestures as short words in order: `double`, `pan (cancelled)`; what a person
    /// would call the input.
    public var gestureNames: [String] {
        gestures.map { $0.outcome == "recognized" || $0.outcome == "ended" ? $0.recognizer : "\($0.recognizer) (\($0.outcome))" }
    }

    /// Why recognizers did not fire, from the engine's own decision records, in the order
    /// of their first occurrence: every failure or cancellation (`pan failed at 0.412 s:
    /// excluded by swipe (R-A3)`), every wait that ended in success (`single waited
    /// 0.350 s for double (R-A6)`), and the recognizers that never saw a touch. The same
    /// reason for the same recognizer again later (the same words, whatever the numbers)
    /// is counted on its first line rather than repeated (`(and 3 more times, last at
    /// 1.934 s)`).
    public var explanations: [String] {
        var lines: [(key: String, text: String, repeats: Int, last: TimeInterval)] = []
        func add(_ key: String, _ text: String, at time: TimeInterval) {
            if let index = lines.firstIndex(where: { $0.key == key }) {
                lines[index].repeats += 1
                lines[index].last = time
            } else {
                lines.append((key, text, 0, time))
            }
        }
        var waitingSince: [String: (time: TimeInterval, other: String?, rule: String)] = [:]
        var decided = Set<String>()
        var touched = Set<String>()
        /// Hover recognizers act without any decision or touch (R-P4).
        var acted = Set<String>()
        for event in events {
            switch event.kind {
            case .touch(_, _, _, _, let recognizers), .pointer(_, _, _, let recognizers):
                touched.formUnion(recognizers)
            case .action(let recognizer, _, _, _):
                acted.insert(recognizer)
            case .decision(let decision):
                decided.insert(decision.recognizer)
                switch decision.outcome {
                case "waiting":
                    waitingSince[decision.recognizer] = (event.time, decision.other, decision.rule)
                case "failed", "cancelled":
                    waitingSince[decision.recognizer] = nil
                    let words = decision.failureReason?.words ?? decision.reason
                    add("\(decision.recognizer)|\(decision.outcome)|\(words)|\(decision.rule)", decision.summary, at: event.time)
                default:
                    if let wait = waitingSince.removeValue(forKey: decision.recognizer) {
                        let waited = String(format: "%.3f", event.time - wait.time)
                        let text = "\(decision.recognizer) waited \(waited) s for \(wait.other ?? "another recognizer") (\(wait.rule))"
                        add(text, text, at: event.time)
                    }
                }
            default:
                continue
            }
        }
        var texts = lines.map { line in
            line.repeats == 0 ? line.text
                : "\(line.text) (and \(line.repeats) more time\(line.repeats == 1 ? "" : "s"), last at \(String(format: "%.3f", line.last)) s)"
        }
        for (recognizer, wait) in waitingSince.sorted(by: { $0.key < $1.key }) {
            texts.append("\(recognizer) was still waiting for \(wait.other ?? "another recognizer") at the end (\(wait.rule))")
        }
        for name in recognizerNames where !decided.contains(name) && !acted.contains(name) {
            texts.append(touched.contains(name) ? "\(name) received touches but neither recognized nor failed"
                                                : "\(name) never received a touch")
        }
        return texts
    }
}
