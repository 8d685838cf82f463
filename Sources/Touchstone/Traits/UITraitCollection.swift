import Foundation

/// The traits of a view's environment that layout adapts to (R-TR1): size classes, the
/// idiom, the display scale, the interface style and the layout direction. A view's and a
/// view controller's come from the window they are in: its size and its screen, the host's
/// to set, so that two windows in two tests never see each other's.
///
/// **Decision:** size classes follow the window's size as iOS's devices give them: a window
/// on a screen whose shorter side is at least 700 points is an iPad's, regular in both
/// dimensions; otherwise a phone's, regular in width only from 900 points (a Max phone in
/// landscape) and compact in height below 500 points (any phone in landscape).
@MainActor
open class UITraitCollection {
    /// The width's size class.
    public private(set) var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class.
    public private(set) var verticalSizeClass: UIUserInterfaceSizeClass
    /// The kind of device.
    public private(set) var userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point of the screen.
    public private(set) var displayScale: CGFloat
    /// Light or dark; light unless a host sets otherwise.
    public private(set) var userInterfaceStyle: UIUserInterfaceStyle
    /// The direction leading runs; left to right.
    public private(set) var layoutDirection: UITraitEnvironmentLayoutDirection

    /// Creates traits with every value unspecified.
    public convenience init() {
        self.init(traitsFrom: [])
    }

    /// Creates traits with only the width's size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traitsFrom: [])
        self.horizontalSizeClass = horizontalSizeClass
    }

    /// Creates traits with only the height's size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traitsFrom: [])
        self.verticalSizeClass = verticalSizeClass
    }

    /// Creates traits with only the idiom specified.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(traitsFrom: [])
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Creates traits with only the display scale specified.
    public convenience init(displayScale: CGFloat) {
        self.init(traitsFrom: [])
        self.displayScale = displayScale
    }

    /// Creates traits with only the interface style specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(traitsFrom: [])
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Creates traits with only the layout direction specified.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(traitsFrom: [])
        self.layoutDirection = layoutDirection
    }

    /// Creates traits that combine `traitCollections`: each trait is the last one that
    /// specifies it, as UIKit's merge is.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified, userInterfaceIdiom: .unspecified,
                  displayScale: 0, userInterfaceStyle: .unspecified, layoutDirection: .unspecified)
        for traits in traitCollections {
            if traits.horizontalSizeClass != .unspecified { horizontalSizeClass = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { verticalSizeClass = traits.verticalSizeClass }
            if traits.userInterfaceIdiom != .unspecified { userInterfaceIdiom = traits.userInterfaceIdiom }
            if traits.displayScale != 0 { displayScale = traits.displayScale }
            if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.layoutDirection != .unspecified { layoutDirection = traits.layoutDirection }
        }
    }

    init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
         userInterfaceIdiom: UIUserInterfaceIdiom, displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle,
         layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
    }

    /// The traits of a view of `style` and `direction` in a window of `size` on `screen`
    /// (see the type's decision).
    static func of(windowSize size: CGSize, screen: UIScreen, style: UIUserInterfaceStyle,
                   direction: UITraitEnvironmentLayoutDirection = .leftToRight) -> UITraitCollection {
        let isPad = min(screen.bounds.width, screen.bounds.height) >= 700
        return UITraitCollection(
            horizontalSizeClass: isPad || size.width >= 900 ? .regular : .compact,
            verticalSizeClass: isPad || size.height >= 500 ? .regular : .compact,
            userInterfaceIdiom: isPad ? .pad : .phone, displayScale: screen.scale, userInterfaceStyle: style,
            layoutDirection: direction)
    }

    /// Whether `other` has the same traits.
    func hasSameTraits(as other: UITraitCollection) -> Bool {
        horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceIdiom == other.userInterfaceIdiom && displayScale == other.displayScale
            && userInterfaceStyle == other.userInterfaceStyle && layoutDirection == other.layoutDirection
    }
}

/// A dimension's size class.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

/// The direction of a layout's leading edge.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft
}

/// Something with traits: views and view controllers.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits now.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed from `previousTraitCollection`.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}

extension UIWindow {
    /// Tells the window's views and controllers, parents first, that its traits changed
    /// from `previous` (R-TR1): what a resize or a new screen does when it changes a size
    /// class, the idiom or the scale. Each view's previous traits keep its own style.
    func traitsDidChange(from previous: UITraitCollection) {
        guard !traitCollection.hasSameTraits(as: previous) else { return }
        forEachInSubtree { view in
            view.traitsChanged(from: UITraitCollection(traitsFrom: [
                previous, UITraitCollection(userInterfaceStyle: view.resolvedUserInterfaceStyle),
            ]))
        }
    }
}
