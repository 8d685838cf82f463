import Touchstone

/// The recognizers of the standard workload, one of each per view level.
public enum StandardGesture: Int, CaseIterable, Sendable {
    case pinch, rotation, swipe, pan, doubleTap, singleTap, longPress

    /// The name given to the recognizers of this kind (their `UIGestureRecognizer.name`).
    public var name: String {
        switch self {
        case .pinch: "pinch"
        case .rotation: "rotation"
        case .swipe: "swipe"
        case .pan: "pan"
        case .doubleTap: "doubleTap"
        case .singleTap: "singleTap"
        case .longPress: "longPress"
        }
    }
}

/// Counts the actions a workload's recognizers send, by gesture and reported state.
///
/// Every recognizer of a workload sends its actions here, as an app's handlers would
/// receive them: this is what the tests read to check that each scripted sequence is
/// recognized as the gesture it stands for. Counting writes into a fixed table, so it
/// adds no allocation to the measured path.
@MainActor
public final class GestureTally {
    private static let stateCount = 6
    // Unchecked: recording runs on the main actor and never overlaps another access; the
    // run-time exclusivity check would cost more than the count.
    @exclusivity(unchecked) private var counts = [Int](repeating: 0, count: StandardGesture.allCases.count * GestureTally.stateCount)

    /// Creates an empty tally.
    public init() {}

    /// Records one action of `gesture` reporting `state`.
    public func record(_ gesture: StandardGesture, _ state: UIGestureRecognizer.State) {
        counts[gesture.rawValue * Self.stateCount + state.rawValue] += 1
    }

    /// The number of actions `gesture` sent reporting `state`.
    public func count(_ gesture: StandardGesture, _ state: UIGestureRecognizer.State) -> Int {
        counts[gesture.rawValue * Self.stateCount + state.rawValue]
    }

    /// Every action counted so far, as `gesture.state: count`, for messages.
    public var summary: String {
        var parts: [String] = []
        for gesture in StandardGesture.allCases {
            for rawState in 0..<Self.stateCount {
                let state = UIGestureRecognizer.State(rawValue: rawState)!
                let count = count(gesture, state)
                if count > 0 { parts.append("\(gesture.name).\(state): \(count)") }
            }
        }
        return parts.joined(separator: ", ")
    }

    /// Forgets every count.
    public func clear() {
        for index in counts.indices { counts[index] = 0 }
    }
}
