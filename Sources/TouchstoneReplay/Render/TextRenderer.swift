import Foundation
import TouchstoneFormats

/// Renders a replay as text for a terminal: a header, the timeline in time order, the
/// gestures that fired, and with `explain` the reason for every one that did not.
///
/// Runs of moves are folded into one line per finger, view and recognizer (`finger 1
/// moved ×25 until 0.540`), so that a two-second drag reads as a few lines; the JSON
/// output has every event.
///
/// Every line is printable: the names a scene gives come out with their control
/// characters shown as `?` (`TerminalText`, in TouchstoneFormats), so that a scene cannot
/// send escape sequences to the terminal of whoever replays it.
public enum TextRenderer {
    /// The timeline as text, then the gestures that fired; with `explain`, the reasons
    /// the others did not.
    public static func render(_ result: ReplayResult, explain: Bool) -> String {
        var lines = header(sceneName: result.sceneName, inputSummary: result.inputSummary, screen: result.screen,
                           duration: result.duration)
        var timeline = Timeline(explain: explain)
        lines += timeline.lines(for: result.events)
        lines += timeline.finish()
        lines.append("")
        lines += summary(of: result, explain: explain)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header: scene, input, window and, once known, how long it all lasted.
    public static func header(sceneName: String, inputSummary: String, screen: CGSize, duration: TimeInterval?) -> [String] {
        printable([
            "scene: \(sceneName)",
            "input: \(inputSummary)",
            "window: \(TimelineFormatting.number(screen.width))×\(TimelineFormatting.number(screen.height)) pt"
                + (duration.map { ", \(TimelineFormatting.time($0)) s" } ?? ""),
            "",
        ])
    }

    private static func printable(_ lines: [String]) -> [String] { lines.map(TerminalText.printable) }

    /// The lines after the timeline: the gestures that fired, the warnings and, with
    /// `explain`, why the others did not.
    public static func summary(of result: ReplayResult, explain: Bool) -> [String] {
        var lines: [String] = []
        let gestures = result.gestures
        if gestures.isEmpty {
            lines.append("gestures: none")
        } else {
            lines.append("gestures:")
            for gesture in gestures { lines.append("  \(gesture.summary)") }
        }
        if !result.warnings.isEmpty {
            lines.append("warnings:")
            lines += result.warnings.map { "  \($0)" }
        }
        if explain {
            lines.append("why:")
            let explanations = result.explanations
            lines += explanations.isEmpty ? ["  every recognizer that saw the input fired"] : explanations.map { "  \($0)" }
        }
        return printable(lines)
    }

    /// The timeline's lines, made as the events come: a live run prints them as things
    /// happen, a replay all at once. A run of moves is held until something else happens,
    /// then printed as one line.
    public struct Timeline {
        private let explain: Bool
        private var runs = RunFolder()

        /// Starts a timeline; `explain` adds the rules to decisions.
        public init(explain: Bool) {
            self.explain = explain
        }

        /// The lines that `events`, the next events in order, complete.
        public mutating func lines(for events: some Sequence<TimelineEvent>) -> [String] {
            var lines: [String] = []
            for event in events {
                if let subject = runs.subject(of: event) {
                    runs.add(event, subject: subject)
                    continue
                }
                lines += runs.flush()
                if let line = TextRenderer.line(for: event, explain: explain) { lines.append(TextRenderer.stamp(event.time, line)) }
            }
            return TextRenderer.printable(lines)
        }

        /// The lines of the runs still held, at the end.
        public mutating func finish() -> [String] {
            TextRenderer.printable(runs.flush())
        }
    }

    /// `  0.412  text`, times right-aligned.
    static func stamp(_ time: Double, _ text: String) -> String {
        let stamp = TimelineFormatting.time(time)
        return String(repeating: " ", count: max(0, 8 - stamp.count)) + stamp + "  " + text
    }

    /// The line of a non-folded event; `nil` for decisions that the action lines already
    /// say (a recognizer taking effect).
    static func line(for event: TimelineEvent, explain: Bool) -> String? {
        switch event.kind {
        case .touch(let finger, let phase, let location, let view, _):
            switch phase {
            case .began: return "finger \(finger) down at \(TimelineFormatting.point(location)) on \(view ?? "nothing")"
            case .moved: return "finger \(finger) moved to \(TimelineFormatting.point(location))"
            case .ended: return "finger \(finger) up at \(TimelineFormatting.point(location))"
            case .cancelled: return "finger \(finger) cancelled at \(TimelineFormatting.point(location))"
            }
        case .delivery(let view, let phase, let touches):
            return "\(view): \(TimelineFormatting.method(phase.rawValue)) \(TimelineFormatting.touches(touches))"
        case .decision(let decision):
            switch decision.outcome {
            case "waiting":
                let rule = explain ? " (\(decision.rule))" : ""
                return "\(decision.recognizer): waiting for \(decision.other ?? "another recognizer")\(rule)"
            case "failed", "cancelled":
                let reason = explain ? ": \(decision.reason) (\(decision.rule))" : ""
                return "\(decision.recognizer): \(decision.outcome)\(reason)"
            default:
                return nil
            }
        case .action(let recognizer, let state, let location, let values):
            let details = values.isEmpty ? "" : ", " + TimelineFormatting.values(values)
            return "\(recognizer): action (\(state)) at \(TimelineFormatting.point(location))\(details)"
        case .control(let view, let event, let values):
            return "\(view): \(event)" + (values.isEmpty ? "" : " (\(TimelineFormatting.values(values)))")
        case .pointer(let pointer, let change, let view, _):
            return TimelineFormatting.pointer(pointer, change: change, view: view)
        case .key(let key, let responder, _):
            return TimelineFormatting.key(key, responder: responder)
        case .presses(let responder, let phase, let keyCodes):
            return TimelineFormatting.presses(responder: responder, phase: phase, keyCodes: keyCodes)
        }
    }

    /// Control events that a drag sends again and again.
    static let repeatingControlEvents: Set<String> = ["touchDragInside", "touchDragOutside", "valueChanged", "primaryActionTriggered"]

    /// Folds runs of moves, `touchesMoved`, `changed` actions and repeating control events,
    /// each by what it is about.
    private struct RunFolder {
        struct Run {
            var first: TimelineEvent
            var last: TimelineEvent
            var count: Int
        }
        var runs: [(subject: String, run: Run)] = []

        func subject(of event: TimelineEvent) -> String? {
            switch event.kind {
            case .touch(let finger, .moved, _, _, _): "finger \(finger)"
            case .delivery(let view, .moved, _): view
            case .action(let recognizer, "changed", _, _): recognizer
            case .control(let view, let event, _) where TextRenderer.repeatingControlEvents.contains(event): "\(view) \(event)"
            case .pointer(_, .hover, _, _), .pointer(_, .drag, _, _): "pointer"
            case .pointer(.scroll(_, _, _, .changed, _), _, _, _): "scroll"
            case .pointer(.transform(_, _, .changed, _), _, _, _): "transform"
            default: nil
            }
        }

        mutating func add(_ event: TimelineEvent, subject: String) {
            if let index = runs.firstIndex(where: { $0.subject == subject }) {
                runs[index].run.last = event
                runs[index].run.count += 1
            } else {
                runs.append((subject, Run(first: event, last: event, count: 1)))
            }
        }

        /// One line per run: the event itself for a run of one, otherwise a count and the
        /// last event's details.
        mutating func flush() -> [String] {
            defer { runs.removeAll() }
            return runs.compactMap { _, run in
                guard let line = TextRenderer.line(for: run.last, explain: false) else { return nil }
                guard run.count > 1 else { return TextRenderer.stamp(run.first.time, line) }
                let until = "×\(run.count) until \(TimelineFormatting.time(run.last.time))"
                switch run.last.kind {
                case .touch(let finger, _, let location, _, _):
                    return TextRenderer.stamp(run.first.time, "finger \(finger) moved \(until), to \(TimelineFormatting.point(location))")
                case .delivery(let view, _, let touches):
                    return TextRenderer.stamp(run.first.time, "\(view): touchesMoved \(until) \(TimelineFormatting.touches(touches))")
                case .action(let recognizer, _, let location, let values):
                    let details = values.isEmpty ? "" : ", " + TimelineFormatting.values(values)
                    return TextRenderer.stamp(run.first.time,
                                              "\(recognizer): action (changed) \(until), last at \(TimelineFormatting.point(location))\(details)")
                case .control(let view, let event, let values):
                    let details = values.isEmpty ? "" : ", last \(TimelineFormatting.values(values))"
                    return TextRenderer.stamp(run.first.time, "\(view): \(event) \(until)\(details)")
                case .pointer(let pointer, let change, _, _):
                    return TextRenderer.stamp(run.first.time, TimelineFormatting.pointerRun(pointer, change: change, until: until))
                case .decision, .key, .presses:
                    return nil  // never folded: each is its own line
                }
            }
        }
    }
}
