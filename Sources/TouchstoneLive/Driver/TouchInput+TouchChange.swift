import Touchstone
import TouchstoneFormats

extension TouchInput {
    /// The engine's input for a finger change read from a recording or a live source.
    public init(_ change: TouchChange) {
        let phase: Phase = switch change.phase {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
        self.init(finger: change.finger, phase: phase, location: change.location)
    }
}
