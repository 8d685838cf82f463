import Foundation
import TouchstoneSolver

/// Writes layout attributes as sums of engine variables, in the coordinates of the view a
/// constraint is installed on (R-AL2): an item's position there is its own position plus
/// those of the views between it and that view.
@MainActor
struct ExpressionBuilder {
    let engine: LayoutEngine
    /// The view the constraint is installed on; its own edges are at 0 and its size.
    let container: UIView
    private(set) var terms: [Term] = []
    var constant: Double = 0

    init(engine: LayoutEngine, container: UIView) {
        self.engine = engine
        self.container = container
    }

    /// Adds `factor × term`, where `other` is the item on the constraint's other side (which
    /// decides whether a scroll view's edges mean its content, R-AL8). `false` when an item
    /// is gone or outside the container.
    mutating func add(_ term: LayoutTerm, factor: CGFloat, other: LayoutItem?) -> Bool {
        switch term {
        case .attribute(let item, let attribute):
            return add(item, attribute, factor: factor, other: other)
        case .distance(let start, let startAttribute, let end, let endAttribute):
            return add(end, endAttribute, factor: factor, other: nil) && add(start, startAttribute, factor: -factor, other: nil)
        }
    }

    private mutating func add(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, factor: CGFloat,
                              other: LayoutItem?) -> Bool {
        var item = item
        var attribute = attribute
        // A margin attribute is the view's layout margins guide's edge (R-AL8).
        if let edge = attribute.marginFreeAttribute {
            if let view = item.view { item = view.layoutMarginsGuide.layoutItem }
            attribute = edge
        }
        // A scroll view's edges, seen from its content, are its content's (R-AL8); its
        // width and height stay its own.
        if let scrollView = item.view as? UIScrollView, scrollView === container, !attribute.isDimension,
           let other, other.hostView !== scrollView {
            item = scrollView.contentLayoutGuide.layoutItem
        }
        guard let view = item.view ?? item.guide?.owningView, view.descends(from: container) else { return false }
        switch attribute {
        case .left: return addPosition(of: item, horizontal: true, factor: factor)
        case .right: return addPosition(of: item, horizontal: true, factor: factor, plusSize: 1)
        case .leading, .trailing:
            // Right to left, leading is the right edge and offsets run leftward (R-TR3).
            let isLeading = attribute == .leading
            guard view.isRightToLeft else {
                return addPosition(of: item, horizontal: true, factor: factor, plusSize: isLeading ? 0 : 1)
            }
            return addPosition(of: item, horizontal: true, factor: -factor, plusSize: isLeading ? 1 : 0)
        case .centerX: return addPosition(of: item, horizontal: true, factor: factor, plusSize: 0.5)
        case .width: return addSize(of: item, horizontal: true, factor: factor)
        case .top: return addPosition(of: item, horizontal: false, factor: factor)
        case .bottom: return addPosition(of: item, horizontal: false, factor: factor, plusSize: 1)
        case .centerY: return addPosition(of: item, horizontal: false, factor: factor, plusSize: 0.5)
        case .height: return addSize(of: item, horizontal: false, factor: factor)
        case .firstBaseline, .lastBaseline:
            // A view's baseline is its baseline view's: the top, plus a share of the height,
            // plus a constant (R-AL6); a guide has none and uses its bottom.
            guard let owner = item.view else {
                return addPosition(of: item, horizontal: false, factor: factor, plusSize: 1)
            }
            let baselineView = attribute == .firstBaseline ? owner.forFirstBaselineLayout : owner.forLastBaselineLayout
            let offset = baselineView.baselineOffset(first: attribute == .firstBaseline)
            constant += Double(factor * offset.constant)
            return addPosition(of: baselineView.layoutItem, horizontal: false, factor: factor, plusSize: offset.heightFraction)
        default:
            return false
        }
    }

    /// Adds `factor × (position + plusSize × size)` of the item along one axis.
    private mutating func addPosition(of item: LayoutItem, horizontal: Bool, factor: CGFloat, plusSize: CGFloat = 0) -> Bool {
        if plusSize != 0 { _ = addSize(of: item, horizontal: horizontal, factor: factor * plusSize) }
        if item.view === container { return true }
        var current = item
        while true {
            let variables = engine.variables(of: current)
            terms.append(Term(horizontal ? variables.x : variables.y, Double(factor)))
            guard let space = current.view?.superview ?? current.guide?.owningView else { return false }
            if space === container { return true }
            current = space.layoutItem
        }
    }

    private mutating func addSize(of item: LayoutItem, horizontal: Bool, factor: CGFloat) -> Bool {
        let variables = engine.variables(of: item)
        terms.append(Term(horizontal ? variables.width : variables.height, Double(factor)))
        return true
    }
}

extension NSLayoutConstraint.Attribute {
    /// For a margin attribute, the edge of the margins guide it means.
    var marginFreeAttribute: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

/// A constraint the engine makes for a view (R-AL4, R-AL6): the four pins of a view that
/// translates its autoresizing mask, which UIKit calls `NSAutoresizingMaskLayoutConstraint`,
/// and the hugging and compression resistance of an intrinsic content size, UIKit's
/// `NSContentSizeLayoutConstraint`. No view's `constraints` lists them; they are in the
/// engine while the view is, and show in conflict reports as UIKit's do.
@MainActor
final class EngineConstraint: NSLayoutConstraint {
    enum Kind {
        case pinX, pinY, pinWidth, pinHeight
        case hugWidth, resistWidth, hugHeight, resistHeight
    }

    let kind: Kind
    let owner: LayoutItem

    init(_ owner: LayoutItem, _ kind: Kind, constant: CGFloat, priority: UILayoutPriority = .required) {
        self.kind = kind
        self.owner = owner
        let (attribute, relation): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation) = switch kind {
        case .pinX: (.left, .equal)
        case .pinY: (.top, .equal)
        case .pinWidth: (.width, .equal)
        case .pinHeight: (.height, .equal)
        case .hugWidth: (.width, .lessThanOrEqual)
        case .resistWidth: (.width, .greaterThanOrEqual)
        case .hugHeight: (.height, .lessThanOrEqual)
        case .resistHeight: (.height, .greaterThanOrEqual)
        }
        super.init(first: .attribute(owner, attribute), relation: relation, second: nil, multiplier: 1,
                   constant: constant, priority: priority)
    }

    /// `variable − constant (relation) 0`.
    func expression(_ variables: LayoutItem.Variables) -> LinearExpression {
        let variable = switch kind {
        case .pinX: variables.x
        case .pinY: variables.y
        case .pinWidth, .hugWidth, .resistWidth: variables.width
        case .pinHeight, .hugHeight, .resistHeight: variables.height
        }
        return LinearExpression([Term(variable)], constant: -Double(storedConstant))
    }

    /// In the engine, whatever `isActive` is set to: the engine makes and removes them.
    override var isActive: Bool {
        get { engineEntry != nil }
        set {}
    }

    override var typeName: String {
        switch kind {
        case .pinX, .pinY, .pinWidth, .pinHeight: "NSAutoresizingMaskLayoutConstraint"
        default: "NSContentSizeLayoutConstraint"
        }
    }

    /// UIKit's forms: `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 0   (active)>`
    /// and `<NSContentSizeLayoutConstraint:0x… UILabel:0x….width == 42 Hug:250 CompressionResistance:750   (active)>`.
    override var description: String {
        let name = owner.name
        let value = NSLayoutConstraint.number(storedConstant)
        let active = isActive ? "   (active)" : ""
        let address = NSLayoutConstraint.address(of: self)
        switch kind {
        case .pinX, .pinY, .pinWidth, .pinHeight:
            let mask = owner.view?.autoresizingMask ?? []
            func flags(_ start: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask, _ end: UIView.AutoresizingMask) -> String {
                // An empty mask reads as UIKit's default, a flexible trailing margin.
                let trailing = mask.contains(end) || (!mask.contains(start) && !mask.contains(size))
                return (mask.contains(start) ? "&" : "-") + (mask.contains(size) ? "&" : "-") + (trailing ? "&" : "-")
            }
            let attribute = switch kind {
            case .pinX: "minX"
            case .pinY: "minY"
            case .pinWidth: "width"
            default: "height"
            }
            return "<\(typeName):\(address) h=\(flags(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)) v=\(flags(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)) \(name).\(attribute) == \(value)\(active)>"
        default:
            let horizontal = kind == .hugWidth || kind == .resistWidth
            let hug = horizontal ? owner.hugging.horizontal : owner.hugging.vertical
            let resistance = horizontal ? owner.compressionResistance.horizontal : owner.compressionResistance.vertical
            let role = kind == .hugWidth || kind == .hugHeight ? "Hug:\(NSLayoutConstraint.number(CGFloat(hug.rawValue)))"
                : "CompressionResistance:\(NSLayoutConstraint.number(CGFloat(resistance.rawValue)))"
            return "<\(typeName):\(address) \(name).\(horizontal ? "width" : "height") == \(value) \(role)\(active)>"
        }
    }
}
