import FuzzSupport
import Touchstone
@_spi(Fuzzing) import TouchstoneLab

/// libFuzzer's entry: one input, read as a message from the lab's page.
///
/// Beyond "no crash, no hang", the decoder either refuses the message with one short
/// line or returns values within the limits it states: a message with a key given twice
/// is refused, an accepted touch message has its fingers in range, once each, finite
/// coordinates, and samples within the span around their message's time, in order, and an
/// accepted key message is a keyboard key's press (type 2000 plus its usage) that goes
/// down, up or is cancelled, typing at most ``ClientMessage/maximumKeyBytes``; an accepted
/// drawing (rank or template message) has strokes and points within the stated bounds, all
/// finite, and a template's name its bounded plain characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLabMessage(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzCheck.text(start, count)
    let message: ClientMessage
    do {
        message = try ClientMessage.parse(text)
    } catch {
        precondition(!error.description.contains("\n") && error.description.count <= 400,
                     "message not one short line: \(error.description.prefix(500))")
        return 0
    }
    if let keys = flatObjectKeys(text), Set(keys).count < keys.count {
        fatalError("a message with a key given twice was accepted: \(text.prefix(300))")
    }
    if case .key(let input, _, let time) = message {
        precondition(time.isFinite && time >= 0 && time <= ClientMessage.maximumTime / 1000, "time \(time) out of range")
        let key = input.key
        precondition(key.map { input.type.rawValue == 2000 + $0.keyCode.rawValue } ?? false, "a key message without its key: \(input)")
        precondition(input.phase != .changed, "a key message changed its key")
        precondition((key?.characters.utf8.count ?? 0) <= ClientMessage.maximumKeyBytes, "characters \(String(describing: key?.characters))")
    }
    if case .touches(let inputs, let time) = message {
        precondition(time.isFinite && time >= 0 && time <= ClientMessage.maximumTime / 1000, "time \(time) out of range")
        precondition(!inputs.isEmpty && inputs.count <= ClientMessage.maximumTouches, "\(inputs.count) touches")
        let span = ClientMessage.maximumSampleSpan / 1000
        for input in inputs {
            precondition(ClientMessage.fingerRange.contains(input.finger), "finger \(input.finger)")
            precondition(input.location.map { $0.x.isFinite && $0.y.isFinite } ?? false, "location \(String(describing: input.location))")
            precondition(input.coalesced.count <= ClientMessage.maximumSamples && input.predicted.count <= ClientMessage.maximumSamples)
            let coalesced = input.coalesced.map(\.timestamp)
            let predicted = input.predicted.map(\.timestamp)
            precondition(coalesced.allSatisfy { (-span - 1e-9)...1e-9 ~= $0 } && coalesced == coalesced.sorted(), "coalesced \(coalesced)")
            precondition(predicted.allSatisfy { (-1e-9)...(span + 1e-9) ~= $0 } && predicted == predicted.sorted(), "predicted \(predicted)")
        }
    }
    switch message {
    case .rank(let strokes), .addTemplate(_, let strokes):
        precondition((1...ClientMessage.maximumStrokes).contains(strokes.count), "\(strokes.count) strokes")
        for stroke in strokes {
            precondition((1...ClientMessage.maximumStrokePoints).contains(stroke.count), "\(stroke.count) points")
            precondition(stroke.allSatisfy { $0.x.isFinite && $0.y.isFinite && abs($0.x) <= 100_000 && abs($0.y) <= 100_000 })
        }
    default: break
    }
    if case .addTemplate(let name, _) = message {
        precondition((1...ClientMessage.maximumShapeNameBytes).contains(name.utf8.count), "name \(name.utf8.count) bytes")
        precondition(!name.unicodeScalars.contains { $0.properties.generalCategory == .control || "<>&\"\\/".unicodeScalars.contains($0) },
                     "name \(name.debugDescription)")
    }
    return 0
}

/// The keys of `text` read independently of the decoder, when `text` is one object with no
/// object or array inside and no escape: then no string holds a quote, and a string is a
/// key exactly when a colon follows it.
private func flatObjectKeys(_ text: String) -> [String]? {
    guard !text.contains("\\") else { return nil }
    let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
    let outside = parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    let openings = outside.reduce(0) { count, part in count + part.count(where: { $0 == "{" || $0 == "[" }) }
    guard openings == 1, outside.joined().contains("{") else { return nil }
    var keys: [String] = []
    for index in stride(from: 1, to: parts.count - 1, by: 2)
        where parts[index + 1].drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).first == ":" {
        keys.append(String(parts[index]))
    }
    return keys
}
