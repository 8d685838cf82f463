import Foundation

/// Reads the contact properties a version 2 trace gives a finger change (R-P7, R-P8): its
/// type, force, radius, stylus angles, and coalesced and predicted samples, each checked
/// as the engine checks them, so that a trace that reads also replays.
enum ContactFields {
    /// Reads the optional properties of `object` into `change`, a change at `time`.
    static func read(_ object: inout JSONObject, into change: inout TouchChange, at time: Double) throws(InputError) {
        if let typeField = object.optional("type") {
            let name = try typeField.string()
            guard let type = TouchType(rawValue: name) else {
                throw typeField.error(.invalidValue, "unknown touch type \"\(InputError.excerpt(name))\"; expected "
                                        + TouchType.allCases.map(\.rawValue).joined(separator: ", "))
            }
            change.type = type
        }
        var values = Values(force: change.force, majorRadius: change.majorRadius, altitude: change.altitude, azimuth: change.azimuth)
        try values.read(&object)
        (change.force, change.majorRadius, change.altitude, change.azimuth) = (values.force, values.majorRadius, values.altitude, values.azimuth)
        if let field = object.optional("maximumForce") { change.maximumForce = try notNegative(field) }
        if let field = object.optional("coalesced") {
            let samples = try field.array()
            if !samples.isEmpty && !(change.phase == .moved || change.phase == .ended) {
                throw field.error(.invalidValue, "a \(change.phase.rawValue) change carries no coalesced samples (only moved and ended do)")
            }
            change.coalesced = try readSamples(samples, after: nil, upTo: time)
        }
        if let field = object.optional("predicted") {
            change.predicted = try readSamples(try field.array(), after: time, upTo: nil)
        }
    }

    /// The force, radius and angles of a change or a sample.
    private struct Values {
        var force: Double, majorRadius: Double, altitude: Double, azimuth: Double

        mutating func read(_ object: inout JSONObject) throws(InputError) {
            if let field = object.optional("force") { force = try notNegative(field) }
            if let field = object.optional("radius") { majorRadius = try notNegative(field) }
            if let field = object.optional("altitude") {
                altitude = try field.number()
                guard (0 ... .pi / 2).contains(altitude) else {
                    throw field.error(.invalidValue, "altitude \(altitude) is outside 0…π/2 radians")
                }
            }
            if let field = object.optional("azimuth") { azimuth = try field.number() }
        }
    }

    private static func notNegative(_ field: JSONField) throws(InputError) -> Double {
        let value = try field.number()
        guard value >= 0 else { throw field.error(.invalidValue, "\(value) is negative") }
        return value
    }

    /// Samples in time order, each at or after `after` and at or before `upTo`.
    private static func readSamples(_ fields: [JSONField], after start: Double?, upTo end: Double?) throws(InputError) -> [TouchSample] {
        var samples: [TouchSample] = []
        var previous = start
        for field in fields {
            var object = try field.object()
            let timeField = try object.required("time")
            let time = try timeField.number()
            try TraceFormat.checkTime(time, of: timeField)
            if let previous, time < previous {
                throw timeField.error(.timeWentBackwards, "sample time \(time) is before \(previous): samples must be in time order"
                                        + (start != nil ? ", after their frame" : ""))
            }
            if let end, time > end {
                throw timeField.error(.timeWentBackwards, "coalesced sample time \(time) is after its frame's time \(end)")
            }
            previous = time
            let location = CGPoint(x: try object.required("x").number(), y: try object.required("y").number())
            var values = Values(force: 0, majorRadius: TouchChange.defaultRadius, altitude: .pi / 2, azimuth: 0)
            try values.read(&object)
            try object.finish()
            samples.append(TouchSample(time: time, location: location, force: values.force, majorRadius: values.majorRadius,
                                       altitude: values.altitude, azimuth: values.azimuth))
        }
        return samples
    }
}
