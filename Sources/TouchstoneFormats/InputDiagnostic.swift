import Foundation

/// Where in an input file something was found: the file, and the line or the field when
/// known.
public struct InputLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file's name as the user gave it (a path or a bare name).
    public var file: String
    /// The 1-based line, when the problem is on one line.
    public var line: Int?
    /// The JSON field path, such as `frames[3].touches[0].x`, when the input is JSON.
    public var field: String?

    /// Creates a location.
    public init(file: String, line: Int? = nil, field: String? = nil) {
        self.file = file
        self.line = line
        self.field = field
    }

    /// `file:line: field`, leaving out what is unknown.
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        if let field { text += ": \(field)" }
        return text
    }
}

/// Input that cannot be read or replayed: a recording, trace or scene that is malformed,
/// truncated or inconsistent. Its description is one line naming the file, the line or
/// field, and the problem.
///
/// Every reader throws this and nothing else, so a command-line tool can print it and
/// exit; tests match on ``kind``.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The family of problem, for callers that react differently to each.
    public enum Kind: String, Sendable {
        /// The file could not be opened or is not text.
        case unreadable
        /// A line or value does not follow the format.
        case malformed
        /// The file ends in the middle of something: a line, a JSON value, or a gesture
        /// with fingers still down.
        case truncated
        /// An event type or code that the Linux input layer does not define.
        case unknownEventCode
        /// Time runs backwards from one line or frame to the next.
        case timeWentBackwards
        /// A NaN or infinite coordinate or time.
        case nonFinite
        /// A finger moves or lifts while not down, or touches down twice.
        case fingerState
        /// A key goes up while not down, or down twice.
        case keyState
        /// More than ``TouchLimits/maximumFingers`` fingers at once.
        case tooManyFingers
        /// A format version this build does not read.
        case unsupportedVersion
        /// The axis ranges needed to map device units to points are missing or empty.
        case missingAxes
        /// A JSON object has a property that the format does not define.
        case unknownProperty
        /// A name refers to a recognizer or view that does not exist.
        case unknownReference
        /// A value has the right type but an impossible value.
        case invalidValue
    }

    /// The family of problem.
    public var kind: Kind
    /// Where it was found.
    public var location: InputLocation
    /// What is wrong, in words.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, at location: InputLocation, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = message
    }

    /// `file:line: field: message`, always one line: line breaks become spaces, and a
    /// message made long by quoting the input is cut.
    public var description: String { oneLine("\(location): \(message)", limit: 400) }

    /// Why a file operation failed, in the system's words ("no such file or directory"),
    /// rather than Foundation's "NSCocoaErrorDomain error 256".
    public static func reason(of error: any Error) -> String {
        let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        guard let underlying, underlying.domain == NSPOSIXErrorDomain,
              let text = strerror(Int32(underlying.code)) else { return "the system refused" }
        return String(cString: text).lowercased()
    }

    /// At most `limit` characters of `text` quoted from the input, for a message: long
    /// runs are cut with `…`, line breaks become spaces and other control characters `?`,
    /// so that the message
    /// stays one short line.
    public static func excerpt(_ text: some StringProtocol, limit: Int = 40) -> String {
        oneLine(String(text), limit: limit)
    }
}

private func oneLine(_ text: String, limit: Int) -> String {
    var kept = text.unicodeScalars.prefix(limit)
    let cut = text.unicodeScalars.count > limit
    // A cut falls between words where there is a space to cut at, so that a list of
    // names is never left with half of one.
    if cut, let space = kept.lastIndex(where: { $0 == " " }), kept.distance(from: kept.startIndex, to: space) > limit / 2 {
        kept = kept[..<space]
    }
    var result = String(kept.map { scalar -> Character in
        switch scalar {
        case "\n", "\r", "\t": " "
        case _ where scalar.properties.generalCategory == .control: "?"
        default: Character(scalar)
        }
    })
    if cut { result += "…" }
    return result
}

/// Something wrong with the input that a reader repaired, saying what it did: a missing
/// `SYN_REPORT` inserted, a lift without a touch-down dropped.
public struct InputWarning: Sendable, Equatable, CustomStringConvertible {
    /// Where it was found.
    public var location: InputLocation
    /// What was wrong and how it was repaired.
    public var message: String

    /// Creates a warning.
    public init(at location: InputLocation, _ message: String) {
        self.location = location
        self.message = message
    }

    /// `file:line: message`, one line.
    public var description: String { oneLine("\(location): \(message)", limit: 400) }
}

/// Limits every reader enforces.
public enum TouchLimits {
    /// The most fingers that may be down at once. A recording with more is refused: no
    /// touch surface reports that many (large touch tables report some tens), so it
    /// is a broken recording. The lab's fingers (0…99) fit, so a saved session reads back.
    public static let maximumFingers = 100
    /// The latest time, in seconds from the recording's start, a frame may have (about
    /// 317 years): the latest host time a window takes (`UIWindow.maximumTime`), so that
    /// whatever a window took, saved as a trace, reads back. Up to it a `Double` tells two
    /// microseconds apart; beyond about 10^15 s it cannot tell 0.5 s apart, so a 0 s press
    /// would last as long as a long press.
    public static let maximumTime: Double = 1e10
    /// The longest screen side, in points (about 150 m at 163 pt/in): anything larger is a
    /// typo, and lengths must stay far inside the range of `Int` for printing.
    public static let maximumScreenSide: Double = 1e6

    /// "the recording ends while fingers 1, 2 are still down", for every reader alike.
    static func stillDownMessage(fingers: [Int], in what: String) -> String {
        "the \(what) ends while finger\(fingers.count == 1 ? "" : "s") "
            + fingers.map(String.init).joined(separator: ", ") + " \(fingers.count == 1 ? "is" : "are") still down"
    }
}
