import Foundation

/// A key of a hardware keyboard or a button of a remote or game controller, from the
/// moment it goes down until it is released (R-R5).
///
/// Like a touch, one object follows the press through its phases; the window updates it
/// and hands it to the responders and gesture recognizers it reaches. A host creates
/// presses with ``UIWindow/sendPresses(_:at:)``.
@MainActor
public final class UIPress: Hashable, CustomStringConvertible {
    /// The phases of a press, with UIKit's raw values.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, changed, stationary, ended, cancelled

        public var description: String {
            switch self {
            case .began: "began"
            case .changed: "changed"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// What was pressed, with UIKit's raw values.
    ///
    /// UIKit imports this as an Objective-C enumeration, which holds raw values it does
    /// not name: a key of a hardware keyboard has type 2000 plus its HID usage
    /// (``UIKeyboardHIDUsage``), as seen on Apple's devices (the Return key 2040, the
    /// right arrow 2079). Touchstone's type is a structure for the same reason, so that
    /// iOS code such as `UIPress.PressType(rawValue: 2040)!` ports unchanged.
    public struct PressType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int

        /// Creates the press type with UIKit's raw value; any value is accepted, as by
        /// UIKit's type.
        public init?(rawValue: Int) { self.rawValue = rawValue }

        private init(_ rawValue: Int) { self.rawValue = rawValue }

        /// The up arrow of a remote.
        public static let upArrow = PressType(0)
        /// The down arrow of a remote.
        public static let downArrow = PressType(1)
        /// The left arrow of a remote.
        public static let leftArrow = PressType(2)
        /// The right arrow of a remote.
        public static let rightArrow = PressType(3)
        /// The select button: a click of a remote's touch surface.
        public static let select = PressType(4)
        /// The menu (back) button.
        public static let menu = PressType(5)
        /// The play/pause button.
        public static let playPause = PressType(6)
        /// The page-up button.
        public static let pageUp = PressType(30)
        /// The page-down button.
        public static let pageDown = PressType(31)
        /// The 1-2-3 button of some television remotes.
        public static let tvRemoteOneTwoThree = PressType(32)
        /// The four-colors button of some television remotes.
        public static let tvRemoteFourColors = PressType(33)

        /// The type of a press of `key` on a hardware keyboard: 2000 plus its usage.
        static func keyboard(_ key: UIKeyboardHIDUsage) -> PressType { PressType(2000 + key.rawValue) }

        public var description: String {
            switch self {
            case .upArrow: "upArrow"
            case .downArrow: "downArrow"
            case .leftArrow: "leftArrow"
            case .rightArrow: "rightArrow"
            case .select: "select"
            case .menu: "menu"
            case .playPause: "playPause"
            case .pageUp: "pageUp"
            case .pageDown: "pageDown"
            case .tvRemoteOneTwoThree: "tvRemoteOneTwoThree"
            case .tvRemoteFourColors: "tvRemoteFourColors"
            default: "\(rawValue)"
            }
        }
    }

    /// The press's current phase.
    public internal(set) var phase: Phase = .began
    /// What was pressed; for a key, 2000 plus its HID usage (see ``PressType``).
    public let type: PressType
    /// The key, when the press is of a hardware keyboard's key; `nil` for a button.
    public let key: UIKey?
    /// The host time of the press's last change, in seconds.
    public internal(set) var timestamp: TimeInterval
    /// How hard the button is pressed, from 0 to 1; a digital button or a key is 0 or 1.
    public internal(set) var force: CGFloat
    /// The responder the press was sent to when it began: the window's first responder,
    /// or the window when it has none (R-R5).
    public var responder: UIResponder? { storedResponder ?? window }
    /// The window the press belongs to.
    public var window: UIWindow? { windowReference.window }
    /// The gesture recognizers receiving the press, or `nil` when none is.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        let receiving = carrier.recognizers.filter { $0.attemptIncludes(carrier) }
        return receiving.isEmpty ? nil : receiving
    }

    /// Held strongly while the press lasts, since the responder must hear how it ends;
    /// `nil` for the window itself, which owns the press.
    private let storedResponder: UIResponder?
    private let windowReference: UIWindow.Reference
    /// The press's stand-in in the arbitration, which knows only touches: recognizers
    /// join the attempt with it, and the delivery policy's verdict on it says whether a
    /// recognizer that cancels took the press (``PressDelivery``).
    let carrier: UITouch
    /// Whether the responder heard `pressesBegan`, and whether it heard the last of the
    /// press.
    var beganSent = false
    var finishedForResponder = false
    /// The phase that happened and that the responder has not heard yet.
    var pendingPhase: Phase?

    init(type: PressType, key: UIKey?, force: CGFloat, timestamp: TimeInterval, responder: UIResponder,
         window: UIWindow.Reference, carrier: UITouch) {
        self.type = type
        self.key = key
        self.force = force
        self.timestamp = timestamp
        storedResponder = responder === window.window ? nil : responder
        windowReference = window
        self.carrier = carrier
    }

    /// Whether the press is down.
    var isLive: Bool { phase != .ended && phase != .cancelled }

    public nonisolated static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The press type, the key's usage if any, and the phase: `UIPress(2004 keyboardA, began)`.
    public nonisolated var description: String {
        MainActor.assumeIsolated {
            "UIPress(\(type)\(key.map { " \($0.keyCode)" } ?? ""), \(phase))"
        }
    }
}
