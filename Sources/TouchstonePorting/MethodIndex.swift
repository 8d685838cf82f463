#if Porting
import SwiftSyntax

/// The methods a file declares, by type and base name, so that a bare `#selector(done)` can
/// be given the method's full name (`done`, `handleTap(_:)`), as `Selector` requires.
///
/// Only the file itself is read: a method declared in another file, or inherited, is not
/// found, and the selector keeps the bare name (see `SelectorTranslation`).
struct MethodIndex {
    /// A method's full Swift name and whether it was exposed to Objective-C.
    struct Method: Equatable {
        var fullName: String
        var isExposed: Bool
    }

    private var methods: [String: [String: [Method]]] = [:]

    init(_ file: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file)
        methods = collector.methods
    }

    /// The methods named `baseName` in `typeName`; when some are `@objc` or `@IBAction`,
    /// only those, as `#selector` only ever names an exposed method.
    func candidates(named baseName: String, in typeName: String) -> [Method] {
        let all = methods[typeName]?[baseName] ?? []
        let exposed = all.filter(\.isExposed)
        return exposed.isEmpty ? all : exposed
    }

    /// The full name `#selector` spells for a function declaration: `done`, `handleTap(_:)`,
    /// `valueChanged(_:for:)`.
    static func fullName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
        return labels.isEmpty ? function.name.text : "\(function.name.text)(\(labels.joined()))"
    }

    private final class Collector: SyntaxVisitor {
        var methods: [String: [String: [Method]]] = [:]

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if let typeName = TypeScope.enclosingTypeName(of: node) {
                let isExposed = node.attributes.contains { attribute in
                    guard case .attribute(let attribute) = attribute else { return false }
                    return ["objc", "IBAction"].contains(attribute.attributeName.trimmedDescription)
                }
                let method = Method(fullName: MethodIndex.fullName(of: node), isExposed: isExposed)
                methods[typeName, default: [:]][node.name.text, default: []].append(method)
            }
            return .visitChildren
        }
    }
}
#endif
