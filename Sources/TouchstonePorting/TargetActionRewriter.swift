#if Porting
import SwiftSyntax

/// Reads one file's syntax tree and collects the edits and problems `SourcePort` describes.
///
/// It never edits the tree itself: each rewrite is a `SourceEdit` of the input's bytes, which
/// keeps every untouched byte (and so every line) where it was.
final class TargetActionRewriter: SyntaxVisitor {
    private(set) var edits: [SourceEdit] = []
    private(set) var changes: [PortChange] = []
    private(set) var problems: [PortProblem] = []
    private let methods: MethodIndex
    private let locations: SourceLocationConverter
    private let file: String
    private let input: [UInt8]

    init(input: [UInt8], methods: MethodIndex, locations: SourceLocationConverter, file: String) {
        self.input = input
        self.methods = methods
        self.locations = locations
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let module = node.path.first?.name.text
        if module == "UIKit" {
            replace(node, with: "import Touchstone")
        } else if module == "CoreGraphics" || module == "QuartzCore" {
            replace(node, with: "import Foundation")
        }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if ObjectiveCAttributes.removed.contains(name) {
            remove(node)
        } else if name == "NSManaged" {
            report(node, """
                @NSManaged asks Core Data to supply the property at run time through the Objective-C \
                runtime: declare a stored property for the ported file
                """)
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.text {
        case "dynamic":
            if let attributes = node.parent?.parent?.asProtocol(WithAttributesSyntax.self)?.attributes,
               ObjectiveCAttributes.contains(attributes, anyOf: ObjectiveCAttributes.exposing) {
                remove(node)
            }
        case "optional":
            // As a modifier, `optional` marks only an Objective-C protocol's requirement.
            report(node, """
                an optional protocol requirement needs the Objective-C runtime: make it required \
                and give it a default implementation in a protocol extension
                """)
        default:
            break
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            switch SelectorTranslation.translate(node, methods: methods) {
            case .success(let replacement): replace(node, with: replacement)
            case .failure(let failure): report(node, failure.message)
            }
            return .skipChildren
        case "keyPath":
            // `#keyPath(Type.a.b)` is the string "a.b" (a leading type name is dropped), which
            // Touchstone's key-value observing takes.
            guard node.arguments.count == 1, let path = node.arguments.first?.expression.trimmedDescription else {
                report(node, "#keyPath takes one property path")
                return .skipChildren
            }
            var components = path.replacing("?", with: "").replacing("!", with: "").split(separator: ".")
            if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
            replace(node, with: "\"\(components.joined(separator: "."))\"")
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let message = RuntimeUses.problem(in: node) {
            report(node, message)
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if ListDeclarations.needsRequired(node), let modifier = node.modifiers.first(where: { $0.name.text == "override" }) {
            replace(modifier, with: "required")
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        adoptListMarkers(node.memberBlock, inheritance: node.inheritanceClause,
                         after: node.genericParameterClause.map(Syntax.init) ?? Syntax(node.name))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        adoptListMarkers(node.memberBlock, inheritance: node.inheritanceClause, after: Syntax(node.extendedType))
        return .visitChildren
    }

    /// Adds the marker conformances the type's table-view methods call for
    /// (`ListDeclarations`), after its last inherited type or, without any, after `anchor`.
    private func adoptListMarkers(_ members: MemberBlockSyntax, inheritance: InheritanceClauseSyntax?, after anchor: Syntax) {
        let markers = ListDeclarations.markerProtocols(for: members, inherited: inheritance)
        guard !markers.isEmpty else { return }
        if let last = inheritance?.inheritedTypes.last?.type {
            replace(last, with: ([last.trimmedDescription] + markers).joined(separator: ", "))
        } else {
            replace(anchor, with: anchor.trimmedDescription + ": " + markers.joined(separator: ", "))
        }
    }

    /// An `#if`: its conditions read as on iOS, and only the branch Linux compiles
    /// rewritten and checked; the others are left alone, whatever they hold
    /// (`PortedBuildConfiguration`). When the active branch cannot be known, every branch is.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        for clause in node.clauses {
            if let condition = clause.condition {
                let atoms = ConditionAtoms(viewMode: .sourceAccurate)
                atoms.walk(condition)
                for (call, replacement) in atoms.found {
                    replace(call, with: replacement)
                }
            }
        }
        let (active, diagnostics) = node.activeClause(in: PortedBuildConfiguration())
        for clause in node.clauses where !diagnostics.isEmpty || clause == active {
            if let elements = clause.elements { walk(elements) }
        }
        return .skipChildren
    }

    // MARK: Edits and reports

    private func replace(_ node: some SyntaxProtocol, with replacement: String) {
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        record(SourceEdit(range: range, replacement: replacement), of: node)
    }

    /// Removes `node` and the spaces after it on its line (`@objc func` → `func`); when it
    /// was alone on its line, the indentation too, leaving the line empty.
    private func remove(_ node: some SyntaxProtocol) {
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if node.trailingTrivia.allSatisfy({ $0.isSpaceOrTab }) {
            end = node.endPosition.utf8Offset
        }
        let lineStart = input[..<start].lastIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") })
        let startsLine = lineStart.map { input[$0] == UInt8(ascii: "\n") } ?? true
        let endsLine = end == input.count || input[end] == UInt8(ascii: "\n") || input[end] == UInt8(ascii: "\r")
        if startsLine && endsLine {
            start = lineStart.map { $0 + 1 } ?? 0
        }
        record(SourceEdit(range: start..<end, replacement: ""), of: node)
    }

    private func record(_ edit: SourceEdit, of node: some SyntaxProtocol) {
        let place = locations.location(for: node.positionAfterSkippingLeadingTrivia)
        edits.append(edit)
        changes.append(PortChange(line: place.line, column: place.column, original: node.trimmedDescription,
                                  replacement: edit.replacement))
    }

    private func report(_ node: some SyntaxProtocol, _ message: String) {
        let place = locations.location(for: node.positionAfterSkippingLeadingTrivia)
        problems.append(PortProblem(file: file, line: place.line, column: place.column, message: message))
    }
}

/// The atoms of one `#if` condition that `ConditionalCompilation` replaces.
private final class ConditionAtoms: SyntaxVisitor {
    var found: [(FunctionCallExprSyntax, String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let replacement = ConditionalCompilation.replacement(for: node) {
            found.append((node, replacement))
        }
        return .skipChildren
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
#endif
