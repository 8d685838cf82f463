import Foundation

/// A horizontal row of segments, of which one at most is selected (R-C2).
///
/// Geometry (no drawing): the segments share the bounds' width from left to right; a
/// segment given a width with ``setWidth(_:forSegmentAt:)`` keeps it and the others share
/// the rest equally. When a finger lifts inside the tracking area, the enabled segment
/// under it (or the nearest one, when it lifted beside the control) becomes selected, and
/// ``UIControl/Event/valueChanged`` (then ``UIControl/Event/primaryActionTriggered``) is
/// sent if the selection changed; a momentary control (``isMomentary``) keeps no
/// selection once tracking ends. Against gesture recognizers of its ancestors it wins
/// single-finger single taps (R-A8).
@MainActor
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private var storedSelection = UISegmentedControl.noSegment {
        willSet { propertyWillChange("selectedSegmentIndex") }
        didSet { propertyDidChange("selectedSegmentIndex") }
    }

    /// Creates a segmented control with one segment per item. A `String` item becomes the
    /// segment's title; other items (images in UIKit) give untitled segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).map { Segment(title: $0 as? String) }
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment``. Setting it sends no event; an index out of
    /// range selects no segment.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set { storedSelection = segments.indices.contains(newValue) ? newValue : Self.noSegment }
    }

    /// Whether the segments act as momentary buttons rather than as a choice; `false` by
    /// default. A momentary control does not keep a selection: the segment a finger lifts
    /// on is ``selectedSegmentIndex`` only while ``UIControl/Event/valueChanged`` (then
    /// ``UIControl/Event/primaryActionTriggered``) is sent, so that its actions can read
    /// it, and once tracking ends the selection is ``noSegment`` again. Every tap, on the
    /// same segment too, is therefore a change.
    open var isMomentary: Bool = false

    /// Inserts a segment titled `title` at `segment` (clamped to `0…numberOfSegments`).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(Segment(title: title), at: index)
        if storedSelection >= index && storedSelection != Self.noSegment { storedSelection += 1 }
    }

    /// Removes the segment at `segment`; removing the selected one selects none.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelection == segment {
            storedSelection = Self.noSegment
        } else if storedSelection > segment {
            storedSelection -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = Self.noSegment
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Enables or disables the segment at `segment`; a disabled segment cannot be chosen.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Gives the segment at `segment` a fixed width; 0 (the default) shares the rest.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
    }

    /// The fixed width of the segment at `segment`, or 0 when it shares the rest.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// The segment at horizontal position `x` (in the control's coordinates), clamped to
    /// the first and last segments.
    func segmentIndex(atX x: CGFloat) -> Int? {
        guard !segments.isEmpty else { return nil }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let shared = segments.count { $0.width == 0 }
        let sharedWidth = shared > 0 ? max(0, bounds.width - fixed) / CGFloat(shared) : 0
        var right = bounds.minX
        for (index, segment) in segments.enumerated() {
            right += segment.width > 0 ? segment.width : sharedWidth
            if x < right { return index }
        }
        return segments.count - 1
    }

    // MARK: Tracking

    /// Selects the segment under the lifting finger; a momentary control selects it only
    /// while it sends the change.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, let index = segmentIndex(atX: touch.location(in: self).x),
              segments[index].isEnabled, index != storedSelection else { return }
        storedSelection = index
        sendValueChanged(with: event)
        if isMomentary { storedSelection = Self.noSegment }
    }

    override var defaultGestures: DefaultGestures { .tap }
}
