import Foundation

// The software keyboard's notifications and their user-info keys, with UIKit's names
// (R-TX5). Touchstone runs as an iPhone with a hardware keyboard: no software keyboard
// shows, so the system posts none of them; a test posts them to drive keyboard-avoiding
// code (TouchstoneTesting's `TouchSimulator.showKeyboard(height:duration:)` posts UIKit's
// sequence). They go through `NotificationCenter.default`, which every test in a process
// shares: suites that post them run `.serialized`.
extension UIResponder {
    /// Posted before the keyboard shows.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard showed.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard hides.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard hid.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change, in screen coordinates, an `NSValue` of a
    /// `CGRect`.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change, in screen coordinates, an `NSValue` of a
    /// `CGRect`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The change's animation duration in seconds, an `NSNumber`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The change's animation curve, an `NSNumber` of a `UIView.AnimationCurve` raw value.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app, an `NSNumber` of a `Bool`.
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// A value holding `rect`, as UIKit's `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rectangle held.
    public var cgRectValue: CGRect { rectValue }
    /// The point held.
    public var cgPointValue: CGPoint { pointValue }
    /// The size held.
    public var cgSizeValue: CGSize { sizeValue }
}
