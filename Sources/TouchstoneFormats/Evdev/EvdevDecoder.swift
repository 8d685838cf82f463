import Foundation

/// Turns kernel input events into touch frames: the multitouch protocols of
/// `Documentation/input/multi-touch-protocol.rst` and plain single-touch devices.
///
/// - Protocol B (slots): `ABS_MT_SLOT` selects a slot, `ABS_MT_TRACKING_ID` ≥ 0 starts a
///   contact in it and -1 ends it; values persist per slot, so a new contact that lands
///   where the slot's previous one was sends no position at all.
/// - Protocol A (anonymous contacts): every frame lists all contacts, each closed by
///   `SYN_MT_REPORT`; a frame with none lifts every finger. Contacts are followed from
///   frame to frame by their tracking id when the device sends one, else by nearest
///   position, as the kernel's own `input_mt_assign_slots` does.
/// - Single touch: `BTN_TOUCH` 1/0 with `ABS_X`/`ABS_Y`.
/// - Pens (``PenDecoder``) and mice (``MouseDecoder``), whose frames are pencil touches
///   and pointer events, and keyboards (``KeyboardDecoder``), whose frames are key
///   changes.
///
/// A frame ends at `SYN_REPORT`. Repairs, each with a warning: a missing `SYN_REPORT`
/// (an axis written twice for the same contact in one frame, events more than 1 ms apart
/// without one, or events left at the end of the file) is inserted; a lift of a finger
/// that is not down is dropped; events after `SYN_DROPPED` up to the next `SYN_REPORT`
/// are skipped, as the kernel documentation says to. A repair that recurs is warned about
/// once, and at the end once more with how often it recurred. Fingers become numbers
/// from 1, the lowest free number going to each new finger.
struct EvdevDecoder {
    /// The multitouch protocol of a device.
    enum TouchProtocol: String {
        case slots = "multitouch protocol B"
        case anonymous = "multitouch protocol A"
        case singleTouch = "single touch"
        case pen = "pen"
        case mouse = "mouse"
        case keyboard = "keyboard"
    }

    /// The most slots a device without a described `ABS_MT_SLOT` range may use.
    private static let maximumUndescribedSlots = 64
    /// Events of one frame are microseconds apart; this far apart, a `SYN_REPORT` is missing.
    private static let frameGapMicroseconds: Int64 = 1000

    private let file: String
    private let mapping: UnitMapping
    let touchProtocol: TouchProtocol
    private let slotCount: Int

    private(set) var frames: [TouchFrame] = []
    /// The frames handed out by ``takeFrames()`` so far.
    private var framesTaken = 0
    private(set) var warnings: [InputWarning] = []
    /// The repairs that a stream can need over and over (a kernel that drops events
    /// 100,000 times): each is warned about in full the first time, then counted, and
    /// ``summarizeRepeatedWarnings()`` says once how often it recurred.
    enum Repair: CaseIterable {
        case synDropped, missingSynReport, liftWithoutTouchDown, positionNeverReported, touchDownWithoutPosition, keyUpWithoutKeyDown
    }
    private var repeatedRepairs: [Repair: (firstLine: Int?, message: String, more: Int, lastLine: Int?)] = [:]

    // Contacts: an identity for each finger on the surface, in device units.
    private struct Contact {
        var x: Int32?
        var y: Int32?
        var trackingID: Int32?
        /// The finger number, once the contact has been reported as began.
        var finger: Int?
        var reportedX: Int32?
        var reportedY: Int32?
        /// Whether the missing position at touch-down was warned about.
        var waitsForPosition = false
    }
    private var contacts: [Int: Contact] = [:]
    private var nextContactID = 0
    /// Contacts that ended in the current frame, in the order they ended.
    private var endedContacts: [Int] = []
    private var fingersInUse = Set<Int>()
    /// Contacts left out because their position was never known.
    private(set) var droppedContacts = 0
    /// Absolute axes the recording wrote, to say which ones carried data when none of the
    /// expected ones did.
    private var axesSeen = Set<UInt16>()
    private var unnamedCodesSeen = Set<UInt32>()

    // Protocol B.
    private var currentSlot = 0
    private var slotContacts: [Int: Int] = [:]
    private var slotPositions: [Int: (x: Int32?, y: Int32?)] = [:]

    // Protocol A.
    private var pendingReport: (x: Int32?, y: Int32?, trackingID: Int32?) = (nil, nil, nil)
    private var reports: [(x: Int32, y: Int32, trackingID: Int32?)] = []
    /// Whether this frame listed contacts (even none), or said `BTN_TOUCH 0`; a frame with
    /// neither, such as a lone `MSC_TIMESTAMP`, leaves the contacts as they are.
    private var frameListsContacts = false

    // Single touch.
    private var singleX: Int32?
    private var singleY: Int32?
    private var singleTouch: Bool?

    // Pens and mice.
    private var pen: PenDecoder?
    private var mouse: MouseDecoder?
    private var keyboard: KeyboardDecoder?

    // Frame bookkeeping.
    private var origin: Int64?
    private var lastMicroseconds: Int64?
    private var frameStart: Int64?
    private var frameLastEvent: (microseconds: Int64, line: Int)?
    private var writtenInFrame = Set<UInt64>()
    private var skippingAfterDrop = false

    init(description: DeviceDescription, evidence: ProtocolEvidence, mapping: UnitMapping, file: String) {
        self.file = file
        self.mapping = mapping
        touchProtocol = Self.detectProtocol(description: description, evidence: evidence)
        if let slot = description.axes[EventCodes.absMTSlot], slot.maximum >= slot.minimum {
            slotCount = Int(slot.maximum) + 1
        } else {
            slotCount = Self.maximumUndescribedSlots
        }
        switch touchProtocol {
        case .pen: pen = PenDecoder(mapping: mapping, description: description)
        case .mouse: mouse = MouseDecoder(screen: mapping.screen)
        case .keyboard: keyboard = KeyboardDecoder(file: file)
        default: break
        }
    }

    /// The protocol the description declares, or failing that the one the events use.
    static func detectProtocol(description: DeviceDescription, evidence: ProtocolEvidence) -> TouchProtocol {
        let axes = description.axes
        if description.isKeyboard
            || evidence.keyboard && !evidence.touches && !evidence.mouse && !evidence.pen && axes.isEmpty && !description.hasRelativeAxes {
            return .keyboard
        }
        if evidence.mouse && !evidence.touches && axes[EventCodes.absX] == nil && axes[EventCodes.absMTPositionX] == nil {
            return .mouse
        }
        if axes[EventCodes.absMTSlot] != nil { return .slots }
        if evidence.mtReport { return .anonymous }
        if axes[EventCodes.absMTPositionX] != nil || evidence.mtPosition {
            return evidence.mtSlotOrTrackingID ? .slots : .anonymous
        }
        return evidence.pen || axes[EventCodes.absTiltX] != nil ? .pen : .singleTouch
    }

    /// The axes that carry positions under `touchProtocol`.
    static func positionAxes(for touchProtocol: TouchProtocol) -> (x: UInt16, y: UInt16) {
        switch touchProtocol {
        case .singleTouch, .pen, .mouse, .keyboard: (EventCodes.absX, EventCodes.absY)
        case .slots, .anonymous: (EventCodes.absMTPositionX, EventCodes.absMTPositionY)
        }
    }

    private func location(_ line: Int?) -> InputLocation { InputLocation(file: file, line: line) }

    private mutating func warn(_ line: Int?, _ message: String) {
        warnings.append(InputWarning(at: location(line), message))
    }

    /// Warns about `repair` the first time, and only counts it afterwards.
    private mutating func warn(_ line: Int?, _ repair: Repair, _ message: String) {
        if repeatedRepairs[repair] != nil {
            repeatedRepairs[repair]!.more += 1
            repeatedRepairs[repair]!.lastLine = line
            return
        }
        repeatedRepairs[repair] = (line, message, 0, line)
        warn(line, message)
    }

    /// One warning for each repair that recurred, saying how often and where it last did;
    /// counting starts afresh. Called at the end of the input.
    mutating func summarizeRepeatedWarnings() {
        for repair in Repair.allCases {
            guard let repeated = repeatedRepairs[repair] else { continue }
            if repeated.more > 0 {
                let since = repeated.firstLine.map { " since line \($0)" } ?? ""
                warn(repeated.lastLine, "repeated \(repeated.more) more time\(repeated.more == 1 ? "" : "s")\(since), the last here: "
                        + repeated.message)
            }
        }
        repeatedRepairs.removeAll()
    }

    // MARK: Feeding events

    /// Ends a recording whose last event was `last`. Fingers still down at the end were
    /// cut off: they are cancelled in a last frame, with a warning (R-L3), or with `strict`
    /// the recording is refused.
    mutating func finish(lastEvent last: KernelEvent?, strict: Bool = false) throws(InputError) {
        summarizeRepeatedWarnings()
        if let last = frameLastEvent {
            warn(last.line, "the last frame has no SYN_REPORT; one was added at the end of the file")
            try endFrame(at: last.microseconds, line: last.line)
        }
        if frames.isEmpty && framesTaken == 0 && droppedContacts > 0 {
            let (xAxis, yAxis) = Self.positionAxes(for: touchProtocol)
            let used = axesSeen.sorted().map { EventCodes.codeName(type: EventCodes.abs, code: $0) }
            throw InputError(.malformed, at: location(last?.line),
                             "no finger ever reported a position on \(EventCodes.codeName(type: EventCodes.abs, code: xAxis))/"
                                + "\(EventCodes.codeName(type: EventCodes.abs, code: yAxis)); the recording's axes are "
                                + (used.isEmpty ? "none" : used.joined(separator: ", ")))
        }
        var changes = contacts.values.compactMap { contact in
            contact.finger.map { TouchChange(finger: $0, phase: .cancelled, location: point(contact.reportedX, contact.reportedY)) }
        }.sorted { $0.finger < $1.finger }
        guard let last else { return }
        let time = elapsed(until: last.microseconds)
        if pen?.down != nil, let cancel = pen?.cancel(at: time, line: last.line) { changes = cancel.changes }
        if let held = keyboard?.namesOfKeysDown, !held.isEmpty {
            let message = "the recording ends while \(held.joined(separator: ", ")) \(held.count == 1 ? "is" : "are") down"
            if strict { throw InputError(.truncated, at: location(last.line), message + " (truncated?)") }
            warn(last.line, message + "; cut off? They are cancelled at the end")
            frames += keyboard!.cancel(at: time, line: last.line)
        }
        if let held = mouse?.buttons, !held.isEmpty {
            let message = "the recording ends while the mouse holds \(held.names.joined(separator: ", "))"
            if strict { throw InputError(.truncated, at: location(last.line), message + " (truncated?)") }
            warn(last.line, message + "; cut off? The pointer leaves the screen at the end")
            if let exit = mouse?.leave(at: time, line: last.line) { frames.append(exit) }
        }
        guard !changes.isEmpty else { return }
        let message = TouchLimits.stillDownMessage(fingers: changes.map(\.finger), in: "recording")
        if strict { throw InputError(.truncated, at: location(last.line), message + " (truncated?)") }
        warn(last.line, message + "; cut off? They are cancelled at the end")
        frames.append(TouchFrame(time: time, changes: changes, line: last.line))
    }

    mutating func feed(_ event: KernelEvent) throws(InputError) {
        switch EventCodes.classify(type: event.type, code: event.code) {
        case .named:
            break
        case .unnamed:
            // Within the kernel's range, so evdev can deliver it, but no defined meaning:
            // some drivers pass vendor data this way. Touch decoding does not need it.
            if unnamedCodesSeen.insert(UInt32(event.type) << 16 | UInt32(event.code)).inserted {
                warn(event.line, "\(EventCodes.typeName(event.type)) code \(event.code) (0x"
                        + String(event.code, radix: 16) + ") has no defined meaning; its events are ignored")
            }
            return
        case .unknown:
            let what = EventCodes.isKnownType(event.type)
                ? "\(EventCodes.typeName(event.type)) code \(event.code) is beyond the largest code of its type"
                : "event type \(event.type) is not a Linux input event type"
            throw InputError(.unknownEventCode, at: location(event.line), "unknown event code: \(what)")
        }
        if let last = lastMicroseconds, event.microseconds < last {
            throw InputError(.timeWentBackwards, at: location(event.line),
                             "time goes backwards: \(seconds(event.microseconds)) s is before the previous event's \(seconds(last)) s")
        }
        lastMicroseconds = event.microseconds
        if origin == nil { origin = event.microseconds }
        if elapsed(until: event.microseconds) > TouchLimits.maximumTime {
            throw InputError(.invalidValue, at: location(event.line),
                             "\(seconds(event.microseconds)) s after the first event is later than a recording can last "
                                + "(at most \(Int(TouchLimits.maximumTime)) s)")
        }

        if event.type == EventCodes.syn {
            switch event.code {
            case EventCodes.synReport:
                if skippingAfterDrop {
                    skippingAfterDrop = false
                    discardFrame()
                } else {
                    try endFrame(at: event.microseconds, line: event.line)
                }
            case EventCodes.synDropped:
                warn(event.line, .synDropped, "SYN_DROPPED: the kernel lost events here; the events up to the next SYN_REPORT are skipped")
                skippingAfterDrop = true
            case EventCodes.synMTReport:
                if !skippingAfterDrop { try closeAnonymousReport(line: event.line) }
            default:
                break
            }
            return
        }
        guard !skippingAfterDrop else { return }
        if let start = frameStart, event.microseconds - start >= Self.frameGapMicroseconds, let last = frameLastEvent {
            warn(event.line, .missingSynReport, "SYN_REPORT missing: events \(milliseconds(event.microseconds - start)) ms apart "
                    + "in one frame; one was inserted before this line")
            try endFrame(at: last.microseconds, line: last.line)
        }
        if let key = duplicateKey(for: event), !writtenInFrame.insert(key).inserted, let last = frameLastEvent {
            warn(event.line, .missingSynReport, "SYN_REPORT missing: \(describe(event)) written twice in one frame; one was inserted before this line")
            try endFrame(at: last.microseconds, line: last.line)
            writtenInFrame.insert(key)
        }
        if frameStart == nil { frameStart = event.microseconds }
        frameLastEvent = (event.microseconds, event.line)
        if event.type == EventCodes.abs { axesSeen.insert(event.code) }
        try apply(event)
    }

    // MARK: Frames as they come

    /// The frames completed since the last call, for a source that decodes as events
    /// arrive (a live device, a file read as it is replayed).
    mutating func takeFrames() -> [TouchFrame] {
        defer { frames.removeAll(keepingCapacity: true) }
        framesTaken += frames.count
        return frames
    }

    /// Cancels every finger that is down and forgets every contact, as the system cancels
    /// touches when input is lost (R-L3); the events of an unfinished frame are dropped.
    /// A finger still on the surface is ignored until it lifts and touches down again.
    mutating func cancelOpenFingers(at microseconds: Int64, line: Int) {
        discardFrame()
        let time = elapsed(until: microseconds)
        if let cancel = pen?.cancel(at: time, line: line) { frames.append(cancel) }
        if let exit = mouse?.leave(at: time, line: line) { frames.append(exit) }
        frames += keyboard?.cancel(at: time, line: line) ?? []
        let open = contacts.values.compactMap { contact in contact.finger.map { ($0, contact) } }.sorted { $0.0 < $1.0 }
        contacts.removeAll()
        endedContacts.removeAll()
        slotContacts.removeAll()
        fingersInUse.removeAll()
        guard !open.isEmpty else { return }
        frames.append(TouchFrame(time: time, changes: open.map { finger, contact in
            TouchChange(finger: finger, phase: .cancelled, location: point(contact.reportedX, contact.reportedY))
        }, line: line))
    }

    private func describe(_ event: KernelEvent) -> String {
        let name = EventCodes.codeName(type: event.type, code: event.code)
        return touchProtocol == .slots && event.type == EventCodes.abs && event.code > EventCodes.absMTSlot
            ? "\(name) of slot \(currentSlot)" : name
    }

    /// The identity of a value that a frame can hold only once, for spotting a missing
    /// `SYN_REPORT`; `nil` for events that may legitimately repeat.
    /// Slots run up to 2^31, so the slot takes the bits above the code's 16 and the key
    /// is 64 bits wide.
    private func duplicateKey(for event: KernelEvent) -> UInt64? {
        switch (event.type, touchProtocol) {
        case (EventCodes.abs, .slots) where event.code > EventCodes.absMTSlot:
            return UInt64(currentSlot) << 16 | UInt64(event.code)
        case (EventCodes.abs, .singleTouch) where event.code == EventCodes.absX || event.code == EventCodes.absY:
            return UInt64(event.code)
        case (EventCodes.key, _) where event.code == EventCodes.btnTouch && touchProtocol == .singleTouch:
            return 1 << 48 | UInt64(event.code)
        default:
            return nil
        }
    }

    private mutating func apply(_ event: KernelEvent) throws(InputError) {
        switch touchProtocol {
        case .slots: try applySlotEvent(event)
        case .anonymous: applyAnonymousEvent(event)
        case .singleTouch: applySingleTouchEvent(event)
        case .pen: pen?.apply(event)
        case .mouse: mouse?.apply(event)
        case .keyboard:
            if let note = try keyboard?.apply(event) { warn(note) }
        }
    }

    private mutating func warn(_ note: KeyboardDecoder.Note) {
        if note.recurs { warn(note.line, .keyUpWithoutKeyDown, note.message) } else { warn(note.line, note.message) }
    }

    // MARK: Protocol B

    private mutating func applySlotEvent(_ event: KernelEvent) throws(InputError) {
        guard event.type == EventCodes.abs else { return }
        switch event.code {
        case EventCodes.absMTSlot:
            guard event.value >= 0 && Int(event.value) < slotCount else {
                throw InputError(.invalidValue, at: location(event.line),
                                 "ABS_MT_SLOT \(event.value) is outside the device's slots 0…\(slotCount - 1)")
            }
            currentSlot = Int(event.value)
        case EventCodes.absMTTrackingID:
            if event.value < 0 {
                if let contact = slotContacts.removeValue(forKey: currentSlot) {
                    endContact(contact)
                } else {
                    warn(event.line, .liftWithoutTouchDown, "slot \(currentSlot) lifts (ABS_MT_TRACKING_ID -1) without a touch-down; the lift was dropped")
                }
            } else {
                if let contact = slotContacts[currentSlot] {
                    if contacts[contact]?.trackingID == event.value { return }
                    endContact(contact)  // a new finger replaced the old one in this slot
                }
                let position = slotPositions[currentSlot]
                slotContacts[currentSlot] = startContact(x: position?.x, y: position?.y, trackingID: event.value)
            }
        case EventCodes.absMTPositionX, EventCodes.absMTPositionY:
            let isX = event.code == EventCodes.absMTPositionX
            var position = slotPositions[currentSlot] ?? (nil, nil)
            if isX { position.x = event.value } else { position.y = event.value }
            slotPositions[currentSlot] = position
            if let contact = slotContacts[currentSlot] {
                if isX { contacts[contact]?.x = event.value } else { contacts[contact]?.y = event.value }
            }
        default:
            break
        }
    }

    // MARK: Protocol A

    private mutating func applyAnonymousEvent(_ event: KernelEvent) {
        if event.type == EventCodes.key && event.code == EventCodes.btnTouch && event.value == 0 {
            frameListsContacts = true
        }
        guard event.type == EventCodes.abs else { return }
        switch event.code {
        case EventCodes.absMTPositionX: pendingReport.x = event.value
        case EventCodes.absMTPositionY: pendingReport.y = event.value
        case EventCodes.absMTTrackingID: pendingReport.trackingID = event.value
        default: break
        }
    }

    private mutating func closeAnonymousReport(line: Int) throws(InputError) {
        frameListsContacts = true
        defer { pendingReport = (nil, nil, nil) }
        // An empty report is how a driver says "no contacts".
        guard let x = pendingReport.x, let y = pendingReport.y else { return }
        reports.append((x, y, pendingReport.trackingID))
        // Every contact a frame lists is down: refuse now rather than match them all first.
        if reports.count > TouchLimits.maximumFingers { throw tooManyFingers(reports.count, line: line) }
    }

    /// Matches this frame's reports to the contacts of the previous frame: by tracking id
    /// when there is one, else nearest first.
    private mutating func matchAnonymousReports() {
        guard frameListsContacts else { return }
        var unmatchedContacts = Set(contacts.keys)
        var unmatchedReports = Array(reports.indices)
        var assignment: [(report: Int, contact: Int)] = []
        for index in unmatchedReports {
            guard let id = reports[index].trackingID,
                  let contact = unmatchedContacts.first(where: { contacts[$0]?.trackingID == id }) else { continue }
            assignment.append((index, contact))
            unmatchedContacts.remove(contact)
        }
        unmatchedReports.removeAll { index in assignment.contains { $0.report == index } }
        var pairs: [(distance: Double, report: Int, contact: Int)] = []
        for index in unmatchedReports where reports[index].trackingID == nil {
            for contact in unmatchedContacts {
                guard let x = contacts[contact]?.x, let y = contacts[contact]?.y else { continue }
                let dx = Double(reports[index].x) - Double(x), dy = Double(reports[index].y) - Double(y)
                pairs.append((dx * dx + dy * dy, index, contact))
            }
        }
        pairs.sort { ($0.distance, $0.report, $0.contact) < ($1.distance, $1.report, $1.contact) }
        for pair in pairs where unmatchedContacts.contains(pair.contact) && unmatchedReports.contains(pair.report) {
            assignment.append((pair.report, pair.contact))
            unmatchedContacts.remove(pair.contact)
            unmatchedReports.removeAll { $0 == pair.report }
        }
        for contact in unmatchedContacts.sorted() { endContact(contact) }
        for (index, contact) in assignment {
            contacts[contact]?.x = reports[index].x
            contacts[contact]?.y = reports[index].y
        }
        for index in unmatchedReports {
            _ = startContact(x: reports[index].x, y: reports[index].y, trackingID: reports[index].trackingID)
        }
        reports.removeAll(keepingCapacity: true)
    }

    // MARK: Single touch

    private mutating func applySingleTouchEvent(_ event: KernelEvent) {
        switch (event.type, event.code) {
        case (EventCodes.abs, EventCodes.absX): singleX = event.value
        case (EventCodes.abs, EventCodes.absY): singleY = event.value
        case (EventCodes.key, EventCodes.btnTouch): singleTouch = event.value != 0
        default: break
        }
        if let contact = contacts.keys.first {
            contacts[contact]?.x = singleX
            contacts[contact]?.y = singleY
        }
    }

    private mutating func resolveSingleTouch(line: Int) {
        defer { singleTouch = nil }
        guard let touching = singleTouch else { return }
        let current = contacts.keys.first
        switch (touching, current) {
        case (true, nil): _ = startContact(x: singleX, y: singleY, trackingID: nil)
        case (false, let contact?): endContact(contact)
        case (false, nil): warn(line, .liftWithoutTouchDown, "BTN_TOUCH 0 without a touch-down; the lift was dropped")
        case (true, _?): break
        }
    }

    // MARK: Contacts and frames

    private mutating func startContact(x: Int32?, y: Int32?, trackingID: Int32?) -> Int {
        let id = nextContactID
        nextContactID += 1
        contacts[id] = Contact(x: x, y: y, trackingID: trackingID)
        return id
    }

    private mutating func endContact(_ id: Int) {
        endedContacts.append(id)
    }

    private mutating func discardFrame() {
        frameStart = nil
        frameLastEvent = nil
        writtenInFrame.removeAll(keepingCapacity: true)
        reports.removeAll(keepingCapacity: true)
        frameListsContacts = false
        pendingReport = (nil, nil, nil)
        singleTouch = nil
        mouse?.discardFrame()
        keyboard?.discardFrame()
    }

    private func seconds(_ microseconds: Int64) -> String {
        String(format: "%.6f", elapsed(until: microseconds))
    }

    /// Seconds from the first event to `microseconds`, the time frames carry. Exact while
    /// the difference fits in 64 bits, as it does for every event the time checks let
    /// through; for the hostile timestamps they refuse (±2⁶³ µs apart) it is still a
    /// number to put in the message, not a trap.
    private func elapsed(until microseconds: Int64) -> Double {
        let start = origin ?? microseconds
        let (difference, overflow) = microseconds.subtractingReportingOverflow(start)
        return overflow ? (Double(microseconds) - Double(start)) / 1e6 : Double(difference) / 1e6
    }

    private func milliseconds(_ microseconds: Int64) -> String {
        String(format: "%.1f", Double(microseconds) / 1000)
    }

    /// Closes a frame: works out which fingers began, moved and ended, and appends it.
    private mutating func endFrame(at microseconds: Int64, line: Int) throws(InputError) {
        switch touchProtocol {
        case .anonymous: matchAnonymousReports()
        case .singleTouch: resolveSingleTouch(line: line)
        case .slots: break
        case .pen, .mouse:
            let time = elapsed(until: microseconds)
            frames += pen?.endFrame(at: time, line: line) ?? mouse?.endFrame(at: time, line: line) ?? []
            discardFrame()
            return
        case .keyboard:
            let time = elapsed(until: microseconds)
            if let (keyFrames, notes) = keyboard?.endFrame(at: time, line: line) {
                frames += keyFrames
                for note in notes { warn(note) }
            }
            discardFrame()
            return
        }
        defer { discardFrame() }
        // Counted before any finger gets a number: numbering thousands of contacts first
        // would take quadratic time just to refuse them. Contacts down after this frame are
        // those not ended, and those ended (by then with a position) that never had a finger:
        // they begin and end in it.
        var down = contacts.count
        for id in endedContacts {
            if let contact = contacts[id], contact.finger != nil || contact.x == nil || contact.y == nil { down -= 1 }
        }
        if down > TouchLimits.maximumFingers { throw tooManyFingers(down, line: line) }
        let time = elapsed(until: microseconds)
        var changes: [TouchChange] = []
        var lateEnds: [TouchChange] = []
        var freed: [Int] = []
        for id in endedContacts {
            guard let contact = contacts.removeValue(forKey: id) else { continue }
            if let finger = contact.finger {
                changes.append(TouchChange(finger: finger, phase: .ended, location: point(contact.reportedX, contact.reportedY)))
                freed.append(finger)
            } else if let x = contact.x, let y = contact.y {
                // Down and up within one frame: a began now, and the end in a frame of its own.
                let finger = claimFinger()
                changes.append(TouchChange(finger: finger, phase: .began, location: mapping.point(x: x, y: y)))
                lateEnds.append(TouchChange(finger: finger, phase: .ended, location: mapping.point(x: x, y: y)))
                freed.append(finger)
            } else {
                droppedContacts += 1
                warn(line, .positionNeverReported, "a finger lifted whose position was never reported; it was left out")
            }
        }
        endedContacts.removeAll(keepingCapacity: true)
        for id in contacts.keys.sorted() {
            guard var contact = contacts[id] else { continue }
            if let finger = contact.finger {
                if contact.x != contact.reportedX || contact.y != contact.reportedY, let x = contact.x, let y = contact.y {
                    changes.append(TouchChange(finger: finger, phase: .moved, location: mapping.point(x: x, y: y)))
                    contact.reportedX = x
                    contact.reportedY = y
                }
            } else {
                guard let x = contact.x, let y = contact.y else {
                    if !contact.waitsForPosition {
                        // The kernel sends only values that changed, so a finger landing where
                        // the slot's finger was before the recording started has no position.
                        let (xAxis, yAxis) = Self.positionAxes(for: touchProtocol)
                        let axis = EventCodes.codeName(type: EventCodes.abs, code: contact.x == nil ? xAxis : yAxis)
                        warn(line, .touchDownWithoutPosition, "a finger touched down without a position (\(axis) not reported yet); "
                                + "its touch-down waits until the position is known")
                        contact.waitsForPosition = true
                        contacts[id] = contact
                    }
                    continue
                }
                let finger = claimFinger()
                contact.finger = finger
                contact.reportedX = x
                contact.reportedY = y
                changes.append(TouchChange(finger: finger, phase: .began, location: mapping.point(x: x, y: y)))
            }
            contacts[id] = contact
        }
        for finger in freed { fingersInUse.remove(finger) }
        if !changes.isEmpty { frames.append(TouchFrame(time: time, changes: changes, line: line)) }
        if !lateEnds.isEmpty { frames.append(TouchFrame(time: time, changes: lateEnds, line: line)) }
    }

    private func tooManyFingers(_ count: Int, line: Int) -> InputError {
        InputError(.tooManyFingers, at: location(line),
                   "\(count) fingers are down at once; at most \(TouchLimits.maximumFingers) are supported")
    }

    private func point(_ x: Int32?, _ y: Int32?) -> CGPoint {
        mapping.point(x: x ?? 0, y: y ?? 0)
    }

    /// The lowest finger number not in use; numbers freed in this frame stay taken until
    /// it is appended, so one frame never names a finger twice.
    private mutating func claimFinger() -> Int {
        var finger = 1
        while fingersInUse.contains(finger) { finger += 1 }
        fingersInUse.insert(finger)
        return finger
    }
}
