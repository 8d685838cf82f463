import Foundation

/// How a view's content behaves when the layout direction is right to left, with UIKit's
/// raw values.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follow the layout direction: flip in right-to-left layouts.
    case unspecified = 0
    /// Playback controls (play, rewind): never flipped.
    case playback
    /// Directional controls (a D-pad): never flipped.
    case spatial
    /// Always laid out left to right.
    case forceLeftToRight
    /// Always laid out right to left.
    case forceRightToLeft
}

/// The direction of a user interface's leading edge, with UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft
}

extension UIView {
    /// How the view's content behaves in right-to-left layouts: ``UISemanticContentAttribute/unspecified``
    /// by default (R-TR3). Forcing a direction on a view makes it the direction of the
    /// view and of its subviews that do not force their own: setting
    /// ``UISemanticContentAttribute/forceRightToLeft`` on a window is how a host runs a
    /// right-to-left layout. Views whose traits change hear `traitCollectionDidChange(_:)`,
    /// and the window lays out again, leading and trailing flipped.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { inertBox?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            changingSubtreeTraits { inertProperties.semanticContentAttribute = newValue }
            forEachInSubtree { $0.setNeedsUpdateConstraints() }
            setNeedsLayout()
        }
    }

    /// The direction of the view's layout: the one forced nearest it, on the view or an
    /// ancestor (playback and spatial content force left to right), else the
    /// application's, left to right (R-TR3).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let current = view {
            if let attribute = current.inertBox?.semanticContentAttribute, attribute != .unspecified {
                return Self.userInterfaceLayoutDirection(for: attribute)
            }
            view = current.superview
        }
        return UIApplication.appLayoutDirection
    }

    /// The direction of content with `attribute` in the application's layout direction
    /// (left to right).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.appLayoutDirection)
    }

    /// The direction of content with `semanticContentAttribute` in a layout running
    /// `layoutDirection`: forced directions are theirs, playback and spatial content left
    /// to right, and unspecified content the layout's.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// Whether leading is the view's right edge.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}

extension UIApplication {
    /// The application's layout direction: left to right. Touchstone has no localizations;
    /// a host makes a window right to left with its
    /// ``UIView/semanticContentAttribute`` (R-TR3).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.appLayoutDirection }

    static var appLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
}
