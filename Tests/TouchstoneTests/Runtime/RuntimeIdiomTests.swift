import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A controller that observes other objects' properties the Objective-C way and logs what
/// `observeValue(forKeyPath:of:change:context:)` hears.
@MainActor
final class ObservingController: UIViewController {
    static var context = 0
    private(set) var heard: [String] = []
    private(set) var liked: [String] = []

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        guard context == &ObservingController.context else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        let prior = change?[.notificationIsPriorKey] as? Bool == true ? " prior" : ""
        func text(_ value: Any?) -> String {
            guard let value else { return "-" }
            guard let point = value as? CGPoint else { return "\(value)" }
            return "(\(point.x), \(point.y))"
        }
        heard.append("\(keyPath ?? "?")\(prior) old=\(text(change?[.oldKey])) new=\(text(change?[.newKey]))")
    }

    func cardLiked(_ notification: Notification) { liked.append(notification.name.rawValue) }
    func refresh() { liked.append("refresh") }
    func reload(_ sender: Any) { liked.append("refresh \(sender)") }
}

@MainActor @Suite struct KeyValueObservingTests {
    // R-RT1: a Swift key path observation hears each change, with the options' values, in
    // Foundation's order: the prior report, the change, the report after.
    @Test func aKeyPathObservationHearsEachChangeAsItsOptionsSay() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var heard: [String] = []
        var observation: NSKeyValueObservation? = view.observe(\.center, options: [.initial, .new, .old, .prior]) { _, change in
            func text(_ point: CGPoint?) -> String { point.map { "(\($0.x), \($0.y))" } ?? "-" }
            heard.append("\(change.isPrior ? "prior " : "")\(text(change.oldValue)) → \(text(change.newValue))")
        }
        #expect(heard == ["- → (5.0, 5.0)"])
        view.center = CGPoint(x: 20, y: 30)
        #expect(heard == ["- → (5.0, 5.0)", "prior (5.0, 5.0) → -", "(5.0, 5.0) → (20.0, 30.0)"])
        view.frame.origin = .zero   // frame moves the center too
        #expect(heard.last == "(20.0, 30.0) → (5.0, 5.0)")
        _ = observation
        observation = nil           // released: nothing more
        view.center = .zero
        #expect(heard.count == 5)
    }

    // R-RT1: a recognizer's state is observable through a whole gesture, and invalidating
    // the observation stops it.
    @Test func aRecognizersStateIsObservableThroughAGesture() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(pan)
        var states: [UIGestureRecognizer.State] = []
        let observation = pan.observe(\.state, options: [.new]) { _, change in
            if let state = change.newValue, states.last != state { states.append(state) }
        }
        TouchSimulator(window: window).drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50))
        #expect(states == [.began, .changed, .ended, .possible])
        observation.invalidate()
        TouchSimulator(window: window).drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50))
        #expect(states.count == 4)
    }

    // R-RT1: the Objective-C form sends observeValue(forKeyPath:…) with the change
    // dictionary's keys, and a scroll view's contentOffset follows its bounds.
    @Test func theObjectiveCFormSendsTheChangeDictionary() {
        let controller = ObservingController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.addObserver(controller, forKeyPath: "contentOffset", options: [.old, .new, .prior],
                               context: &ObservingController.context)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(controller.heard == ["contentOffset prior old=(0.0, 0.0) new=-", "contentOffset old=(0.0, 0.0) new=(0.0, 40.0)"])
        scrollView.removeObserver(controller, forKeyPath: "contentOffset", context: &ObservingController.context)
        scrollView.contentOffset = .zero
        #expect(controller.heard.count == 2)
    }

    // R-RT1: controls' and controllers' observable properties.
    @Test func controlsAndControllersNotifyTheirObservers() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let controller = UIViewController()
        var heard: [String] = []
        let observations = [
            slider.observe(\.value, options: [.new]) { _, change in heard.append("value \(change.newValue ?? -1)") },
            slider.observe(\.isHighlighted, options: [.new]) { _, change in heard.append("highlighted \(change.newValue ?? false)") },
            controller.observe(\.preferredContentSize, options: [.new]) { _, change in heard.append("size \(change.newValue?.width ?? -1)×\(change.newValue?.height ?? -1)") },
        ]
        slider.value = 0.5
        slider.isHighlighted = true
        controller.preferredContentSize = CGSize(width: 10, height: 20)
        #expect(heard == ["value 0.5", "highlighted true", "size 10.0×20.0"])
        _ = observations
    }
}

@MainActor @Suite struct AssociatedObjectTests {
    private static var strongKey: UInt8 = 0
    private static var weakKey: UInt8 = 0
    private static var copyKey: UInt8 = 0

    // R-RT2: values are the object's own, by key and policy; assign holds weakly.
    @Test func associatedValuesFollowTheirPolicies() {
        let view = UIView(), other = UIView()
        var helper: UIView? = UIView()
        objc_setAssociatedObject(view, &Self.strongKey, "kept", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(view, &Self.weakKey, helper, .OBJC_ASSOCIATION_ASSIGN)
        let original = NSMutableString(string: "copied")
        objc_setAssociatedObject(view, &Self.copyKey, original, .OBJC_ASSOCIATION_COPY)
        original.append(" later")
        #expect(objc_getAssociatedObject(view, &Self.strongKey) as? String == "kept")
        #expect(objc_getAssociatedObject(other, &Self.strongKey) == nil)
        #expect((objc_getAssociatedObject(view, &Self.copyKey) as? NSString).map { String($0) } == "copied")
        #expect(objc_getAssociatedObject(view, &Self.weakKey) as AnyObject? === helper)
        helper = nil
        #expect(objc_getAssociatedObject(view, &Self.weakKey) == nil)
        objc_setAssociatedObject(view, &Self.strongKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(view, &Self.strongKey) == nil)
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &Self.copyKey) == nil)
    }
}

@MainActor @Suite struct PerformSelectorTests {
    // R-RT3: perform now, with an argument, after a delay of host time, cancelled.
    @Test func performSendsTheSelectorNowOrOnTheWindowsClock() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = ObservingController()
        window.rootViewController = controller
        let refresh = Selector("refresh", ObservingController.refresh)
        let refreshWith = Selector("reload:", ObservingController.reload(_:))
        controller.perform(refresh)
        controller.perform(refreshWith, with: "now")
        #expect(controller.liked == ["refresh", "refresh now"])
        controller.perform(refreshWith, with: "later", afterDelay: 1)
        let fingers = TouchSimulator(window: window)
        fingers.advance(by: 0.9)
        #expect(controller.liked.count == 2)
        fingers.advance(by: 0.2)
        #expect(controller.liked.last == "refresh later")
        controller.perform(refresh, with: nil, afterDelay: 1)
        NSObject.cancelPreviousPerformRequests(withTarget: controller)
        fingers.advance(by: 2)
        #expect(controller.liked.count == 3)
        controller.performSelector(onMainThread: refresh, with: nil, waitUntilDone: true)
        #expect(controller.liked.count == 4)
        #expect(controller.responds(to: refresh))
        #expect(!UIView().responds(to: refresh))
    }
}

@MainActor @Suite struct SelectorNotificationTests {
    // R-RT4: a selector observer hears the notifications it asked for, until it is removed
    // or goes.
    @Test func aSelectorObserverHearsItsNotificationsUntilRemoved() {
        let center = NotificationCenter()
        let controller = ObservingController()
        let sender = UIView()
        let selector = Selector("cardLiked:", ObservingController.cardLiked)
        center.addObserver(controller, selector: selector, name: Notification.Name("liked"), object: sender)
        center.post(name: Notification.Name("liked"), object: sender)
        center.post(name: Notification.Name("liked"), object: UIView())   // another sender
        center.post(name: Notification.Name("other"), object: sender)
        #expect(controller.liked == ["liked"])
        center.removeObserver(controller, name: Notification.Name("liked"), object: nil)
        center.post(name: Notification.Name("liked"), object: sender)
        #expect(controller.liked == ["liked"])
        var gone: ObservingController? = ObservingController()
        center.addObserver(gone!, selector: selector, name: nil, object: nil)
        gone = nil
        center.post(name: Notification.Name("liked"), object: nil)   // nobody left to hear it
    }
}

@MainActor @Suite struct ControllerDefaultsTests {
    // R-R2: the default view has the screen's bounds before it is in a window.
    @Test func theDefaultViewHasTheScreensBounds() {
        #expect(UIViewController().view.bounds == UIScreen.main.bounds)
        let tablet = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366), scale: 2)
        UIScreen.$main.withValue(tablet) {
            #expect(UIViewController().view.bounds.size == CGSize(width: 1024, height: 1366))
        }
    }

    // R-TR1: a resize across a size class reaches traitCollectionDidChange, and the root
    // view's side margins follow the width's class (R-AL8).
    @Test func aSizeClassChangeReachesTraitCollectionDidChange() {
        final class TraitController: UIViewController {
            var changes: [UIUserInterfaceSizeClass] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                changes.append(traitCollection.horizontalSizeClass)
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = TraitController()
        window.rootViewController = controller
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.systemMinimumLayoutMargins.leading == 16)
        window.resize(to: CGSize(width: 844, height: 390))   // a phone turned: still compact width, compact height
        #expect(controller.changes == [.compact])
        window.resize(to: CGSize(width: 932, height: 430))   // a Max phone turned: regular width
        #expect(controller.changes == [.compact, .regular])
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        #expect(controller.traitCollection.userInterfaceIdiom == .phone)
    }

    // R-TR1: traits made in a test combine as UIKit's `init(traitsFrom:)` documents: each
    // trait from the last collection that specifies it.
    @Test func traitCollectionsMadeInATestMergeLastSpecifiedWins() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(displayScale: 3),
        ])
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.verticalSizeClass == .unspecified)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(merged.displayScale == 3)
        #expect(UITraitCollection().userInterfaceIdiom == .unspecified)
    }
}
