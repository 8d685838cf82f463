import Foundation
import Testing
import Touchstone
import TouchstoneFormats
@testable import TouchstoneReplay
import TouchstoneTesting

/// Scenes.
@MainActor
@Suite struct SceneTests {
    /// The standard scene reads, with its recognizers in processing order.
    @Test func standardScene() {
        #expect(Scene.standard.recognizerNames == [
            "double-tap", "tap", "two-finger-tap", "long-press", "edge-left", "edge-right",
            "swipe-left", "swipe-right", "swipe-up", "swipe-down", "pan", "pinch", "rotation",
        ])
    }

    /// A scene builds views with their frames and flags, recognizers with their UIKit properties.
    @Test func building() throws {
        let scene = try readScene(sceneText(views: """
        [{"name": "red", "tag": 1, "recognizers": [
           {"name": "press", "class": "UILongPressGestureRecognizer", "minimumPressDuration": 0.8, "allowableMovement": 20,
            "numberOfTouchesRequired": 2, "cancelsTouchesInView": false, "allowedTouchTypes": ["pencil"]},
           {"name": "swipe", "class": "UISwipeGestureRecognizer", "direction": ["up", "down"]},
           {"name": "edge", "class": "UIScreenEdgePanGestureRecognizer", "edges": "right", "maximumNumberOfTouches": 1}
         ], "subviews": [
           {"name": "label", "class": "UILabel", "frame": [10, 20, 30, 40], "isUserInteractionEnabled": true, "alpha": 0.5}
         ]}]
        """)).get()
        let runtime = SceneRuntime(scene: scene, size: CGSize(width: 300, height: 600))
        let red = try #require(runtime.window.subviews.first)
        #expect(red.frame == CGRect(x: 0, y: 0, width: 300, height: 600))
        #expect(red.tag == 1)
        let label = try #require(red.subviews.first as? UILabel)
        #expect(label.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(label.isUserInteractionEnabled && label.alpha == 0.5)
        let press = try #require(runtime.recognizer(named: "press") as? UILongPressGestureRecognizer)
        #expect(press.minimumPressDuration == 0.8 && press.allowableMovement == 20 && press.numberOfTouchesRequired == 2)
        #expect(!press.cancelsTouchesInView && press.allowedTouchTypes == [NSNumber(value: UITouch.TouchType.pencil.rawValue)])
        #expect(press.name == "press")
        #expect((runtime.recognizer(named: "swipe") as? UISwipeGestureRecognizer)?.direction == [.up, .down])
        #expect((runtime.recognizer(named: "edge") as? UIScreenEdgePanGestureRecognizer)?.edges == .right)
    }

    /// The window takes the scene's size, or the input's screen.
    @Test func windowSize() throws {
        let recording = TouchRecording(frames: [], screen: CGSize(width: 123, height: 456), summary: "empty")
        #expect(try Replay.run(recording, through: .standard).screen == CGSize(width: 123, height: 456))
        let sized = try readScene("""
        {"format": "touchstone-scene", "version": 1, "name": "sized", "window": {"width": 390, "height": 844}, "views": []}
        """).get()
        #expect(try Replay.run(recording, through: sized).screen == CGSize(width: 390, height: 844))
    }

    // MARK: Bad scenes

    /// A relation naming a missing recognizer.
    @Test func missingRecognizer() {
        let error = readScene(sceneText(views: #"[{"name": "v", "recognizers": [{"name": "single", "class": "UITapGestureRecognizer"}]}]"#,
                                        relations: #"{"requireToFail": [["single", "doubel"]]}"#)).error
        #expect(error?.kind == .unknownReference)
        #expect(error?.description == "scene.json:3: relations.requireToFail[0][1]: no recognizer named \"doubel\" in the scene")
    }

    /// A delegate refusing touches in a missing view.
    @Test func missingView() {
        let error = readScene(sceneText(views: """
        [{"name": "v", "recognizers": [{"name": "tap", "class": "UITapGestureRecognizer", "delegate": {"ignoresTouchesIn": ["yelow"]}}]}]
        """)).error
        #expect(error?.kind == .unknownReference)
        #expect(error?.location.field == "views[0].recognizers[0].delegate.ignoresTouchesIn[0]")
    }

    /// A recognizer property that its class does not have.
    @Test func unknownRecognizerProperty() {
        let error = readScene(sceneText(views: """
        [{"name": "v", "recognizers": [{"name": "tap", "class": "UITapGestureRecognizer", "numberOfTapRequired": 2}]}]
        """)).error
        #expect(error?.kind == .unknownProperty)
        #expect(error?.location.field == "views[0].recognizers[0].numberOfTapRequired")
        #expect(error?.message.hasPrefix("unknown property \"numberOfTapRequired\" (known here: ") == true)
        #expect(error?.message.contains("numberOfTapsRequired") == true)
    }

    /// A property of another class: a pan has no numberOfTapsRequired.
    @Test func propertyOfAnotherClass() {
        let error = readScene(sceneText(views: """
        [{"name": "v", "recognizers": [{"name": "pan", "class": "UIPanGestureRecognizer", "numberOfTapsRequired": 2}]}]
        """)).error
        #expect(error?.kind == .unknownProperty)
    }

    /// A view property that does not exist, an unknown class, a bad value.
    @Test func badViews() {
        #expect(readScene(sceneText(views: #"[{"name": "v", "colour": "red"}]"#)).error?.kind == .unknownProperty)
        #expect(readScene(sceneText(views: #"[{"name": "v", "class": "UIWebView"}]"#)).error?.message.hasPrefix("unknown view class \"UIWebView\"") == true)
        #expect(readScene(sceneText(views: #"[{"name": "v", "frame": [0, 0, -5, 10]}]"#)).error?.kind == .invalidValue)
        #expect(readScene(sceneText(views: """
        [{"name": "v", "recognizers": [{"name": "t", "class": "UITapGestureRecognizer", "numberOfTapsRequired": 0}]}]
        """)).error?.message == "numberOfTapsRequired must be at least 1, not 0")
        #expect(readScene(sceneText(views: """
        [{"name": "v", "recognizers": [{"name": "s", "class": "UISwipeGestureRecognizer", "direction": "sideways"}]}]
        """)).error?.message == "\"sideways\" is not one of right, left, up, down")
    }

    /// Values the controls cannot take are refused with the property's place, not trapped on.
    @Test func controlValuesThatWouldTrap() {
        // Before: a stepper with these values hit UIStepper's preconditions, and the
        // segmented control allocated 8 GB and aborted.
        func error(_ view: String) -> InputError? { readScene(sceneText(views: "[\(view)]")).error }
        let zeroStep = error(#"{"name": "s", "class": "UIStepper", "stepValue": 0}"#)
        #expect(zeroStep?.description == "scene.json:2: views[0].stepValue: stepValue must be positive, not 0.0")
        #expect(error(#"{"name": "s", "class": "UIStepper", "stepValue": -1}"#)?.kind == .invalidValue)
        #expect(error(#"{"name": "s", "class": "UIStepper", "minimumValue": 5, "maximumValue": 5}"#)?.description
                == "scene.json:2: views[0].minimumValue: minimumValue 5.0 must be below maximumValue 5.0")
        #expect(error(#"{"name": "s", "class": "UIStepper", "minimumValue": 200}"#)?.message
                == "minimumValue 200.0 must be below maximumValue 100.0")
        #expect(error(#"{"name": "s", "class": "UIStepper", "maximumValue": -3}"#)?.location.field == "views[0].maximumValue")
        #expect(error(#"{"name": "s", "class": "UISegmentedControl", "segments": 999999999999999}"#)?.message
                == "segments must be at most 1000, not 999999999999999")
    }

    /// A stepper's range is applied whole, whichever bound moves past the other's default.
    @Test func stepperRange() throws {
        let scene = try readScene(sceneText(views: """
        [{"name": "high", "class": "UIStepper", "minimumValue": 150, "maximumValue": 200, "value": 170, "stepValue": 0.5},
         {"name": "low", "class": "UIStepper", "minimumValue": -20, "maximumValue": -10}]
        """)).get()
        let runtime = SceneRuntime(scene: scene, size: CGSize(width: 300, height: 300))
        let high = try #require(runtime.window.subviews[0] as? UIStepper)
        let low = try #require(runtime.window.subviews[1] as? UIStepper)
        #expect(high.minimumValue == 150 && high.maximumValue == 200 && high.value == 170 && high.stepValue == 0.5)
        #expect(low.minimumValue == -20 && low.maximumValue == -10 && low.value == -10)
    }

    /// Two things with one name.
    @Test func duplicateName() {
        let error = readScene(sceneText(views: """
        [{"name": "tap", "recognizers": [{"name": "tap", "class": "UITapGestureRecognizer"}]}]
        """)).error
        #expect(error?.message == "the name \"tap\" is already used in this scene")
    }

    /// Not a scene, or a scene from a later version.
    @Test func formatAndVersion() {
        #expect(readScene(#"{"format": "touchstone-trace", "version": 1}"#).error?.message
                    == "not a Touchstone scene: format is \"touchstone-trace\", expected \"touchstone-scene\"")
        #expect(readScene(#"{"format": "touchstone-scene", "version": 7, "name": "x", "views": []}"#).error?.kind == .unsupportedVersion)
    }

    // MARK: Relations at work

    /// A view that refuses a recognizer vetoes it (R-S4), and the delegate answers as the scene says.
    @Test func vetoesAndDelegates() throws {
        let scene = try readScene(sceneText(views: """
        [{"name": "v", "refusesRecognizers": ["tap"], "recognizers": [
           {"name": "tap", "class": "UITapGestureRecognizer"},
           {"name": "other", "class": "UITapGestureRecognizer", "delegate": {"shouldBegin": false}}
        ]}]
        """)).get()
        let recording = TouchRecording(frames: [
            TouchFrame(time: 0, changes: [TouchChange(finger: 1, phase: .began, location: CGPoint(x: 5, y: 5))]),
            TouchFrame(time: 0.05, changes: [TouchChange(finger: 1, phase: .ended, location: CGPoint(x: 5, y: 5))]),
        ], screen: CGSize(width: 100, height: 100), summary: "tap")
        let result = try Replay.run(recording, through: scene)
        #expect(result.gestures.isEmpty)
        #expect(result.explanations == [
            "tap failed at 0.050 s: vetoed by its touch's view (gestureRecognizerShouldBegin) (R-S4)",
            "other failed at 0.050 s: vetoed by its delegate (gestureRecognizerShouldBegin) (R-S4)",
        ])
    }
}
