import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`; public ones are computed over them.

/// A rectangular region of the screen that receives touches and can carry gesture
/// recognizers.
///
/// Touchstone's views are headless: they keep geometry (`bounds`, `center`, `transform`)
/// and a hierarchy, which is all that hit testing, coordinate conversion and touch
/// delivery need, and draw nothing. Coordinate conversion lives in
/// `UIView+Conversion.swift`.
@MainActor
open class UIView: UIResponder {
    // Geometry is stored as UIKit stores it: bounds, center and transform; `frame` is
    // derived, which is what makes a rotated view's frame its bounding box.
    @exclusivity(unchecked) var storedBounds: CGRect
    @exclusivity(unchecked) var storedCenter: CGPoint
    @exclusivity(unchecked) var storedTransform: CGAffineTransform = .identity

    /// Creates a view with the given frame rectangle, in its superview's coordinates.
    public init(frame: CGRect) {
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }

    /// Creates a view with UIKit's defaults and a zero frame. UIKit decodes the view from
    /// a nib or storyboard here; Touchstone has neither, so `coder` is not read (R-I3).
    public required init?(coder: NSCoder) {
        storedBounds = .zero
        storedCenter = .zero
        super.init()
    }

    /// Creates a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry

    /// The view's rectangle in its own coordinate system. Changing `origin` shifts the
    /// content (and subviews) the way scrolling does.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            observingChange(of: self is UIScrollView ? Self.scrollBoundsChange : Self.boundsChange) {
                let old = storedBounds
                storedBounds = newValue
                geometryDidChange(bounds: old, center: storedCenter)
            }
        }
    }

    /// The center of the view in its superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set {
            observingChange(of: Self.centerChange) {
                let old = storedCenter
                storedCenter = newValue
                geometryDidChange(bounds: storedBounds, center: old)
            }
        }
    }

    /// The transform applied around ``center``.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            observingChange(of: Self.transformChange) {
                let old = storedTransform
                storedTransform = newValue
                if AnimationContext.isRecording { AnimationContext.record(.transform(old), of: self) }
            }
        }
    }

    /// The point of the bounds, in unit coordinates ((0, 0) the top left, (1, 1) the
    /// bottom right), that sits at ``center`` and about which ``transform`` applies;
    /// (0.5, 0.5), the middle, by default. Changing it keeps ``center`` and moves the
    /// frame.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set { storedAnchorPoint = newValue }
    }
    @exclusivity(unchecked) var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The point of the bounds, in the view's coordinates, that sits at ``center``.
    var anchorInBounds: CGPoint {
        CGPoint(x: storedBounds.minX + storedBounds.width * storedAnchorPoint.x,
                y: storedBounds.minY + storedBounds.height * storedAnchorPoint.y)
    }

    /// The view's rectangle in its superview's coordinates: the bounding box of the
    /// transformed bounds. Setting it sets ``center`` and the size of ``bounds``.
    open var frame: CGRect {
        get {
            Self.frame(size: storedBounds.size, center: storedCenter, anchorPoint: storedAnchorPoint,
                       transform: storedTransform)
        }
        set {
            observingChange(of: Self.frameChange) {
                let (oldBounds, oldCenter) = (storedBounds, storedCenter)
                storedCenter = CGPoint(x: newValue.minX + newValue.width * storedAnchorPoint.x,
                                       y: newValue.minY + newValue.height * storedAnchorPoint.y)
                storedBounds.size = newValue.size
                geometryDidChange(bounds: oldBounds, center: oldCenter)
            }
        }
    }

    // The properties each geometry setter changes, for their key-value observers (R-RT1).
    static let boundsChange = ["bounds", "frame"]
    static let scrollBoundsChange = ["bounds", "frame", "contentOffset"]
    static let centerChange = ["center", "frame"]
    static let frameChange = ["frame", "bounds", "center"]
    static let transformChange = ["transform", "frame"]
    static let hiddenChange = ["isHidden"]
    static let alphaChange = ["alpha"]

    // MARK: Flags

    /// An integer you can use to find the view with ``viewWithTag(_:)``.
    open var tag: Int { get { storedTag } set { storedTag = newValue } }
    @exclusivity(unchecked) private var storedTag: Int = 0
    /// Hidden views, and their subviews, receive no touches (R-H1).
    open var isHidden: Bool {
        get { storedIsHidden }
        set {
            guard newValue != storedIsHidden else { return }
            observingChange(of: Self.hiddenChange) { storedIsHidden = newValue }
            storedLayoutItem?.arrangingStack?.arrangementDidChange()  // a stack collapses it (R-AL9)
        }
    }
    @exclusivity(unchecked) var storedIsHidden: Bool = false
    /// Views with `alpha < 0.01` receive no touches (R-H1).
    open var alpha: CGFloat {
        get { storedAlpha }
        set {
            observingChange(of: Self.alphaChange) {
                let old = storedAlpha
                storedAlpha = newValue
                if AnimationContext.isRecording { AnimationContext.record(.alpha(old), of: self) }
            }
        }
    }
    @exclusivity(unchecked) var storedAlpha: CGFloat = 1
    /// When `false`, touches pass through the view and its subviews (R-H1).
    open var isUserInteractionEnabled: Bool { get { storedIsUserInteractionEnabled } set { storedIsUserInteractionEnabled = newValue } }
    @exclusivity(unchecked) private var storedIsUserInteractionEnabled: Bool = true
    /// When `false` (the default), the view's own responder methods receive only the first
    /// touch of a multi-touch sequence (R-T6).
    open var isMultipleTouchEnabled: Bool { get { storedIsMultipleTouchEnabled } set { storedIsMultipleTouchEnabled = newValue } }
    @exclusivity(unchecked) private var storedIsMultipleTouchEnabled: Bool = false
    /// When `true`, the view tracks touches exclusively within its window (R-T7).
    open var isExclusiveTouch: Bool { get { storedIsExclusiveTouch } set { storedIsExclusiveTouch = newValue } }
    @exclusivity(unchecked) private var storedIsExclusiveTouch: Bool = false
    /// Whether subviews are clipped to the bounds. Touches outside the bounds never reach
    /// subviews either way (R-H3).
    open var clipsToBounds: Bool { get { storedClipsToBounds } set { storedClipsToBounds = newValue } }
    @exclusivity(unchecked) var storedClipsToBounds: Bool = false

    // MARK: Hierarchy

    /// The view that contains this one.
    ///
    /// Not `weak`: a weak reference gives its object a side table for good, which makes
    /// every later retain and release of it take a slow path, and views are retained on
    /// the event path. The superview owns this view through ``subviews`` and clears this
    /// reference when it goes (as UIKit's views do).
    open private(set) var superview: UIView? { get { storedSuperview } set { storedSuperview = newValue } }
    @exclusivity(unchecked) unowned(unsafe) var storedSuperview: UIView?
    /// The views this one contains, back to front.
    open private(set) var subviews: [UIView] { get { storedSubviews } set { storedSubviews = newValue } }
    @exclusivity(unchecked) var storedSubviews: [UIView] = []

    /// The view controller whose root view this is, if any (R-R1). Not retained: the
    /// controller owns its view, and clears this when it goes or takes another view.
    @exclusivity(unchecked) unowned(unsafe) var viewController: UIViewController?

    /// The next responder (R-R1): the view controller whose root view this is, otherwise
    /// the superview.
    open override var next: UIResponder? { viewController ?? storedSuperview }

    override var responderWindow: UIWindow? { window }

    /// The window this view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.storedSuperview
        }
        return nil
    }

    /// Adds `view` in front of the other subviews, removing it from its old superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range), removing
    /// it from its old superview.
    ///
    /// A view that changes superview hears, in UIKit's order (R-R3): its
    /// ``willMove(toSuperview:)``; when its window changes, ``willMove(toWindow:)`` on it
    /// and each of its descendants; the old superview's ``willRemoveSubview(_:)``; the
    /// move; ``didMoveToWindow()`` on each; its ``didMoveToSuperview()``; then this view's
    /// ``didAddSubview(_:)``. A view that only changes place among its siblings hears
    /// nothing.
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !descends(from: view), "insertSubview: a view cannot contain itself or an ancestor")
        var index = index
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: old)
            if old < index { index -= 1 }
            storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.announceWindowChange(to: newWindow, leaving: oldWindow) }
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
            if view.superview === oldSuperview {
                view.autoLayoutSubtreeWillLeave(oldSuperview)
                view.detachFromSuperview()
            }
        }
        // What the callbacks ran may have placed the view already.
        guard view.superview == nil else { return }
        storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
        view.superview = self
        view.subtreeDidJoin(self)
        view.autoLayoutSubtreeDidJoin()
        if oldWindow !== newWindow {
            view.forEachInSubtree {
                $0.didMoveToWindow()
                $0.controllerDidMove(to: newWindow)
                if let newWindow {
                    $0.markConstraintUpdatesOnJoiningWindow()
                    $0.queueDisplayOnJoining(newWindow)
                }
            }
        }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Inserts `view` just above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: index)
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview. Recognizers in it (or its subviews) that are
    /// in the middle of a gesture are cancelled, as when disabled (R-S8).
    ///
    /// The superview's ``willRemoveSubview(_:)`` comes first, then the view's
    /// ``willMove(toSuperview:)`` and, when it was in a window, ``willMove(toWindow:)`` on
    /// it and each descendant, all with `nil`; after the move ``didMoveToWindow()`` on
    /// each and ``didMoveToSuperview()`` (R-R3). A first responder inside it resigns
    /// (R-R4).
    ///
    /// Decision: the touches that began in it (or its subviews) end there first, while it
    /// is still in place: a view that heard a touch's `touchesBegan` gets
    /// `touchesCancelled`, which travels up the same responder chain (R-T8), so that a
    /// control that a subview passed the touch to stops tracking. The view hears nothing
    /// more of those touches, wherever it goes; the recognizers of its former ancestors
    /// keep them.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        guard superview === parent else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if let oldWindow { announceWindowChange(to: nil, leaving: oldWindow) }
        guard superview === parent else { return }
        autoLayoutSubtreeWillLeave(parent)
        detachFromSuperview()
        parent.setNeedsLayout()
        if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow(); $0.controllerDidMove(to: nil) } }
        didMoveToSuperview()
    }

    /// Takes the view out of its superview's list, after its touches ended there (see
    /// ``removeFromSuperview()``).
    private func detachFromSuperview() {
        window?.gestureEnvironment.viewWillLeaveSuperview(self)
        // What the cancellation called may have moved the view already.
        guard let parent = superview else { return }
        let window = self.window
        parent.storedSubviews.removeAll { $0 === self }
        superview = nil
        // Detached first: what the withdrawn recognizers stop holding reaches the view
        // where it now is, not up a responder chain it has left.
        window?.gestureEnvironment.viewDidLeaveWindow(self)
    }

    /// Tells the view and each descendant, parents first, that their window becomes
    /// `newWindow`; a first responder among them (or a view controller of theirs) resigns
    /// from `oldWindow` (R-R4).
    private func announceWindowChange(to newWindow: UIWindow?, leaving oldWindow: UIWindow?) {
        forEachInSubtree {
            $0.removeAnimationsLeavingWindow()
            $0.controllerWillMove(to: newWindow)
            $0.willMove(toWindow: newWindow)
        }
        oldWindow?.resignFirstResponder(ifInside: self)
    }

    /// Calls `body` on the view and each descendant, parents first.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in storedSubviews { subview.forEachInSubtree(body) }
    }

    /// Exchanges the subviews at `index1` and `index2` of ``subviews``.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        precondition(storedSubviews.indices.contains(index1) && storedSubviews.indices.contains(index2),
                     "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): the view has \(storedSubviews.count) subviews")
        storedSubviews.swapAt(index1, index2)
    }

    // MARK: Lifecycle (R-R3)

    /// Called before the view's superview changes to `newSuperview` (`nil`: removal). The
    /// default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view's superview changed. The default does nothing.
    open func didMoveToSuperview() {}

    /// Called before the view's window changes to `newWindow` (`nil`: it leaves its
    /// window), on the view that moves and each of its descendants. The default does
    /// nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view's window changed, on the view that moved and each of its
    /// descendants. The default does nothing.
    open func didMoveToWindow() {}

    /// Called after `subview` was added to this view. The default does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Called before `subview` is removed from this view. The default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether this view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { descends(from: view) }

    /// ``isDescendant(of:)`` for the engine, which does not go through an override.
    final func descends(from view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            WorkMeter.step()
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// The view itself or the first descendant (depth first) whose ``tag`` is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // A view that goes leaves no dangling back references in the subviews and
    // recognizers it owned but that someone else still holds.
    isolated deinit {
        for subview in subviews { subview.superview = nil }
        for recognizer in attachedRecognizers { recognizer.storedView = nil }
        storedLayer?.viewDidGo()
        storedLayoutItem?.viewDidGo()
    }

    // MARK: Layout (R-LY1–R-LY4, Layout/)

    /// The view's layout flags and autoresizing settings.
    @exclusivity(unchecked) var layoutState = LayoutState()

    /// Lays out the subviews. Called by the layout pass (``UIView/layoutIfNeeded()``), parents
    /// before their subviews; override it to set your subviews' frames, and call `super`
    /// for the subviews placed by constraints. The default gives those the frames the
    /// layout engine solved (R-AL2); autoresizing happens when the bounds change, not here.
    open func layoutSubviews() { applyFramesFromEngine() }

    /// Marks the view as needing layout: the pass runs before the window's next event, at
    /// the end of the current one, or when ``layoutIfNeeded()`` asks (R-LY1).
    open func setNeedsLayout() { markNeedsLayout() }

    /// Runs the layout pass now over this view's subtree if any view in it needs layout;
    /// otherwise does nothing (R-LY1).
    open func layoutIfNeeded() { runLayoutPass() }

    /// How the view resizes when its superview's bounds change size (R-LY4). Empty by
    /// default.
    open var autoresizingMask: AutoresizingMask {
        get { layoutState.autoresizingMask }
        set { layoutState.autoresizingMask = newValue }
    }

    /// Whether the view resizes its subviews by their ``autoresizingMask`` when its bounds
    /// change size; `true` by default.
    open var autoresizesSubviews: Bool {
        get { layoutState.autoresizesSubviews }
        set { layoutState.autoresizesSubviews = newValue }
    }

    // MARK: Auto Layout (R-AL1–R-AL12, Layout/AutoLayout/)
    //
    // UIKit's Auto Layout members are declared here, in the class, so that subclasses can
    // override them as on iOS; each forwards to the implementation in Layout/AutoLayout/.

    /// The view's part in Auto Layout, made the first time it takes part.
    @exclusivity(unchecked) var storedLayoutItem: LayoutItem?

    /// Whether the view's frame and autoresizing mask become constraints that pin it
    /// (R-AL4); `true` by default, as for any view made in code. Set it to `false` to place
    /// the view with constraints of your own.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedLayoutItem?.translatesAutoresizingMaskIntoConstraints ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }

    /// The constraints installed on this view: those whose items' closest common ancestor
    /// it is, activated (R-AL1).
    open var constraints: [NSLayoutConstraint] { storedLayoutItem?.installed ?? [] }

    /// Installs `constraint` on this view, which activates it.
    open func addConstraint(_ constraint: NSLayoutConstraint) { install(constraint) }

    /// Installs each constraint on this view.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { install(constraint) } }

    /// Removes `constraint` from this view, which deactivates it; a constraint installed
    /// elsewhere is left alone.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { uninstall(constraint) }
    }

    /// Removes each constraint from this view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { removeConstraint(constraint) } }

    /// Updates the view's constraints, in the update pass before layout, subviews first
    /// (R-AL2). Override it to change constraints just in time, and call `super` last.
    open func updateConstraints() {}

    /// Asks for ``updateConstraints()`` at the next update pass.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }

    /// Runs the update pass now over this view's subtree, subviews first, if any view in it
    /// asked for one.
    open func updateConstraintsIfNeeded() { runConstraintUpdatePass() }

    /// Whether the view waits for ``updateConstraints()``.
    open func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Whether the view needs Auto Layout to work: such a view hears
    /// ``updateConstraints()`` when it enters a window even if no constraint was made.
    /// `false` by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size the view's content wants, in either dimension ``noIntrinsicMetric`` when
    /// it has no preference (a plain view's, in both). Auto Layout keeps a view that does
    /// not translate its mask near it, by its hugging and compression resistance (R-AL6).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size that best fits `size`: the view's own size by default, as UIKit's; a
    /// label answers with its text's (R-TX3).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed: it is read again at the
    /// next layout pass.
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }

    /// How strongly the view resists growing beyond its intrinsic size along `axis`;
    /// ``UILayoutPriority/defaultLow`` by default.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let item = storedLayoutItem else { return .defaultLow }
        return axis == .horizontal ? item.hugging.horizontal : item.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setIntrinsicPriority(hugging: true, priority, for: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`;
    /// ``UILayoutPriority/defaultHigh`` by default.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let item = storedLayoutItem else { return .defaultHigh }
        return axis == .horizontal ? item.compressionResistance.horizontal : item.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setIntrinsicPriority(hugging: false, priority, for: axis)
    }

    /// The size the view's constraints give it nearest to `targetSize`, both dimensions at
    /// ``UILayoutPriority/fittingSizeLevel`` (R-AL6).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when it is pulled towards `targetSize` at
    /// the given priorities: `.required` for a dimension fixes it, as a table view's cells
    /// fix their width (R-AL6).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(targetSize, horizontalPriority: horizontalFittingPriority, verticalPriority: verticalFittingPriority)
    }

    /// How far the view's content (its alignment rectangle) is inside its frame; zero by
    /// default. Auto Layout places alignment rectangles (R-AL6).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle of a view whose frame is `frame`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame of a view whose alignment rectangle is `alignmentRect`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose first baseline is this view's: by default ``forLastBaselineLayout``.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose last baseline is this view's: by default the view itself, whose
    /// baseline is its bottom edge unless it shows text (R-AL6).
    open var forLastBaselineLayout: UIView { self }

    /// The view's margins: how far its ``layoutMarginsGuide`` is inside it (beyond its safe
    /// area, R-AL8). 8 points on each side by default; a view controller's root view's are
    /// at least its ``UIViewController/systemMinimumLayoutMargins``.
    open var layoutMargins: UIEdgeInsets {
        get { specifiedLayoutMargins }
        set { setLayoutMargins(newValue) }
    }

    /// The margins by leading and trailing edge: ``layoutMargins`` read in the view's
    /// layout direction, leading on the right in a right-to-left layout (R-TR3).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutMargins, rightToLeft: isRightToLeft) }
        set { layoutMargins = newValue.edgeInsets(rightToLeft: isRightToLeft) }
    }

    /// Whether the view's margins also keep content inside its superview's margins;
    /// `false` by default (R-AL8).
    open var preservesSuperviewLayoutMargins: Bool {
        get { storedLayoutItem?.preservesSuperviewLayoutMargins ?? false }
        set { layoutItem.preservesSuperviewLayoutMargins = newValue; marginsDidChange() }
    }

    /// Whether the margins are measured from the safe area's edges rather than the view's;
    /// `true` by default (R-AL8).
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { storedLayoutItem?.insetsLayoutMarginsFromSafeArea ?? true }
        set { layoutItem.insetsLayoutMarginsFromSafeArea = newValue; marginsDidChange() }
    }

    /// Called when the view's effective margins change. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// The view's margins as a guide: its bounds inset by its margins and, unless
    /// ``insetsLayoutMarginsFromSafeArea`` is false, by its safe area (R-AL8).
    open var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }

    /// The part of the margins guide that is comfortable to read: at most 672 points wide,
    /// centered (R-AL8).
    open var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// How far the view's safe area is inside its bounds: what its window's safe area, and
    /// a view controller's `additionalSafeAreaInsets`, cover of it (R-AL8).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// The view's safe area as a guide (R-AL8).
    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// Called when the view's safe area changes. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Adds `layoutGuide` to the view's guides and makes the view its owner.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { adoptLayoutGuide(layoutGuide) }

    /// Removes `layoutGuide` from the view's guides, with the constraints that name it.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { dropLayoutGuide(layoutGuide) }

    /// The view's layout guides, in the order added.
    open var layoutGuides: [UILayoutGuide] { storedLayoutItem?.guides ?? [] }

    /// Whether the constraints leave the view's frame ambiguous: another frame would
    /// satisfy them as well (R-AL11).
    open var hasAmbiguousLayout: Bool { storedLayoutItem?.hasAmbiguousLayout(alongHorizontalAxis: nil) ?? false }

    /// Moves a view with an ambiguous layout to another frame its constraints allow, at
    /// the next layout pass (R-AL11).
    open func exerciseAmbiguityInLayout() { exerciseAmbiguity() }

    /// The constraints that decide the view's position and size along `axis` (R-AL11).
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        layoutItem.constraintsAffectingLayout(alongHorizontalAxis: axis == .horizontal)
    }

    /// The view's first or last baseline: `heightFraction × height + constant` below its
    /// top. A view without text has its baseline at its bottom; a label overrides it
    /// (R-AL6).
    func baselineOffset(first: Bool) -> (heightFraction: CGFloat, constant: CGFloat) { (1, 0) }

    /// The leading edge (the left edge, left to right).
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItem, .leading) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItem, .trailing) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItem, .left) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItem, .right) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItem, .top) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItem, .bottom) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(layoutItem, .width) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(layoutItem, .height) }
    /// The horizontal center.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(layoutItem, .centerX) }
    /// The vertical center.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItem, .centerY) }
    /// The baseline of the first line of text (the bottom edge of a view without text).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItem, .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge of a view without text).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(layoutItem, .lastBaseline) }

    // MARK: Traits (R-TR1, Traits/)

    /// The view's traits: its window's, from the window's size and screen (R-TR1);
    /// unspecified outside a window.
    open var traitCollection: UITraitCollection {
        guard let window else { return UITraitCollection() }
        return UITraitCollection.of(windowSize: window.bounds.size, screen: window.screen,
                                    style: resolvedUserInterfaceStyle,
                                    direction: isRightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Called when the view's traits changed, after its window's size classes changed
    /// (R-TR1). The default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Accessibility actions (R-DV3, Accessibility/)

    /// What assistive technologies call when the user activates the view (a VoiceOver
    /// double tap); returns whether the view handled it. The default handles nothing, so
    /// that a tap is sent to the view's activation point, as in UIKit.
    open func accessibilityActivate() -> Bool { false }

    /// What assistive technologies call when the user adjusts an adjustable view up (a
    /// VoiceOver swipe up). The default does nothing.
    open func accessibilityIncrement() {}

    /// What assistive technologies call when the user adjusts an adjustable view down. The
    /// default does nothing.
    open func accessibilityDecrement() {}

    /// What assistive technologies call for a three-finger scroll; returns whether the
    /// view scrolled. The default does not.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    /// What assistive technologies call for the escape gesture (a two-finger Z); returns
    /// whether the view dismissed something. The default does not.
    open func accessibilityPerformEscape() -> Bool { false }

    /// What assistive technologies call for the magic tap (a two-finger double tap);
    /// returns whether the view handled it. The default does not.
    open func accessibilityPerformMagicTap() -> Bool { false }

    // MARK: Animation and the layer (R-AN1–R-AN9, Animation/)

    /// The view's properties in flight, one per animated property.
    @exclusivity(unchecked) var runningAnimations: [PropertyAnimation] = []
    /// How many of ``runningAnimations`` belong to animations that disable touches of the
    /// view (no `allowUserInteraction`): while any do, hit testing skips the view.
    @exclusivity(unchecked) var animationsBlockingInteraction = 0
    @exclusivity(unchecked) private var storedLayer: CALayer?

    /// The class of the view's layer: ``CALayer`` by default. Override it to back the view
    /// with a ``CAShapeLayer``, ``CAGradientLayer``, ``CAReplicatorLayer`` or
    /// ``CATextLayer`` (R-LA3).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer, of ``layerClass``, made when first asked: the view's geometry and
    /// opacity through Core Animation's names, the in-flight values of its animations in
    /// ``CALayer/presentation()``, and what its ``draw(_:)`` drew (R-LA1, R-DR2).
    open var layer: CALayer {
        if let storedLayer { return storedLayer }
        let layer = CALayer.make(for: self, ofClass: type(of: self).layerClass)
        storedLayer = layer
        return layer
    }

    /// The layer if it was made.
    var layerIfLoaded: CALayer? { storedLayer }

    // MARK: Drawing (R-DR1, R-DR2, Drawing/)

    /// Draws the view's content in `rect` (the part marked by ``setNeedsDisplay(_:)``, or
    /// the bounds) into ``UIGraphicsGetCurrentContext()``, a recording context whose record
    /// the layer keeps (``CALayer/recordedDrawing``). Called by the window's display pass
    /// after layout, when the view first shows and after each ``setNeedsDisplay()``; never
    /// call it yourself. The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Lays out the view's layer's sublayers, after ``layoutSubviews()`` in the same
    /// layout pass, when the view has a layer: where a view sizes the layers it added
    /// (`gradientLayer.frame = bounds`). The default does nothing more (R-LA3).
    ///
    /// **Difference:** on iOS this method calls ``layoutSubviews()``, so an override that
    /// does not call `super` skips it; here ``layoutSubviews()`` has run already.
    open func layoutSublayers(of layer: CALayer) {}

    /// The action for a change to a layer the view is the delegate of: `NSNull`, so that
    /// the layer does not animate implicitly (R-CA9). Inside animation blocks the view
    /// animates through its own animations (R-AN1), not through actions.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }

    /// Draws the view's layer into `ctx`: makes `ctx` current and calls ``draw(_:)`` with
    /// the part to redraw, as UIKit's view does for its layer.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        drawInCurrentContext(ctx, rect: rectToDraw(dirtyRect: layer.dirtyRect))
    }

    /// Marks the whole view for display: its ``draw(_:)`` runs at the window's next
    /// display pass, once however often it was marked (R-DR1).
    open func setNeedsDisplay() { markNeedsDisplay(bounds) }

    /// Marks `rect` (in the view's coordinates) for display; the next ``draw(_:)`` gets
    /// the union of the rectangles marked since the last (R-DR1).
    open func setNeedsDisplay(_ rect: CGRect) { markNeedsDisplay(rect) }

    // MARK: Gesture recognizers

    @exclusivity(unchecked) var attachedRecognizers: [UIGestureRecognizer] = []
    /// The interactions added with ``addInteraction(_:)``.
    var storedInteractions: [any UIInteraction] = []

    /// The recognizers attached to this view, in insertion order (R-O2), or `nil` when
    /// there are none, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// The attached recognizers without the optional wrapping (engine use).
    var recognizers: [UIGestureRecognizer] { attachedRecognizers }

    /// Attaches `recognizer` to this view, moving it from the view it was attached to
    /// (R-O2). The view holds it strongly.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer.storedView === self { return }
        recognizer.storedView?.removeGestureRecognizer(recognizer)
        attachedRecognizers.append(recognizer)
        recognizer.storedView = self
        window?.gestureEnvironment.recognizerDidAttach(recognizer)
    }

    /// Detaches `recognizer`. Mid-gesture it is cancelled as when disabled (R-S8).
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.storedView === self else { return }
        window?.gestureEnvironment.recognizerWillDetach(recognizer)
        attachedRecognizers.removeAll { $0 === recognizer }
        recognizer.storedView = nil
    }

    /// Asked before a recognizer that would cancel this view's touches leaves the
    /// `possible` state; return `false` to make it fail (R-S4). Controls override this to
    /// win over ancestors' taps (R-A8).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: Hit testing

    /// The farthest descendant (or the view itself) that contains `point`, given in this
    /// view's coordinates, and may receive touches; `nil` if none (R-H1, R-H3).
    ///
    /// Subviews are asked front-most first, each with the point converted into its own
    /// coordinates. Override to extend or shrink the touchable area.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !storedIsHidden, isUserInteractionEnabled, storedAlpha >= 0.01, animationsBlockingInteraction == 0,
              self.point(inside: point, with: event) else { return nil }
        for subview in storedSubviews.reversed() {
            WorkMeter.step()
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) {
                return hit
            }
        }
        return self
    }

    /// Whether `point`, in this view's coordinates, is inside the view: by default
    /// `bounds.contains(point)`, min edges inclusive and max edges exclusive (R-H2).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        storedBounds.contains(point)
    }

    // MARK: Coordinate conversion (R-H4, `UIView+Conversion.swift`)

    /// Converts `point` from this view's coordinates to `view`'s (`nil`: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, to: view) }

    /// Converts `point` from `view`'s coordinates (`nil`: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, from: view) }

    /// Converts `rect` from this view's coordinates to `view`'s (`nil`: the window's): the
    /// bounding box of its converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRect(rect, to: view) }

    /// Converts `rect` from `view`'s coordinates (`nil`: the window's) to this view's: the
    /// bounding box of its converted corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRect(rect, from: view) }

    // MARK: Inert values (R-I8, `StandIns/InertViewProperties.swift`)

    /// Colors, accessibility and the other values only set and read, made on first use.
    @exclusivity(unchecked) var inertBox: InertViewProperties?

    // MARK: Engine bookkeeping

    /// The multi-touch sequence in which this view last accepted a touch for its own
    /// responder methods (R-T6); read and written by the delivery policy only.
    @exclusivity(unchecked) var lastSequenceWithTouch: Int = -1
}
