import Foundation

/// The application as stored values (R-I9): its delegate, its windows and the key window,
/// which ported code reads (`UIApplication.shared.windows`, the delegate's `window`). It
/// runs nothing: there is no run loop, no launch and no scenes; a host or test sends events
/// to windows directly.
///
/// **Decision: no global mutable singleton.** ``shared`` is a task-local value, like
/// ``UIScreen/main``: a test or host that wants an application binds its own,
/// `UIApplication.withShared(UIApplication()) { … }`, which tests running in
/// parallel cannot see. The default application, seen when none is bound, has no
/// delegate and no windows and cannot be changed: setting its delegate is a programmer
/// error that traps, saying how to bind one, and ``UIWindow/makeKeyAndVisible()`` only
/// shows the window.
@MainActor
open class UIApplication: UIResponder {
    /// Whether this is the unbound default, which cannot change.
    private let isDefault: Bool

    /// Creates an application with no delegate and no windows, for a host or test to bind
    /// as ``shared``. A Touchstone addition: UIKit makes the one application itself.
    public override init() {
        isDefault = false
        super.init()
    }

    private init(default: Void) {
        isDefault = true
        super.init()
    }

    /// The application code running now sees as UIKit's `UIApplication.shared`: the one
    /// bound with ``withShared(_:operation:)``, else an empty default, made
    /// afresh on each read (see the type's decision).
    public static var shared: UIApplication { bound ?? UIApplication(default: ()) }

    @TaskLocal private static var bound: UIApplication?

    /// The bound application, without making a default: what the event path reads.
    static var boundApplication: UIApplication? { bound }

    /// Runs `operation` with `application` as ``shared``, for it and every task it starts.
    /// A Touchstone addition, for hosts and tests.
    public static func withShared<R>(_ application: UIApplication, operation: () throws -> R) rethrows -> R {
        try $bound.withValue(application, operation: operation)
    }

    /// The application's delegate, held strongly (UIKit's `UIApplicationMain` keeps it
    /// alive for the app's life).
    public var delegate: (any UIApplicationDelegate)? {
        get { storedDelegate }
        set {
            precondition(!isDefault, "UIApplication.shared is the unbound default; bind one first: UIApplication.withShared(UIApplication()) { … }")
            storedDelegate = newValue
        }
    }
    private var storedDelegate: (any UIApplicationDelegate)?

    /// The application's Core Animation transactions (R-CA8).
    lazy var transactions = TransactionStack(application: self)

    /// The windows made key and visible in this application, from back to front: by
    /// ``UIWindow/windowLevel``, then in the order they were made key
    /// (``UIWindow/makeKeyAndVisible()``), with the delegate's ``UIApplicationDelegate/window``
    /// first of its level when it has one not already listed. Held weakly.
    public var windows: [UIWindow] {
        var result = registeredWindows.compactMap(\.window)
        if let delegateWindow = storedDelegate?.window ?? nil, !result.contains(delegateWindow) {
            result.insert(delegateWindow, at: 0)
        }
        return result.enumerated().sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }
    private var registeredWindows: [WeakWindow] = []

    /// The window that last became key (``UIWindow/makeKey()``); `nil` when none did or it
    /// has gone.
    public var keyWindow: UIWindow? { keyWindowReference.window }
    private var keyWindowReference = WeakWindow(window: nil)

    /// Makes `window` this application's key window, listing it in ``windows``.
    func makeKey(_ window: UIWindow) {
        guard !isDefault else { return }
        registeredWindows.removeAll { $0.window == nil }
        if !registeredWindows.contains(where: { $0.window === window }) {
            registeredWindows.append(WeakWindow(window: window))
        }
        keyWindowReference = WeakWindow(window: window)
    }

    // MARK: Ignoring interaction (R-TR4)

    /// Starts ignoring touches: until every call is balanced by
    /// ``endIgnoringInteractionEvents()``, a touch that begins in any of the application's
    /// windows is delivered to no view and no gesture recognizer, as if it fell outside
    /// them (R-TR4). Touches already down go on as before, so that their sequences end.
    /// Deprecated in iOS 13 and still common in gesture code that locks the screen during
    /// an animation. On the unbound default this traps, saying how to bind one.
    public func beginIgnoringInteractionEvents() {
        precondition(!isDefault, "UIApplication.shared is the unbound default; bind one first: UIApplication.withShared(UIApplication()) { … }")
        ignoringCount += 1
    }

    /// Balances one ``beginIgnoringInteractionEvents()``.
    public func endIgnoringInteractionEvents() {
        ignoringCount = max(0, ignoringCount - 1)
    }

    /// Whether `UIView.animate…` animates in this application (R-AN10).
    var animationsEnabled = true

    /// Whether touches are being ignored (R-TR4).
    public var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }
    private var ignoringCount = 0

    /// The delegate: the application's next responder, as in UIKit when it is a responder.
    open override var next: UIResponder? { storedDelegate as? UIResponder }

    private struct WeakWindow {
        weak var window: UIWindow?
    }
}

/// The application delegate: for ported code, its ``window``. A headless application
/// launches nothing, so the launch callbacks are not called.
@MainActor
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
    /// The app's main window, as UIKit's optional requirement reads through the protocol:
    /// `.none` when the delegate does not declare `var window: UIWindow?`, else its value,
    /// so that `UIApplication.shared.delegate?.window??.rootViewController` reads as on iOS.
    /// **Decision:** Swift has optional requirements only for Objective-C protocols, so the
    /// delegate's own `window` stored property is found by reflection (`Mirror`); a
    /// computed one is not seen.
    public var window: UIWindow?? {
        for child in Mirror(reflecting: self).children where child.label == "window" {
            if let window = child.value as? UIWindow? { return .some(window) }
        }
        return .none
    }
}

extension UIWindow {
    /// Makes the window the shared application's key window (``UIApplication/keyWindow``)
    /// and lists it in its windows; with no application bound, does nothing more (R-I9).
    public func makeKey() {
        UIApplication.shared.makeKey(self)
    }

    /// Shows the window (``UIView/isHidden`` becomes `false`) and makes it key
    /// (``makeKey()``).
    public func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Whether touches beginning now reach no view, because the bound application ignores
    /// interaction events (R-TR4).
    var isIgnoringInteraction: Bool { UIApplication.boundApplication?.isIgnoringInteractionEvents ?? false }

    /// Whether the window is the shared application's key window.
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// The screen the window is on: the ``UIScreen/main`` screen when it was first asked,
    /// unless set (R-I6).
    public var screen: UIScreen {
        get {
            if let screen = inertProperties.screen { return screen }
            let screen = UIScreen.main
            inertProperties.screen = screen
            return screen
        }
        set { inertProperties.screen = newValue }
    }
}
