import Foundation

/// Turns a keyboard's kernel events into key frames (R-R5, R-R6): `EV_KEY` value 1 puts a
/// key down, 0 releases it, and 2, the kernel's autorepeat of a held key, is passed over,
/// since a key held down is one press in UIKit however long it is held. Each key's Linux
/// code becomes its HID usage (``LinuxKeyCodes``), and what it types is what it types on
/// a US keyboard (``USKeyboardLayout``).
///
/// The modifier keys set the modifier flags of the keys that follow, as the engine sets
/// them (``ModifierKeys``).
///
/// Repairs, each reported as a note for a warning: a key code UIKit has no key for is
/// skipped (once per code); a release of a key that is not down (the Return key that
/// started the recording) is dropped; a key that goes down while down is passed over.
struct KeyboardDecoder {
    /// A repair to warn about, at its line.
    struct Note {
        var line: Int
        var message: String
        /// Whether the note can recur for every key (a release without a press): warned
        /// once, then counted.
        var recurs: Bool
    }

    /// The keys down, by Linux code, with their HID usage and characters, in the order
    /// they went down.
    private var down: [(code: UInt16, event: KeyEvent)] = []
    private var modifiers = ModifierKeys()
    /// The key events of the frame being read.
    private var pending: [KernelEvent] = []
    private var unmappedCodes = Set<UInt16>()
    /// The input's name in messages.
    private let file: String

    init(file: String) {
        self.file = file
    }

    /// Whether any key is down.
    var hasKeysDown: Bool { !down.isEmpty }

    /// Takes an `EV_KEY` event of the frame being read; other events are passed over.
    mutating func apply(_ event: KernelEvent) throws(InputError) -> Note? {
        guard event.type == EventCodes.key else { return nil }
        guard (0...2).contains(event.value) else {
            throw InputError(.invalidValue, at: InputLocation(file: file, line: event.line),
                             "\(EventCodes.codeName(type: EventCodes.key, code: event.code)) value \(event.value): "
                                + "a key's value is 0 (up), 1 (down) or 2 (autorepeat)")
        }
        guard LinuxKeyCodes.hidUsage(ofLinuxKeyCode: event.code) != nil else {
            guard unmappedCodes.insert(event.code).inserted else { return nil }
            let name = EventCodes.codeName(type: EventCodes.key, code: event.code)
            let key = name.hasPrefix("code ") ? "key code \(event.code)" : "\(name) (key code \(event.code))"
            return Note(line: event.line, message: key + " has no UIKit key code (UIKeyboardHIDUsage); its events are skipped", recurs: false)
        }
        pending.append(event)
        return nil
    }

    /// The key frames of the frame that ends at `time`, one per key that changed, in the
    /// order the events came.
    mutating func endFrame(at time: Double, line: Int) -> (frames: [TouchFrame], notes: [Note]) {
        defer { pending.removeAll(keepingCapacity: true) }
        var frames: [TouchFrame] = []
        var notes: [Note] = []
        for event in pending {
            let usage = LinuxKeyCodes.hidUsage(ofLinuxKeyCode: event.code)!
            let index = down.firstIndex { $0.code == event.code }
            switch (event.value, index) {
            case (1, nil):
                let typed = USKeyboardLayout.characters(of: usage, modifiers: modifiers.flags)
                let key = KeyEvent(keyCode: usage, phase: .began, modifiers: modifiers.flags, characters: typed.characters,
                                   charactersIgnoringModifiers: typed.ignoringModifiers)
                down.append((event.code, key))
                frames.append(TouchFrame(time: time, key: key, line: event.line))
                modifiers.note(usage, .began)
            case (0, let index?):
                frames.append(release(at: index, phase: .ended, time: time, line: event.line))
            case (0, nil):
                notes.append(Note(line: event.line, message: "\(EventCodes.codeName(type: EventCodes.key, code: event.code)) "
                                    + "is released without having gone down (held when the recording started?); the release was dropped",
                                  recurs: true))
            default:
                break  // autorepeat, or a key that is already down
            }
        }
        return (frames, notes)
    }

    /// Forgets the frame being read.
    mutating func discardFrame() {
        pending.removeAll(keepingCapacity: true)
    }

    /// Cancels every key down, when input is lost or ends (R-L3): the frames, one per key.
    mutating func cancel(at time: Double, line: Int) -> [TouchFrame] {
        discardFrame()
        var frames: [TouchFrame] = []
        while !down.isEmpty { frames.append(release(at: down.count - 1, phase: .cancelled, time: time, line: line)) }
        return frames
    }

    /// The names of the keys down, for a message.
    var namesOfKeysDown: [String] { down.map { EventCodes.codeName(type: EventCodes.key, code: $0.code) } }

    private mutating func release(at index: Int, phase: KeyEvent.Phase, time: Double, line: Int) -> TouchFrame {
        var key = down.remove(at: index).event
        key.phase = phase
        key.modifiers = modifiers.flags
        modifiers.note(key.keyCode, phase)
        return TouchFrame(time: time, key: key, line: line)
    }
}
