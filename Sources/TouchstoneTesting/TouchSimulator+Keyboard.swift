import Foundation
import Touchstone

/// The software keyboard, scripted (R-TX5): Touchstone shows none, so a test that drives
/// keyboard-avoiding code posts UIKit's notifications with these, as iOS would when a
/// text field begins or ends editing. They go through `NotificationCenter.default`, which
/// every test in the process shares: run suites that use them `.serialized`.
extension TouchSimulator {
    /// The height of an iPhone's keyboard in portrait with its suggestion bar: 336 points
    /// (Est).
    public static let keyboardHeight: CGFloat = 336

    /// Slides the keyboard up from below the window's screen: posts
    /// `keyboardWillChangeFrameNotification` and `keyboardWillShowNotification`, lets
    /// `duration` seconds pass (animations started by the observers run), then posts
    /// `keyboardDidChangeFrameNotification` and `keyboardDidShowNotification`. The user
    /// info has the begin and end frames in screen coordinates, the duration, the
    /// keyboard's curve (7, as iOS sends) and `isLocal` true.
    public func showKeyboard(height: CGFloat = TouchSimulator.keyboardHeight, duration: TimeInterval = 0.25) {
        let screen = window.screen.bounds
        let below = CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
        let shown = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
        postKeyboardChange(from: below, to: shown, duration: duration,
                           will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification)
    }

    /// Slides the keyboard back down, with the hide notifications in the same order as
    /// ``showKeyboard(height:duration:)``'s.
    public func hideKeyboard(height: CGFloat = TouchSimulator.keyboardHeight, duration: TimeInterval = 0.25) {
        let screen = window.screen.bounds
        let shown = CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
        let below = CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
        postKeyboardChange(from: shown, to: below, duration: duration,
                           will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification)
    }

    private func postKeyboardChange(from begin: CGRect, to end: CGRect, duration: TimeInterval,
                                    will: Notification.Name, did: Notification.Name) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
        advance(by: duration)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: did, object: nil, userInfo: info)
    }
}
