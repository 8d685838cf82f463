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
        do {
            _ = try Replay.run(recording, through: scene)
        } catch {
            fatalError("a recording the reader accepted was refused by the engine: \(error)")
        }
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
                            && again.frames.map(\.time) == recording.frames.map(\.time),
                         "a written trace reads back differently")
        } catch {
            fatalError("a written trace cannot be read back: \(error)")
        }
    }
}
