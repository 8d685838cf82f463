import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// R-I4 and R-I5: the Selector-taking target-action API, as the rewriter of `#selector`
// emits it (`SELECTOR.md`).

/// A controller as ported from iOS, its `#selector`s rewritten.
@MainActor private final class Handlers: UIViewController {
    var calls: [String] = []

    func handleTap(_ sender: UITapGestureRecognizer) { calls.append("handleTap(\(sender.state))") }
    func done() { calls.append("done") }
    func tapped(_ sender: UIButton) { calls.append("tapped") }
    func tapped(_ sender: UIButton, for event: UIEvent) { calls.append("tapped(for: \(event.allTouches?.count ?? 0))") }
}

/// A responder up the chain that handles a nil-targeted action.
@MainActor private final class ChainController: UIViewController {
    var calls: [String] = []
    func save(_ sender: UIControl) { calls.append("save") }
}

/// A recognizer subclass that overrides the designated initializer, as iOS code does.
@MainActor private final class CountingTap: UITapGestureRecognizer {
    static let madeLabel = "counting"
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        name = Self.madeLabel
    }
}

@MainActor @Suite struct SelectorTargetActionTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))

    @Test func selectorsAreEqualByName() {
        // R-I4: Objective-C selectors are equal by name.
        let a = Selector("done", Handlers.done)
        let b = Selector("done", ChainController.viewDidLoad)
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a != Selector("handleTap(_:)", Handlers.handleTap(_:)))
        #expect(a.description == "done")
    }

    @Test func aRecognizerSubclassOverridesTheDesignatedInitializerAndSendsWithAndWithoutTheSender() {
        // R-I4: init(target:action:) is UIKit's designated initializer
        // (developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:));
        // an action method may take the recognizer or nothing.
        let handlers = Handlers()
        let tap = CountingTap(target: handlers, action: Selector("handleTap(_:)", Handlers.handleTap(_:)))
        tap.addTarget(handlers, action: Selector("done", Handlers.done))
        tap.addTarget(handlers, action: Selector("done", Handlers.done))  // the same pair again: once
        #expect(tap.name == CountingTap.madeLabel)
        window.addGestureRecognizer(tap)
        let fingers = TouchSimulator(window: window)
        fingers.tap(at: CGPoint(x: 100, y: 100))
        #expect(handlers.calls == ["handleTap(ended)", "done"])

        tap.removeTarget(handlers, action: Selector("handleTap(_:)", Handlers.handleTap(_:)))
        fingers.advance(by: 1)
        fingers.tap(at: CGPoint(x: 100, y: 100))
        #expect(handlers.calls == ["handleTap(ended)", "done", "done"])

        tap.removeTarget(nil, action: nil)
        fingers.advance(by: 1)
        fingers.tap(at: CGPoint(x: 100, y: 100))
        #expect(handlers.calls.count == 3)
    }

    @Test func theTypedFormsStillWork() {
        // R-I4: the typed method references and closures stay.
        let handlers = Handlers()
        let tap = UITapGestureRecognizer(target: handlers, action: Handlers.handleTap)
        window.addGestureRecognizer(tap)
        TouchSimulator(window: window).tap(at: CGPoint(x: 100, y: 100))
        #expect(handlers.calls == ["handleTap(ended)"])
    }

    @Test func aControlSendsSelectorsWithTheSenderAndTheEventAndRemovesThemByName() {
        // R-I5: addTarget(_:action:for:), actions(forTarget:forControlEvent:) and
        // removeTarget(_:action:for:) (developer.apple.com/documentation/uikit/uicontrol).
        let handlers = Handlers()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(button)
        let tapped = Selector("tapped(_:)", Handlers.tapped(_:))
        let tappedFor = Selector("tapped(_:for:)", Handlers.tapped(_:for:))
        button.addTarget(handlers, action: tapped, for: .touchUpInside)
        button.addTarget(handlers, action: tappedFor, for: .touchUpInside)
        #expect(button.actions(forTarget: handlers, forControlEvent: .touchUpInside) == ["tapped(_:)", "tapped(_:for:)"])
        TouchSimulator(window: window).tap(at: CGPoint(x: 50, y: 50))
        #expect(handlers.calls == ["tapped", "tapped(for: 1)"])

        button.removeTarget(handlers, action: tapped, for: .touchUpInside)
        #expect(button.actions(forTarget: handlers, forControlEvent: .touchUpInside) == ["tapped(_:for:)"])
        button.sendActions(for: .touchUpInside)
        #expect(handlers.calls == ["tapped", "tapped(for: 1)", "tapped(for: 0)"])
    }

    @Test func aNilTargetSendsTheActionUpTheResponderChain() {
        // R-I5: "If target is nil, the app sends the message to the first responder, from
        // whence it progresses up the responder chain until it is handled"
        // (developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)).
        let controller = ChainController()
        window.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(frame: window.bounds)
        controller.view.addSubview(container)
        container.addSubview(button)
        button.addTarget(nil, action: Selector("save(_:)", ChainController.save), for: .touchUpInside)
        TouchSimulator(window: window).tap(at: CGPoint(x: 50, y: 50))
        #expect(controller.calls == ["save"])
        // Nobody up the chain has it: nothing happens.
        button.sendAction(Selector("done", Handlers.done), to: nil, for: nil)
        #expect(controller.calls == ["save"])
    }
}
