import Foundation

/// A row of page indicators, one of them current; a tap beside the current indicator
/// moves to the previous or next page, and a finger sliding along the indicators scrubs
/// through the pages (R-C2).
///
/// Geometry (Est, no drawing): the indicators are 16 points apart, centered in the bounds,
/// laid out along the axis and in the order ``direction-swift.property`` gives. When a
/// finger lifts inside the tracking area, on the side of the current indicator's center
/// that comes before it in that order the page goes back one, otherwise forward one. With
/// ``allowsContinuousInteraction``, a finger that moves along the axis more than one
/// indicator pitch from where it touched down scrubs: the current page becomes the
/// indicator nearest the finger, page by page, and lifting it moves no further. Each
/// change of ``currentPage`` sends ``UIControl/Event/valueChanged`` (then
/// ``UIControl/Event/primaryActionTriggered``), with ``interactionState-swift.property``
/// telling which of the two moved it. Against gesture recognizers of its ancestors it wins
/// single-finger single taps (R-A8).
@MainActor
open class UIPageControl: UIControl {
    /// The layout direction of a page control's indicators, with UIKit's raw values
    /// (`UIPageControlDirection`, iOS 16).
    public enum Direction: Int, Sendable {
        /// The natural direction of the system's locale. Touchstone has no locale or layout
        /// direction, so this is ``leftToRight``.
        case natural = 0
        /// The first page's indicator on the left, the last on the right.
        case leftToRight = 1
        /// The first page's indicator on the right, the last on the left.
        case rightToLeft = 2
        /// The indicators in a column, the first page's at the top.
        case topToBottom = 3
        /// The indicators in a column, the first page's at the bottom.
        case bottomToTop = 4
    }

    /// How the current page is being changed by a person, with UIKit's raw values
    /// (`UIPageControlInteractionState`, iOS 14).
    public enum InteractionState: Int, Sendable {
        /// No interaction is changing the page: the state at rest, and when code sets
        /// ``UIPageControl/currentPage``.
        case none = 0
        /// A single, discrete interaction (a tap beside the current indicator) changes the
        /// page.
        case discrete = 1
        /// A continuous interaction (a finger scrubbing along the indicators) changes the
        /// page.
        case continuous = 2
    }

    /// The distance between indicator centers (Est).
    static let indicatorPitch: CGFloat = 16

    private var storedPages = 0
    private var storedPage = 0
    /// Whether the tracked finger is scrubbing (``allowsContinuousInteraction``).
    private var isScrubbing = false

    /// The number of pages; 0 by default. The current page is kept within it.
    open var numberOfPages: Int {
        get { storedPages }
        set {
            storedPages = max(0, newValue)
            currentPage = storedPage
        }
    }

    /// The current page, within `0..<numberOfPages` (0 when there are none). Setting it
    /// sends no event.
    open var currentPage: Int {
        get { storedPage }
        set { storedPage = min(max(newValue, 0), max(storedPages - 1, 0)) }
    }

    /// Whether the indicators are hidden when there is only one page. Touchstone draws
    /// nothing, so this changes no behavior.
    open var hidesForSinglePage: Bool = false

    /// The layout direction of the indicators, ``Direction-swift.enum/natural`` by default
    /// (iOS 16). It decides the axis a tap or scrub is measured along and which side of
    /// the current indicator is forward.
    open var direction: Direction = .natural

    /// Whether a finger sliding along the indicators scrubs through the pages; `true` by
    /// default (iOS 14). Without it, only a tap changes the page.
    open var allowsContinuousInteraction: Bool = true

    /// How a person is changing ``currentPage`` (iOS 14): ``InteractionState-swift.enum/discrete``
    /// while a tap's change is being sent, ``InteractionState-swift.enum/continuous`` while a
    /// scrub's changes are, and ``InteractionState-swift.enum/none`` otherwise. Actions read it
    /// to tell a tap, which usually animates to the page, from a scrub, which follows the
    /// finger.
    open private(set) var interactionState: InteractionState = .none

    // MARK: Geometry

    /// Whether the indicators are laid out in a column.
    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// +1 when later pages are further along the axis, −1 when they are nearer its start.
    private var pageOrder: CGFloat { direction == .rightToLeft || direction == .bottomToTop ? -1 : 1 }

    /// The position of `point` (in the control's coordinates) along the indicators' axis.
    private func axisPosition(of point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

    /// The center of page `page`'s indicator along the axis, in the control's coordinates.
    func indicatorPosition(ofPage page: Int) -> CGFloat {
        let middle = isVertical ? bounds.midY : bounds.midX
        return middle + pageOrder * (CGFloat(page) - CGFloat(storedPages - 1) / 2) * Self.indicatorPitch
    }

    /// The page whose indicator is nearest `position` along the axis.
    private func nearestPage(to position: CGFloat) -> Int {
        let middle = isVertical ? bounds.midY : bounds.midX
        let page = ((position - middle) * pageOrder / Self.indicatorPitch + CGFloat(storedPages - 1) / 2).rounded()
        return min(max(Int(page), 0), max(storedPages - 1, 0))
    }

    // MARK: Tracking

    /// Moves the page to the indicator under a scrubbing finger.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let position = axisPosition(of: touch.location(in: self))
        if !isScrubbing, allowsContinuousInteraction,
           abs(position - axisPosition(of: trackingStartLocation)) > Self.indicatorPitch {
            isScrubbing = true
        }
        if isScrubbing { changePage(to: nearestPage(to: position), by: .continuous, with: event) }
        return super.continueTracking(touch, with: event)
    }

    /// Unless the finger scrubbed, moves one page towards the side of the current indicator
    /// where the finger lifted.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        defer { isScrubbing = false }
        guard !isScrubbing, isTouchInside, let touch else { return }
        let before = (axisPosition(of: touch.location(in: self)) - indicatorPosition(ofPage: storedPage)) * pageOrder < 0
        changePage(to: storedPage + (before ? -1 : 1), by: .discrete, with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        isScrubbing = false
    }

    /// Sets the current page to `page` (kept within the pages) and, if it changed, sends
    /// the value change with ``interactionState-swift.property`` set to `state`.
    private func changePage(to page: Int, by state: InteractionState, with event: UIEvent?) {
        let old = storedPage
        currentPage = page
        guard storedPage != old else { return }
        interactionState = state
        defer { interactionState = .none }
        sendValueChanged(with: event)
    }

    override var defaultGestures: DefaultGestures { .tap }
}
