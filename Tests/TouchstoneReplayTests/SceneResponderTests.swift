import Foundation
import Testing
import Touchstone
import TouchstoneFormats
@testable import TouchstoneReplay

/// A scene's view controllers and first responder: what they build, what the reader
/// refuses, and where a key press goes (R-R1, R-R4, R-R5).
@MainActor
@Suite struct SceneResponderTests {
    /// A panel with a controller, a field inside it that is first responder, and a
    /// sidebar whose controller is a child of the panel's.
    private static let text = """
    {"format": "touchstone-scene", "version": 1, "name": "form",
     "views": [
       {"name": "panel", "viewController": "form", "subviews": [
         {"name": "field", "frame": [10, 10, 100, 40]},
         {"name": "sidebar", "frame": [200, 0, 100, 300], "viewController": "menu"}
       ]}
     ],
     "firstResponder": "field"}
    """

    /// The controllers sit in the responder chain as UIKit puts them (R-R1), the nested
    /// one is a child of the outer one, and the named view is first responder (R-R4).
    @Test func building() throws {
        let runtime = SceneRuntime(scene: try readScene(Self.text).get(), size: CGSize(width: 300, height: 600))
        let panel = try #require(runtime.window.subviews.first)
        let field = panel.subviews[0], sidebar = panel.subviews[1]
        let form = try #require(panel.next as? UIViewController)
        let menu = try #require(sidebar.next as? UIViewController)
        #expect(form.view === panel && menu.view === sidebar)
        #expect(form.next === runtime.window, "a root view's controller answers the view's superview, the window")
        #expect(menu.next === panel)
        #expect(field.next === panel, "a view without a controller answers its superview")
        #expect(menu.parent === form && form.children.count == 1 && form.children[0] === menu)
        #expect(form.parent == nil)
        #expect(field.isFirstResponder)
        #expect(!panel.canBecomeFirstResponder && !sidebar.canBecomeFirstResponder,
                "only the view the scene names can become first responder")
    }

    /// A key press starts at the first responder and goes up the chain through the
    /// superview and its controller to the window, phase by phase (R-R1, R-R5).
    @Test func keyPressTravelsUpTheChain() throws {
        let session = SceneSession(scene: try readScene(Self.text).get(), screen: CGSize(width: 300, height: 600))
        try session.window.sendPresses([.key(.keyboardA, .began, characters: "a")], at: 0.1)
        try session.window.sendPresses([.key(.keyboardA, .ended, characters: "a")], at: 0.2)
        let chain = ["field", "panel", "form", "window"]
        #expect(session.pressDeliveries == chain.map { PressDelivery(time: 0.1, responder: $0, phase: .began, presses: ["keyboardA"]) }
            + chain.map { PressDelivery(time: 0.2, responder: $0, phase: .ended, presses: ["keyboardA"]) })
    }

    /// Without a first responder a press goes to the window (R-R5, Decision), and a
    /// controller hears none of it.
    @Test func keyPressWithoutFirstResponder() throws {
        let text = Self.text.replacingOccurrences(of: ",\n \"firstResponder\": \"field\"", with: "")
        let session = SceneSession(scene: try readScene(text).get(), screen: CGSize(width: 300, height: 600))
        try session.window.sendPresses([.key(.keyboardReturnOrEnter, .began, characters: "\r")], at: 0)
        #expect(session.pressDeliveries == [PressDelivery(time: 0, responder: "window", phase: .began, presses: ["keyboardReturnOrEnter"])])
    }

    /// A touch in a controller's view reaches the end of the chain unchanged: the
    /// controller passes it on (R-R1).
    @Test func touchesPassThroughController() throws {
        let session = SceneSession(scene: try readScene(Self.text).get(), screen: CGSize(width: 300, height: 600))
        try session.sendTouches([TouchInput(finger: 1, phase: .began, location: CGPoint(x: 50, y: 30))], at: 0)
        let deliveries = session.events.compactMap { event -> String? in
            if case .delivery(let view, let phase, _) = event.kind { return "\(view) \(phase)" }
            return nil
        }
        #expect(deliveries == ["field began"])
    }

    // MARK: Bad scenes

    private func error(_ text: String) -> InputError? { readScene(text).error }

    private func scene(views: String, firstResponder: String? = nil) -> String {
        """
        {"format": "touchstone-scene", "version": 1, "name": "test",
         "views": \(views)\(firstResponder.map { ",\n \"firstResponder\": \($0)" } ?? "")}
        """
    }

    /// A first responder that is not a view of the scene, or not one a scene can make
    /// able, is refused at its key with what it is.
    @Test func badFirstResponder() {
        let views = """
        [{"name": "panel", "viewController": "form", "recognizers": [{"name": "tap", "class": "UITapGestureRecognizer"}],
          "subviews": [{"name": "ok", "class": "UIButton"}]}]
        """
        let unknown = error(scene(views: views, firstResponder: #""feild""#))
        #expect(unknown?.kind == .unknownReference)
        #expect(unknown?.location.field == "firstResponder")
        #expect(unknown?.message == "no view named \"feild\" in the scene")
        let recognizer = error(scene(views: views, firstResponder: #""tap""#))
        #expect(recognizer?.kind == .invalidValue)
        #expect(recognizer?.message == "\"tap\" is a recognizer; the first responder must be a view")
        let controller = error(scene(views: views, firstResponder: #""form""#))
        #expect(controller?.location.field == "firstResponder")
        #expect(controller?.message.hasPrefix("\"form\" is a view controller; the first responder must be a view") == true)
        let button = error(scene(views: views, firstResponder: #""ok""#))
        #expect(button?.kind == .invalidValue)
        #expect(button?.message == "only a UIView can be the first responder in a scene; \"ok\" is of another class")
        #expect(error(scene(views: views, firstResponder: "3"))?.location.field == "firstResponder")
    }

    /// A controller's name is a name of the scene: unique among views, recognizers and
    /// controllers, and not empty.
    @Test func badViewController() {
        let duplicate = error(scene(views: #"[{"name": "a", "viewController": "c"}, {"name": "b", "viewController": "c"}]"#))
        #expect(duplicate?.kind == .invalidValue)
        #expect(duplicate?.location.field == "views[1].viewController")
        #expect(duplicate?.message == "the name \"c\" is already used in this scene")
        #expect(error(scene(views: #"[{"name": "a", "viewController": "a"}]"#))?.message
            == "the name \"a\" is already used in this scene")
        #expect(error(scene(views: #"[{"name": "a", "viewController": "b"}, {"name": "b"}]"#))?.location.field == "views[1].name")
        #expect(error(scene(views: #"[{"name": "a", "viewController": ""}]"#))?.message == "a name cannot be empty")
        #expect(error(scene(views: #"[{"name": "a", "viewController": {"name": "c"}}]"#))?.location.field == "views[0].viewController")
    }
}
