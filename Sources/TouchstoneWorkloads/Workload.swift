import Foundation
import Touchstone

/// One host event of a scripted workload: the changes of some fingers at a time relative
/// to the start of the workload's round.
public struct WorkloadEvent: Sendable, Equatable {
    /// Seconds since the start of the round.
    public var time: TimeInterval
    /// The fingers that change in this event, as the window's input API takes them.
    public var inputs: [TouchInput]

    /// Creates a frame.
    public init(time: TimeInterval, inputs: [TouchInput]) {
        self.time = time
        self.inputs = inputs
    }
}

/// A performance workload: a window with views and recognizers, and a round of scripted
/// input that is played over and over.
///
/// The same definitions serve the test suite (which checks what they recognize and guards
/// allocations and growth), the `touchstone bench` command and the benchmark package, so
/// that every number is measured on the same input. The standard workload and its scaling
/// series are built by the static factories in `StandardWorkload.swift` and
/// `ScalingWorkloads.swift`; ``WorkloadPlayer`` plays them.
///
/// The input is a list of ``WorkloadEvent``s with virtual times, fed straight to
/// `UIWindow.sendTouches(_:at:)`: no simulator sits between the script and the engine,
/// so a measurement sees only the engine's own cost. Timers (tap intervals, the long
/// press) fire inside the event that passes their deadline, as they do for any host that
/// only sends events.
public struct Workload: Sendable {
    /// A short identifier, such as `standard` or `depth-8`.
    public let name: String
    /// One round of input, in time order.
    public let round: [WorkloadEvent]
    /// How long one round lasts, idle time included: the next round starts this much
    /// later.
    public let roundDuration: TimeInterval
    /// Builds the window, its views and recognizers.
    let build: @MainActor @Sendable (GestureTally) -> WorkloadScene

    /// Creates a workload from a scene builder and its round of input.
    init(name: String, round: [WorkloadEvent], roundDuration: TimeInterval,
         build: @escaping @MainActor @Sendable (GestureTally) -> WorkloadScene) {
        precondition(!round.isEmpty, "Workload \(name): a round needs at least one event")
        self.name = name
        self.round = round
        self.roundDuration = roundDuration
        self.build = build
    }

    /// The number of host events in one round.
    public var eventsPerRound: Int { round.count }

    /// The number of finger changes (touch updates) in one round.
    public var touchUpdatesPerRound: Int { round.reduce(0) { $0 + $1.inputs.count } }
}

/// What a workload builds: the window, and the objects the recognizers rely on but hold
/// only weakly (delegates), kept alive here.
@MainActor
public struct WorkloadScene {
    /// The window that receives the input.
    public let window: UIWindow
    /// Objects that must live as long as the window: recognizer delegates.
    let retained: [AnyObject]

    init(window: UIWindow, retained: [AnyObject] = []) {
        self.window = window
        self.retained = retained
    }
}
