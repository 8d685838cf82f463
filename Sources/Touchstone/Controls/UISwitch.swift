import Foundation

/// A control with an on and an off state, toggled by a tap or by dragging its thumb
/// (R-C2).
///
/// A switch has UIKit's fixed size, 51 × 31 points: the size given to ``init(frame:)`` is
/// ignored, as in UIKit. Its thumb is a 27-point circle 2 points inside the left edge when
/// off and the right edge when on. A touch that lifts inside the tracking area without
/// having dragged toggles the switch. A drag moves the thumb by the finger's horizontal
/// travel; when the finger lifts, the switch is on if the thumb's center is right of the
/// middle. ``UIControl/Event/valueChanged`` (then
/// ``UIControl/Event/primaryActionTriggered``) is sent when the finger lifts, only if
/// ``isOn`` changed. Against gesture recognizers of its ancestors it wins single-finger
/// single taps, and single-finger pans parallel to it that start on its thumb (R-A8).
@MainActor
open class UISwitch: UIControl {
    /// UIKit's switch size (Obs).
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the edges (Obs).
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2

    /// Whether the switch is on. Setting it sends no event.
    open var isOn: Bool = false {
        willSet { propertyWillChange("isOn") }
        didSet { propertyDidChange("isOn") }
    }

    /// Whether the current touch began on the thumb, which R-A8 needs.
    private var touchBeganOnThumb = false
    /// Whether the current touch has dragged the thumb.
    private var dragged = false

    /// Creates a switch at `frame.origin`, with UIKit's fixed size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
    }

    /// Creates a switch with UIKit's defaults and a zero frame of its fixed size. UIKit decodes it from a
    /// nib or storyboard here; Touchstone has neither, so `coder` is not read (R-I3).
    public required init?(coder: NSCoder) {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
    }

    /// UIKit's fixed size, 51 × 31 points: a switch placed by constraints takes it (R-AL6).
    open override var intrinsicContentSize: CGSize { Self.size }

    /// Sets ``isOn``, sending no event. There is no animation to run.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The thumb's rectangle for the given state, in the switch's coordinates.
    func thumbRect(on: Bool) -> CGRect {
        let diameter = Self.thumbDiameter, inset = Self.thumbInset
        let x = on ? bounds.maxX - inset - diameter : bounds.minX + inset
        return CGRect(x: x, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    override var defaultGestures: DefaultGestures { [.tap, .thumbPan] }
    override var trackingBeganOnThumb: Bool { touchBeganOnThumb }

    /// Tracks every touch, noting whether it began on the thumb.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchBeganOnThumb = thumbRect(on: isOn).contains(touch.location(in: self))
        dragged = false
        return super.beginTracking(touch, with: event)
    }

    /// A finger that has moved a pan's hysteresis horizontally is dragging the thumb.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if abs(touch.location(in: self).x - trackingStartLocation.x) >= GestureThresholds.panHysteresis {
            dragged = true
        }
        return super.continueTracking(touch, with: event)
    }

    /// Decides the new state: the dragged thumb's side, or a toggle for a tap that lifted
    /// inside.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let newValue: Bool
        if dragged, let touch {
            let travel = touch.location(in: self).x - trackingStartLocation.x
            let offCenter = thumbRect(on: false).midX, onCenter = thumbRect(on: true).midX
            let start = isOn ? onCenter : offCenter
            newValue = min(max(start + travel, offCenter), onCenter) > bounds.midX
        } else {
            newValue = isTouchInside ? !isOn : isOn
        }
        if newValue != isOn {
            isOn = newValue
            sendValueChanged(with: event)
        }
    }

    /// A cancelled touch changes nothing.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        dragged = false
    }
}
