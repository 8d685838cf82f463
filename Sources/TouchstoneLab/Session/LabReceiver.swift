import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// What the live driver drives in the lab: forwards to the scene session, writes the
/// accepted input into the trace, and after every delivery or timer tells the page what
/// happened.
///
/// Input the window refuses (a finger that is not down…) is reported to the page instead
/// of stopping the driver: the window changed nothing (R-O5), so the session goes on.
///
/// A pointer message reaches the driver as a frame without touches, which places it on
/// the timeline as the driver places every frame; the receiver then sends the pointer
/// input waiting at the head of its queue (`LiveFrame` carries finger changes only).
@MainActor
final class LabReceiver: TouchReceiver {
    let session: SceneSession
    let trace = TraceRecorder()
    private let publish: (LabUpdate) -> Void
    private var pendingPointers: [PointerInput] = []
    private var published = 0

    init(session: SceneSession, publish: @escaping (LabUpdate) -> Void) {
        self.session = session
        self.publish = publish
    }

    /// Queues `input` for the next frame without touches.
    func enqueue(_ input: PointerInput) {
        pendingPointers.append(input)
    }

    @discardableResult
    func sendTouches(_ inputs: [TouchInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UITouch] {
        defer { publishNewEvents() }
        do {
            guard !inputs.isEmpty else {
                try sendPointer(at: timestamp)
                return []
            }
            let touches = try session.sendTouches(inputs, at: timestamp)
            trace.record(inputs, at: timestamp)
            return touches
        } catch {
            publish(.error(error.description))
            return []
        }
    }

    private func sendPointer(at timestamp: TimeInterval) throws(TouchInputError) {
        guard !pendingPointers.isEmpty else { return }
        let input = pendingPointers.removeFirst()
        try session.sendPointer(PointerEvent(input), at: timestamp)
        trace.record(input, at: timestamp)
    }

    func advanceTime(to timestamp: TimeInterval) throws(TouchInputError) {
        defer { publishNewEvents() }
        try session.advanceTime(to: timestamp)
    }

    var currentTime: TimeInterval { session.currentTime }
    var nextTimerDeadline: TimeInterval? { session.nextTimerDeadline }

    private func publishNewEvents() {
        let events = session.events
        guard published < events.count else { return }
        let new = Array(events[published...])
        published = events.count
        publish(.events(new, states: session.recognizerStates.map { ($0.name, $0.state.description) }, time: session.currentTime))
    }
}
