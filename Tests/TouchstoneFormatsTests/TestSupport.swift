import Foundation
import TouchstoneFormats

/// The recordings in `Tests/Recordings`, found from this file's place in the repository:
/// the evemu-devices collection (`Tests/Recordings/evemu-devices`, with its licence and
/// provenance) and the pointer excerpts beside it.
enum Recordings {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let evemuDevices = repositoryRoot.appendingPathComponent("Tests/Recordings/evemu-devices")

    static func recording(_ relativePath: String) -> URL {
        evemuDevices.appendingPathComponent(relativePath)
    }
}

/// Reads `text` as a recording of `format`, or returns the error it throws.
func read(_ text: String, format: InputFormat?, screen: CGSize? = nil,
          description: String? = nil, strict: Bool = false) -> Result<TouchRecording, InputError> {
    Result { () throws(InputError) -> TouchRecording in
        try InputReader.read(text: text, file: "input",
                             options: .init(format: format, mapping: .init(screen: screen), strict: strict),
                             description: description.map { ($0, "device.desc") })
    }
}

/// The frames as `time finger phase x,y` lines, rounded, for compact expectations.
func outline(_ recording: TouchRecording) -> [String] {
    recording.frames.map { frame in
        let changes = frame.changes.map { change in
            "\(change.finger) \(change.phase.rawValue) \(Int(change.location.x.rounded())),\(Int(change.location.y.rounded()))"
        }
        return String(format: "%.3f ", frame.time) + changes.joined(separator: "; ")
    }
}

extension Result {
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An evemu description of a 1000×1000-unit touch screen without resolution, so that
/// with `--screen 1000x1000` one unit is one point.
let squareScreenDescription = """
N: Test Touchscreen
P: 02 00 00 00 00 00 00 00
A: 00 0 999 0 0 0
A: 01 0 999 0 0 0
A: 2f 0 9 0 0 0
A: 35 0 999 0 0 0
A: 36 0 999 0 0 0
A: 39 0 65535 0 0 0

"""

let unitScreen = CGSize(width: 1000, height: 1000)

/// One finger down at (100, 100) on ``squareScreenDescription``, at 0 s…
let oneTouchDown = """
E: 0.000000 0003 0039 1
E: 0.000000 0003 0035 100
E: 0.000000 0003 0036 100
E: 0.000000 0000 0000 0

"""
/// …and up at 0.1 s.
let oneTouchUp = """
E: 0.100000 0003 0039 -1
E: 0.100000 0000 0000 0

"""

/// Reads evemu `events` on ``squareScreenDescription`` with one unit one point.
func evemuOnSquareScreen(_ events: String, strict: Bool = false) -> Result<TouchRecording, InputError> {
    read(squareScreenDescription + events, format: .evemu, screen: unitScreen, strict: strict)
}
