import Foundation

/// A view whose content, larger than itself, moves under the finger (behavior rules §9).
///
/// Headless: the content is the scroll view's subviews, and scrolling moves
/// ``contentOffset``, which is the origin of the scroll view's `bounds` (R-H4), so
/// subviews move on screen and hit testing follows. Everything is built from the public
/// gesture machinery, as in UIKit:
///
/// - ``panGestureRecognizer`` drags the content (R-V4). It begins only after 10 points of
///   movement along an axis the scroll view can scroll, so nested scroll views on
///   different axes share the work: the inner one scrolls along its axis, the outer one
///   along its own. The scroll view is its delegate: in
///   ``gestureRecognizerShouldBegin(_:)`` it asks ``touchesShouldCancel(in:)`` for content
///   that is already tracking the touch, and refuses to begin when that answers `false`
///   (the default for controls) or ``canCancelContentTouches`` is `false` (R-V3).
/// - Nested scroll views on the same axis hand a gesture on: a drag or scroll that starts
///   with this scroll view's content already at its end in the direction it would move
///   goes to the nearest enclosing scroll view that can scroll that way, unless
///   ``transfersHorizontalScrollingToParent`` or ``transfersVerticalScrollingToParent``
///   is `false` (R-V7): ``gestureRecognizerShouldBegin(_:)`` refuses this pan, and the
///   enclosing scroll view's pan, which has the same touches, begins instead.
/// - A private recognizer holds new touches back from the content for 0.15 s while
///   ``delaysContentTouches`` is set, and asks ``touchesShouldBegin(_:with:in:)`` before
///   the content gets them (R-V2).
/// - Dragged beyond an edge with ``bounces``, the content follows the finger damped by a
///   rubber band, `(1 − 1/(x·0.55/d + 1))·d` past the edge for a finger overshoot `x` on
///   an axis of bounds size `d` (R-V4).
/// - After a fling the content decelerates, keeping ``decelerationRate`` (`.normal` 0.998,
///   `.fast` 0.99) of its speed per millisecond of host time. Released beyond an edge, or
///   decelerating into one, it springs back to the edge (critically damped, settling in
///   about 0.5 s) and the delegate hears `scrollViewDidEndDecelerating` (R-V4). With
///   ``isPagingEnabled`` it settles on a page instead (R-V5). Frames are host timers, 60
///   per second, allocating nothing, and a touch stops the motion.
/// - ``pinchGestureRecognizer`` zooms the delegate's ``UIScrollViewDelegate/viewForZooming(in:)``
///   when ``maximumZoomScale`` exceeds ``minimumZoomScale``; with ``bouncesZoom`` a pinch
///   past the limits is damped the same way and springs back when the fingers lift.
@MainActor
open class UIScrollView: UIView {
    /// How quickly the content slows down after a fling: the fraction of the velocity kept
    /// per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: GestureThresholds.scrollDecelerationRateNormal)
        /// A quicker stop, 0.99.
        public static let fast = DecelerationRate(rawValue: GestureThresholds.scrollDecelerationRateFast)
    }

    private let pan = UIScrollViewPanGestureRecognizer()
    private let delayedTouches = UIScrollViewDelayedTouchesBeganGestureRecognizer()

    /// Creates a scroll view with the given frame and no content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installGestureRecognizers()
    }

    /// Creates a scroll view with UIKit's defaults and a zero frame: there is no nib to
    /// decode (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installGestureRecognizers()
    }

    private func installGestureRecognizers() {
        addGestureRecognizer(delayedTouches)
        addGestureRecognizer(pan)
        pan.delegate = self
        pan.addTarget(self, action: UIScrollView.handlePan)
    }

    /// The object told about scrolling and asked for the view to zoom.
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Content geometry

    /// The point of the content at the scroll view's top-left corner: the origin of
    /// `bounds`. Setting it tells the delegate (`scrollViewDidScroll`) when it changes;
    /// it does not stop a running deceleration.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            var moved = bounds
            guard newValue != moved.origin else { return }
            // Through a copy: `bounds.origin = newValue` would go through the `modify`
            // accessor, whose coroutine frame is allocated on the heap, once per step.
            moved.origin = newValue
            bounds = moved
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets ``contentOffset``, stopping any motion; `animated` moves there over 0.3 s of
    /// host time and then tells the delegate (`scrollViewDidEndScrollingAnimation`).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopAnimation()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        startAnimation(.move(target: contentOffset, duration: GestureThresholds.scrollAnimationDuration),
                       ending: .scrollingAnimation)
    }

    /// Scrolls as little as needed for `rect` (in the scroll view's own coordinates, as
    /// its content) to be visible: an edge of the rect that is out of view comes to the
    /// matching edge of the bounds; a rect larger than the bounds shows its top-left.
    /// `animated` moves over 0.3 s of host time, as ``setContentOffset(_:animated:)``
    /// (R-V6).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let offset = contentOffset
        let target = CGPoint(x: Self.visibleOrigin(offset.x, size: bounds.width, showing: rect.minX...rect.maxX),
                             y: Self.visibleOrigin(offset.y, size: bounds.height, showing: rect.minY...rect.maxY))
        setContentOffset(scrollRange.clamp(target), animated: animated)
    }

    /// The origin nearest `origin` of a window of `size` that shows `span`, or its start.
    private static func visibleOrigin(_ origin: CGFloat, size: CGFloat, showing span: ClosedRange<CGFloat>) -> CGFloat {
        if span.lowerBound < origin || span.upperBound - span.lowerBound >= size { return span.lowerBound }
        if span.upperBound > origin + size { return span.upperBound - size }
        return origin
    }

    /// The size of the content. When constraints size the ``contentLayoutGuide``, Auto
    /// Layout sets it at each layout of the scroll view (R-AL8).
    open var contentSize: CGSize = .zero {
        willSet { propertyWillChange("contentSize") }
        didSet { propertyDidChange("contentSize") }
    }

    /// The scroll view's content as a layout guide: its origin is the content's, and the
    /// constraints that size it set ``contentSize``. Constraints between the scroll view's
    /// own edges and its content mean this guide's edges, as UIKit's do (R-AL8).
    open var contentLayoutGuide: UILayoutGuide { scrollLayoutGuide(content: true) }

    /// The scroll view's frame as a layout guide, in the content's coordinates at the
    /// content's origin: its width and height are the scroll view's (R-AL8).
    open var frameLayoutGuide: UILayoutGuide { scrollLayoutGuide(content: false) }

    var storedContentLayoutGuide: UILayoutGuide?
    var storedFrameLayoutGuide: UILayoutGuide?
    /// Extra space around the content that the scroll view can scroll to.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { propertyWillChange("contentInset") }
        didSet { propertyDidChange("contentInset") }
    }

    /// The insets the scroll view actually scrolls with: UIKit adds the safe area's insets
    /// to ``contentInset``, as its content-inset adjustment behavior decides. Touchstone's
    /// windows have no safe area (no status bar, notch or home indicator), so under every
    /// adjustment behavior this equals ``contentInset``; the scroll range is computed from
    /// it, so code that reads it to work out where content can rest ports unchanged.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Where the scroll view anchors content smaller than its frame, as a point of the unit
    /// square of the frame: `(0, 0)`, the default, is the top-left corner, `(1, 1)` the
    /// bottom-right, and `(0.5, 0.5)` centres the content (a coordinate outside 0…1 counts
    /// as the nearer edge, one that is not finite as 0). An axis along which the content
    /// (with its insets) is at least as large as the frame is not affected.
    ///
    /// Content at rest moves to its new anchor when this changes, and when
    /// ``setZoomScale(_:animated:)`` makes it smaller than the frame; content being dragged,
    /// decelerating or animated goes to it when that motion ends, as to any edge (R-V4, R-V6).
    open var contentAlignmentPoint: CGPoint = .zero {
        didSet { anchorSmallContent() }
    }

    /// Moves content at rest to its anchor along each axis where it is smaller than the
    /// frame (``contentAlignmentPoint``).
    func anchorSmallContent() {
        guard !isDragging, !isDecelerating, !isScrollAnimating else { return }
        let range = scrollRange
        var offset = contentOffset
        if range.x.lowerBound == range.x.upperBound { offset.x = range.x.lowerBound }
        if range.y.lowerBound == range.y.upperBound { offset.y = range.y.lowerBound }
        if offset != contentOffset { contentOffset = offset }
    }

    /// The offsets the content may rest at: from minus the top-left adjusted insets to where
    /// the bottom-right of the content (plus insets) meets the scroll view's edge; along an
    /// axis where the content is smaller than the frame, the one offset that puts it at
    /// ``contentAlignmentPoint``.
    var scrollRange: ScrollRange { scrollRange(forContentSize: contentSize) }

    /// ``scrollRange`` for content of `size`: where it will be once a zoom has sized it.
    func scrollRange(forContentSize size: CGSize) -> ScrollRange {
        func range(from start: CGFloat, to end: CGFloat, anchor: CGFloat) -> ClosedRange<CGFloat> {
            guard end < start else { return start...end }
            // The content is smaller than the frame by start − end points.
            let rest = start + (end - start) * (anchor.isFinite ? min(max(anchor, 0), 1) : 0)
            return rest...rest
        }
        let inset = adjustedContentInset
        return ScrollRange(x: range(from: -inset.left, to: size.width + inset.right - bounds.width,
                                    anchor: contentAlignmentPoint.x),
                           y: range(from: -inset.top, to: size.height + inset.bottom - bounds.height,
                                    anchor: contentAlignmentPoint.y))
    }

    // MARK: Scrolling behavior

    /// Whether the user can scroll; `false` disables ``panGestureRecognizer``.
    open var isScrollEnabled: Bool = true {
        didSet { pan.isEnabled = isScrollEnabled }
    }
    /// Whether the content can be dragged beyond its edges, rubber-banded, and springs
    /// back to them (R-V4). Setting it sets ``bouncesHorizontally`` and
    /// ``bouncesVertically``; it reads `true` when either axis bounces.
    open var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set {
            bouncesHorizontally = newValue
            bouncesVertically = newValue
        }
    }
    /// Whether the content bounces at the ends of its horizontal axis (R-V4); `true` by
    /// default.
    open var bouncesHorizontally: Bool = true
    /// Whether the content bounces at the ends of its vertical axis (R-V4); `true` by
    /// default.
    open var bouncesVertically: Bool = true
    /// Whether the content comes to rest on multiples of the bounds size: a release at
    /// 500 points per second or more goes to the next page in its direction, a slower one
    /// to the nearest page, never more than one page from where the drag began (R-V5).
    open var isPagingEnabled: Bool = false
    /// Whether vertical dragging is allowed when the content is not taller than the view
    /// (with ``bounces``).
    open var alwaysBounceVertical: Bool = false
    /// Whether horizontal dragging is allowed when the content is not wider than the view
    /// (with ``bounces``).
    open var alwaysBounceHorizontal: Bool = false
    /// Whether a drag that starts along one axis stays on it.
    open var isDirectionalLockEnabled: Bool = false
    /// How quickly the content slows down after a fling.
    open var decelerationRate: DecelerationRate = .normal

    // MARK: Nesting scroll views (R-V7)

    /// Whether a horizontal drag or scroll that starts with the content already at the end
    /// of its horizontal axis, in the direction it would move, goes to the nearest
    /// enclosing scroll view that can scroll horizontally (R-V7); `true` by default.
    ///
    /// With `false` the gesture stays here however the content sits: past the end the
    /// content is rubber-banded (with ``bouncesHorizontally``) and springs back, and the
    /// enclosing scroll view does not move, as a zoomed photo in a pager does when it
    /// should not flip the page. The choice is made once, when the gesture begins: a drag
    /// this scroll view took stays with it when its content reaches the end.
    open var transfersHorizontalScrollingToParent: Bool = true

    /// Whether a vertical drag or scroll that starts with the content already at the end
    /// of its vertical axis, in the direction it would move, goes to the nearest enclosing
    /// scroll view that can scroll vertically (R-V7); `true` by default.
    ///
    /// With `false` the gesture stays here however the content sits: past the end the
    /// content is rubber-banded (with ``bouncesVertically``) and springs back, and the
    /// enclosing scroll view does not move. The choice is made once, when the gesture
    /// begins: a drag this scroll view took stays with it when its content reaches the end.
    open var transfersVerticalScrollingToParent: Bool = true

    /// Whether the drag or scroll about to begin the pan, which moves along the axes where
    /// `movement` is not zero (those that count, ``scrollableComponents(of:reaching:)``),
    /// belongs to an enclosing scroll view (R-V7): along each of them the content is
    /// already at its end in the direction it would move, the axis transfers to the
    /// parent, and an enclosing scroll view can scroll along it.
    private func leavesToEnclosingScrollView(_ movement: CGPoint) -> Bool {
        guard movement != .zero else { return false }
        let range = scrollRange
        let offset = contentOffset
        if movement.x != 0 && !(transfersHorizontalScrollingToParent
                                && Self.isAtEnd(offset.x, of: range.x, movingWith: movement.x)
                                && hasEnclosingScrollView(scrollingHorizontally: true)) {
            return false
        }
        if movement.y != 0 && !(transfersVerticalScrollingToParent
                                && Self.isAtEnd(offset.y, of: range.y, movingWith: movement.y)
                                && hasEnclosingScrollView(scrollingHorizontally: false)) {
            return false
        }
        return true
    }

    /// Whether `offset` is at (or past) the end of `range` that content moved by a finger
    /// travelling `movement` heads for: a finger moving towards negative coordinates
    /// pushes the offset up, so the upper end; one moving the other way, the lower end.
    /// Within 0.01 point, so that rounding in the offset does not count as content left.
    private static func isAtEnd(_ offset: CGFloat, of range: ClosedRange<CGFloat>, movingWith movement: CGFloat) -> Bool {
        let tolerance: CGFloat = 0.01
        return movement < 0 ? offset >= range.upperBound - tolerance : offset <= range.lowerBound + tolerance
    }

    /// Whether a scroll view around this one, at any depth, can scroll along the axis and
    /// its pan is enabled.
    private func hasEnclosingScrollView(scrollingHorizontally horizontal: Bool) -> Bool {
        var ancestor = superview
        while let view = ancestor {
            if let scrollView = view as? UIScrollView, scrollView.panGestureRecognizer.isEnabled,
               horizontal ? scrollView.canScrollHorizontally : scrollView.canScrollVertically {
                return true
            }
            ancestor = view.storedSuperview
        }
        return false
    }

    // MARK: Scrollable axes

    /// Whether the user can scroll horizontally.
    var canScrollHorizontally: Bool {
        isScrollEnabled && (contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width
            || (bouncesHorizontally && alwaysBounceHorizontal))
    }

    /// Whether the user can scroll vertically.
    var canScrollVertically: Bool {
        isScrollEnabled && (contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height
            || (bouncesVertically && alwaysBounceVertical))
    }

    /// `movement` (in the scroll view's coordinates) along the axes where it counts towards
    /// beginning the pan: those the scroll view can scroll on which it reaches `threshold`
    /// (the 10-point hysteresis for a finger, any distance for a scroll event); zero on
    /// the others.
    func scrollableComponents(of movement: CGPoint, reaching threshold: CGFloat) -> CGPoint {
        CGPoint(x: canScrollHorizontally && abs(movement.x) >= threshold ? movement.x : 0,
                y: canScrollVertically && abs(movement.y) >= threshold ? movement.y : 0)
    }

    // MARK: Touches and the content

    /// The recognizer that drags the content. Its delegate is the scroll view; do not
    /// change it.
    open var panGestureRecognizer: UIPanGestureRecognizer { pan }

    /// Whether new touches are held back from the content for 0.15 s, so that a drag can
    /// scroll before the content reacts (R-V2); `true` by default.
    open var delaysContentTouches: Bool {
        get { delayedTouches.delaysTouchesBegan }
        set { delayedTouches.delaysTouchesBegan = newValue }
    }

    /// Whether a drag may take touches from content that is already tracking them (R-V3);
    /// `true` by default.
    open var canCancelContentTouches: Bool = true

    /// Asked before touches reach `view`, a view in the content; return `false` to keep
    /// them from it (R-V2). `true` by default.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Asked when a drag begins while `view`, in the content, is tracking the touch:
    /// return `true` to cancel its touch and scroll, `false` to leave the touch to it
    /// (R-V3). `true` except for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// Decides whether ``panGestureRecognizer`` may begin: not while content that is
    /// tracking its touch may not lose it, by ``canCancelContentTouches`` or
    /// ``touchesShouldCancel(in:)`` (R-V3), and not when the drag or scroll belongs to an
    /// enclosing scroll view, by ``transfersHorizontalScrollingToParent`` and
    /// ``transfersVerticalScrollingToParent`` (R-V7). Other recognizers are left to
    /// `UIView`'s answer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        for touch in pan.touches where touch.isTrackedByItsView {
            guard let content = touch.view, content !== self, content.descends(from: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: content) { return false }
        }
        return !leavesToEnclosingScrollView(pan.beginningMovement)
    }

    // MARK: Zooming (the behavior is in UIScrollView+Zooming.swift)

    /// The recognizer that zooms, present while ``maximumZoomScale`` exceeds
    /// ``minimumZoomScale``. Its delegate is the scroll view; do not change it.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { pinch }
    var pinch: UIPinchGestureRecognizer?

    /// The smallest zoom scale; 1 by default.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// The largest zoom scale; 1 by default, which disables zooming.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchGestureRecognizer() }
    }
    var storedZoomScale: CGFloat = 1

    /// The current zoom scale of the view for zooming; 1 by default. Setting it clamps it
    /// to the zoom range and scales the view, telling the delegate (`scrollViewDidZoom`).
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Sets ``zoomScale``. Decision: the change is applied at once even when `animated`.
    /// Content that it makes smaller than the frame moves to ``contentAlignmentPoint``.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { changeZoomScale(to: scale) }

    /// Zooms so that `rect`, in the coordinates of the view for zooming, fills the
    /// bounds as far as the zoom limits allow, centred; `animated` zooms and scrolls
    /// together over 0.3 s of host time and then tells the delegate
    /// (`scrollViewDidEndZooming`) (R-V6).
    open func zoom(to rect: CGRect, animated: Bool) { zoomContent(to: rect, animated: animated) }
    /// The scale at which a pinch began, and the point of the zoomed view (in its own
    /// coordinates) under the fingers then.
    var zoomStart: (scale: CGFloat, anchor: CGPoint, view: UIView)?

    /// Whether a pinch is zooming the content.
    open internal(set) var isZooming = false
    /// Whether the zoom is springing back into its limits after a pinch past them.
    open internal(set) var isZoomBouncing = false
    /// Whether a pinch can zoom past the limits, damped, and springs back when it ends;
    /// `true` by default (R-V6).
    open var bouncesZoom: Bool = true

    /// Lets this scroll view's pan and pinch run together, so two fingers can zoom and
    /// move the content at once. Other pairs are left to their other delegates.
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pinch else { return false }
        return (gestureRecognizer === pan && otherGestureRecognizer === pinch)
            || (gestureRecognizer === pinch && otherGestureRecognizer === pan)
    }

    // MARK: State

    /// Whether a finger is on the scroll view, dragging or not.
    open var isTracking: Bool { pan.hasFingerDown }
    /// Whether the content is being dragged.
    open private(set) var isDragging = false
    /// Whether the content is moving on its own after a drag.
    open private(set) var isDecelerating = false

    // MARK: Dragging (R-V4)

    private var dragStartOffset = CGPoint.zero
    /// The axes the current drag may move: both, or one with directional lock.
    private var dragAxes = (horizontal: true, vertical: true)

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging()
        case .changed:
            drag()
        case .ended:
            // A drag that ends a pinch does not fling the content; a finger that rested
            // before lifting has no velocity (behavior rules §7).
            endDragging(velocity: isZooming ? .zero : pan.velocity(in: self))
        case .cancelled:
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    private func beginDragging() {
        stopAnimation()
        dragStartOffset = contentOffset
        dragAxes = (canScrollHorizontally, canScrollVertically)
        if isDirectionalLockEnabled && dragAxes.horizontal && dragAxes.vertical {
            let movement = pan.movement
            let ratio = GestureThresholds.scrollDirectionalLockRatio
            if abs(movement.y) <= abs(movement.x) * ratio {
                dragAxes.vertical = false
            } else if abs(movement.x) <= abs(movement.y) * ratio {
                dragAxes.horizontal = false
            }
        }
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        drag()
    }

    /// Moves the content by the negated translation on the axes the drag may move:
    /// beyond the content's edges it is rubber-banded with ``bounces`` and clamped without
    /// (R-V4).
    private func drag() {
        if isZooming {
            // The pinch places the content; dragging resumes from wherever it leaves it.
            pan.setTranslation(.zero, in: self)
            dragStartOffset = contentOffset
            return
        }
        let translation = pan.translation(in: self)
        let range = scrollRange
        var offset = contentOffset
        if dragAxes.horizontal { offset.x = dragStartOffset.x - translation.x }
        if dragAxes.vertical { offset.y = dragStartOffset.y - translation.y }
        let clamped = range.clamp(offset)
        contentOffset = CGPoint(
            x: bouncesHorizontally ? RubberBand.offset(offset.x, in: range.x, dimension: bounds.width) : clamped.x,
            y: bouncesVertically ? RubberBand.offset(offset.y, in: range.y, dimension: bounds.height) : clamped.y)
    }

    /// The finger lifted: the content decelerates from the pan's velocity (bouncing at
    /// the edges), springs back from beyond an edge, settles on a page, or moves to the
    /// target the delegate chose.
    private func endDragging(velocity panVelocity: CGPoint) {
        let range = scrollRange
        let rate = decelerationRate.rawValue
        let offset = contentOffset
        let velocity = CGPoint(x: dragAxes.horizontal ? panVelocity.x : 0, y: dragAxes.vertical ? panVelocity.y : 0)
        // The content moves against the finger; past an edge, as much slower as the rubber
        // band makes it.
        let contentVelocity = CGPoint(x: -velocity.x * Self.bandSlope(offset.x, range.x, bounds.width),
                                      y: -velocity.y * Self.bandSlope(offset.y, range.y, bounds.height))
        let resting = isPagingEnabled
            ? CGPoint(x: Self.page(offset.x, from: dragStartOffset.x, velocity: contentVelocity.x, size: bounds.width, range.x),
                      y: Self.page(offset.y, from: dragStartOffset.y, velocity: contentVelocity.y, size: bounds.height, range.y))
            : ScrollAnimation.restingOffset(from: offset, velocity: contentVelocity, rate: rate, range: range)
        var target = decelerationTarget(proposed: resting, velocity: contentVelocity * 0.001)
        // The delegate hears the scroll view's velocity, not the finger's: positive where
        // the content offset grows, in points per millisecond (Apple's documentation).
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: contentVelocity * 0.001, targetContentOffset: pointer)
        }
        isDragging = false
        let motion: ScrollAnimation.Motion?
        if target != resting {
            motion = target == offset ? nil : .move(target: target, duration: GestureThresholds.scrollAnimationDuration)
        } else if isPagingEnabled {
            motion = target == offset ? nil
                : .spring(target: target, velocity: CGPoint(x: Self.approach(target.x - offset.x, at: contentVelocity.x),
                                                            y: Self.approach(target.y - offset.y, at: contentVelocity.y)))
        } else if range.clamp(offset) != offset
                    || max(abs(resting.x - offset.x), abs(resting.y - offset.y)) >= GestureThresholds.scrollDecelerationStopDistance {
            motion = .deceleration(velocity: contentVelocity, rate: rate, range: range,
                                   bounces: (bouncesHorizontally, bouncesVertically))
        } else {
            motion = nil
        }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: motion != nil)
        if let motion {
            delegate?.scrollViewWillBeginDecelerating(self)
            startAnimation(motion, ending: .deceleration)
        }
    }

    /// Where a drag's deceleration stops, given where it would and the velocity the
    /// delegate hears: a collection view asks its layout (R-LS13).
    func decelerationTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// The content's speed per unit of the finger's at `offset` on an axis: 1 within
    /// `range`, the rubber band's slope beyond it.
    private static func bandSlope(_ offset: CGFloat, _ range: ClosedRange<CGFloat>, _ dimension: CGFloat) -> CGFloat {
        let overshoot = abs(offset - range.clamp(offset))
        return overshoot > 0 ? RubberBand.slope(atOvershoot: overshoot, dimension: dimension) : 1
    }

    /// The page a release at `offset` settles on, on one axis (R-V5): the next one in the
    /// direction of a fast enough release, otherwise the nearest, and never more than one
    /// page from the page the drag began on.
    private static func page(_ offset: CGFloat, from start: CGFloat, velocity: CGFloat, size: CGFloat,
                             _ range: ClosedRange<CGFloat>) -> CGFloat {
        guard size > 0 else { return range.clamp(offset) }
        let position = offset / size
        let startPage = (start / size).rounded()
        var page = position.rounded()
        if abs(velocity) >= GestureThresholds.scrollPagingFlickVelocity {
            page = velocity > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
        }
        return range.clamp(min(max(page, startPage - 1), startPage + 1) * size)
    }

    /// The speed a page spring leaves at, towards a target `distance` away: the release's,
    /// but no faster than lets the critically damped spring arrive without overshooting
    /// (ω·distance), so the page does not swing past its place.
    private static func approach(_ distance: CGFloat, at velocity: CGFloat) -> CGFloat {
        let limit = GestureThresholds.scrollSpringFrequency * abs(distance)
        return velocity * distance > 0 ? min(max(velocity, -limit), limit) : velocity
    }

    // MARK: Motion on the host clock

    /// What the delegate hears when a motion completes.
    enum AnimationEnding {
        /// `scrollViewDidEndDecelerating`, after a drag.
        case deceleration
        /// `scrollViewDidEndScrollingAnimation`, after an animated call.
        case scrollingAnimation
        /// `scrollViewDidEndZooming`, after an animated zoom of `view`.
        case zooming(UIView)
    }

    private var animation: ScrollAnimation?
    private var animationEnding = AnimationEnding.scrollingAnimation
    private var animationTimer: VirtualTimer?

    func startAnimation(_ motion: ScrollAnimation.Motion, ending: AnimationEnding) {
        guard let window else {
            // No host clock outside a window: the motion completes at once.
            let animation = ScrollAnimation(start: contentOffset, startTime: 0, motion: motion)
            applyFrame(of: animation, at: .infinity)
            return finishAnimation(ending)
        }
        animation = ScrollAnimation(start: contentOffset, startTime: window.currentTime, motion: motion)
        animationEnding = ending
        if case .deceleration = ending { isDecelerating = true }
        scheduleFrame()
    }

    private func scheduleFrame() {
        scheduleHostTimer(in: &animationTimer, after: GestureThresholds.scrollFrameInterval) {
            self.advanceAnimation()
        }
    }

    private func advanceAnimation() {
        guard let animation, let now = window?.currentTime else { return }
        let finished = applyFrame(of: animation, at: now)
        // The delegate, told of the scroll, may have stopped the motion or started another.
        guard self.animation != nil, animationTimer?.isPending != true else { return }
        if finished {
            self.animation = nil
            finishAnimation(animationEnding)
        } else {
            scheduleFrame()
        }
    }

    /// Puts the content where `animation` has it at `time` (zooming first, which moves
    /// the content's range); returns whether the motion is over.
    @discardableResult
    private func applyFrame(of animation: ScrollAnimation, at time: TimeInterval) -> Bool {
        if let scale = animation.zoomScale(at: time), let view = delegate?.viewForZooming(in: self) {
            applyZoomScale(scale, to: view)
        }
        let frame = animation.offset(at: time)
        contentOffset = frame.offset
        return frame.finished
    }

    private func finishAnimation(_ ending: AnimationEnding) {
        switch ending {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zooming(let view):
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
        }
    }

    /// Whether an animated ``setContentOffset(_:animated:)`` or
    /// ``scrollRectToVisible(_:animated:)`` is moving the content.
    open var isScrollAnimating: Bool {
        guard animation != nil, case .scrollingAnimation = animationEnding else { return false }
        return true
    }

    /// Whether an animated zoom (``zoom(to:animated:)``, or the spring back after a pinch
    /// past the limits) is running; ``setZoomScale(_:animated:)`` zooms at once.
    open var isZoomAnimating: Bool {
        guard animation != nil, case .zooming = animationEnding else { return false }
        return true
    }

    /// Stops any scrolling or zooming motion (deceleration, an animation, a spring back)
    /// where it is: the content offset and zoom scale keep their current values.
    /// Decision: the delegate is not told that the motion ended, as when a touch stops it.
    open func stopScrollingAndZooming() {
        stopAnimation()
    }

    /// Stops any motion where it is, without telling the delegate.
    func stopAnimation() {
        animationTimer?.invalidate()
        animation = nil
        isDecelerating = false
        isZoomBouncing = false
    }

    /// A finger touched down: a moving scroll view stops, and reports whether it was
    /// moving (that touch is then not the content's).
    func stopScrollingForTouch() -> Bool {
        guard animation != nil else { return false }
        stopAnimation()
        return true
    }
}

extension UIScrollView: UIGestureRecognizerDelegate {}

extension UITouch {
    /// Whether the touch's view has heard `touchesBegan` for it and not yet its end: the
    /// view is tracking it (R-V3).
    var isTrackedByItsView: Bool { delivery.beganSent && !delivery.finished }
}
