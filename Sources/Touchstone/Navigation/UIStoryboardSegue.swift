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

    /// Creates a segue whose ``perform()`` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    private var performHandler: (() -> Void)?

    /// Runs the segue's transition: the handler it was made with; otherwise nothing, for
    /// subclasses to present or push.
    open func perform() { performHandler?() }
}

/// How a registered segue shows its destination (R-NV10), as a storyboard's segue kinds.
public enum SegueKind: Sendable {
    /// Pushes onto the source's navigation controller, or presents when there is none
    /// (a storyboard's "Show").
    case show
    /// Presents modally (a storyboard's "Present Modally").
    case presentModally
}

/// Segues without a storyboard (R-NV10): a controller registers the segues its storyboard
/// would have drawn, and code performs them by name as on iOS.
extension UIViewController {
    /// Registers a segue named `identifier` from this controller, as a storyboard draws
    /// one: `destination` makes its destination each time it runs. A Touchstone addition:
    /// there are no storyboards.
    public func registerSegue(withIdentifier identifier: String, kind: SegueKind = .show,
                              destination: @escaping () -> UIViewController) {
        registeredSegues[identifier] = SegueRegistration(kind: kind, destination: destination)
    }

    /// The segue ``UIViewController/performSegue(withIdentifier:sender:)`` runs.
    func performRegisteredSegue(withIdentifier identifier: String, sender: Any?) {
        guard let registration = registeredSegues[identifier] else {
            preconditionFailure("Receiver (\(type(of: self))) has no segue with identifier '\(identifier)'; register it with registerSegue(withIdentifier:kind:destination:)")
        }
        let destination = registration.destination()
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [unowned self] in
            switch registration.kind {
            case .show:
                if let navigationController {
                    navigationController.pushViewController(destination, animated: true)
                } else {
                    present(destination, animated: true)
                }
            case .presentModally:
                present(destination, animated: true)
            }
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}

/// A segue a controller registered (R-NV10).
struct SegueRegistration {
    let kind: SegueKind
    let destination: () -> UIViewController
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
