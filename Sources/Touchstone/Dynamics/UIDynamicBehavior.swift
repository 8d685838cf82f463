import Foundation
import TouchstonePhysics

/// A piece of the physics a dynamic animator runs (R-DY1): UIKit's six behaviors, or a
/// custom one made of child behaviors and an ``action`` run on every step.
///
/// A behavior describes its effects afresh on each step of the animator (forces, springs,
/// snaps, collisions, item properties) from its current values, so a change to a value
/// (an attachment's anchor following a finger) shows on the next step; it also wakes a
/// paused animator, as Apple's "resumes when a behavior parameter changes".
@MainActor
open class UIDynamicBehavior {
    /// Creates a behavior with no children and no action.
    public init() {}

    /// The behaviors this one is made of.
    open private(set) var childBehaviors: [UIDynamicBehavior] = []

    /// Adds `behavior` as a child; a behavior already added is ignored.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        dynamicAnimator?.behaviorTreeChanged(adding: behavior)
    }

    /// Removes the child `behavior`.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: index)
        dynamicAnimator?.behaviorTreeChanged(removing: behavior)
    }

    /// Runs on every step of the animator, after the items moved.
    open var action: (@MainActor () -> Void)?

    /// The animator this behavior runs in, if any.
    open internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// Called as the behavior joins `dynamicAnimator`, or leaves its animator (`nil`).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items the behavior itself names (children's not included).
    var members: [any UIDynamicItem] = []

    func addMember(_ item: any UIDynamicItem) {
        guard !members.contains(where: { $0 === item }) else { return }
        members.append(item)
        dynamicAnimator?.itemsChanged()
    }

    func removeMember(_ item: any UIDynamicItem) {
        members.removeAll { $0 === item }
        dynamicAnimator?.itemsChanged()
    }

    /// A value changed: a paused animator resumes.
    func changed() { dynamicAnimator?.wake() }

    /// Adds the behavior's own effects on this step to `step`; each kind says.
    func contribute(to step: inout DynamicsStep) {}

    /// The behavior and its descendants, depth first.
    var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }
}

/// What the behaviors ask of one step, gathered from the tree: the physics world's effects
/// by body index.
struct DynamicsStep {
    /// Each item's body index.
    let index: [ObjectIdentifier: Int]
    var forces: [PhysicsForce] = []
    var links: [PhysicsLink] = []
    var snaps: [PhysicsSnap] = []
    var collisions: [(behavior: UICollisionBehavior, group: PhysicsCollisionGroup)] = []
    var impulses: [(body: Int, impulse: CGPoint, offset: CGPoint)] = []
    /// The item behavior that sets each body's properties: the last in the tree.
    var properties: [Int: UIDynamicItemBehavior] = [:]

    func body(of item: any UIDynamicItem) -> Int? { index[ObjectIdentifier(item)] }
}
