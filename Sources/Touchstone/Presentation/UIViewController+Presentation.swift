import Foundation

/// What a presented controller's presentation keeps while it lasts (R-NV5).
@MainActor
final class PresentationState {
    /// The controller that presents: the one that defines the context, or the root of the
    /// presenting controller's hierarchy.
    private(set) weak var presenting: UIViewController?
    let style: UIModalPresentationStyle
    let controller: UIPresentationController
    let container: UIView
    /// Whether the presenter's view leaves the hierarchy while the presentation lasts.
    let removesPresentersView: Bool
    /// Where the presenter's view was, while it is out of the hierarchy.
    var removedView: (view: UIView, superview: UIView, index: Int)?

    init(presenting: UIViewController, style: UIModalPresentationStyle, controller: UIPresentationController,
         container: UIView, removesPresentersView: Bool) {
        self.presenting = presenting
        self.style = style
        self.controller = controller
        self.container = container
        self.removesPresentersView = removesPresentersView
    }

    /// Takes `view` out of the hierarchy, remembering its place.
    func remove(_ view: UIView) {
        guard let superview = view.superview else { return }
        removedView = (view, superview, superview.subviews.firstIndex { $0 === view } ?? 0)
        view.removeFromSuperview()
    }

    /// Puts the removed view back where it was, beneath the presentation.
    func restoreRemovedView() {
        guard let (view, superview, index) = removedView else { return }
        removedView = nil
        superview.insertSubview(view, at: min(index, superview.subviews.count))
    }
}

/// Presentation and dismissal (R-NV5, R-NV6): a controller presents another over its own
/// content in the style the presented one asks for, with the animator its transitioning
/// delegate gives or the standard one, and dismisses it the same way.
extension UIViewController {
    /// The presentation ``UIViewController/present(_:animated:completion:)`` makes.
    func presentController(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                           completion: (() -> Void)?) {
        let presented = viewControllerToPresent
        guard let window = viewIfLoaded?.window else {
            return OneTimeNotes.write(key: "present-offscreen-\(type(of: self))") {
                "Touchstone: \(type(of: self)).present(_:animated:completion:) was called while its view is not in a window; nothing was presented, as on iOS."
            }
        }
        let style = Self.resolved(presented.modalPresentationStyle, in: window.traitCollection)
        let presenting = presentationHost(for: style)
        guard presenting.presentedStorage == nil, presented.presentationState == nil,
              presented.activeTransition == nil, presented !== presenting else {
            return OneTimeNotes.write(key: "present-busy-\(type(of: presenting))") {
                "Touchstone: \(type(of: presenting)) is already presenting or \(type(of: presented)) is already presented; nothing was presented, as on iOS."
            }
        }
        let controller = presented.makePresentationController(for: style, presenting: presenting, source: self)
        let container = PresentationContainerView(presentationController: controller)
        let contextView: UIView = presenting.view
        if style == .currentContext || style == .overCurrentContext, let superview = contextView.superview {
            container.frame = contextView.frame
            superview.insertSubview(container, aboveSubview: contextView)
        } else {
            container.frame = window.bounds
            window.addSubview(container)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.containerView = container
        let removes = switch style {
        case .fullScreen, .currentContext, .popover: true
        case .custom: controller.shouldRemovePresentersView
        default: false
        }
        let state = PresentationState(presenting: presenting, style: style, controller: controller,
                                      container: container, removesPresentersView: removes)
        presented.presentationState = state
        presenting.presentedStorage = presented
        presented.isBeingPresented = true
        let presentedView = controller.presentedView ?? presented.view!
        let finalFrame = controller.frameOfPresentedViewInContainerView
        let delegate = presented.transitioningDelegate
        let animator: (any UIViewControllerAnimatedTransitioning)? = flag
            ? delegate?.animationController(forPresented: presented, presenting: presenting, source: self)
                ?? StandardTransition(.present(presented.modalTransitionStyle))
            : nil
        let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let context = TransitionContext(
            container: container,
            from: .init(controller: presenting, view: removes ? contextView : nil, initialFrame: contextView.frame,
                        finalFrame: removes ? .zero : contextView.frame),
            to: .init(controller: presented, view: presentedView, initialFrame: .zero, finalFrame: finalFrame),
            disappearing: removes ? [presenting] : [], appearing: [presented],
            animator: animator, interactionController: interaction, presentationStyle: style
        ) { completed in
            presented.isBeingPresented = false
            controller.presentationTransitionDidEnd(completed)
            if completed {
                if removes { state.remove(contextView) }
            } else {
                presentedView.removeFromSuperview()
                container.removeFromSuperview()
                presented.presentationState = nil
                presenting.presentedStorage = nil
            }
        }
        context.didEnd = { completed in if completed { completion?() } }
        controller.presentationTransitionWillBegin()
        if animator == nil {
            presentedView.frame = finalFrame
            container.addSubview(presentedView)
        }
        context.start()
    }

    /// Dismissal driven by `interaction` when a sheet is pulled down (R-NV6).
    func dismiss(animated flag: Bool, interaction: UIPercentDrivenInteractiveTransition?,
                 completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController ?? presentationRoot,
              let state = presented.presentationState, let presenting = state.presenting,
              presented.activeTransition == nil, presenting.activeTransition == nil else { return }
        if let above = presented.presentedStorage { above.dismiss(animated: false) }
        let controller = state.controller
        let presentedView = controller.presentedView ?? presented.view!
        let restores = state.removedView != nil
        let presenterView = state.removedView?.view
        presented.isBeingDismissed = true
        let delegate = presented.transitioningDelegate
        let animator: (any UIViewControllerAnimatedTransitioning)? = flag
            ? delegate?.animationController(forDismissed: presented) ?? StandardTransition(.dismiss(presented.modalTransitionStyle))
            : nil
        let interactionController = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
            ?? interaction
        let context = TransitionContext(
            container: state.container,
            from: .init(controller: presented, view: presentedView, initialFrame: presentedView.frame, finalFrame: .zero),
            to: .init(controller: presenting, view: presenterView, initialFrame: presenterView?.frame ?? .zero,
                      finalFrame: presenterView?.frame ?? .zero),
            disappearing: [presented], appearing: restores ? [presenting] : [],
            animator: animator, interactionController: interactionController, presentationStyle: state.style
        ) { completed in
            presented.isBeingDismissed = false
            controller.dismissalTransitionDidEnd(completed)
            if completed {
                presentedView.removeFromSuperview()
                state.container.removeFromSuperview()
                presented.presentationState = nil
                presenting.presentedStorage = nil
            } else if let presenterView {
                state.remove(presenterView)
            }
        }
        context.didEnd = { completed in if completed { completion?() } }
        // Back beneath the presentation once the context sends the appearance callbacks.
        state.restoreRemovedView()
        controller.dismissalTransitionWillBegin()
        context.start()
    }

    /// The presentation controller of the controller's presentation: made on first access
    /// for ``modalPresentationStyle``, so that its delegate can be set before presenting,
    /// as on iOS (R-NV5).
    public var presentationController: UIPresentationController? {
        if let controller = storedPresentationController { return controller }
        let style = Self.resolved(modalPresentationStyle, in: traitCollection)
        let controller = Self.standardPresentationController(for: style, presented: self, presenting: nil)
        storedPresentationController = controller
        return controller
    }

    /// The controller of this one's ancestors (itself included) that was presented.
    private var presentationRoot: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if current.presentationState != nil { return current }
            controller = current.parent
        }
        return nil
    }

    /// The controller that presents for this one (R-NV5): for the context styles, the
    /// nearest of itself and its ancestors that defines the presentation context; for the
    /// others, the root of its hierarchy.
    private func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
        var controller = self
        if style == .currentContext || style == .overCurrentContext {
            while !controller.definesPresentationContext, let parent = controller.parent { controller = parent }
            return controller
        }
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// The style a presentation takes (R-NV5): `.automatic` is a page sheet; a popover is
    /// full screen in a compact width, as it adapts on iPhone.
    static func resolved(_ style: UIModalPresentationStyle, in traits: UITraitCollection) -> UIModalPresentationStyle {
        switch style {
        case .automatic: .pageSheet
        case .popover where traits.horizontalSizeClass != .regular: .fullScreen
        case .none: .fullScreen
        default: style
        }
    }

    /// The presentation controller for `style`: the transitioning delegate's for
    /// `.custom`, UIKit's standard ones otherwise. One made before the presentation for
    /// another style is replaced, keeping its delegate.
    private func makePresentationController(for style: UIModalPresentationStyle, presenting: UIViewController,
                                            source: UIViewController) -> UIPresentationController {
        let made: UIPresentationController
        if style == .custom, let custom = transitioningDelegate?.presentationController(
            forPresented: self, presenting: presenting, source: source) {
            made = custom
        } else if let stored = storedPresentationController, type(of: stored) == Self.standardType(for: style) {
            made = stored
        } else {
            made = Self.standardPresentationController(for: style, presented: self, presenting: presenting)
        }
        if made !== storedPresentationController { made.delegate = made.delegate ?? storedPresentationController?.delegate }
        made.setPresenting(presenting)
        storedPresentationController = made
        return made
    }

    private static func standardType(for style: UIModalPresentationStyle) -> UIPresentationController.Type {
        switch style {
        case .pageSheet, .formSheet: SheetPresentationController.self
        default: UIPresentationController.self
        }
    }

    private static func standardPresentationController(for style: UIModalPresentationStyle, presented: UIViewController,
                                                       presenting: UIViewController?) -> UIPresentationController {
        switch style {
        case .pageSheet, .formSheet: SheetPresentationController(presentedViewController: presented, presenting: presenting)
        default: UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }
}

/// The view a presentation's transitions run in: it tells its presentation controller of
/// its layout, and keeps the presented view at the controller's frame while no transition
/// runs.
@MainActor
final class PresentationContainerView: UIView {
    private unowned let presentationController: UIPresentationController

    init(presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("a presentation makes its container view")
    }

    override func layoutSubviews() {
        presentationController.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        let presented = presentationController.presentedViewController
        // A custom presentation controller places its presented view itself, as on iOS.
        if presented.activeTransition == nil, presented.presentationState?.style != .custom,
           let view = presentationController.presentedView, view.superview === self {
            view.frame = presentationController.frameOfPresentedViewInContainerView
        }
        presentationController.containerViewDidLayoutSubviews()
    }
}
