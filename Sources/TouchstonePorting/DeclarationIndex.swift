#if Porting
import SwiftParser
import SwiftSyntax

/// The public names a module's sources declare: its types (nested ones by their dotted
/// path, `UIControl.Event`), its free functions and variables, each type's members by base
/// name (`addSubview`, `init`, `touchUpInside`), and the types each type inherits from as
/// written, so that a member declared on `UIView` is found for `UIButton`.
///
/// `touchstone port --report` asks ``touchstone`` (generated from `Sources/Touchstone` and
/// `Sources/TouchstoneGeometry`, which it re-exports, see
/// `TouchstoneDeclarations.swift`) whether an app's UIKit names exist. Public means `public`
/// or `open`, or a member of a public protocol, or a case of a public enum, or a member of a
/// `public extension`; `@_spi` declarations are left out, since an app cannot reach them.
public struct DeclarationIndex: Sendable, Equatable {
    /// Types, type aliases, free functions and free variables, by dotted path.
    public var names: Set<String> = []
    /// Each type's members, by base name, from its declaration and its extensions.
    public var members: [String: Set<String>] = [:]
    /// The types each type inherits from or conforms to, as written, from its
    /// declaration and its extensions, sorted.
    public var supertypes: [String: [String]] = [:]

    /// An empty index.
    public init() {}

    /// The public names of the module made of `sources`.
    public init(sources: [String]) {
        for source in sources {
            let collector = Collector(index: self)
            collector.walk(Parser.parse(source: source))
            self = collector.index
        }
        // A type's declaration and its extensions may come in any order of files.
        supertypes = supertypes.mapValues { Array(Set($0)).sorted() }
    }

    /// Whether `path` (`UIView`, `UIControl.Event`) names a type or free declaration, or a
    /// type nested in one.
    public func declares(_ path: String) -> Bool {
        if names.contains(path) { return true }
        guard let dot = path.lastIndex(of: ".") else { return false }
        return declares(member: String(path[path.index(after: dot)...]), in: String(path[..<dot]))
    }

    /// Whether `type` or one of the types it inherits from declares a member named `member`.
    public func declares(member: String, in type: String) -> Bool {
        var pending = [type], seen: Set<String> = []
        while let current = pending.popLast() {
            guard seen.insert(current).inserted else { continue }
            if members[current]?.contains(member) == true { return true }
            pending += supertypes[current] ?? []
        }
        return false
    }

    // MARK: Its text form

    /// The index as text, one line a type, sorted: `Type < Super, Protocol: member member`;
    /// the free names on the line `<free>: name name`. This is the form embedded in the
    /// tool, and the one a change to it shows in a diff.
    public var text: String {
        var lines = ["<free>: " + names.filter { members[$0] == nil && supertypes[$0] == nil }.sorted().joined(separator: " ")]
        for type in names.union(members.keys).union(supertypes.keys).sorted() where members[type] != nil || supertypes[type] != nil {
            let inherited = supertypes[type].map { " < " + $0.joined(separator: ", ") } ?? ""
            let declared = names.contains(type) ? "" : " (extended)"
            lines.append("\(type)\(declared)\(inherited): " + (members[type] ?? []).sorted().joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The index that ``text`` wrote.
    public init(text: String) {
        for line in text.split(separator: "\n") {
            guard let colon = line.firstRange(of: ": ") ?? line.firstRange(of: ":") else { continue }
            var head = String(line[..<colon.lowerBound])
            let words = line[colon.upperBound...].split(separator: " ").map(String.init)
            if head == "<free>" { names.formUnion(words); continue }
            var inherited: [String]?
            if let arrow = head.firstRange(of: " < ") {
                inherited = head[arrow.upperBound...].split(separator: ", ").map(String.init)
                head = String(head[..<arrow.lowerBound])
            }
            if head.hasSuffix(" (extended)") { head.removeLast(" (extended)".count) } else { names.insert(head) }
            members[head] = Set(words)
            if let inherited { supertypes[head] = inherited }
        }
    }

    /// Walks one file, keeping the path of the type it is in.
    private final class Collector: SyntaxVisitor {
        var index: DeclarationIndex
        /// The enclosing types, innermost last: their path, and whether their members are
        /// public without a modifier of their own (a public protocol's, a public enum's cases,
        /// a `public extension`'s).
        private var scopes: [(path: String, membersPublic: Bool)] = []
        /// For each type or extension being walked, whether it was entered as a scope
        /// (only public ones are): `visitPost` runs for the others too.
        private var entered: [Bool] = []

        init(index: DeclarationIndex) {
            self.index = index
            super.init(viewMode: .sourceAccurate)
        }

        private func isSPI(_ attributes: AttributeListSyntax) -> Bool {
            attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi" }
        }

        private func isPublic(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax) -> Bool {
            let spi = isSPI(attributes)
            let modifier = modifiers.contains { ["public", "open"].contains($0.name.text) }
            return !spi && (modifier || (scopes.last?.membersPublic ?? false))
        }

        /// Records `name` in the enclosing type, or as a free name.
        private func record(_ name: String) {
            if let scope = scopes.last { index.members[scope.path, default: []].insert(name) } else { index.names.insert(name) }
        }

        private func enter(_ name: String, _ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax,
                           _ inheritance: InheritanceClauseSyntax?, membersPublic: Bool) -> SyntaxVisitorContinueKind {
            guard isPublic(modifiers, attributes) else { entered.append(false); return .skipChildren }
            entered.append(true)
            record(name)
            let path = (scopes.last.map { $0.path + "." } ?? "") + name
            index.names.insert(path)
            index.members[path, default: []].formUnion([])
            if let inheritance {
                index.supertypes[path, default: []] += inheritance.inheritedTypes.map(\.type.trimmedDescription)
            }
            scopes.append((path, membersPublic))
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers, node.attributes, node.inheritanceClause, membersPublic: false)
        }
        override func visitPost(_ node: ClassDeclSyntax) { leave() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers, node.attributes, node.inheritanceClause, membersPublic: false)
        }
        override func visitPost(_ node: StructDeclSyntax) { leave() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers, node.attributes, node.inheritanceClause, membersPublic: false)
        }
        override func visitPost(_ node: EnumDeclSyntax) { leave() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers, node.attributes, node.inheritanceClause, membersPublic: false)
        }
        override func visitPost(_ node: ActorDeclSyntax) { leave() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.modifiers, node.attributes, node.inheritanceClause, membersPublic: true)
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

        /// Leaves a type or an extension, and its scope if it was entered as one.
        private func leave() {
            if entered.removeLast() { scopes.removeLast() }
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let path = node.extendedType.trimmedDescription
            let spi = isSPI(node.attributes)
            entered.append(!spi)
            if spi { return .skipChildren }
            if let inheritance = node.inheritanceClause {
                index.supertypes[path, default: []] += inheritance.inheritedTypes.map(\.type.trimmedDescription)
            }
            index.members[path, default: []].formUnion([])
            scopes.append((path, node.modifiers.contains { $0.name.text == "public" }))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

        override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
            // An enum's cases are as visible as the enum, which only public enums are
            // entered as.
            for element in node.elements { record(element.name.text) }
            return .skipChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if isPublic(node.modifiers, node.attributes) { record(node.name.text) }
            return .skipChildren
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            if isPublic(node.modifiers, node.attributes) { record("init") }
            return .skipChildren
        }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            if isPublic(node.modifiers, node.attributes) { record("subscript") }
            return .skipChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard isPublic(node.modifiers, node.attributes) else { return .skipChildren }
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self) { record(name.identifier.text) }
            }
            return .skipChildren
        }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
            guard isPublic(node.modifiers, node.attributes) else { return .skipChildren }
            record(node.name.text)
            index.names.insert((scopes.last.map { $0.path + "." } ?? "") + node.name.text)
            return .skipChildren
        }
        override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text)
            return .skipChildren
        }
        // Function bodies and closures hold no public declarations.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
#endif
