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

    /// `file:line: field: message`.
    public var description: String { "\(location): \(message)" }
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

    /// `file:line: message`.
    public var description: String { "\(location): \(message)" }
}

/// Limits every reader enforces.
public enum TouchLimits {
    /// The most fingers that may be down at once. A recording with more is refused: no
    /// touch screen reports that many, so it is a broken recording.
    public static let maximumFingers = 20
}
