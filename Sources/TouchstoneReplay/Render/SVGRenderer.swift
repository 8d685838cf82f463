import Foundation
import TouchstoneFormats

/// Draws a replay as an SVG timeline: one lane per finger, per view that received
/// touches and per recognizer, time running left to right, and under them the engine's
/// reasons as text.
///
/// A finger's lane shows when it was down. A view's lane shows each touch from its
/// `touchesBegan` (a blue start) to its `touchesEnded` (a dark end) or
/// `touchesCancelled` (an orange end). A recognizer's lane shows its attempts: grey
/// while it is possible, amber while it waits for another to fail, green while a
/// continuous gesture runs (orange when it is cancelled), a green diamond when a discrete
/// gesture is recognized, a red cross when it fails, and a tick for each action. Hovering
/// over any of them shows what it is (`<title>`); the reasons for failures and waits are
/// also listed below the lanes, as `--explain` prints them. Below the lanes, a taller lane
/// per scroll view draws its content offset over time (the axis that moved more), so a
/// fling, its deceleration and a spring back show as a curve.
///
/// Pointer input adds lanes under the fingers' (R-P2, R-P4–R-P6): `pointer`, a bar while
/// a button is held; `pointer hover`, a bar while the pointer hovers in the window;
/// `pointer scroll` and `pointer transform`, a tick per event and a bar from a trackpad
/// gesture's began to its end.
public enum SVGRenderer {
    private static let width = 960.0
    private static let labelWidth = 150.0
    private static let rightMargin = 20.0
    private static let laneHeight = 22.0
    private static let laneGap = 6.0
    private static let top = 64.0
    private static let offsetLaneHeight = 66.0

    private enum Color {
        static let finger = "#5b7fa6"
        static let possible = "#d9d9d9"
        static let waiting = "#f2b84b"
        static let running = "#4caf50"
        static let cancelled = "#f08c3a"
        static let failed = "#d64541"
        static let tick = "#2f6b31"
        static let delivered = "#9ec5e8"
        static let ended = "#333333"
        static let hover = "#b39ddb"
        static let scroll = "#7986cb"
    }
    private static let reasonLineHeight = 16.0

    /// The timeline as a standalone SVG document.
    public static func render(_ result: ReplayResult) -> String {
        let duration = result.duration.isFinite ? max(result.duration, 0.001) : 0.001
        let plotWidth = width - labelWidth - rightMargin
        func x(_ time: Double) -> Double { labelWidth + time / duration * plotWidth }

        let fingers = fingerSpans(result)
        let fingerNumbers = Array(Set(fingers.map(\.finger))).sorted()
        let deliveries = deliverySpans(result)
        var viewNames: [String] = []
        for span in deliveries where !viewNames.contains(span.view) { viewNames.append(span.view) }
        let pointerMarks = pointerMarks(result)
        let pointerLanes = ["pointer", "pointer hover", "pointer scroll", "pointer transform"].filter { lane in pointerMarks.contains { $0.lane == lane } }
        let lanes = fingerNumbers.map { "finger \($0)" } + pointerLanes + viewNames.map(viewLane) + result.recognizerNames
        func laneY(_ index: Int) -> Double { top + Double(index) * (laneHeight + laneGap) }
        let offsetTop = laneY(lanes.count)
        let reasons = result.explanations
        let reasonsTop = offsetTop + Double(result.contentOffsets.count) * (offsetLaneHeight + laneGap) + 14
        let height = reasonsTop + (reasons.isEmpty ? 0 : reasonLineHeight * Double(reasons.count + 1)) + 36

        var svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
        viewBox="0 0 \(number(width)) \(number(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
        <title>\(escape("\(result.sceneName): \(result.inputSummary)"))</title>
        <rect width="100%" height="100%" fill="white"/>
        <text x="10" y="20" font-size="14" font-weight="bold">\(escape(result.sceneName))</text>
        <text x="10" y="38" fill="#555">\(escape(result.inputSummary))</text>

        """
        // Time axis: ticks counted, not summed, so that however long the timeline, there
        // are at most maximumTicks of them.
        let step = tickStep(for: duration)
        for index in 0...min(Int((duration / step + 0.001).rounded(.down)), maximumTicks) {
            let tick = Double(index) * step
            let tickX = x(tick)
            svg += "<line x1=\"\(number(tickX))\" y1=\"\(number(top - 8))\" x2=\"\(number(tickX))\" y2=\"\(number(height - 40))\" stroke=\"#eee\"/>"
            svg += "<text x=\"\(number(tickX))\" y=\"\(number(top - 12))\" text-anchor=\"middle\" fill=\"#777\">\(label(tick, step: step))</text>\n"
        }
        for (index, name) in lanes.enumerated() {
            svg += "<text x=\"10\" y=\"\(number(laneY(index) + laneHeight * 0.7))\">\(escape(name))</text>\n"
        }
        // Fingers.
        for span in fingers {
            guard let lane = lanes.firstIndex(of: "finger \(span.finger)") else { continue }
            svg += bar(x: x(span.start), to: x(span.end), y: laneY(lane), color: Color.finger, title: span.title)
        }
        // The pointer.
        for mark in pointerMarks {
            guard let lane = lanes.firstIndex(of: mark.lane) else { continue }
            let y = laneY(lane)
            if let end = mark.end {
                svg += bar(x: x(mark.start), to: x(end), y: y, color: mark.color, title: mark.title)
            } else {
                svg += "<line x1=\"\(number(x(mark.start)))\" y1=\"\(number(y + 3))\" x2=\"\(number(x(mark.start)))\" "
                    + "y2=\"\(number(y + laneHeight - 3))\" stroke=\"\(mark.color)\"><title>\(escape(mark.title))</title></line>\n"
            }
        }
        // What the views received.
        for span in deliveries {
            guard let lane = lanes.firstIndex(of: viewLane(span.view)) else { continue }
            let y = laneY(lane)
            svg += bar(x: x(span.start), to: x(span.end), y: y, color: Color.delivered, title: span.title)
            // A mark where the touch began, so overlapping touches of one view stay apart.
            svg += "<rect x=\"\(number(x(span.start)))\" y=\"\(number(y + 3))\" width=\"2\" height=\"\(number(laneHeight - 6))\" "
                + "fill=\"\(Color.finger)\"/>"
            svg += "<rect x=\"\(number(x(span.end) - 2))\" y=\"\(number(y + 3))\" width=\"3\" height=\"\(number(laneHeight - 6))\" "
                + "fill=\"\(span.cancelled ? Color.cancelled : Color.ended)\"><title>\(escape(span.title))</title></rect>\n"
        }
        // Recognizers.
        let allMarks = recognizerMarks(result, duration: duration)
        for name in result.recognizerNames {
            guard let marks = allMarks[name], let lane = lanes.firstIndex(of: name) else { continue }
            let y = laneY(lane)
            for mark in marks {
                switch mark.shape {
                case .span(let end, let color):
                    svg += bar(x: x(mark.time), to: x(end), y: y, color: color, title: mark.title)
                case .diamond:
                    let cx = x(mark.time), cy = y + laneHeight / 2, r = laneHeight / 2 - 2
                    svg += "<path d=\"M\(number(cx)) \(number(cy - r)) L\(number(cx + r)) \(number(cy)) L\(number(cx)) \(number(cy + r)) "
                        + "L\(number(cx - r)) \(number(cy)) Z\" fill=\"\(Color.running)\"><title>\(escape(mark.title))</title></path>\n"
                case .cross:
                    let cx = x(mark.time), cy = y + laneHeight / 2, r = laneHeight / 2 - 4
                    svg += "<path d=\"M\(number(cx - r)) \(number(cy - r)) L\(number(cx + r)) \(number(cy + r)) M\(number(cx + r)) "
                        + "\(number(cy - r)) L\(number(cx - r)) \(number(cy + r))\" stroke=\"\(Color.failed)\" stroke-width=\"3\">"
                        + "<title>\(escape(mark.title))</title></path>\n"
                case .tick:
                    svg += "<line x1=\"\(number(x(mark.time)))\" y1=\"\(number(y + 3))\" x2=\"\(number(x(mark.time)))\" "
                        + "y2=\"\(number(y + laneHeight - 3))\" stroke=\"\(Color.tick)\"><title>\(escape(mark.title))</title></line>\n"
                }
            }
        }
        for (index, series) in result.contentOffsets.enumerated() {
            svg += offsetLane(series, y: offsetTop + Double(index) * (offsetLaneHeight + laneGap), duration: duration, x: x)
        }
        if !reasons.isEmpty {
            svg += "<text x=\"10\" y=\"\(number(reasonsTop))\" font-weight=\"bold\">why</text>\n"
            for (index, reason) in reasons.enumerated() {
                svg += "<text x=\"10\" y=\"\(number(reasonsTop + reasonLineHeight * Double(index + 1)))\" "
                    + "fill=\"#333\">\(escape(reason))</text>\n"
            }
        }
        svg += legend(y: height - 22, pointer: !pointerLanes.isEmpty)
        svg += "</svg>\n"
        return svg
    }

    // MARK: What to draw

    private struct FingerSpan {
        var finger: Int
        var start: Double
        var end: Double
        var title: String
    }

    private static func fingerSpans(_ result: ReplayResult) -> [FingerSpan] {
        var open: [Int: (start: Double, location: CGPoint, view: String?)] = [:]
        var spans: [FingerSpan] = []
        for event in result.events {
            guard case .touch(let finger, let phase, let location, let view, _) = event.kind else { continue }
            switch phase {
            case .began:
                open[finger] = (event.time, location, view)
            case .moved:
                continue
            case .ended, .cancelled:
                guard let down = open.removeValue(forKey: finger) else { continue }
                spans.append(FingerSpan(finger: finger, start: down.start, end: event.time, title:
                    "finger \(finger) \(TimelineFormatting.time(down.start))–\(TimelineFormatting.time(event.time)) s: down at "
                        + "\(TimelineFormatting.point(down.location)) on \(down.view ?? "nothing"), \(phase.rawValue) at "
                        + TimelineFormatting.point(location)))
            }
        }
        return spans
    }

    private static func viewLane(_ view: String) -> String { "\(view) (view)" }

    /// A bar (`end` set) or a tick on one of the pointer's lanes.
    private struct PointerMark {
        var lane: String
        var start: Double
        var end: Double?
        var color: String
        var title: String
    }

    /// The pointer's presses, hovers, scrolls and transforms.
    private static func pointerMarks(_ result: ReplayResult) -> [PointerMark] {
        var marks: [PointerMark] = []
        var hovering: (start: Double, from: CGPoint, to: CGPoint)?
        var pressed: (start: Double, location: CGPoint, view: String?, buttons: [String], last: CGPoint)?
        var trackpad: [String: Double] = [:]
        func endHover(at time: Double) {
            guard let hover = hovering else { return }
            hovering = nil
            marks.append(PointerMark(lane: "pointer hover", start: hover.start, end: time, color: Color.hover, title:
                "hover \(TimelineFormatting.time(hover.start))–\(TimelineFormatting.time(time)) s, from "
                    + "\(TimelineFormatting.point(hover.from)) to \(TimelineFormatting.point(hover.to))"))
        }
        func endPress(at time: Double, how: String) {
            guard let press = pressed else { return }
            pressed = nil
            marks.append(PointerMark(lane: "pointer", start: press.start, end: time, color: Color.finger, title:
                "pointer (\(press.buttons.joined(separator: ", "))) \(TimelineFormatting.time(press.start))–"
                    + "\(TimelineFormatting.time(time)) s: down at \(TimelineFormatting.point(press.location)) on "
                    + "\(press.view ?? "nothing"), \(how) at \(TimelineFormatting.point(press.last))"))
        }
        func gesture(_ lane: String, _ phase: PointerEvent.Phase, at time: Double, title: String) {
            marks.append(PointerMark(lane: lane, start: time, color: Color.scroll, title: title))
            switch phase {
            case .began: trackpad[lane] = time
            case .changed: break
            case .ended, .cancelled:
                guard let start = trackpad.removeValue(forKey: lane) else { return }
                marks.append(PointerMark(lane: lane, start: start, end: time, color: Color.scroll, title:
                    "\(lane) \(TimelineFormatting.time(start))–\(TimelineFormatting.time(time)) s, \(phase.rawValue)"))
            }
        }
        for event in result.events {
            guard case .pointer(let pointer, let change, let view, _) = event.kind else { continue }
            let title = "\(TimelineFormatting.time(event.time)) s: " + TimelineFormatting.pointer(pointer, change: change, view: view)
            switch pointer {
            case .move(let location, let buttons, _):
                switch change {
                case .hover:
                    hovering = (hovering?.start ?? event.time, hovering?.from ?? location, location)
                case .press:
                    endHover(at: event.time)
                    pressed = (event.time, location, view, buttons.names, location)
                case .release:
                    pressed?.last = location
                    endPress(at: event.time, how: "up")
                default:
                    pressed?.last = location
                }
            case .exit:
                endHover(at: event.time)
                endPress(at: event.time, how: "left the window")
            case .scroll(_, _, let type, let phase, _):
                gesture("pointer scroll", type == .discrete ? .changed : phase, at: event.time, title: title)
            case .transform(_, _, let phase, _):
                gesture("pointer transform", phase, at: event.time, title: title)
            }
        }
        endHover(at: result.duration)
        endPress(at: result.duration, how: "still down")
        for (lane, start) in trackpad.sorted(by: { $0.key < $1.key }) {
            marks.append(PointerMark(lane: lane, start: start, end: result.duration, color: Color.scroll, title: "\(lane) still under way at the end"))
        }
        return marks
    }

    /// A touch as one view heard it, from its first delivery (`touchesBegan`, or a later
    /// phase when the began was held back and dropped, R-D3) to its end.
    private struct DeliverySpan {
        var view: String
        var start: Double
        var end: Double
        var cancelled: Bool
        var title: String
    }

    private static func deliverySpans(_ result: ReplayResult) -> [DeliverySpan] {
        // Touches the views are tracking, oldest first: a finger's earlier touch, still
        // held (R-D4), ends before its next one, and one event lists it first.
        var open: [(view: String, finger: Int, start: Double)] = []
        var spans: [DeliverySpan] = []
        func close(_ index: Int, at time: Double, phase: String) {
            let touch = open.remove(at: index)
            spans.append(DeliverySpan(view: touch.view, start: touch.start, end: time, cancelled: phase == "Cancelled", title:
                "\(touch.view): finger \(touch.finger) from \(TimelineFormatting.time(touch.start)) s, touches\(phase) "
                    + "at \(TimelineFormatting.time(time)) s"))
        }
        for event in result.events {
            guard case .delivery(let view, let phase, let touches) = event.kind else { continue }
            for touch in touches {
                let index = open.firstIndex { $0.view == view && $0.finger == touch.finger }
                switch (phase, index) {
                case (.began, _), (.moved, nil):
                    open.append((view, touch.finger, event.time))
                case (.ended, let index?), (.cancelled, let index?):
                    close(index, at: event.time, phase: phase == .ended ? "Ended" : "Cancelled")
                default:
                    continue
                }
            }
        }
        while !open.isEmpty { close(0, at: result.duration, phase: " still down") }
        return spans
    }

    private struct Mark {
        enum Shape {
            case span(end: Double, color: String)
            case diamond
            case cross
            case tick
        }
        var time: Double
        var shape: Shape
        var title: String
    }

    /// Each recognizer's spans and marks, from the touches that reached it, the engine's
    /// decisions and its actions.
    private static func recognizerMarks(_ result: ReplayResult, duration: Double) -> [String: [Mark]] {
        var marks: [String: [Mark]] = [:]
        var possibleSince: [String: Double] = [:]
        var waitingSince: [String: (time: Double, title: String)] = [:]
        var runningSince: [String: Double] = [:]
        func closePossible(_ name: String, at time: Double) {
            guard let start = possibleSince.removeValue(forKey: name) else { return }
            marks[name, default: []].insert(Mark(time: start, shape: .span(end: time, color: Color.possible),
                                                 title: "\(name) possible"), at: 0)
        }
        for event in result.events {
            switch event.kind {
            case .touch(_, .began, _, _, let recognizers), .pointer(_, .press, _, let recognizers):
                for name in recognizers where possibleSince[name] == nil && runningSince[name] == nil {
                    possibleSince[name] = event.time
                }
            case .decision(let decision):
                let name = decision.recognizer
                switch decision.outcome {
                case "waiting":
                    waitingSince[name] = (event.time, decision.summary)
                case "failed", "cancelled":
                    closePossible(name, at: event.time)
                    if let wait = waitingSince.removeValue(forKey: name) {
                        marks[name, default: []].append(Mark(time: wait.time, shape: .span(end: event.time, color: Color.waiting), title: wait.title))
                    }
                    if decision.outcome == "failed" {
                        marks[name, default: []].append(Mark(time: event.time, shape: .cross, title: decision.summary))
                    } else {
                        marks[name, default: []].append(Mark(time: event.time, shape: .tick, title: decision.summary))
                    }
                default:
                    closePossible(name, at: event.time)
                    if let wait = waitingSince.removeValue(forKey: name) {
                        marks[name, default: []].append(Mark(time: wait.time, shape: .span(end: event.time, color: Color.waiting),
                                                             title: "\(wait.title); released at \(TimelineFormatting.time(event.time)) s"))
                    }
                }
            case .action(let name, let state, let location, let values):
                let details = values.isEmpty ? "" : ", " + TimelineFormatting.values(values)
                let title = "\(name) \(state) at \(TimelineFormatting.time(event.time)) s, \(TimelineFormatting.point(location))\(details)"
                switch state {
                case "began":
                    runningSince[name] = event.time
                    marks[name, default: []].append(Mark(time: event.time, shape: .tick, title: title))
                case "ended", "cancelled":
                    if let start = runningSince.removeValue(forKey: name) {
                        let color = state == "ended" ? Color.running : Color.cancelled
                        marks[name, default: []].insert(Mark(time: start, shape: .span(end: event.time, color: color),
                                                             title: "\(name) \(TimelineFormatting.time(start))–\(TimelineFormatting.time(event.time)) s, \(state)"), at: 0)
                        marks[name, default: []].append(Mark(time: event.time, shape: .tick, title: title))
                    } else {
                        marks[name, default: []].append(Mark(time: event.time, shape: .diamond, title: "\(name) recognized at "
                                                             + "\(TimelineFormatting.time(event.time)) s, \(TimelineFormatting.point(location))\(details)"))
                    }
                default:
                    marks[name, default: []].append(Mark(time: event.time, shape: .tick, title: title))
                }
            default:
                continue
            }
        }
        for name in possibleSince.keys.sorted() { closePossible(name, at: duration) }
        for (name, start) in runningSince.sorted(by: { $0.key < $1.key }) {
            marks[name, default: []].insert(Mark(time: start, shape: .span(end: duration, color: Color.running),
                                                 title: "\(name) still running at the end"), at: 0)
        }
        for (name, wait) in waitingSince.sorted(by: { $0.key < $1.key }) {
            marks[name, default: []].append(Mark(time: wait.time, shape: .span(end: duration, color: Color.waiting), title: wait.title))
        }
        return marks
    }

    // MARK: Drawing

    /// A scroll view's content offset along the axis that moved more, as a line from its
    /// least (bottom of the lane) to its most (top), held to the end of the timeline.
    private static func offsetLane(_ series: ContentOffsetSeries, y: Double, duration: Double,
                                   x: (Double) -> Double) -> String {
        let xs = series.samples.map { Double($0.offset.x) }, ys = series.samples.map { Double($0.offset.y) }
        let spanX = (xs.max() ?? 0) - (xs.min() ?? 0), spanY = (ys.max() ?? 0) - (ys.min() ?? 0)
        let (axis, values) = spanX > spanY ? ("x", xs) : ("y", ys)
        let least = values.min() ?? 0, most = values.max() ?? 0
        let scale = most > least ? (offsetLaneHeight - 8) / (most - least) : 0
        var points = zip(series.samples, values).map { "\(number(x($0.time))),\(number(y + offsetLaneHeight - 4 - ($1 - least) * scale))" }
        if let last = points.last { points.append("\(number(x(duration))),\(last.split(separator: ",")[1])") }
        let title = "\(series.view) contentOffset.\(axis): \(number(values.first ?? 0)) at the start, "
            + "\(number(values.last ?? 0)) at the end, from \(number(least)) to \(number(most))"
        return "<text x=\"10\" y=\"\(number(y + laneHeight * 0.7))\">\(escape("\(series.view) offset \(axis)"))</text>"
            + "<text x=\"10\" y=\"\(number(y + laneHeight * 1.5))\" fill=\"#777\" font-size=\"10\">\(number(least))…\(number(most)) pt</text>\n"
            + "<rect x=\"\(number(x(0)))\" y=\"\(number(y))\" width=\"\(number(x(duration) - x(0)))\" height=\"\(number(offsetLaneHeight))\" "
            + "fill=\"none\" stroke=\"#eee\"/>"
            + "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"\(Color.finger)\" stroke-width=\"1.5\">"
            + "<title>\(escape(title))</title></polyline>\n"
    }

    private static func bar(x start: Double, to end: Double, y: Double, color: String, title: String) -> String {
        let barWidth = max(end - start, 2)
        return "<rect x=\"\(number(start))\" y=\"\(number(y + 3))\" width=\"\(number(barWidth))\" height=\"\(number(laneHeight - 6))\" "
            + "rx=\"3\" fill=\"\(color)\"><title>\(escape(title))</title></rect>\n"
    }

    private static func legend(y: Double, pointer: Bool) -> String {
        var items = [(Color.finger, "finger down"), (Color.delivered, "view's touch"), (Color.possible, "possible"),
                     (Color.waiting, "waiting"),
                     (Color.running, "began…ended / recognized"), (Color.cancelled, "cancelled"), (Color.failed, "failed")]
        if pointer { items += [(Color.hover, "hover"), (Color.scroll, "scroll")] }
        var x = 10.0
        var svg = ""
        for (color, text) in items {
            svg += "<rect x=\"\(number(x))\" y=\"\(number(y - 10))\" width=\"12\" height=\"12\" fill=\"\(color)\"/>"
                + "<text x=\"\(number(x + 16))\" y=\"\(number(y))\" fill=\"#555\">\(escape(text))</text>\n"
            x += 16 + Double(text.count) * 6.5 + 18
        }
        return svg
    }

    /// The most ticks past the one at 0 on the time axis.
    static let maximumTicks = 12

    /// A round tick interval giving at most ``maximumTicks`` ticks: seconds and minutes
    /// up to 5 minutes a tick, then 1, 2 or 5 times a power of ten seconds.
    static func tickStep(for duration: Double) -> Double {
        let limit = Double(maximumTicks)
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300]
        if let step = steps.first(where: { duration / $0 <= limit }) { return step }
        let power = pow(10, (log10(duration / limit)).rounded(.down))
        return [1.0, 2, 5, 10].lazy.map { $0 * power }.first { duration / $0 <= limit } ?? duration
    }

    private static func label(_ time: Double, step: Double) -> String {
        step < 0.1 ? String(format: "%.2f s", time) : step < 1 ? String(format: "%.1f s", time)
            : step < 1e6 ? String(format: "%.0f s", time) : String(format: "%g s", time)
    }

    private static func number(_ value: Double) -> String {
        let text = String(format: "%.1f", value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `text` as XML character data or an attribute value: markup escaped, and the
    /// characters XML 1.0 cannot hold at all, even as references (control characters but
    /// tab and line breaks, U+FFFE, U+FFFF), shown as U+FFFD, so that the picture stays
    /// well-formed whatever names the scene gives.
    private static func escape(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "\t", "\n", "\r": escaped.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: escaped.append("\u{FFFD}")
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
