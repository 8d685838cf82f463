import Foundation
import Testing
import TouchstoneFormats
import TouchstoneReplay

/// The shared recordings replayed through the standard scene give the gestures that
/// `RecordedGestures.md` says they contain, a table worked out from the traces.
@MainActor
@Suite struct RecordedGestureTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let file: String
        let gestures: String
        var testDescription: String { file }
    }

    /// The rows of the table in `RecordedGestures.md`.
    nonisolated static let rows: [Row] = {
        let url = Paths.repositoryRoot.appendingPathComponent("Tests/TouchstoneReplayTests/RecordedGestures.md")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6, cells[1].hasPrefix("touchscreens/") || cells[1].hasPrefix("tablets/") else { return nil }
            return Row(file: cells[1], gestures: cells[4])
        }
    }()

    /// The table covers every shared recording.
    @Test func tableCoversEveryRecording() throws {
        var files: [String] = []
        for directory in ["touchscreens", "tablets"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Paths.evemuDevices.appendingPathComponent(directory).path)
            files += names.filter { !$0.hasSuffix(".desc") }.map { "\(directory)/\($0)" }
        }
        #expect(Self.rows.map(\.file).sorted() == files.sorted())
        #expect(Self.rows.count == 47)
    }

    /// Each recording replays to the gestures the table gives.
    @Test(arguments: rows)
    func replay(_ row: Row) throws {
        let url = Paths.evemuDevices.appendingPathComponent(row.file)
        if row.gestures.hasPrefix("error: ") {
            #expect(throws: InputError.self) { try InputReader.read(contentsOf: url) }
            do { _ = try InputReader.read(contentsOf: url) } catch {
                #expect(error.description.contains(row.gestures.dropFirst("error: ".count)))
            }
            return
        }
        let result = try Replay.run(try InputReader.read(contentsOf: url), through: Scene.standard)
        // Issue 20: every built-in recognizer that fails by itself says why.
        #expect(!result.explanations.contains { $0.contains("failed by itself") })
        switch row.gestures {
        case "(not checked)":
            #expect(!result.gestures.isEmpty)
        case "—":
            #expect(result.gestures.isEmpty)
        default:
            #expect(result.gestureNames.joined(separator: ", ") == row.gestures)
        }
    }
}
