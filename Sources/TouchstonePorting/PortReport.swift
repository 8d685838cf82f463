#if Porting
import SwiftParser
import SwiftSyntax

/// What an app's Swift files still lack: the UIKit-family names they use, once ported, that
/// Touchstone does not declare, and how many files use none of them.
///
/// UIKit-family names are those of UIKit and the frameworks around it, by Apple's
/// prefixes: `UI…`, `NS…`, `CA…` and `CG…` followed by a capital letter. Three kinds of
/// use are read, each from the syntax alone, with no type checking:
/// - a type or free name (`UITableView`, `UIGraphicsBeginImageContext`, `CAShapeLayer`);
/// - a member reached through such a type (`UIColor.systemPink`, `UIView.animate`,
///   `UIControl.Event.touchUpInside`): missing when the type is Touchstone's and neither it
///   nor a type it inherits from declares the member;
/// - an `override` in a class that inherits, directly or through the app's own classes,
///   from one of Touchstone's classes (`override func draw(_:)` in a `UIView` subclass).
///
/// Members reached through a value (`view.layer.cornerRadius`) are not judged: that needs
/// the types the compiler infers. Names the app declares itself, and Foundation's (which
/// Touchstone re-exports on Linux: ``foundationNames``, whose members are not indexed and
/// count as present), are never missing. A file "compiles as far as UIKit goes" when it uses
/// no missing name; it may still fail for other reasons.
public struct PortReport: Sendable, Equatable {
    /// One missing name, with every place it is used.
    public struct Missing: Sendable, Equatable {
        /// The name as the app writes it: `UITableView`, `UIColor.systemPink`,
        /// `UIView.draw` (an override).
        public var name: String
        /// `file:line` of each use, in file order then line order.
        public var places: [String]
        /// How many files use it.
        public var files: Int
        /// How many times it is used.
        public var uses: Int { places.count }
    }

    /// The files read, as given.
    public var files: [String]
    /// The missing names, most files first, then most uses, then by name.
    public var missing: [Missing]
    /// The files that use a missing name, as given, in order.
    public var filesWithMissingNames: [String]

    /// How many files use no missing name.
    public var compilingFiles: Int { files.count - filesWithMissingNames.count }

    /// Reads `sources` (each file's path, as it should be printed, and its text) through the
    /// rewriter and judges their names against `index`.
    public static func make(_ sources: [(path: String, text: String)], index: DeclarationIndex = .touchstone) -> PortReport {
        let trees = sources.map { source in
            (path: source.path, tree: Parser.parse(source: SourcePort.port(source.text, file: source.path).text))
        }
        // The app's own declarations, and the superclass each of its classes names.
        let declarations = AppDeclarations()
        for (_, tree) in trees { declarations.walk(tree) }
        var places: [String: [(file: Int, line: Int)]] = [:]
        for (number, (path, tree)) in trees.enumerated() {
            let reader = UseReader(index: index, app: declarations, locations: SourceLocationConverter(fileName: path, tree: tree))
            reader.walk(tree)
            for (name, line) in reader.missing { places[name, default: []].append((number, line)) }
        }
        let missing = places.map { name, uses in
            Missing(name: name, places: uses.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
                        .map { "\(sources[$0.file].path):\($0.line)" },
                    files: Set(uses.map(\.file)).count)
        }.sorted { ($1.files, $1.uses, $0.name) < ($0.files, $0.uses, $1.name) }
        let lacking = Set(places.values.flatMap { $0.map(\.file) })
        return PortReport(files: sources.map(\.path), missing: missing,
                          filesWithMissingNames: sources.indices.filter(lacking.contains).map { sources[$0].path })
    }

    /// Whether `name` has a UIKit-family prefix: `UI`, `NS`, `CA` or `CG` and a capital.
    static func isUIKitFamily(_ name: String) -> Bool {
        let head = Array(name.prefix(3))
        return head.count == 3 && ["UI", "NS", "CA", "CG"].contains(String(head[0...1])) && head[2].isUppercase
    }

    /// Foundation's UIKit-family names on Linux, which Touchstone re-exports: the ones an
    /// iOS app's UIKit code commonly uses. Their members are not indexed (Foundation's
    /// sources are not Touchstone's), so a member reached through them is never reported.
    /// The porting tests compile a use of each, so none is listed that Linux lacks.
    public static let foundationNames: Set<String> = [
        "CGFloat", "CGPoint", "CGSize", "CGRect", "CGRectEdge",
        "NSObject", "NSObjectProtocol", "NSCoder", "NSCoding", "NSSecureCoding", "NSCopying", "NSString", "NSNumber",
        "NSValue", "NSArray", "NSDictionary", "NSSet", "NSData", "NSDate", "NSURL", "NSError", "NSRange",
        "NSNotFound", "NSAttributedString", "NSMutableAttributedString", "NSMutableString", "NSMutableArray",
        "NSMutableDictionary", "NSIndexPath", "NSIndexSet", "NSLock", "NSRecursiveLock", "NSCache", "NSNull",
        "NSPredicate", "NSRegularExpression", "NSSortDescriptor", "NSNotification", "NSTimeZone", "NSLocale",
        "NSUUID", "NSDecimalNumber", "NSLocalizedString", "NSMakeRange", "NSStringFromClass", "NSClassFromString",
    ]

    /// Collects what the app declares: every type's name, and each class's superclass.
    private final class AppDeclarations: SyntaxVisitor {
        var names: Set<String> = []
        var superclass: [String: String] = [:]

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            if let first = node.inheritanceClause?.inheritedTypes.first { superclass[node.name.text] = first.type.trimmedDescription }
            return .visitChildren
        }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { names.insert(node.name.text) }
            return .visitChildren
        }

        /// The first Touchstone-family class `type` reaches through the app's classes.
        func familyAncestor(of type: String) -> String? {
            var current = superclass[type], seen: Set<String> = []
            while let name = current, seen.insert(name).inserted {
                if !names.contains(name) { return PortReport.isUIKitFamily(name) ? name : nil }
                current = superclass[name]
            }
            return nil
        }
    }

    /// Reads one file's uses of UIKit-family names, keeping the missing ones.
    private final class UseReader: SyntaxVisitor {
        let index: DeclarationIndex
        let app: AppDeclarations
        let locations: SourceLocationConverter
        private(set) var missing: [(name: String, line: Int)] = []
        /// The classes being walked, innermost last.
        private var classes: [String] = []

        init(index: DeclarationIndex, app: AppDeclarations, locations: SourceLocationConverter) {
            self.index = index
            self.app = app
            self.locations = locations
            super.init(viewMode: .sourceAccurate)
        }

        private func line(_ node: some SyntaxProtocol) -> Int {
            node.startLocation(converter: locations).line
        }

        /// Whether the root of `path` is a UIKit-family name the app does not declare.
        private func isFamily(_ path: [String]) -> Bool {
            guard let root = path.first else { return false }
            return PortReport.isUIKitFamily(root) && !app.names.contains(root)
        }

        /// Records the first missing prefix of `path` (`UIColor`, then `UIColor.systemPink`),
        /// following it only through types: what comes after a value (`UIColor.red.cgColor`)
        /// is a member of the value's type, which the syntax does not say.
        private func check(_ path: [String], at node: some SyntaxProtocol) {
            guard isFamily(path), !PortReport.foundationNames.contains(path[0]) else { return }
            for length in 1...path.count {
                let prefix = path[0..<length].joined(separator: ".")
                guard index.declares(prefix) else { return missing.append((prefix, line(node))) }
                guard index.members[prefix] != nil else { return }
            }
        }

        /// The dotted path of a type written as `A.B.C`, or `nil` for other forms.
        private func path(of type: TypeSyntax) -> [String]? {
            if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
            if let member = type.as(MemberTypeSyntax.self), let base = path(of: member.baseType) { return base + [member.name.text] }
            return nil
        }

        /// The dotted path of an expression written as `A.b.c`, or `nil` for other forms.
        private func path(of expression: ExprSyntax) -> [String]? {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let root = path(of: base) {
                // `UITableViewCell.self` names the type itself, not a member.
                let name = member.declName.baseName.text
                return name == "self" ? root : root + [name]
            }
            return nil
        }

        /// Only the branch of an `#if` that the ported build compiles is read, as the
        /// rewriter reads it (R-PT1): what hides behind `#if canImport(ObjectiveC)` is not
        /// missing, since Linux never compiles it.
        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            let (active, diagnostics) = node.activeClause(in: PortedBuildConfiguration())
            for clause in node.clauses where !diagnostics.isEmpty || clause == active {
                if let elements = clause.elements { walk(elements) }
            }
            return .skipChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            check([node.name.text], at: node)
            return .visitChildren
        }
        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            guard let path = path(of: TypeSyntax(node)) else { return .visitChildren }
            check(path, at: node)
            return .skipChildren
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            check([node.baseName.text], at: node)
            return .visitChildren
        }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let path = path(of: ExprSyntax(node)), isFamily(path) else { return .visitChildren }
            check(path, at: node)
            return .skipChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            classes.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { classes.removeLast() }

        /// An override's member, if the class it is in reaches one of Touchstone's
        /// classes and no class on the way declares it.
        private func checkOverride(_ member: String, _ modifiers: DeclModifierListSyntax, at node: some SyntaxProtocol) {
            guard modifiers.contains(where: { $0.name.text == "override" }), let type = classes.last,
                  let ancestor = app.familyAncestor(of: type), index.declares(ancestor),
                  !index.declares(member: member, in: ancestor) else { return }
            missing.append(("\(ancestor).\(member)", line(node)))
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            checkOverride(node.name.text, node.modifiers, at: node.name)
            return .visitChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                    checkOverride(name.identifier.text, node.modifiers, at: binding)
                }
            }
            return .visitChildren
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            checkOverride("init", node.modifiers, at: node.initKeyword)
            return .visitChildren
        }
    }
}
#endif
