import Foundation

/// The root of UIKit's haptic generators (R-DV2). A generator plays nothing here: each
/// haptic it would play is recorded on the device current when it plays
/// (``UIDevice/playedFeedback``), with the host time of the window it belongs to, so that a
/// test asserts "the snap played a medium impact at 0.3 s".
///
/// The window is the attached view's (``init(view:)``, or the view the generator was added
/// to as an interaction), else the shared application's key window; with neither, the
/// record has no timestamp.
@MainActor
open class UIFeedbackGenerator: UIInteraction {
    /// The view the generator is attached to, if any.
    public private(set) weak var view: UIView?

    /// Creates a generator attached to no view.
    public init() {}

    /// Creates a generator attached to `view`, whose window's time its haptics carry.
    public init(view: UIView) {
        self.view = view
    }

    /// Readies the haptic engine to play soon: nothing to ready here.
    open func prepare() {}

    /// Called before the generator is added to `view` as an interaction.
    open func willMove(to view: UIView?) {}

    /// Called after the generator was added to `view` (or removed, with `nil`): it is then
    /// attached to that view.
    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Records `kind`, played now at `location` in the attached view, on the current device.
    func play(_ kind: UIDevice.PlayedFeedback.Kind, at location: CGPoint? = nil) {
        let window = view?.window ?? UIApplication.shared.keyWindow
        UIDevice.current.record(UIDevice.PlayedFeedback(kind: kind, timestamp: window?.currentTime, location: location))
    }
}

extension UIDevice {
    /// One haptic the device played (R-DV2). A Touchstone addition, for tests.
    public struct PlayedFeedback: Equatable, Sendable {
        /// What a generator played.
        public enum Kind: Equatable, Sendable {
            /// An impact of a style, at an intensity in 0…1 (1 unless given).
            case impact(UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
            /// A selection change.
            case selection
            /// A task's outcome.
            case notification(UINotificationFeedbackGenerator.FeedbackType)
        }

        /// What was played.
        public let kind: Kind
        /// The host time of the generator's window when it played, if it had one.
        public let timestamp: TimeInterval?
        /// Where in the attached view it played, when the app said.
        public let location: CGPoint?

        /// Creates a record, as a test writes the one it expects.
        public init(kind: Kind, timestamp: TimeInterval?, location: CGPoint? = nil) {
            self.kind = kind
            self.timestamp = timestamp
            self.location = location
        }
    }
}
