import Foundation
import Testing
import Touchstone

/// BEHAVIOR §7 (velocity Decision) on real phone flings measured by two peers: Flutter's
/// recordings (a Nexus) and Android's (a Sailfish and a Swordfish), with the velocity each
/// peer's own tests expect at every lift (`Tests/Recordings/flings/README.md`). The peers'
/// estimates are not the truth: the pan's velocity at each lift is held to 20 % of every
/// peer (Android holds its two estimators to 20 % of each other) or, where it differs
/// more, to what the recording's own last samples show.
///
/// The comparison table it computes is the one in the article "Recognizers and their
/// thresholds" ("Real flings") and in the README: the test fails when either differs, and
/// with `TOUCHSTONE_UPDATE_GOLDENS=1` writes it there instead (then read the diff).
@MainActor
@Suite struct PeerFlingVelocityTests {
    /// One recorded touch, from touch-down to lift, in seconds and the recording's units.
    struct Recording {
        var name: String
        var samples: [(time: TimeInterval, location: CGPoint)] = []
        var lift: TimeInterval = 0
        var liftLocation: CGPoint = .zero
    }

    /// A peer's estimate at a recording's lift; nil on an axis its test does not state.
    struct Estimate {
        var peer: String
        var x: CGFloat?
        var y: CGFloat?
    }

    static let folder = Paths.repositoryRoot.appendingPathComponent("Tests/Recordings/flings")

    /// The documents that show the comparison table: the article (the README links to it).
    static let documents = ["Sources/Touchstone/Touchstone.docc/RecognizersAndThresholds.md"]
        .map { Paths.repositoryRoot.appendingPathComponent($0) }

    /// The lines of a data file, without comments and blank lines, split at spaces.
    static func rows(_ name: String) throws -> [[Substring]] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ") }
    }

    /// The recordings of a `.events` file, in its order; `secondsPerUnit` converts its times.
    static func recordings(_ name: String, secondsPerUnit: Double) throws -> [Recording] {
        var recordings: [Recording] = []
        for row in try rows(name) {
            try #require(row.count == 5, "\(name): \(row.joined(separator: " "))")
            let time = try #require(Double(row[2])) * secondsPerUnit
            let location = CGPoint(x: try #require(Double(row[3])), y: try #require(Double(row[4])))
            switch row[1] {
            case "down": recordings.append(Recording(name: String(row[0]), samples: [(time, location)]))
            case "move": recordings[recordings.count - 1].samples.append((time, location))
            case "up":
                recordings[recordings.count - 1].lift = time
                recordings[recordings.count - 1].liftLocation = location
            default: Issue.record("\(name): unknown phase \(row[1])")
            }
        }
        return recordings
    }

    /// Every peer's estimates, by recording.
    static func estimates() throws -> [String: [Estimate]] {
        var estimates: [String: [Estimate]] = [:]
        for row in try rows("expected-velocities.txt") {
            estimates[String(row[0]), default: []].append(
                Estimate(peer: String(row[1]), x: Double(row[2]).map { CGFloat($0) }, y: Double(row[3]).map { CGFloat($0) }))
        }
        return estimates
    }

    /// The velocity a pan reports in its `.ended` action for the recording, the host sending
    /// each sample as an event at its time and the lift where the finger was last seen.
    static func panVelocityAtLift(_ recording: Recording) throws -> CGPoint? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
        let pan = UIPanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let probe = RecordedFlingVelocityTests.Probe()
        pan.addTarget(probe, action: RecordedFlingVelocityTests.Probe.handle)
        for (index, sample) in recording.samples.enumerated() {
            try window.advanceTime(to: sample.time)
            _ = try window.sendTouches([TouchInput(finger: 1, phase: index == 0 ? .began : .moved, location: sample.location)],
                                       at: sample.time)
        }
        try window.advanceTime(to: recording.lift)
        _ = try window.sendTouches([TouchInput(finger: 1, phase: .ended, location: recording.liftLocation)], at: recording.lift)
        return probe.endVelocity
    }

    /// The relative difference of `velocity` from the estimate, on the axes it states: the
    /// length of the difference over the estimate's length.
    static func relativeDifference(_ velocity: CGPoint, from estimate: Estimate) -> Double {
        var difference: CGFloat = 0, length: CGFloat = 0
        if let x = estimate.x { difference += (velocity.x - x) * (velocity.x - x); length += x * x }
        if let y = estimate.y { difference += (velocity.y - y) * (velocity.y - y); length += y * y }
        return Double((difference / length).squareRoot())
    }

    /// The finger's velocity over its last segment, from the recording's own samples:
    /// from the newest sample at least 7 ms before its last one (a frame of these devices;
    /// Android's also hold resampled points 2 to 5 ms apart) to the last, repeats of a
    /// place left out. What the samples say, to judge a disagreement by.
    static func lastSegment(_ recording: Recording) -> CGPoint {
        var moving: [(time: TimeInterval, location: CGPoint)] = []
        for sample in recording.samples where sample.location != moving.last?.location { moving.append(sample) }
        guard let last = moving.last,
              let first = moving.last(where: { last.time - $0.time >= 0.007 }) else { return .zero }
        let seconds = CGFloat(last.time - first.time)
        return CGPoint(x: (last.location.x - first.location.x) / seconds, y: (last.location.y - first.location.y) / seconds)
    }

    // The bar: within 20 % of every peer's estimate (Android holds its own two estimators
    // to 20 % of each other). Where a peer reads further from Touchstone than that, the
    // samples decide: the finger sped up to the lift, which the peers' 100 ms quadratic
    // lags, so Touchstone must read faster than the peer and within 20 % (or 50 units/s,
    // for a finger that all but stopped) of the finger's velocity over its last segment;
    // the table shows it beside the peers.
    /// The velocity at every lift agrees with the peers, or with the samples where they differ.
    @Test func velocityAtEveryLiftAgreesWithThePeers() throws {
        let estimates = try Self.estimates()
        let recordings = try Self.recordings("flutter-velocity-tracker.events", secondsPerUnit: 1e-3)
            + Self.recordings("android-velocity-tracker.events", secondsPerUnit: 1e-9)
        var table = ["| fling | last segment (x, y) | Touchstone (x, y) | Flutter | Android impulse | Android lsq2 |",
                     "|---|---|---|---|---|---|"]
        var compared = 0, agreeing = 0
        for recording in recordings {
            let velocity = try #require(try Self.panVelocityAtLift(recording), "\(recording.name): the pan did not end")
            let segment = Self.lastSegment(recording)
            var cells: [String: String] = [:]
            for estimate in estimates[recording.name] ?? [] {
                let difference = Self.relativeDifference(velocity, from: estimate)
                compared += 1
                if difference <= 0.2 {
                    agreeing += 1
                } else {
                    let fromSegment = hypot(velocity.x - segment.x, velocity.y - segment.y)
                    #expect(Self.isFaster(velocity, than: estimate) && fromSegment <= max(0.2 * hypot(segment.x, segment.y), 50),
                            "\(recording.name): \(velocity) is \(Int((difference * 100).rounded())) % from \(estimate.peer) and \(fromSegment) from the last segment \(segment)")
                }
                let stated = [estimate.x.map { String(format: "%.0f", $0) } ?? "–", estimate.y.map { String(format: "%.0f", $0) } ?? "–"]
                let sign = Self.isFaster(velocity, than: estimate) ? 1.0 : -1.0
                cells[estimate.peer] = "\(stated.joined(separator: ", ")) (\(String(format: "%+.0f", sign * difference * 100)) %)"
            }
            let name = Double(recording.name) != nil ? "Flutter \(recording.name)" : recording.name
            table.append("| \(name) | \(String(format: "%.0f, %.0f", segment.x, segment.y)) | "
                         + "\(String(format: "%.0f, %.0f", velocity.x, velocity.y)) | \(cells["flutter"] ?? "") | "
                         + "\(cells["impulse"] ?? "") | \(cells["lsq2"] ?? "") |")
        }
        // Flutter's 14 lifts and Android's 18 + 1, with 14 + 37 estimates between them.
        #expect(recordings.count == 33 && compared == 51, "\(recordings.count) recordings, \(compared) estimates")
        print("within 20 % of the peer: \(agreeing) of \(compared) estimates")
        for document in Self.documents { try Self.expect(document, toShow: table) }
    }

    /// Compares the document's table (the lines from `table`'s header to the first line that
    /// is not a table row) with `table`; with `TOUCHSTONE_UPDATE_GOLDENS=1`, writes it there.
    static func expect(_ article: URL, toShow table: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let text = try String(contentsOf: article, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: table[0]),
                                 "\(article.lastPathComponent) has no table headed \(table[0])", sourceLocation: sourceLocation)
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
        if ProcessInfo.processInfo.environment["TOUCHSTONE_UPDATE_GOLDENS"] == "1" {
            lines.replaceSubrange(start..<end, with: table)
            try lines.joined(separator: "\n").write(to: article, atomically: true, encoding: .utf8)
            return
        }
        let shown = Array(lines[start..<end])
        #expect(shown == table, """
            \(article.lastPathComponent) shows another fling table than the recordings give \
            (TOUCHSTONE_UPDATE_GOLDENS=1 writes it); computed:
            \(table.joined(separator: "\n"))
            """, sourceLocation: sourceLocation)
    }

    /// Whether `velocity` is longer than the estimate along it: the sign of the table's
    /// percentages (+ where Touchstone reads the fling faster than the peer).
    static func isFaster(_ velocity: CGPoint, than estimate: Estimate) -> Bool {
        let x = estimate.x ?? 0, y = estimate.y ?? 0
        return velocity.x * x + velocity.y * y >= x * x + y * y
    }
}
