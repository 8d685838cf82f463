import Foundation

/// The object that manages a presented view controller from its presentation to its
/// dismissal (R-NV5): the container view the transition runs in, the frame of the
/// presented view, whether the presenter's view is removed, and the will/did hooks of both
/// transitions. A `.custom` presentation uses the one its transitioning delegate gives;
/// the other styles use UIKit's standard ones. Subclass it, as on iOS, to lay out a
/// drawer or a card.
@MainActor
open class UIPresentationController: NSObject {
    private weak var presenting: UIViewController?

    /// The controller presented.
    public let presentedViewController: UIViewController

    /// The object told of the presentation's adaptations and of attempts to dismiss it.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The view the presentation's transitions run in, once the presentation started.
    open internal(set) var containerView: UIView?

    /// Creates the presentation controller of `presentedViewController`, presented by
    /// `presentingViewController` (`nil`: decided when the presentation starts).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenting = presentingViewController
        super.init()
    }

    /// The controller that presents; the presented one itself until the presentation
    /// starts, when it was not given.
    open var presentingViewController: UIViewController { presenting ?? presentedViewController }

    func setPresenting(_ controller: UIViewController) { presenting = controller }

    /// The presented controller's style (R-NV5).
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The style the presentation takes in the current traits: the delegate's answer, or
    /// ``presentationStyle``.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: containerView?.traitCollection ?? presentedViewController.traitCollection)
    }

    /// The style the presentation takes in `traitCollection`: the delegate's answer, or
    /// ``presentationStyle``.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard let delegate else { return presentationStyle }
        let style = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        return style == .none ? presentationStyle : style
    }

    /// The view the transitions animate: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view rests in the container: the container's bounds.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen; `true`.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the hierarchy once the presentation ends;
    /// `false`, as UIKit's default (R-NV5).
    open var shouldRemovePresentersView: Bool { false }

    /// Called before the presentation's animation starts. The default does nothing.
    open func presentationTransitionWillBegin() {}

    /// Called when the presentation completed (`true`) or was cancelled. The default does
    /// nothing.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called before the dismissal's animation starts. The default does nothing.
    open func dismissalTransitionWillBegin() {}

    /// Called when the dismissal completed (`true`) or was cancelled. The default does
    /// nothing.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container view lays out its subviews. The default does nothing.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container view laid out its subviews. The default does nothing.
    open func containerViewDidLayoutSubviews() {}

    /// The traits of the presentation: its container's, or the presented controller's.
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentedViewController.traitCollection
    }
}

/// The object a presentation controller tells of its adaptations and of the user's
/// attempts to dismiss a sheet (R-NV6). Every method has a default.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to; `.none` (the default) keeps the presentation's.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to in `traitCollection`; by default the answer of
    /// ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Whether a pull on the sheet may dismiss it; `true` by default.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when a pull on the sheet starts dismissing it.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called when a pull dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when a pull tried to dismiss a sheet that may not be dismissed.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.none`: no adaptation.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
    /// The answer of ``adaptivePresentationStyle(for:)``.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// `true`.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
