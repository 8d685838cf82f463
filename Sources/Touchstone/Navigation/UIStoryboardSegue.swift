import Foundation

/// A transition from one view controller to another, as a storyboard's segue is: its
/// identifier, its source and its destination, and ``perform()`` (R-I11). Touchstone has no
/// storyboards, so segues are made in code; a controller's ``UIViewController/prepare(for:sender:)``
/// overrides compile and can be tested with one.
@MainActor
open class UIStoryboardSegue {
    /// The segue's name.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue leads to.
    open private(set) var destination: UIViewController

    /// Creates a segue from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Runs the segue's transition. The default does nothing: subclasses present or push.
    open func perform() {}
}

/// The status bar's style. Inert: there is no status bar (R-I11).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// How a change of the status bar animates. Inert (R-I11).
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade, slide
}

/// An interface orientation.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeRight, landscapeLeft
}

/// A set of interface orientations, with UIKit's raw values.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
