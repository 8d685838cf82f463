import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// What the live driver drives in the lab: forwards to the scene session, writes the
/// accepted input into the trace, and after every delivery or timer tells the page what
/// happened.
///
/// The session checks every message before it reaches the driver, so that the window
/// refuses nothing the page sends; input the window refuses all the same is reported to
/// the page instead of stopping the driver, and leaves no trace: the window changed
/// nothing (R-O5), the timeline and the trace show nothing, and the session goes on.
///
/// The fingers' coalesced and predicted samples arrive stamped relative to their
/// message's time (``ClientMessage``); the receiver places them relative to the time the
/// driver gives the message on the window's timeline.
///
/// A pointer or key message reaches the driver as a frame without touches, which places
/// it on the timeline as the driver places every frame; the receiver then sends the
/// input waiting at the head of its queue (`LiveFrame` carries finger changes only). A
/// key goes to the session's `sendPresses(_:at:)` (R-R5), after the modifier keys the
/// browser reports held (R-R6), and into the trace; the responders that hear it go to the
/// page.
@MainActor
final class LabReceiver: TouchReceiver {
    /// Input waiting for its frame.
    enum PendingInput {
        case pointer(PointerInput)
        /// A key's change, and the modifier keys the browser reports held with it.
        case key(PressInput, modifiers: UIKeyModifierFlags)
    }

    let session: SceneSession
    let trace = TraceRecorder()
    private var publish: ((LabUpdate) -> Void)?
    private var pending: [PendingInput] = []
    private var published = 0
    private var publishedPresses = 0
    /// The bytes of the events and presses told to the page so far: what a save's
    /// timeline grows with.
    private(set) var publishedBytes = 0
    /// The fingers down in the window.
    private(set) var fingersDown: Set<Int> = []
    /// The keys down in the window.
    private(set) var keysDown: Set<UIKeyboardHIDUsage> = []

    init(session: SceneSession, publish: @escaping (LabUpdate) -> Void) {
        self.session = session
        self.publish = publish
    }

    /// Queues `input` for the next frame without touches.
    func enqueue(_ input: PendingInput) {
        pending.append(input)
    }

    /// Cancels the fingers and keys still down (R-L3) and tells the page, then stops
    /// telling it anything: the session is being replaced, and what its driver does as
    /// it ends belongs to no page.
    func finish() {
        if !fingersDown.isEmpty {
            let cancels = fingersDown.sorted().map { TouchInput(finger: $0, phase: .cancelled) }
            _ = try? sendTouches(cancels, at: session.currentTime)
        }
        if !keysDown.isEmpty {
            let cancels = keysDown.sorted { $0.rawValue < $1.rawValue }.map { PressInput.key($0, .cancelled) }
            _ = try? session.sendPresses(cancels, at: session.currentTime)
            keysDown = []
            publishNewEvents()
        }
        publish = nil
    }

    @discardableResult
    func sendTouches(_ inputs: [TouchInput], at timestamp: TimeInterval) throws(TouchInputError) -> [UITouch] {
        defer { publishNewEvents() }
        do {
            guard !inputs.isEmpty else {
                try sendPending(at: timestamp)
                return []
            }
            let placed = inputs.map { Self.placingSamples(of: $0, at: timestamp) }
            let touches = try session.sendTouches(placed, at: timestamp)
            trace.record(placed, at: timestamp)
            for input in placed {
                switch input.phase {
                case .began: fingersDown.insert(input.finger)
                case .moved: break
                case .ended, .cancelled: fingersDown.remove(input.finger)
                }
            }
            return touches
        } catch {
            publish?(.error(error.description))
            return []
        }
    }

    /// `input` with its samples, stamped relative to their event, placed at `timestamp`;
    /// coalesced samples that would lie before the window's time 0 (before the session's
    /// first message) are placed at 0, where the window takes them (R-P8).
    private static func placingSamples(of input: TouchInput, at timestamp: TimeInterval) -> TouchInput {
        guard !input.coalesced.isEmpty || !input.predicted.isEmpty else { return input }
        var placed = input
        placed.coalesced = input.coalesced.map { sample in
            var sample = sample
            sample.timestamp = min(max(timestamp + sample.timestamp, 0), timestamp)
            return sample
        }
        placed.predicted = input.predicted.map { sample in
            var sample = sample
            sample.timestamp = max(timestamp + sample.timestamp, timestamp)
            return sample
        }
        return placed
    }

    private func sendPending(at timestamp: TimeInterval) throws(TouchInputError) {
        guard !pending.isEmpty else { return }
        switch pending.removeFirst() {
        case .pointer(let input):
            try session.sendPointer(PointerEvent(input), at: timestamp)
            trace.record(input, at: timestamp)
        case .key(let input, let modifiers):
            // A modifier key sets its own flag as it goes down or up; any other key comes
            // with the flags the browser reports, which also covers modifiers held
            // before the page had the keyboard.
            if let key = input.key?.keyCode, !Self.modifierKeys.contains(key) {
                try session.window.sendModifierFlags(modifiers, at: timestamp)
            }
            try session.sendPresses([input], at: timestamp)
            trace.record([input], at: timestamp)
            if let key = input.key?.keyCode {
                if input.phase == .began { keysDown.insert(key) } else { keysDown.remove(key) }
            }
        }
    }

    /// The keys that hold or toggle a modifier flag.
    private static let modifierKeys: Set<UIKeyboardHIDUsage> = [
        .keyboardLeftShift, .keyboardRightShift, .keyboardLeftControl, .keyboardRightControl, .keyboardLeftAlt,
        .keyboardRightAlt, .keyboardLeftGUI, .keyboardRightGUI, .keyboardCapsLock,
    ]

    func advanceTime(to timestamp: TimeInterval) throws(TouchInputError) {
        defer { publishNewEvents() }
        try session.advanceTime(to: timestamp)
    }

    var currentTime: TimeInterval { session.currentTime }
    var nextTimerDeadline: TimeInterval? { session.nextTimerDeadline }

    private func publishNewEvents() {
        let events = session.events
        if published < events.count {
            let new = Array(events[published...])
            published = events.count
            let update = LabUpdate.events(new, states: session.recognizerStates.map { ($0.name, $0.state.description) },
                                          time: session.currentTime)
            // The events alone: the states come again in every message, once in a save.
            publishedBytes += LabUpdate.events(new, states: [], time: session.currentTime).json.utf8.count
            publish?(update)
        }
        let presses = session.pressDeliveries
        if publishedPresses < presses.count {
            let update = LabUpdate.presses(Array(presses[publishedPresses...]))
            publishedBytes += update.json.utf8.count
            publish?(update)
            publishedPresses = presses.count
        }
    }
}
