import Foundation
import Touchstone
import TouchstoneFormats
import TouchstoneReplay

/// What every fuzz target checks about one input, beyond "no crash": the oracles that
/// make a fuzzer find wrong answers and not only traps.
///
/// - A reader either returns a recording or throws ``InputError`` whose description is
///   one line of bounded length.
/// - A recording a reader accepted replays without the engine refusing a frame: the
///   readers check input first, so a refusal means reader and engine disagree.
/// - A trace written from a recording reads back as the same frames.
/// - A replay's `--json` document parses, and its SVG's time axis has a bounded number of
///   ticks, however long the recording says time ran.
@MainActor
public enum FuzzCheck {
    /// The input as text, as the readers get it from a file.
    public nonisolated static func text(_ start: UnsafeRawPointer, _ count: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    }

    /// Reads `text` as `format` and, when it is accepted, replays it through `scene`.
    public static func readAndReplay(_ text: String, format: InputFormat?, scene: Scene = .standard) {
        let recording: TouchRecording
        do {
            recording = try InputReader.read(text: text, file: "fuzz",
                                             options: .init(format: format, mapping: .init(screen: CGSize(width: 390, height: 844))))
        } catch {
            checkMessage(error)
            return
        }
        roundTrip(recording)
        let result: ReplayResult
        do {
            result = try Replay.run(recording, through: scene)
        } catch {
            fatalError("a recording the reader accepted was refused by the engine: \(error)")
        }
        checkOutputs(result)
    }

    /// The JSON document parses (a large one, which takes Foundation long to parse, holds
    /// no bare non-finite number); the SVG's time axis stays within its ticks.
    private static func checkOutputs(_ result: ReplayResult) {
        let json = JSONRenderer.render(result)
        if json.utf8.count <= 256 * 1024 {
            precondition((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "the replay's JSON does not parse")
        } else {
            precondition(!hasBareWord(json), "the replay's JSON has a bare word other than true, false or null")
        }
        let svg = SVGRenderer.render(result)
        let ticks = svg.components(separatedBy: "text-anchor=\"middle\"").count - 1
        precondition(ticks <= 13, "the SVG's time axis has \(ticks) ticks")
    }

    /// Whether `json` has, outside its strings, a letter that is not part of `true`,
    /// `false`, `null` or an exponent: an `inf` or `nan` where a number belongs.
    private static func hasBareWord(_ json: String) -> Bool {
        var inString = false, escaped = false
        var word: [UInt8] = []
        for byte in json.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true; continue }
            let isLetter = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            if isLetter { word.append(byte); continue }
            if !word.isEmpty {
                if !["true", "false", "null", "e", "E"].contains(String(decoding: word, as: UTF8.self)) { return true }
                word.removeAll(keepingCapacity: true)
            }
        }
        return !word.isEmpty
    }

    /// An error message is one line of bounded length.
    public static func checkMessage(_ error: InputError) {
        let message = error.description
        precondition(!message.contains("\n") && message.count <= 401, "message not one short line: \(message.prefix(500))")
    }

    /// A trace written from `recording` reads back as the same frames.
    public static func roundTrip(_ recording: TouchRecording) {
        let written = TraceFormat.write(recording)
        do {
            let again = try TraceFormat.read(written, file: "round trip")
            precondition(again.frames.map(\.changes) == recording.frames.map(\.changes)
                            && again.frames.map(\.pointer) == recording.frames.map(\.pointer)
                            && again.frames.map(\.key) == recording.frames.map(\.key)
                            && again.frames.map(\.time) == recording.frames.map(\.time),
                         "a written trace reads back differently")
        } catch {
            fatalError("a written trace cannot be read back: \(error)")
        }
    }
}
