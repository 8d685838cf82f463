import Foundation
import Touchstone

/// One `presses…` call a responder of a scene heard: which responder, which phase, which
/// presses. A press starts at the first responder and goes up the chain (R-R1, R-R5); the
/// deliveries of one press, in order, are that path: the first responder, its superviews
/// and their view controllers, then `window` for a press no responder kept.
public struct PressDelivery: Sendable, Equatable {
    /// The window's time of the call, in seconds.
    public var time: TimeInterval
    /// The scene's name of the view or view controller that heard it, or `window`.
    public var responder: String
    /// The method: `pressesBegan` is `began`, and so on.
    public var phase: UIPress.Phase
    /// The presses, each by its key (`keyboardA`) or its button (`select`), in that order.
    public var presses: [String]

    /// A delivery at `time` to `responder`.
    public init(time: TimeInterval, responder: String, phase: UIPress.Phase, presses: [String]) {
        self.time = time
        self.responder = responder
        self.phase = phase
        self.presses = presses
    }
}

/// Writes down the `presses…` calls the scene's responders hear, each at the window's
/// time: the scene's plain views and view controllers report the calls they pass on, and
/// the scene's ``DeliveryLog`` those that reach the end of the chain.
@MainActor
final class PressLog {
    private(set) var deliveries: [PressDelivery] = []
    private unowned let recorder: TimelineRecorder
    private unowned let window: UIWindow

    init(recorder: TimelineRecorder, window: UIWindow) {
        self.recorder = recorder
        self.window = window
    }

    /// `responder` heard `presses` through its `presses…` method of `phase`; `nil` is the
    /// window, whose next responder is the log at the end of the chain.
    func heard(_ phase: UIPress.Phase, _ presses: Set<UIPress>, by responder: UIResponder?) {
        let names = presses.map { press in press.key.map { "\($0.keyCode)" } ?? press.type.description }.sorted()
        let heard = responder ?? window
        let name = recorder.name(of: heard) ?? "\(type(of: heard))"
        deliveries.append(PressDelivery(time: window.currentTime, responder: name, phase: phase, presses: names))
    }
}
