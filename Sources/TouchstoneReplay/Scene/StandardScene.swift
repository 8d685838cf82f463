import Foundation
import TouchstoneFormats

extension Scene {
    /// "The standard recognizers": one full-screen view with the common gestures, the
    /// scene that answers "what gestures is this input?".
    ///
    /// Single and double tap with the usual requirement (the single tap waits for the
    /// double tap to fail), a two-finger tap, a long press, swipes in four directions, a
    /// pan, pinch and rotation recognizing together, and screen-edge pans from the left
    /// and right edges. Attachment order is processing order (R-A2): the edge pans come
    /// before the pan, and the swipes before the pan, so that when both could act on the
    /// same event the more specific gesture wins. There is no requirement between pan and
    /// swipes: as in UIKit, a pan that begins first blocks the swipes.
    public static var standard: Scene {
        // The text is checked by the tests; a failure here is a bug in this file.
        do {
            return try read(standardSceneText, file: "standard scene")
        } catch {
            preconditionFailure("the built-in standard scene does not read: \(error)")
        }
    }

    /// The standard scene in the scene format, as `touchstone scene --standard` prints it.
    nonisolated public static let standardSceneText = """
    {
      "format": "touchstone-scene",
      "version": 1,
      "name": "the standard recognizers",
      "description": "One full-screen view with the common gestures: what gestures is this input?",
      "views": [
        {
          "name": "screen",
          "frame": "fill",
          "isMultipleTouchEnabled": true,
          "recognizers": [
            {"name": "double-tap", "class": "UITapGestureRecognizer", "numberOfTapsRequired": 2},
            {"name": "tap", "class": "UITapGestureRecognizer"},
            {"name": "two-finger-tap", "class": "UITapGestureRecognizer", "numberOfTouchesRequired": 2},
            {"name": "long-press", "class": "UILongPressGestureRecognizer"},
            {"name": "edge-left", "class": "UIScreenEdgePanGestureRecognizer", "edges": "left"},
            {"name": "edge-right", "class": "UIScreenEdgePanGestureRecognizer", "edges": "right"},
            {"name": "swipe-left", "class": "UISwipeGestureRecognizer", "direction": "left"},
            {"name": "swipe-right", "class": "UISwipeGestureRecognizer", "direction": "right"},
            {"name": "swipe-up", "class": "UISwipeGestureRecognizer", "direction": "up"},
            {"name": "swipe-down", "class": "UISwipeGestureRecognizer", "direction": "down"},
            {"name": "pan", "class": "UIPanGestureRecognizer"},
            {"name": "pinch", "class": "UIPinchGestureRecognizer"},
            {"name": "rotation", "class": "UIRotationGestureRecognizer"}
          ]
        }
      ],
      "relations": {
        "requireToFail": [["tap", "double-tap"]],
        "simultaneous": [["pinch", "rotation"]]
      }
    }
    """
}
