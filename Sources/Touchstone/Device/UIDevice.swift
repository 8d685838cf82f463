import Foundation

/// The device as stored values and as the recorder of what the app made it do (R-DV1):
/// its idiom, system and orientation, which layout and gesture code read, and the haptics
/// it played (R-DV2) and the accessibility notifications it was posted (R-DV3), which a
/// test asserts. It is also where the accessibility settings a test turns on live
/// (``accessibility``).
///
/// **Decision: no global mutable singleton.** ``current`` is a task-local value, as
/// ``UIScreen/main`` and ``UIApplication/shared`` are: a test or host binds its own,
/// `UIDevice.withCurrent(UIDevice()) { … }`, and tests running in parallel never see each
/// other's device, haptics or settings. The unbound default is an iPhone on iOS 18.0 made
/// afresh on each read: what it records is dropped, and changing its orientation or
/// settings traps, saying how to bind a device.
@MainActor
open class UIDevice {
    /// Whether this is the unbound default, which cannot change.
    private let isDefault: Bool

    /// Creates a device for a host or test to bind as ``current``. A Touchstone addition:
    /// UIKit has one device, the system's.
    public init(userInterfaceIdiom: UIUserInterfaceIdiom = .phone, systemVersion: String = "18.0") {
        self.userInterfaceIdiom = userInterfaceIdiom
        self.systemVersion = systemVersion
        isDefault = false
    }

    private init(default: Void) {
        userInterfaceIdiom = .phone
        systemVersion = "18.0"
        isDefault = true
    }

    /// The device code running now sees as UIKit's `UIDevice.current`: the one bound with
    /// `withCurrent(_:operation:)`, else an iPhone default made afresh on each read (see
    /// the type's decision).
    open class var current: UIDevice { bound ?? UIDevice(default: ()) }

    @TaskLocal private static var bound: UIDevice?

    /// Runs `operation` with `device` as ``current``, for it and every task it starts.
    /// A Touchstone addition, for hosts and tests.
    public static func withCurrent<R>(_ device: UIDevice, operation: () throws -> R) rethrows -> R {
        try $bound.withValue(device, operation: operation)
    }

    /// Runs the asynchronous `operation` with `device` as ``current``, for it and every task
    /// it starts. A Touchstone addition, for hosts and tests.
    public static func withCurrent<R>(_ device: UIDevice, operation: () async throws -> R) async rethrows -> R {
        try await $bound.withValue(device, operation: operation)
    }

    // MARK: What the device is

    /// The kind of device: a phone unless made otherwise.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The operating system's version, `"18.0"` unless made otherwise.
    public let systemVersion: String
    /// The operating system's name for the idiom: `"iPadOS"` for a pad, else `"iOS"`.
    public var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }
    /// The model's name for the idiom: `"iPad"`, `"Apple TV"`, `"Mac"`,
    /// `"Apple Vision"` or `"iPhone"`.
    public var model: String {
        switch userInterfaceIdiom {
        case .pad: "iPad"
        case .tv: "Apple TV"
        case .mac: "Mac"
        case .vision: "Apple Vision"
        default: "iPhone"
        }
    }
    /// The model's name, as ``model``: Touchstone has no localizations.
    public var localizedModel: String { model }
    /// The device's name: its ``model``, as iOS 16 and later report it to apps.
    public var name: String { model }
    /// Whether the system runs apps side by side: always `true`, as on every device
    /// iOS 18 runs on.
    public var isMultitaskingSupported: Bool { true }

    // MARK: Orientation

    /// The physical orientation: ``UIDeviceOrientation/unknown`` unless orientation
    /// notifications are being generated, as Apple documents, else the one the host last
    /// set (``setOrientation(_:)``), portrait at first.
    public var orientation: UIDeviceOrientation {
        isGeneratingDeviceOrientationNotifications ? physicalOrientation : .unknown
    }
    private var physicalOrientation: UIDeviceOrientation = .portrait

    /// Whether ``orientation`` is reported and its changes posted.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationObservers > 0 }
    private var orientationObservers = 0

    /// Starts reporting the orientation; calls nest, each to be balanced by
    /// ``endGeneratingDeviceOrientationNotifications()``.
    public func beginGeneratingDeviceOrientationNotifications() {
        orientationObservers += 1
    }

    /// Stops reporting the orientation once every begin is balanced.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationObservers = max(0, orientationObservers - 1)
    }

    /// Turns the device to `orientation`, as a user would, and posts
    /// ``orientationDidChangeNotification`` with the device as its object when notifications
    /// are being generated and the orientation changed. A Touchstone addition, for hosts and
    /// tests.
    public func setOrientation(_ orientation: UIDeviceOrientation) {
        requireBound("setOrientation(_:)")
        guard orientation != physicalOrientation else { return }
        physicalOrientation = orientation
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
        }
    }

    /// Posted, with the device as its object, when the orientation changes.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Plays the keyboard's click: records nothing, since no test asks what a keyboard
    /// sounded like.
    public func playInputClick() {}

    // MARK: What the app made the device do

    /// The haptics played on the device, oldest first (R-DV2). A Touchstone addition, for
    /// tests.
    public private(set) var playedFeedback: [PlayedFeedback] = []

    /// The accessibility notifications posted while this device was current, oldest first
    /// (R-DV3). A Touchstone addition, for tests.
    public private(set) var accessibilityPosts: [AccessibilityPost] = []

    /// The accessibility settings ``UIAccessibility`` reports, all off by default (R-DV3).
    /// A Touchstone addition: a test turns VoiceOver or Reduce Motion on here.
    public var accessibility: AccessibilitySettings {
        get { storedAccessibility }
        set {
            requireBound("accessibility")
            let previous = storedAccessibility
            storedAccessibility = newValue
            for name in newValue.statusNotifications(since: previous) {
                NotificationCenter.default.post(name: name, object: nil)
            }
        }
    }
    private var storedAccessibility = AccessibilitySettings()

    /// Adds `feedback` to ``playedFeedback``.
    func record(_ feedback: PlayedFeedback) {
        playedFeedback.append(feedback)
    }

    /// Adds `post` to ``accessibilityPosts``.
    func record(_ post: AccessibilityPost) {
        accessibilityPosts.append(post)
    }

    /// Forgets what was played and posted. A Touchstone addition, for tests that check one
    /// step at a time.
    public func removeRecords() {
        playedFeedback.removeAll()
        accessibilityPosts.removeAll()
    }

    private func requireBound(_ member: String) {
        precondition(!isDefault, "UIDevice.current is the unbound default, so \(member) would be lost; bind one first: UIDevice.withCurrent(UIDevice()) { … }")
    }
}
