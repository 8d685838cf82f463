import Foundation

/// How a presented view controller covers its presenter (R-NV5), with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: ``pageSheet`` for a view controller (iOS 13 and later).
    case automatic = -2
    /// No presentation style: the value of a push, a pop or a resize.
    case none = -1
    /// Covers the screen; the presenter's views are removed when the presentation ends.
    case fullScreen = 0
    /// A sheet that leaves the top of the presenter in view and can be pulled down.
    case pageSheet = 1
    /// A smaller sheet; as ``pageSheet`` in a compact width.
    case formSheet = 2
    /// Covers the view of the controller that defines the presentation context; that view
    /// is removed when the presentation ends.
    case currentContext = 3
    /// Laid out by the ``UIPresentationController`` the transitioning delegate gives.
    case custom = 4
    /// Covers the screen; the views beneath stay in the hierarchy.
    case overFullScreen = 5
    /// Covers the context's view, which stays in the hierarchy.
    case overCurrentContext = 6
    /// A popover; as ``fullScreen`` in a compact width, as it adapts on iPhone.
    case popover = 7
}

/// The animation of a presentation that has no custom animator (R-NV5), with UIKit's raw
/// values.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom; the default.
    case coverVertical = 0
    /// A flip; Touchstone fades instead (no 3D rendering).
    case flipHorizontal = 1
    /// The presented view fades in.
    case crossDissolve = 2
    /// A page curl; Touchstone fades instead.
    case partialCurl = 3
}
