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
        set { storedBounds = newValue }
    }

    /// The center of the view in its superview's coordinates.
    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue }
    }

    /// The transform applied around ``center``.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue }
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
            let size = storedBounds.size
            let local = CGRect(x: -size.width * storedAnchorPoint.x, y: -size.height * storedAnchorPoint.y,
                               width: size.width, height: size.height)
            let transformed = storedTransform.isIdentity ? local : local.applying(storedTransform)
            return transformed.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            storedCenter = CGPoint(x: newValue.minX + newValue.width * storedAnchorPoint.x,
                                   y: newValue.minY + newValue.height * storedAnchorPoint.y)
            storedBounds.size = newValue.size
        }
    }

    // MARK: Flags

    /// An integer you can use to find the view with ``viewWithTag(_:)``.
    open var tag: Int { get { storedTag } set { storedTag = newValue } }
    @exclusivity(unchecked) private var storedTag: Int = 0
    /// Hidden views, and their subviews, receive no touches (R-H1).
    open var isHidden: Bool { get { storedIsHidden } set { storedIsHidden = newValue } }
    @exclusivity(unchecked) var storedIsHidden: Bool = false
    /// Views with `alpha < 0.01` receive no touches (R-H1).
    open var alpha: CGFloat { get { storedAlpha } set { storedAlpha = newValue } }
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
            if view.superview === oldSuperview { view.detachFromSuperview() }
        }
        // What the callbacks ran may have placed the view already.
        guard view.superview == nil else { return }
        storedSubviews.insert(view, at: max(0, min(index, storedSubviews.count)))
        view.superview = self
        if oldWindow !== newWindow { view.forEachInSubtree { $0.didMoveToWindow() } }
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
        detachFromSuperview()
        if oldWindow != nil { forEachInSubtree { $0.didMoveToWindow() } }
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
        forEachInSubtree { $0.willMove(toWindow: newWindow) }
        oldWindow?.resignFirstResponder(ifInside: self)
    }

    /// Calls `body` on the view and each descendant, parents first.
    private func forEachInSubtree(_ body: (UIView) -> Void) {
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
    }

    // MARK: Gesture recognizers

    @exclusivity(unchecked) var attachedRecognizers: [UIGestureRecognizer] = []

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
        guard !storedIsHidden, isUserInteractionEnabled, storedAlpha >= 0.01,
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
