import Foundation
import TouchstoneGeometry
import TouchstonePhysics

/// Collisions among its items and with boundaries (R-DY5): the reference view's bounds
/// (``translatesReferenceBoundsIntoBoundary``), line segments and paths. Items collide as
/// their rectangles, turned; a path boundary is its outline, curves cut into 16 chords
/// each. The ``collisionDelegate`` hears each contact begin and end, a boundary by its
/// identifier (`nil` for the reference bounds).
@MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything = Mode(rawValue: .max)
    }

    /// Collisions of `items`.
    public init(items: [any UIDynamicItem]) {
        super.init()
        members = items
    }

    /// The items that collide.
    open var items: [any UIDynamicItem] { members }
    /// Makes `item` collide too.
    open func addItem(_ item: any UIDynamicItem) { addMember(item) }
    /// Stops `item` colliding.
    open func removeItem(_ item: any UIDynamicItem) { removeMember(item) }

    /// What the items collide with; `.everything` by default.
    open var collisionMode = Mode.everything { didSet { changed() } }

    /// Whether the reference view's bounds are a boundary; `false` by default.
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set { referenceInsets = newValue ? .zero : nil }
    }
    private var referenceInsets: UIEdgeInsets? { didSet { changed() } }

    /// Makes the reference view's bounds, inset by `insets`, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
    }

    /// Told when contacts begin and end. Held weakly.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []

    /// Adds the outline of `bezierPath` as a boundary named `identifier`, replacing one of
    /// that name.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        removeBoundary(withIdentifier: identifier)
        boundaries.append((identifier, bezierPath))
        changed()
    }

    /// Adds the segment from `p1` to `p2` as a boundary named `identifier`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The boundary named `identifier`.
    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary named `identifier`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        boundaries.removeAll { Self.same($0.identifier, identifier) }
        changed()
    }

    /// Removes every boundary added by identifier.
    open func removeAllBoundaries() {
        boundaries.removeAll()
        changed()
    }

    /// The identifiers of the boundaries added; `nil` when there are none.
    open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// Whether two identifiers name one boundary: equal objects, as Foundation compares them.
    private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return (a as AnyObject) === (b as AnyObject)
    }

    /// The identifier of boundary number `number` in the last step's group, `nil` for the
    /// reference bounds (number -1).
    func boundaryIdentifier(_ number: Int) -> (any NSCopying)? {
        boundaries.indices.contains(number) ? boundaries[number].identifier : nil
    }

    override func contribute(to step: inout DynamicsStep) {
        var segments: [PhysicsBoundary] = []
        if let insets = referenceInsets, let reference = dynamicAnimator?.referenceView?.bounds {
            let box = reference.inset(by: insets)
            let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                           CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY)]
            for (index, corner) in corners.enumerated() {
                segments.append(PhysicsBoundary(identifier: -1, from: corner, to: corners[(index + 1) % 4]))
            }
        }
        for (number, boundary) in boundaries.enumerated() {
            for piece in boundary.path.cgPath.bezierSegments {
                let chords = piece.points.count == 2 ? 1 : 16
                for chord in 0..<chords {
                    segments.append(PhysicsBoundary(identifier: number,
                                                    from: piece.point(at: CGFloat(chord) / CGFloat(chords)),
                                                    to: piece.point(at: CGFloat(chord + 1) / CGFloat(chords))))
                }
            }
        }
        let bodies = members.compactMap { step.body(of: $0) }
        step.collisions.append((self, PhysicsCollisionGroup(bodies: bodies, boundaries: segments,
                                                            collidesWithBodies: collisionMode.contains(.items),
                                                            collidesWithBoundaries: collisionMode.contains(.boundaries))))
    }
}

/// What a collision behavior's delegate hears. Every method has an empty default, as
/// UIKit's are optional.
@MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    /// `item1` and `item2` began touching at `p`.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint)
    /// `item1` and `item2` stopped touching.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem)
    /// `item` began touching the boundary `identifier` (`nil` for the reference bounds) at `p`.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    /// `item` stopped touching the boundary `identifier`.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem, at p: CGPoint) {}
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem) {}
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {}
    /// Does nothing.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?) {}
}
