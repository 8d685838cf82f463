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

extension TouchChange {
    /// The recording's change for a finger change a host sent, at `location` (the
    /// input's, or the finger's last when it gives none), with its contact's properties.
    public init(_ input: TouchInput, at location: CGPoint) {
        let phase: TouchPhase = switch input.phase {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
        func sample(_ sample: TouchInput.Sample) -> TouchSample {
            TouchSample(time: sample.timestamp, location: sample.location, force: Double(sample.force),
                        majorRadius: Double(sample.majorRadius), altitude: Double(sample.altitudeAngle),
                        azimuth: Double(sample.azimuthAngle))
        }
        self.init(finger: input.finger, phase: phase, location: location,
                  type: TouchType.allCases.first { $0.rawNumber == input.type.rawValue } ?? .direct,
                  force: Double(input.force), maximumForce: input.maximumPossibleForce.map(Double.init),
                  majorRadius: Double(input.majorRadius), altitude: Double(input.altitudeAngle),
                  azimuth: Double(input.azimuthAngle), coalesced: input.coalesced.map(sample), predicted: input.predicted.map(sample))
    }
}
