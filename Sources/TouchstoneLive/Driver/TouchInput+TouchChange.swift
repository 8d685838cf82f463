import Touchstone
import TouchstoneFormats

extension TouchInput {
    /// The engine's input for a finger change read from a recording or a live source,
    /// with its contact's properties (R-P7, R-P8).
    public init(_ change: TouchChange) {
        let phase: Phase = switch change.phase {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
        func sample(_ sample: TouchSample) -> Sample {
            Sample(location: sample.location, timestamp: sample.time, force: sample.force, majorRadius: sample.majorRadius,
                   altitudeAngle: sample.altitude, azimuthAngle: sample.azimuth)
        }
        self.init(finger: change.finger, phase: phase, location: change.location,
                  type: UITouch.TouchType(rawValue: change.type.rawNumber) ?? .direct, force: change.force,
                  majorRadius: change.majorRadius, maximumPossibleForce: change.maximumForce.map { CGFloat($0) },
                  altitudeAngle: change.altitude, azimuthAngle: change.azimuth,
                  coalesced: change.coalesced.map(sample), predicted: change.predicted.map(sample))
    }
}
