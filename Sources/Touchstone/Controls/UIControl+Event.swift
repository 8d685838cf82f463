import Foundation

extension UIControl {
    /// The events a control sends to its targets, with UIKit's raw values (R-C1).
    ///
    /// Touch events (`touchDown` … `touchCancel`) come from the control's tracking of a
    /// finger; `valueChanged` and `primaryActionTriggered` from the controls that hold a
    /// value or perform an action.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again in quick succession (`tapCount > 1`).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved while inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved while outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger came back into the tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger left the tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the tracking area.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system, or a gesture recognizer, took the touch away.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through user interaction.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, a value control's change.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control by its return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events reserved for the application.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states of a control, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is down on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
        /// States reserved for the application.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
