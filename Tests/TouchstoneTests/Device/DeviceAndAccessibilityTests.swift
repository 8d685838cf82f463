import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A slider that tells VoiceOver its value as it changes, as accessible apps write it.
@MainActor private final class AnnouncingSlider: UISlider {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: Selector("announce", AnnouncingSlider.announce), for: .valueChanged)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func announce() {
        guard UIAccessibility.isVoiceOverRunning else { return }
        UIAccessibility.post(notification: .announcement, argument: "\(Int((value * 100).rounded())) percent")
    }
}

/// Values a notification observer collects on the main actor.
@MainActor private final class Recorded<Value> {
    var values: [Value] = []
}

@MainActor
@Suite("The device, haptics and accessibility, per test (R-DV1–R-DV3)")
struct DeviceAndAccessibilityTests {
    // R-DV1: Apple's UIDevice.orientation page: "the value of this property always returns 0
    // unless orientation notifications have been enabled by calling
    // beginGeneratingDeviceOrientationNotifications"; a change is posted with the device.
    @Test func theOrientationIsUnknownUntilNotificationsAreGenerated() {
        let device = UIDevice(userInterfaceIdiom: .pad)
        UIDevice.withCurrent(device) {
            #expect(UIDevice.current === device)
            #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.model == "iPad")
            #expect(UIDevice.current.orientation == .unknown)
            let posted = Recorded<UIDeviceOrientation>()
            let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                                  object: device, queue: nil) { _ in
                MainActor.assumeIsolated { posted.values.append(device.orientation) }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            device.setOrientation(.landscapeLeft)  // not generating: no post
            device.beginGeneratingDeviceOrientationNotifications()
            #expect(device.orientation == .landscapeLeft && device.orientation.isLandscape)
            device.setOrientation(.faceUp)
            #expect(posted.values == [.faceUp])
            device.endGeneratingDeviceOrientationNotifications()
            #expect(device.orientation == .unknown)
        }
        #expect(UIDevice.current !== device)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemVersion == "18.0")
    }

    // R-DV3: with VoiceOver on, the slider's value changes are announced; VoiceOver's swipe up
    // (accessibilityIncrement) raises a 0…1 slider by a tenth; with VoiceOver off, nothing is
    // posted.
    @Test func theSliderAnnouncesItsValueWhileVoiceOverRuns() {
        let device = UIDevice()
        UIDevice.withCurrent(device) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let slider = AnnouncingSlider(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
            slider.value = 0.5
            window.addSubview(slider)
            slider.accessibilityIncrement()
            #expect(device.accessibilityPosts.isEmpty)
            #expect(abs(slider.value - 0.6) < 1e-6)

            device.accessibility.isVoiceOverRunning = true
            #expect(UIAccessibility.isVoiceOverRunning)
            slider.accessibilityIncrement()
            slider.accessibilityDecrement()
            slider.accessibilityDecrement()
            #expect(device.accessibilityPosts.map(\.notification) == [.announcement, .announcement, .announcement])
            #expect(device.accessibilityPosts.map(\.announcement) == ["70 percent", "60 percent", "50 percent"])
        }
    }

    // R-DV3: turning a setting on posts its status notification; the default device reports
    // every setting off and video autoplay on.
    @Test func settingReduceMotionPostsItsStatusNotification() {
        #expect(!UIAccessibility.isReduceMotionEnabled && UIAccessibility.isVideoAutoplayEnabled)
        let device = UIDevice()
        let posts = Recorded<Bool>()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                                              object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { posts.values.append(UIAccessibility.isReduceMotionEnabled) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIDevice.withCurrent(device) {
            device.accessibility.isReduceMotionEnabled = true
            #expect(UIAccessibility.isReduceMotionEnabled)
        }
        #expect(posts.values.contains(true))  // this test's post, read in this test's device
        #expect(!UIAccessibility.isReduceMotionEnabled)
    }

    // R-DV2: a generator attached to a view takes its window's time, and its location.
    @Test func anAttachedGeneratorRecordsItsWindowsTimeAndTheLocation() throws {
        let device = UIDevice()
        try UIDevice.withCurrent(device) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            try window.advanceTime(to: 2.5)
            let generator = UISelectionFeedbackGenerator(view: view)
            generator.selectionChanged(at: CGPoint(x: 10, y: 20))
            UIImpactFeedbackGenerator(style: .rigid, view: view).impactOccurred(intensity: 1.7)
            #expect(device.playedFeedback == [
                UIDevice.PlayedFeedback(kind: .selection, timestamp: 2.5, location: CGPoint(x: 10, y: 20)),
                UIDevice.PlayedFeedback(kind: .impact(.rigid, intensity: 1), timestamp: 2.5),
            ])
        }
    }

    // R-DV1–R-DV3, R-TR2, R-O4: two windows in two concurrent tasks, each with its own
    // application and device, interleaving at every step, never see each other's idiom,
    // settings, haptics, posts or interface style.
    @Test func twoConcurrentTestsNeverSeeEachOthersDeviceTraitsHapticsOrSettings() async {
        struct Seen: Equatable, Sendable {
            var idiom: UIUserInterfaceIdiom
            var voiceOver: Bool
            var reduceMotion: Bool
            var haptics: [UIDevice.PlayedFeedback.Kind]
            var announcements: [String?]
            var style: UIUserInterfaceStyle
        }
        @MainActor func run(pad: Bool) async -> Seen {
            let device = UIDevice(userInterfaceIdiom: pad ? .pad : .phone)
            return await UIDevice.withCurrent(device) {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                let view = UIView(frame: window.bounds)
                window.addSubview(view)
                if pad { device.accessibility.isVoiceOverRunning = true } else { device.accessibility.isReduceMotionEnabled = true }
                await Task.yield()
                window.overrideUserInterfaceStyle = pad ? .dark : .light
                await Task.yield()
                for _ in 0..<(pad ? 3 : 1) {
                    if pad { UISelectionFeedbackGenerator().selectionChanged() } else { UINotificationFeedbackGenerator().notificationOccurred(.error) }
                    await Task.yield()
                }
                UIAccessibility.post(notification: .announcement, argument: pad ? "pad" : "phone")
                await Task.yield()
                return Seen(idiom: UIDevice.current.userInterfaceIdiom, voiceOver: UIAccessibility.isVoiceOverRunning,
                            reduceMotion: UIAccessibility.isReduceMotionEnabled,
                            haptics: UIDevice.current.playedFeedback.map(\.kind),
                            announcements: UIDevice.current.accessibilityPosts.map(\.announcement),
                            style: view.traitCollection.userInterfaceStyle)
            }
        }
        async let pad = run(pad: true)
        async let phone = run(pad: false)
        let (padSeen, phoneSeen) = await (pad, phone)
        #expect(padSeen == Seen(idiom: .pad, voiceOver: true, reduceMotion: false,
                                haptics: [.selection, .selection, .selection], announcements: ["pad"], style: .dark))
        #expect(phoneSeen == Seen(idiom: .phone, voiceOver: false, reduceMotion: true,
                                  haptics: [.notification(.error)], announcements: ["phone"], style: .light))
    }
}
