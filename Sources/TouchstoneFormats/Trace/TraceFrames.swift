import Foundation

/// The frames of a trace, read and checked one at a time as the JSON of its `frames`
/// array is parsed: the checks of ``TraceFormat/read(_:file:strict:)``, done frame by
/// frame, then those of the end (`end`, unknown properties, fingers still down).
struct TraceFrames: FrameSource {
    private var elements: JSONParser.Elements
    private let root: JSONObject
    private let endField: JSONField?
    private let file: String
    private let size: Int?
    private let strict: Bool
    private let version: Int
    private var checker: TraceFormat.FingerChecker
    private var pointer = PointerChecker()
    private var keys = KeyChecker()
    private var index = 0
    private var previous: (time: Double, path: String)?
    private var lastFrameTime: Double?
    private var finished = false
    /// The frames that close the trace: the cancellation of fingers still down, the
    /// pointer's exit when it still presses or scrolls.
    private var closing: [TouchFrame] = []
    private var endWarnings: [InputWarning] = []
    private(set) var endTime: Double?

    init(elements: JSONParser.Elements, root: JSONObject, endField: JSONField?, version: Int, file: String, size: Int?,
         strict: Bool) {
        self.elements = elements
        self.root = root
        self.endField = endField
        self.file = file
        self.size = size
        self.strict = strict
        self.version = version
        checker = TraceFormat.FingerChecker(file: file, version: version)
    }

    var warnings: [InputWarning] { checker.warnings + endWarnings }
    var fractionRead: Double { size.map { $0 == 0 ? 1 : min(1, Double(elements.bytesRead) / Double($0)) } ?? 0 }
    var peakBufferedBytes: Int { elements.peakBufferedBytes }

    mutating func next() throws(InputError) -> TouchFrame? {
        while !finished {
            guard let value = try elements.next() else {
                try finish()
                break
            }
            let frameField = JSONField(value, file: file, path: "frames[\(index)]")
            index += 1
            var frameObject = try frameField.object()
            let timeField = try frameObject.required("time")
            let time = try timeField.number()
            if let previous, time < previous.time {
                throw timeField.error(.timeWentBackwards, "time \(time) is before \(previous.path).time \(previous.time): frames must be in time order")
            }
            try TraceFormat.checkTime(time, of: timeField)
            previous = (time, frameField.path)
            if version < 2, frameObject.keys.contains("pointer") {
                throw frameField.error(.unknownProperty, "unknown property \"pointer\": pointer events need trace version 2")
            }
            if version < 3, frameObject.keys.contains("key") {
                throw frameField.error(.unknownProperty, "unknown property \"key\": key events need trace version 3")
            }
            if version >= 3, let keyField = frameObject.optional("key") {
                let event = try keys.read(keyField)
                if frameObject.optional("touches") != nil || frameObject.optional("pointer") != nil {
                    throw frameField.error(.malformed, "a frame has touches, a pointer event or a key event, only one of them")
                }
                try frameObject.finish()
                lastFrameTime = time
                return TouchFrame(time: time, key: event, line: frameField.value.line)
            }
            if version >= 2, let pointerField = frameObject.optional("pointer") {
                let event = try pointer.read(pointerField)
                if frameObject.optional("touches") != nil {
                    throw frameField.error(.malformed, "a frame has touches, a pointer event or a key event, only one of them")
                }
                try frameObject.finish()
                lastFrameTime = time
                return TouchFrame(time: time, pointer: event, line: frameField.value.line)
            }
            var changes: [TouchChange] = []
            checker.startFrame()
            for touchField in try frameObject.required("touches").array() {
                if let change = try checker.read(touchField, at: time) { changes.append(change) }
            }
            try checker.checkCount(at: frameField)
            try frameObject.finish()
            if !changes.isEmpty {
                lastFrameTime = time
                return TouchFrame(time: time, changes: changes, line: frameField.value.line)
            }
        }
        return closing.isEmpty ? nil : closing.removeFirst()
    }

    /// The checks of the end of the trace; fingers still down are cancelled in a last
    /// frame (``closing``).
    private mutating func finish() throws(InputError) {
        finished = true
        if let endField {
            let end = try endField.number()
            try TraceFormat.checkTime(end, of: endField)
            if let last = lastFrameTime, end < last {
                throw endField.error(.timeWentBackwards, "end \(end) is before the last frame's time \(last)")
            }
            endTime = end
        }
        try root.finish()
        let location = InputLocation(file: file, field: "frames")
        let time = endTime ?? lastFrameTime ?? 0
        let stillDown = checker.fingersDown
        if !stillDown.isEmpty {
            let message = TouchLimits.stillDownMessage(fingers: stillDown, in: "trace")
            if strict { throw InputError(.truncated, at: location, message) }
            endWarnings.append(InputWarning(at: location, message + "; cut off? They are cancelled at the end"))
            closing.append(TouchFrame(time: time, changes: stillDown.map { finger in
                TouchChange(finger: finger, phase: .cancelled, location: checker.positions[finger]!)
            }))
        }
        if !keys.down.isEmpty {
            let message = "the trace ends while key" + (keys.down.count == 1 ? " " : "s ") + keys.down.map { "\($0.keyCode)" }.joined(separator: ", ")
                + (keys.down.count == 1 ? " is" : " are") + " down"
            if strict { throw InputError(.truncated, at: location, message) }
            endWarnings.append(InputWarning(at: location, message + "; cut off? They are cancelled at the end"))
            closing += keys.cancelAll().map { TouchFrame(time: time, key: $0) }
        }
        if pointer.isBusy {
            let message = "the trace ends while the pointer " + (pointer.buttons.isEmpty ? "is in a trackpad gesture" : "holds a button")
            if strict { throw InputError(.truncated, at: location, message) }
            endWarnings.append(InputWarning(at: location, message + "; cut off? It leaves the screen at the end"))
            closing.append(TouchFrame(time: time, pointer: .exit))
        }
    }
}
