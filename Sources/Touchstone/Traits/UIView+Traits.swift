import Foundation

extension UIView {
    /// The interface style the view and its subviews take, whatever their window's:
    /// ``UIUserInterfaceStyle/unspecified`` (inherit) by default (R-TR2). Setting it on the
    /// window is how a host turns dark mode on. Views whose traits change hear
    /// `traitCollectionDidChange(_:)` at once.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { inertBox?.overrideUserInterfaceStyle ?? .unspecified }
        set { changingSubtreeTraits { inertProperties.overrideUserInterfaceStyle = newValue } }
    }

    /// The style set nearest the view, on it, its controller or an ancestor; light if none.
    var resolvedUserInterfaceStyle: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if let style = current.inertBox?.overrideUserInterfaceStyle, style != .unspecified { return style }
            if let style = current.viewController?.overrideUserInterfaceStyle, style != .unspecified { return style }
            view = current.superview
        }
        return .light
    }

    /// Makes `change`, then tells each view of the subtree whose traits it changed.
    func changingSubtreeTraits(_ change: () -> Void) {
        guard window != nil else { return change() }
        var before: [(UIView, UITraitCollection)] = []
        forEachInSubtree { before.append(($0, $0.traitCollection)) }
        change()
        for (view, previous) in before { view.traitsChanged(from: previous) }
    }
}

extension UIViewController {
    /// The interface style the controller's view and its children take:
    /// ``UIUserInterfaceStyle/unspecified`` (inherit) by default (R-TR2).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { storedOverrideUserInterfaceStyle }
        set {
            guard let view = viewIfLoaded else { return storedOverrideUserInterfaceStyle = newValue }
            view.changingSubtreeTraits { storedOverrideUserInterfaceStyle = newValue }
        }
    }
}
