import Foundation

/// UIKit's accessibility functions and settings (R-DV3). Touchstone has no assistive
/// technology: a posted notification is recorded on the current device
/// (``UIDevice/accessibilityPosts``), so that a test asserts "the slider announced its
/// value", and each setting reads the current device's ``UIDevice/accessibility``, which a
/// test sets.
@MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies, with UIKit's raw values.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The screen changed a lot; the argument is the element to move to, or a string.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed; the argument is the element to move to, or a string.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the string given as the argument.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is the string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause the assistive technology named by the argument.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Resume the assistive technology named by the argument.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Posts `notification` with `argument` to assistive technologies: records it on the
    /// current device.
    public static func post(notification: Notification, argument: Any?) {
        UIDevice.current.record(UIDevice.AccessibilityPost(notification: notification, argument: argument))
    }

    private static var settings: AccessibilitySettings { UIDevice.current.accessibility }

    /// Whether VoiceOver is on.
    public static var isVoiceOverRunning: Bool { settings.isVoiceOverRunning }
    /// Whether Switch Control is on.
    public static var isSwitchControlRunning: Bool { settings.isSwitchControlRunning }
    /// Whether Reduce Motion is on: apps then replace sliding and zooming with fades.
    public static var isReduceMotionEnabled: Bool { settings.isReduceMotionEnabled }
    /// Whether Reduce Transparency is on.
    public static var isReduceTransparencyEnabled: Bool { settings.isReduceTransparencyEnabled }
    /// Whether Bold Text is on.
    public static var isBoldTextEnabled: Bool { settings.isBoldTextEnabled }
    /// Whether Increase Contrast is on.
    public static var isDarkerSystemColorsEnabled: Bool { settings.isDarkerSystemColorsEnabled }
    /// Whether Differentiate Without Color is on.
    public static var shouldDifferentiateWithoutColor: Bool { settings.shouldDifferentiateWithoutColor }
    /// Whether Prefer Cross-Fade Transitions is on.
    public static var prefersCrossFadeTransitions: Bool { settings.prefersCrossFadeTransitions }
    /// Whether videos may play on their own.
    public static var isVideoAutoplayEnabled: Bool { settings.isVideoAutoplayEnabled }

    /// Posted when VoiceOver turns on or off.
    nonisolated public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Switch Control turns on or off.
    nonisolated public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Reduce Motion turns on or off.
    nonisolated public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency turns on or off.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text turns on or off.
    nonisolated public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
}

/// The accessibility settings of a device, all off except video autoplay, as on a new
/// iPhone (R-DV3). A Touchstone addition: a test sets them on its bound device,
/// `device.accessibility.isReduceMotionEnabled = true`, and ``UIAccessibility`` reports
/// them. Turning VoiceOver, Switch Control, Reduce Motion, Reduce Transparency or Bold Text
/// on or off posts UIKit's status notification on the default notification center, as iOS
/// does.
public struct AccessibilitySettings: Equatable, Sendable {
    /// Whether VoiceOver is on.
    public var isVoiceOverRunning = false
    /// Whether Switch Control is on.
    public var isSwitchControlRunning = false
    /// Whether Reduce Motion is on.
    public var isReduceMotionEnabled = false
    /// Whether Reduce Transparency is on.
    public var isReduceTransparencyEnabled = false
    /// Whether Bold Text is on.
    public var isBoldTextEnabled = false
    /// Whether Increase Contrast is on.
    public var isDarkerSystemColorsEnabled = false
    /// Whether Differentiate Without Color is on.
    public var shouldDifferentiateWithoutColor = false
    /// Whether Prefer Cross-Fade Transitions is on.
    public var prefersCrossFadeTransitions = false
    /// Whether videos may play on their own; on by default.
    public var isVideoAutoplayEnabled = true

    /// Creates the settings of a new device.
    public init() {}

    /// The status notifications for the settings that differ from `previous`.
    func statusNotifications(since previous: AccessibilitySettings) -> [NSNotification.Name] {
        let watched: [(KeyPath<AccessibilitySettings, Bool>, NSNotification.Name)] = [
            (\.isVoiceOverRunning, UIAccessibility.voiceOverStatusDidChangeNotification),
            (\.isSwitchControlRunning, UIAccessibility.switchControlStatusDidChangeNotification),
            (\.isReduceMotionEnabled, UIAccessibility.reduceMotionStatusDidChangeNotification),
            (\.isReduceTransparencyEnabled, UIAccessibility.reduceTransparencyStatusDidChangeNotification),
            (\.isBoldTextEnabled, UIAccessibility.boldTextStatusDidChangeNotification),
        ]
        return watched.filter { self[keyPath: $0.0] != previous[keyPath: $0.0] }.map(\.1)
    }
}

extension UIDevice {
    /// One accessibility notification the app posted (R-DV3). A Touchstone addition, for
    /// tests.
    public struct AccessibilityPost {
        /// What was posted.
        public let notification: UIAccessibility.Notification
        /// The argument posted with it.
        public let argument: Any?

        /// The argument when it is a string: what VoiceOver would speak.
        public var announcement: String? { argument as? String }
    }
}
