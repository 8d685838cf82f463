/// What a recording's events say about the multitouch protocol its device speaks (or
/// that it is a mouse, a pen or a keyboard), noted
/// event by event so that the events need not be kept to decide it.
struct ProtocolEvidence {
    private(set) var hasEvents = false
    private(set) var mtReport = false
    private(set) var mtPosition = false
    private(set) var mtSlotOrTrackingID = false
    /// Whether the events carry touches at all: a position or a tracking id.
    private(set) var touches = false
    /// Whether a pen came in range (`BTN_TOOL_PEN` and the other pen tools).
    private(set) var pen = false
    /// Whether the events are a mouse's: relative motion or a wheel (`EV_REL`), or a mouse
    /// button (`BTN_LEFT`…`BTN_EXTRA`).
    private(set) var mouse = false
    /// Whether a keyboard's key went down or up (`EV_KEY` in
    /// ``LinuxKeyCodes/keyboardRange``).
    private(set) var keyboard = false

    mutating func note(_ event: KernelEvent) {
        hasEvents = true
        if event.type == EventCodes.syn && event.code == EventCodes.synMTReport { mtReport = true }
        if event.type == EventCodes.key && EventCodes.penTools.contains(event.code) { pen = true }
        if event.type == EventCodes.rel || event.type == EventCodes.key && EventCodes.mouseButtons.contains(event.code) { mouse = true }
        if event.type == EventCodes.key && LinuxKeyCodes.keyboardRange.contains(event.code) { keyboard = true }
        guard event.type == EventCodes.abs else { return }
        switch event.code {
        case EventCodes.absMTPositionX:
            mtPosition = true
            touches = true
        case EventCodes.absMTSlot:
            mtSlotOrTrackingID = true
        case EventCodes.absMTTrackingID:
            mtSlotOrTrackingID = true
            touches = true
        case EventCodes.absX:
            touches = true
        default:
            break
        }
    }
}
