import Foundation

/// A row of page indicators, one of them current; a tap beside the current indicator
/// moves to the previous or next page (R-C2).
///
/// Geometry (Est, no drawing): the indicators are 16 points apart, centered in the bounds.
/// When a finger lifts inside the tracking area, left of the current indicator's center
/// the page goes back one, otherwise forward one; if ``currentPage`` changed,
/// ``UIControl/Event/valueChanged`` (then ``UIControl/Event/primaryActionTriggered``) is
/// sent. Against gesture recognizers of its ancestors it wins single-finger single taps
/// (R-A8).
@MainActor
open class UIPageControl: UIControl {
    /// The distance between indicator centers (Est).
    static let indicatorPitch: CGFloat = 16

    private var storedPages = 0
    private var storedPage = 0

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

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

    /// The center of the current page's indicator, in the control's coordinates.
    var currentIndicatorX: CGFloat {
        bounds.midX + (CGFloat(storedPage) - CGFloat(storedPages - 1) / 2) * Self.indicatorPitch
    }

    /// Moves one page towards the side of the current indicator where the finger lifted.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch else { return }
        let old = storedPage
        currentPage = storedPage + (touch.location(in: self).x < currentIndicatorX ? -1 : 1)
        if storedPage != old { sendValueChanged(with: event) }
    }

    override var defaultGestures: DefaultGestures { .tap }
}
