import Foundation

/// A control that selects a value from a continuous range by dragging a thumb along a
/// horizontal track (R-C2).
///
/// Geometry (Est, no drawing): the track spans the bounds' width, 4 points high, centered
/// vertically; the thumb is a 28-point square whose center travels from half a thumb
/// inside the track's left end (``minimumValue``) to half a thumb inside its right end
/// (``maximumValue``). Only a touch that begins on the thumb is tracked; the thumb then
/// follows the finger's horizontal travel, even outside the tracking area. With
/// ``isContinuous`` (the default) every change of ``value`` sends
/// ``UIControl/Event/valueChanged`` (then ``UIControl/Event/primaryActionTriggered``);
/// without it, one is sent when the finger lifts, if the value changed. Against gesture
/// recognizers of its ancestors it wins single-finger pans and swipes parallel to it that
/// start on its thumb (R-A8).
@MainActor
open class UISlider: UIControl {
    /// The thumb's size (Est) and the track's height (Est).
    static let thumbSize: CGFloat = 28
    static let trackHeight: CGFloat = 4

    private var storedValue: Float = 0 {
        willSet { propertyWillChange("value") }
        didSet { propertyDidChange("value") }
    }
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    /// The value when the tracked touch began, and the thumb's center then.
    private var valueAtTrackingStart: Float = 0
    private var thumbCenterAtTrackingStart: CGFloat = 0

    /// The slider's value, always within ``minimumValue``…``maximumValue``. Setting it
    /// sends no event.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, storedMinimum), storedMaximum) }
    }

    /// The value at the left end; 0 by default. Raising it above ``maximumValue`` raises
    /// that too; the value is kept within the range.
    open var minimumValue: Float {
        get { storedMinimum }
        set { setRange(newValue, max(storedMaximum, newValue)) }
    }

    /// The value at the right end; 1 by default. Lowering it below ``minimumValue`` lowers
    /// that too; the value is kept within the range.
    open var maximumValue: Float {
        get { storedMaximum }
        set { setRange(min(storedMinimum, newValue), newValue) }
    }

    private func setRange(_ lower: Float, _ upper: Float) {
        storedMinimum = lower
        storedMaximum = upper
        value = storedValue
    }

    /// Whether value changes are sent while the thumb moves (`true`, the default) or
    /// once when the finger lifts.
    open var isContinuous: Bool = true

    /// Sets ``value``, sending no event. There is no animation to run.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    // MARK: Geometry

    /// The track's rectangle for `bounds`.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value` on `rect` (a track rectangle within `bounds`).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let range = thumbTravel(on: rect)
        let fraction = storedMaximum > storedMinimum
            ? CGFloat((min(max(value, storedMinimum), storedMaximum) - storedMinimum) / (storedMaximum - storedMinimum))
            : 0
        let centerX = range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        let size = Self.thumbSize
        return CGRect(x: centerX - size / 2, y: bounds.midY - size / 2, width: size, height: size)
    }

    /// Where the thumb's center can go on `track`.
    private func thumbTravel(on track: CGRect) -> ClosedRange<CGFloat> {
        let lower = track.minX + Self.thumbSize / 2
        return lower...max(lower, track.maxX - Self.thumbSize / 2)
    }

    /// The thumb's current rectangle.
    var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    // MARK: Gesture recognizers (R-A8)

    override var defaultGestures: DefaultGestures { [.thumbPan, .thumbSwipe] }
    /// The slider tracks only touches that begin on the thumb.
    override var trackingBeganOnThumb: Bool { true }

    // MARK: Tracking

    /// Tracks the touch only if it begins on the thumb.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumb = currentThumbRect
        guard thumb.contains(touch.location(in: self)) else { return false }
        valueAtTrackingStart = value
        thumbCenterAtTrackingStart = thumb.midX
        return super.beginTracking(touch, with: event)
    }

    /// Moves the thumb by the finger's horizontal travel.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = thumbTravel(on: trackRect(forBounds: bounds))
        let center = thumbCenterAtTrackingStart + touch.location(in: self).x - trackingStartLocation.x
        let fraction = track.upperBound > track.lowerBound
            ? (min(max(center, track.lowerBound), track.upperBound) - track.lowerBound) / (track.upperBound - track.lowerBound)
            : 0
        let newValue = storedMinimum + Float(fraction) * (storedMaximum - storedMinimum)
        if newValue != value {
            value = newValue
            if isContinuous { sendValueChanged(with: event) }
        }
        return super.continueTracking(touch, with: event)
    }

    /// Without ``isContinuous``, reports the change once the finger lifts.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous && value != valueAtTrackingStart { sendValueChanged(with: event) }
    }

    /// Without ``isContinuous``, a cancelled drag still reports the value it left.
    /// Decision: the thumb stays where the finger left it, so the value it shows is
    /// reported rather than silently kept or reverted.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        if !isContinuous && value != valueAtTrackingStart { sendValueChanged(with: event) }
    }

    // MARK: Accessibility (R-DV3)

    /// Raises the value by a tenth of the range and sends the value change, as VoiceOver's
    /// swipe up does. Decision: UIKit documents no step; a tenth is what VoiceOver users
    /// hear on a default slider.
    open override func accessibilityIncrement() {
        adjustForAccessibility(by: (storedMaximum - storedMinimum) / 10)
    }

    /// Lowers the value by a tenth of the range and sends the value change.
    open override func accessibilityDecrement() {
        adjustForAccessibility(by: -(storedMaximum - storedMinimum) / 10)
    }

    private func adjustForAccessibility(by step: Float) {
        let previous = value
        value += step
        if value != previous { sendValueChanged(with: nil) }
    }
}
