import Foundation

/// A control with a minus and a plus half that decrements or increments a value by a
/// fixed step (R-C2).
///
/// A stepper has UIKit's fixed size, 94 × 32 points (the size given to ``init(frame:)``
/// is ignored): the left half decrements, the right half increments. The step happens
/// when the finger touches down, after ``UIControl/Event/touchDown``. With ``autorepeat``
/// (the default), holding the finger on the half repeats the step every 0.1 s after a
/// 0.5 s delay (Est), on the window's host clock; the repeat skips while the finger is
/// off that half and stops at a limit. A half that cannot step (at its limit, without
/// ``wraps``) does not track the touch. With ``isContinuous`` (the default) every step
/// sends ``UIControl/Event/valueChanged`` (then ``UIControl/Event/primaryActionTriggered``);
/// without it, one is sent when the finger lifts, if the value changed. Against gesture
/// recognizers of its ancestors it wins single-finger single taps (R-A8).
@MainActor
open class UIStepper: UIControl {
    /// UIKit's stepper size (Obs).
    static let size = CGSize(width: 94, height: 32)

    private var storedValue: Double = 0 {
        willSet { propertyWillChange("value") }
        didSet { propertyDidChange("value") }
    }
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    /// The direction of the step being tracked: -1 (minus half) or +1 (plus half).
    private var direction: Double = 0
    private var valueAtTrackingStart: Double = 0
    private var repeatTimer: VirtualTimer?

    /// Creates a stepper at `frame.origin`, with UIKit's fixed size, value 0 in 0…100.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// Creates a stepper with UIKit's defaults and a zero frame of its fixed size. UIKit decodes it from a
    /// nib or storyboard here; Touchstone has neither, so `coder` is not read (R-I3).
    public required init?(coder: NSCoder) {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
    }

    /// The value, always within ``minimumValue``…``maximumValue``. Setting it sends no
    /// event.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, storedMinimum), storedMaximum) }
    }

    /// The lowest value; 0 by default. It must stay below ``maximumValue`` (UIKit raises an
    /// exception otherwise; here it is a precondition).
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            precondition(newValue < storedMaximum,
                         "UIStepper.minimumValue: \(newValue) is not below maximumValue \(storedMaximum)")
            storedMinimum = newValue
            value = storedValue
        }
    }

    /// The highest value; 100 by default. It must stay above ``minimumValue``.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            precondition(newValue > storedMinimum,
                         "UIStepper.maximumValue: \(newValue) is not above minimumValue \(storedMinimum)")
            storedMaximum = newValue
            value = storedValue
        }
    }

    /// The amount of one step; 1 by default. It must be positive.
    open var stepValue: Double {
        get { storedStep }
        set {
            precondition(newValue > 0, "UIStepper.stepValue: \(newValue) is not positive")
            storedStep = newValue
        }
    }

    /// Whether stepping past one end continues from the other; `false` by default.
    open var wraps: Bool = false
    /// Whether holding a half repeats its step; `true` by default.
    open var autorepeat: Bool = true
    /// Whether every step sends a value change (`true`, the default) or only the end of
    /// the interaction.
    open var isContinuous: Bool = true

    // MARK: Geometry

    /// The half of the stepper that `point` (in its coordinates) is on: -1 minus, +1 plus.
    private func direction(at point: CGPoint) -> Double {
        point.x < bounds.midX ? -1 : 1
    }

    /// The rectangle of the half that steps in `direction`.
    private func halfRect(for direction: Double) -> CGRect {
        let half = bounds.width / 2
        return CGRect(x: direction < 0 ? bounds.minX : bounds.midX, y: bounds.minY, width: half, height: bounds.height)
    }

    /// The value one step in `direction` leads to, or `nil` at a limit without ``wraps``.
    private func steppedValue(_ direction: Double) -> Double? {
        let next = storedValue + direction * storedStep
        if next > storedMaximum {
            if wraps { return storedMinimum }
            return storedValue < storedMaximum ? storedMaximum : nil
        }
        if next < storedMinimum {
            if wraps { return storedMaximum }
            return storedValue > storedMinimum ? storedMinimum : nil
        }
        return next
    }

    // MARK: Tracking

    /// Tracks the touch when its half can step.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = direction(at: touch.location(in: self))
        guard steppedValue(direction) != nil else { return false }
        valueAtTrackingStart = storedValue
        return super.beginTracking(touch, with: event)
    }

    /// After the touch-down event, steps once and starts the autorepeat.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesBegan(touches, with: event)
        guard !wasTracking, isTracking else { return }
        step(with: event)
        if autorepeat { scheduleRepeat(after: GestureThresholds.stepperAutorepeatDelay) }
    }

    /// Stops the autorepeat; without ``isContinuous``, reports the change.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishInteraction(with: event)
    }

    /// Stops the autorepeat; without ``isContinuous``, reports the change made so far.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishInteraction(with: event)
    }

    /// Steps in the tracked direction; `false` when a limit stops it.
    @discardableResult
    private func step(with event: UIEvent?) -> Bool {
        guard let next = steppedValue(direction) else { return false }
        storedValue = next
        if isContinuous { sendValueChanged(with: event) }
        return true
    }

    private func scheduleRepeat(after interval: TimeInterval) {
        scheduleHostTimer(in: &repeatTimer, after: interval) { self.repeatStep() }
    }

    /// One autorepeat tick: steps while the finger is on the tracked half.
    private func repeatStep() {
        guard isTracking, let touch = trackedTouch else { return }
        if halfRect(for: direction).contains(touch.location(in: self)) {
            guard step(with: nil) else { return }
        }
        scheduleRepeat(after: GestureThresholds.stepperAutorepeatInterval)
    }

    private func finishInteraction(with event: UIEvent?) {
        repeatTimer?.invalidate()
        if !isContinuous && storedValue != valueAtTrackingStart { sendValueChanged(with: event) }
    }

    override var defaultGestures: DefaultGestures { .tap }
}
