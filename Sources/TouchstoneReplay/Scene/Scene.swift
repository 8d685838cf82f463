import Foundation
import Touchstone
import TouchstoneFormats

/// A view tree with gesture recognizers, described declaratively: what a replay runs its
/// input through. Read from a scene file (JSON, documented in <doc:FileFormats>) or the
/// built-in ``standard``.
///
/// A scene is checked completely when it is read (every class, property, name and
/// reference), so that building it (`SceneRuntime`) cannot fail.
@MainActor
public struct Scene {
    /// The value of `format` in a scene file.
    public static let formatName = "touchstone-scene"
    /// The version this build reads.
    public static let version = 1

    /// The scene's name, for output headers.
    public let name: String
    /// What the scene shows, such as the scenario it reproduces.
    public let summary: String?
    /// The window size; `nil` takes the size of the input's screen.
    public let windowSize: CGSize?
    /// A trace to replay through the scene, relative to the scene file (examples have one).
    public let input: String?
    /// The file the scene was read from, if any.
    public let file: String?

    let views: [ViewNode]
    /// The view that becomes the window's first responder once the scene is built, where
    /// presses start (R-R4, R-R5); `nil` leaves the window without one.
    let firstResponder: String?
    /// `(waiting, required)`: `waiting.require(toFail: required)`.
    let requirements: [(waiting: String, required: String)]
    /// Pairs whose delegates allow them to recognize together.
    let simultaneous: [(String, String)]

    /// Every recognizer's name, in the order they are attached (depth first).
    public var recognizerNames: [String] {
        func names(_ nodes: [ViewNode]) -> [String] {
            nodes.flatMap { $0.recognizers.map(\.name) + names($0.subviews) }
        }
        return names(views)
    }

    /// A view of the scene and what is attached to it.
    struct ViewNode {
        let name: String
        let viewClass: ViewClass
        /// The view controller whose root view this is, between the view and its superview
        /// in the responder chain (R-R1), by its name in the scene.
        let viewController: String?
        /// `nil` fills the superview.
        let frame: CGRect?
        let properties: [(SceneProperty<UIView>, SceneValue)]
        /// Recognizers this view vetoes in `gestureRecognizerShouldBegin(_:)` (R-S4).
        let refusedRecognizers: [String]
        let recognizers: [RecognizerNode]
        let subviews: [ViewNode]
    }

    /// A recognizer of the scene.
    struct RecognizerNode {
        let name: String
        let recognizerKind: RecognizerKind
        let properties: [(SceneProperty<UIGestureRecognizer>, SceneValue)]
        let delegate: DelegateNode?
    }

    /// What a recognizer's delegate answers, beyond the defaults.
    struct DelegateNode {
        /// `gestureRecognizerShouldBegin(_:)`.
        var shouldBegin = true
        /// `gestureRecognizer(_:shouldReceive:)` is false for touches whose view is one of these.
        var ignoresTouchesIn: [String] = []
        /// `gestureRecognizer(_:shouldRequireFailureOf:)` is true for these.
        var shouldRequireFailureOf: [String] = []
        /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` is true for these.
        var shouldBeRequiredToFailBy: [String] = []
    }
}

// MARK: Reading

extension Scene {
    /// Reads the scene file at `url`; its recognizers may be of the classes in
    /// `recognizers` (UIKit's by default).
    ///
    /// The files the scene names (a shape recognizer's templates) are read from the scene
    /// file's folder.
    public static func read(contentsOf url: URL, recognizers: RecognizerRegistry = .builtIn) throws(InputError) -> Scene {
        try read(InputReader.text(contentsOf: url), file: url.path, recognizers: recognizers,
                 folder: url.deletingLastPathComponent())
    }

    /// Reads a scene from `text`; `file` names it in messages, and its recognizers may be
    /// of the classes in `recognizers` (UIKit's by default).
    ///
    /// The files the scene names are read from `folder`, and must lie inside it; without
    /// a folder (a scene sent by the lab's page, one made by a program) a scene that names
    /// a file is refused, so that text from elsewhere cannot make the reader open a file.
    ///
    /// Work and memory: linear in the size of `text` (and of the files it names), which
    /// is held whole; nesting deeper than 256 is refused.
    public static func read(_ text: String, file: String, recognizers: RecognizerRegistry = .builtIn,
                            folder: URL? = nil) throws(InputError) -> Scene {
        var reader = SceneReader(file: file, folder: folder, recognizerKinds: recognizers)
        return try reader.read(text)
    }

    /// The file `path` names within `folder`, or why a scene may not name it: a path that
    /// leaves the folder (`/etc/…`, `../…`), even through a symbolic link, or names
    /// something other than a regular file (a FIFO would block the reader). A file that
    /// does not exist is left for the reader to report.
    nonisolated static func file(_ path: String, inside folder: URL) -> Result<URL, FileRefusal> {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~"),
              !components.contains(where: { $0 == ".." || $0.isEmpty }) else {
            return .failure(FileRefusal(message: "\"\(InputError.excerpt(path))\" must be a path inside the scene's folder, "
                                            + "relative to the scene file (no leading /, no .., no empty part)"))
        }
        let url = folder.appendingPathComponent(path)
        guard let resolved = realPath(url.path) else { return .success(url) }
        guard let base = realPath(folder.path), resolved.hasPrefix(base.hasSuffix("/") ? base : base + "/") else {
            return .failure(FileRefusal(message: "\"\(InputError.excerpt(path))\" leads outside the scene's folder through a "
                                            + "symbolic link; a file a scene names must lie inside the scene's folder"))
        }
        var info = stat()
        guard stat(resolved, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(FileRefusal(message: "\"\(InputError.excerpt(path))\" is not a regular file"))
        }
        return .success(url)
    }

    /// Why a scene may not name a file.
    struct FileRefusal: Error {
        let message: String
    }

    nonisolated private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Reads and checks a scene file.
@MainActor
private struct SceneReader {
    let file: String
    /// Where the files the scene names are; `nil`: the scene may name none.
    let folder: URL?
    /// The recognizer classes the scene may name.
    let recognizerKinds: RecognizerRegistry
    /// What a name of the scene names.
    enum NameKind { case view, recognizer, viewController }
    /// Every name declared, what it names and where, for duplicate and reference checks:
    /// one table changed in place, so that declaring a name costs one lookup, never a
    /// copy of the names before it (which made reading quadratic).
    var declared: [String: (kind: NameKind, field: JSONField)] = [:]
    /// The views of class `UIView`, the only ones a scene can make able to become first
    /// responder.
    var plainViews: Set<String> = []
    /// References to check once every name is known.
    var viewReferences: [JSONField] = []
    var recognizerReferences: [JSONField] = []

    init(file: String, folder: URL?, recognizerKinds: RecognizerRegistry) {
        self.file = file
        self.folder = folder
        self.recognizerKinds = recognizerKinds
    }

    mutating func read(_ text: String) throws(InputError) -> Scene {
        var root = try JSONField(JSONParser.parse(text, file: file), file: file).object()
        let format = try root.required("format")
        guard try format.string() == Scene.formatName else {
            throw format.error(.malformed, "not a Touchstone scene: format is \"\(try format.string())\", expected \"\(Scene.formatName)\"")
        }
        let versionField = try root.required("version")
        guard try versionField.integer() == Scene.version else {
            throw versionField.error(.unsupportedVersion,
                                     "scene version \(try versionField.integer()) is not supported; this build reads version \(Scene.version)")
        }
        let name = try root.required("name").string()
        let summary = try root.optional("description")?.string()
        let input = try root.optional("input")?.string()
        var windowSize: CGSize?
        if let windowField = root.optional("window") {
            var window = try windowField.object()
            let width = try positive(try window.required("width")), height = try positive(try window.required("height"))
            try window.finish()
            windowSize = CGSize(width: width, height: height)
        }
        let views = try root.required("views").array().map { (field) throws(InputError) in try readView(field) }
        let firstResponderField = root.optional("firstResponder")
        var requirements: [(String, String)] = []
        var simultaneous: [(String, String)] = []
        if let relationsField = root.optional("relations") {
            var relations = try relationsField.object()
            if let field = relations.optional("requireToFail") { requirements = try readPairs(field) }
            if let field = relations.optional("simultaneous") { simultaneous = try readPairs(field) }
            try relations.finish()
        }
        try root.finish()
        for reference in viewReferences where declared[try reference.string()]?.kind != .view {
            throw reference.error(.unknownReference, "no view named \"\(try reference.string())\" in the scene")
        }
        for reference in recognizerReferences where declared[try reference.string()]?.kind != .recognizer {
            throw reference.error(.unknownReference, "no recognizer named \"\(try reference.string())\" in the scene")
        }
        let firstResponder = try firstResponderField.map { (field) throws(InputError) in try readFirstResponder(field) }
        return Scene(name: name, summary: summary, windowSize: windowSize, input: input, file: file, views: views,
                     firstResponder: firstResponder, requirements: requirements, simultaneous: simultaneous)
    }

    /// The first responder names a view of the scene that a scene can make able to become
    /// first responder: a plain `UIView` (UIKit's own classes keep their answer, which for
    /// a label, an image view or a control on iOS is no).
    private func readFirstResponder(_ field: JSONField) throws(InputError) -> String {
        let name = try field.string()
        let kind = declared[name]?.kind
        if kind == .recognizer {
            throw field.error(.invalidValue, "\"\(name)\" is a recognizer; the first responder must be a view")
        }
        if kind == .viewController {
            throw field.error(.invalidValue, "\"\(name)\" is a view controller; the first responder must be a view"
                                + " (name its view: the press goes up the chain to the controller)")
        }
        guard kind == .view else {
            throw field.error(.unknownReference, "no view named \"\(name)\" in the scene")
        }
        guard plainViews.contains(name) else {
            throw field.error(.invalidValue, "only a UIView can be the first responder in a scene; \"\(name)\" is of another class")
        }
        return name
    }

    private func positive(_ field: JSONField) throws(InputError) -> Double {
        let value = try field.number()
        guard value > 0 else { throw field.error(.invalidValue, "must be positive, not \(value)") }
        return value
    }

    /// Claims `field`'s string as a new name of a `kind`.
    private mutating func declare(_ field: JSONField, as kind: NameKind) throws(InputError) -> String {
        let name = try field.string()
        guard !name.isEmpty else { throw field.error(.invalidValue, "a name cannot be empty") }
        guard declared.updateValue((kind, field), forKey: name) == nil else {
            throw field.error(.invalidValue, "the name \"\(name)\" is already used in this scene")
        }
        return name
    }

    private mutating func readView(_ field: JSONField) throws(InputError) -> Scene.ViewNode {
        var object = try field.object()
        let name = try declare(try object.required("name"), as: .view)
        let className = try object.optional("class")?.string() ?? "UIView"
        guard let viewClass = ViewClass.named(className) else {
            throw object.field.error(.invalidValue, "unknown view class \"\(className)\"; known: "
                                        + ViewClass.all.map(\.name).joined(separator: ", "))
        }
        if viewClass.name == "UIView" { plainViews.insert(name) }
        var viewController: String?
        if let field = object.optional("viewController") { viewController = try declare(field, as: .viewController) }
        var frame: CGRect?
        if let frameField = object.optional("frame") {
            if case .string = frameField.value.kind {
                guard try frameField.string() == "fill" else {
                    throw frameField.error(.invalidValue, "a frame is [x, y, width, height] or \"fill\"")
                }
            } else {
                let numbers = try frameField.array().map { (item) throws(InputError) in try item.number() }
                guard numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0 else {
                    throw frameField.error(.invalidValue, "a frame is [x, y, width, height] with a non-negative size, or \"fill\"")
                }
                frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
        }
        var refused: [String] = []
        if let refusedField = object.optional("refusesRecognizers") {
            guard viewClass.name == "UIView" else {
                throw refusedField.error(.invalidValue, "only a UIView can refuse recognizers in a scene")
            }
            refused = try references(refusedField, to: .recognizer)
        }
        let recognizers = try (object.optional("recognizers")?.array() ?? [])
            .map { (item) throws(InputError) in try readRecognizer(item) }
        let subviews = try (object.optional("subviews")?.array() ?? []).map { (item) throws(InputError) in try readView(item) }
        var properties = try readProperties(viewClass.properties, of: &object)
        if let bounds = viewClass.bounds { try order(bounds, in: &properties, of: &object) }
        try object.finish()
        return Scene.ViewNode(name: name, viewClass: viewClass, viewController: viewController, frame: frame, properties: properties,
                              refusedRecognizers: refused, recognizers: recognizers, subviews: subviews)
    }

    private mutating func readRecognizer(_ field: JSONField) throws(InputError) -> Scene.RecognizerNode {
        var object = try field.object()
        let name = try declare(try object.required("name"), as: .recognizer)
        let classField = try object.required("class")
        let className = try classField.string()
        guard let recognizerKind = recognizerKinds.kind(named: className) else {
            throw classField.error(.invalidValue, "unknown recognizer class \"\(className)\"; known: "
                                    + recognizerKinds.names.joined(separator: ", "))
        }
        var delegate: Scene.DelegateNode?
        if let delegateField = object.optional("delegate") {
            var node = Scene.DelegateNode()
            var delegateObject = try delegateField.object()
            if let field = delegateObject.optional("shouldBegin") { node.shouldBegin = try field.bool() }
            if let field = delegateObject.optional("ignoresTouchesIn") { node.ignoresTouchesIn = try references(field, to: .view) }
            if let field = delegateObject.optional("shouldRequireFailureOf") {
                node.shouldRequireFailureOf = try references(field, to: .recognizer)
            }
            if let field = delegateObject.optional("shouldBeRequiredToFailBy") {
                node.shouldBeRequiredToFailBy = try references(field, to: .recognizer)
            }
            try delegateObject.finish()
            delegate = node
        }
        let properties = try readProperties(recognizerKind.properties, of: &object)
        try object.finish()
        return Scene.RecognizerNode(name: name, recognizerKind: recognizerKind, properties: properties, delegate: delegate)
    }

    /// Reads every property of `table` that `object` sets; the rest of the object's keys
    /// must have been read already, or ``JSONObject/finish()`` will name them.
    private func readProperties<Object>(_ table: [SceneProperty<Object>],
                                        of object: inout JSONObject) throws(InputError) -> [(SceneProperty<Object>, SceneValue)] {
        var values: [(SceneProperty<Object>, SceneValue)] = []
        for property in table {
            if let field = object.optional(property.name) {
                values.append((property, try property.read(field, relativeTo: folder)))
            }
        }
        return values
    }

    /// Checks that the scene's bounds are ordered, and sets the maximum first when the
    /// new minimum is not below the class's maximum, so that the bounds never cross as
    /// they are set one after the other.
    private func order(_ bounds: ViewClass.Bounds, in properties: inout [(SceneProperty<UIView>, SceneValue)],
                       of object: inout JSONObject) throws(InputError) {
        let minimumIndex = properties.firstIndex { $0.0.name == bounds.minimum }
        let maximumIndex = properties.firstIndex { $0.0.name == bounds.maximum }
        let minimum = minimumIndex.map { properties[$0].1.number } ?? bounds.defaultMinimum
        let maximum = maximumIndex.map { properties[$0].1.number } ?? bounds.defaultMaximum
        guard minimum < maximum else {
            let field = object.optional(minimumIndex != nil ? bounds.minimum : bounds.maximum) ?? object.field
            throw field.error(.invalidValue, "\(bounds.minimum) \(minimum) must be below \(bounds.maximum) \(maximum)")
        }
        if let minimumIndex, let maximumIndex, minimum >= bounds.defaultMaximum, minimumIndex < maximumIndex {
            properties.swapAt(minimumIndex, maximumIndex)
        }
    }

    /// A list of names of views or recognizers, to be checked once all names are known.
    private mutating func references(_ field: JSONField, to kind: NameKind) throws(InputError) -> [String] {
        let items = try field.array()
        if kind == .view { viewReferences += items } else { recognizerReferences += items }
        return try items.map { (item) throws(InputError) in try item.string() }
    }

    private mutating func readPairs(_ field: JSONField) throws(InputError) -> [(String, String)] {
        try field.array().map { (pairField) throws(InputError) in
            let pair = try references(pairField, to: .recognizer)
            guard pair.count == 2 else { throw pairField.error(.invalidValue, "a relation names exactly two recognizers") }
            return (pair[0], pair[1])
        }
    }
}
