import Foundation
import Touchstone

/// Plays a ``Workload`` on its own window: its round of input over and over, each round
/// starting ``Workload/roundDuration`` after the previous one, with no simulator in
/// between.
///
/// Playing allocates nothing of its own: the frames are built once, and each event is
/// one `UIWindow.sendTouches(_:at:)` call with them, so what a measurement sees is the
/// engine's cost.
@MainActor
public final class WorkloadPlayer {
    /// The workload being played.
    public let workload: Workload
    /// The window built for it.
    public let window: UIWindow
    /// The actions the workload's recognizers sent so far.
    public let tally: GestureTally
    /// The number of events sent so far.
    public private(set) var eventsSent = 0

    private let scene: WorkloadScene
    private var nextFrame = 0
    private var roundStart: TimeInterval = 0

    /// Builds the workload's window; nothing is sent yet.
    public init(_ workload: Workload) {
        self.workload = workload
        let tally = GestureTally()
        self.tally = tally
        scene = workload.build(tally)
        window = scene.window
    }

    /// The event that ``step()`` sends next.
    public var nextEvent: WorkloadEvent { workload.round[nextFrame] }

    /// Sends the next event of the script.
    public func step() {
        let frame = workload.round[nextFrame]
        do {
            try window.sendTouches(frame.inputs, at: roundStart + frame.time)
        } catch {
            preconditionFailure("WorkloadPlayer(\(workload.name)): event \(nextFrame) was refused: \(error)")
        }
        eventsSent += 1
        nextFrame += 1
        if nextFrame == workload.round.count {
            nextFrame = 0
            roundStart += workload.roundDuration
        }
    }

    /// Sends the next `count` events.
    public func play(events count: Int) {
        for _ in 0..<count { step() }
    }

    /// Sends events up to the end of the current round, or a whole round when one is
    /// about to start.
    public func finishRound() {
        repeat { step() } while nextFrame != 0
    }
}
