import Foundation

/// A relationship between two layout attributes that Auto Layout keeps true:
/// `first relation multiplier × second + constant`, solved by the window's layout engine
/// (R-AL1–R-AL12).
///
/// A constraint does nothing until it is active. ``isActive`` (or ``activate(_:)``)
/// installs it on the closest common ancestor of its items, whose ``UIView/constraints``
/// then list it; the engine solves it at the next layout pass, and the superviews of the
/// views it moves apply their new frames in their `layoutSubviews()` (R-AL2). Changing
/// ``constant`` of an active constraint re-solves incrementally, which is how a pan moves
/// a constrained drawer every frame.
@MainActor
open class NSLayoutConstraint {
    /// The attribute of an item a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint on one item.
        case notAnAttribute = 0

        /// The same as ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the first attribute compares with the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal, greaterThanOrEqual
    }

    /// The two axes of a layout.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical
    }

    /// What the constraint relates: its first and second terms.
    let firstTerm: LayoutTerm
    let secondTerm: LayoutTerm?

    /// The relation between the first attribute and the modified second one.
    open var relation: Relation { storedRelation }
    let storedRelation: Relation
    /// The factor applied to the second attribute.
    open var multiplier: CGFloat { storedMultiplier }
    let storedMultiplier: CGFloat

    /// Creates a constraint `item.attribute relation multiplier × toItem.attribute +
    /// constant`. Each item is a view or a layout guide; `toItem` is `nil`, with
    /// `attribute` ``Attribute/notAnAttribute``, for a width or height against a constant.
    /// The constraint is inactive.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = LayoutTerm.attribute(LayoutItem.of(view1, role: "item"), attr1)
        let second = view2.map { LayoutTerm.attribute(LayoutItem.of($0, role: "toItem"), attr2) }
        precondition(second != nil || attr2 == .notAnAttribute,
                     "NSLayoutConstraint(item:…): a second attribute needs a second item")
        precondition(second != nil || attr1 == .width || attr1 == .height,
                     "NSLayoutConstraint(item:…): a constraint on one item sets a constant width or height; \(attr1) needs a second item")
        self.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: c)
    }

    /// The anchors' and the engine's constructor.
    init(first: LayoutTerm, relation: Relation, second: LayoutTerm?, multiplier: CGFloat, constant: CGFloat,
         priority: UILayoutPriority = .required) {
        firstTerm = first
        secondTerm = second
        storedRelation = relation
        storedMultiplier = multiplier
        storedConstant = constant
        storedPriority = priority
    }

    /// Activates each constraint: the same as setting ``isActive`` on each, in order.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Items

    /// The first item: a view or a layout guide. `nil` once it is gone.
    open var firstItem: AnyObject? { firstTerm.item?.object }
    /// The first item's attribute.
    open var firstAttribute: Attribute { firstTerm.attribute }
    /// The second item, `nil` for a constraint against a constant.
    open var secondItem: AnyObject? { secondTerm?.item?.object }
    /// The second item's attribute; ``Attribute/notAnAttribute`` without one.
    open var secondAttribute: Attribute { secondTerm?.attribute ?? .notAnAttribute }
    /// The first item's anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(term: firstTerm) }
    /// The second item's anchor.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondTerm.map { NSLayoutAnchor(term: $0) } }

    // MARK: Values

    /// The constant added to the modified second attribute. Changing it on an active
    /// constraint re-solves the layout incrementally (R-AL5).
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue != storedConstant else { return }
            let oldValue = storedConstant
            storedConstant = newValue
            engine?.constantDidChange(of: self, from: oldValue)
        }
    }
    var storedConstant: CGFloat

    /// The constraint's priority; ``UILayoutPriority/required`` by default. An active
    /// constraint may change priority, but not to or from required (R-AL3).
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            precondition(!isActive || (newValue == .required) == (storedPriority == .required),
                         "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(newValue.rawValue) and the existing priority was \(storedPriority.rawValue).")
            storedPriority = newValue
            engine?.priorityDidChange(of: self)
        }
    }
    var storedPriority: UILayoutPriority

    /// A name for the constraint, shown in its description and in layout logs. Names that
    /// start with `NS` or `UI` are UIKit's.
    open var identifier: String?

    /// Whether the constraint would be archived with its view: kept and never read, as
    /// Touchstone archives nothing (R-I3).
    open var shouldBeArchived = false

    // MARK: Activation (R-AL1)

    /// Whether the constraint takes part in layout. Activating installs it on the closest
    /// common ancestor of its items, which must have one; deactivating removes it.
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// The view the constraint is installed on (its items' closest common ancestor), while
    /// active. Not retained: that view holds the constraint.
    unowned(unsafe) var holder: UIView?

    /// The engine that holds the constraint, and its place there, once the engine has it.
    var engineEntry: LayoutEngine.Entry?
    var engine: LayoutEngine? { engineEntry?.engine }

    private func activate() {
        guard holder == nil else { return }
        guard let ancestor = commonAncestor else {
            preconditionFailure("Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor.map { "\($0)" } ?? "nil") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        }
        ancestor.install(self)
    }

    private func deactivate() {
        holder?.uninstall(self)
    }

    /// The closest common ancestor of the items' views (a guide's is its owning view): the
    /// view whose coordinates the constraint's numbers are in.
    var commonAncestor: UIView? {
        guard let firstView = firstTerm.hostView else { return nil }
        guard let secondTerm else { return firstView }
        guard let secondView = secondTerm.hostView else { return nil }
        var candidate: UIView? = firstView
        while let view = candidate {
            if secondView.descends(from: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    // MARK: Description

    /// UIKit's form: `<NSLayoutConstraint:0x… 'name' UIView:0x….height == 100   (active)>`.
    open var description: String {
        var text = "<\(typeName):\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(firstTerm.name) \(relationSymbol)"
        if let secondTerm {
            text += " "
            if multiplier != 1 { text += "\(Self.number(multiplier))*" }
            text += secondTerm.name
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
        } else {
            text += " \(Self.number(constant))"
        }
        if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        if isActive { text += "   (active)" }
        return text + ">"
    }

    /// The class name a description shows; engine constraints show UIKit's.
    var typeName: String { "NSLayoutConstraint" }

    private var relationSymbol: String {
        switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

/// `print(constraint)` shows UIKit's description. Isolated to the main actor, as the
/// constraint's items are.
extension NSLayoutConstraint: @MainActor CustomStringConvertible {}

/// One side of a constraint: an attribute of a layout item, or the distance between two
/// such attributes (``NSLayoutXAxisAnchor/anchorWithOffset(to:)``).
@MainActor
enum LayoutTerm {
    case attribute(LayoutItem, NSLayoutConstraint.Attribute)
    case distance(from: LayoutItem, NSLayoutConstraint.Attribute, to: LayoutItem, NSLayoutConstraint.Attribute)

    /// The item (for a distance, the one it starts from).
    var item: LayoutItem? {
        switch self {
        case .attribute(let item, _), .distance(let item, _, _, _): item
        }
    }

    var attribute: NSLayoutConstraint.Attribute {
        switch self {
        case .attribute(_, let attribute): attribute
        case .distance(_, let attribute, _, _): attribute
        }
    }

    /// The views whose positions the term reads (a guide's owning view); `nil` when one is
    /// gone or a guide has no owning view.
    var hostView: UIView? {
        switch self {
        case .attribute(let item, _):
            return item.hostView
        case .distance(let start, _, let end, _):
            guard let startView = start.hostView, let endView = end.hostView else { return nil }
            var candidate: UIView? = startView
            while let view = candidate {
                if endView.descends(from: view) { return view }
                candidate = view.superview
            }
            return nil
        }
    }

    /// Whether the term reads `item`.
    func mentions(_ item: LayoutItem) -> Bool {
        switch self {
        case .attribute(let own, _): own === item
        case .distance(let start, _, let end, _): start === item || end === item
        }
    }

    /// `UIView:0x….leading`, as UIKit's descriptions name a term.
    var name: String {
        switch self {
        case .attribute(let item, let attribute): "\(item.name).\(attribute.name)"
        case .distance(let start, let startAttribute, let end, let endAttribute):
            "(\(end.name).\(endAttribute.name) - \(start.name).\(startAttribute.name))"
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The name UIKit's descriptions use.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Whether the attribute is horizontal.
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }

    /// Whether the attribute is a size rather than a position.
    var isDimension: Bool { self == .width || self == .height }
}
