// Equality and hashing by identity (R-I1, BehaviorRules §14.4): UIKit's responders,
// recognizers, events and actions are `NSObject`s, and `NSObject`'s `isEqual(_:)` and
// `hash` compare and hash the object's address. Code ported from iOS relies on it:
// `gestureRecognizer == panGesture` in a delegate, recognizers in a `Set`, views as
// dictionary keys.
//
// Decision: conformances by `===` and `ObjectIdentifier`, not inheritance from
// Foundation's `NSObject`. On Linux `NSObject` is a plain Swift class whose `init`,
// `hash`, `isEqual(_:)` and `description` are nonisolated; a `@MainActor` class
// inheriting it would have to make its own `description` nonisolated and pays an extra
// initializer and deinitializer on every touch's objects for nothing the engine uses.
// The operators are nonisolated (they read no state), so they work from any context, as
// `Hashable` requires. `UITouch`, `UIPress` and `UIKey` declare theirs in their own files.

extension UIResponder: Hashable {
    /// Whether `lhs` and `rhs` are the same object, as `NSObject`'s `isEqual(_:)` decides.
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIGestureRecognizer: Hashable {
    /// Whether `lhs` and `rhs` are the same recognizer, as `NSObject`'s `isEqual(_:)` decides.
    public nonisolated static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }

    /// Hashes the recognizer's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIEvent: Hashable {
    /// Whether `lhs` and `rhs` are the same event object, as `NSObject`'s `isEqual(_:)` decides.
    public nonisolated static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }

    /// Hashes the event's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIAction: Hashable {
    /// Whether `lhs` and `rhs` are the same action object, as `NSObject`'s `isEqual(_:)` decides.
    public nonisolated static func == (lhs: UIAction, rhs: UIAction) -> Bool { lhs === rhs }

    /// Hashes the action's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint: Hashable {
    /// Whether `lhs` and `rhs` are the same constraint, as `NSObject`'s `isEqual(_:)` decides.
    public nonisolated static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }

    /// Hashes the constraint's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutAnchor: Hashable {
    /// Whether `lhs` and `rhs` are the same anchor object, as `NSObject`'s `isEqual(_:)` decides.
    public nonisolated static func == (lhs: NSLayoutAnchor, rhs: NSLayoutAnchor) -> Bool { lhs === rhs }

    /// Hashes the anchor's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: Hashable {
    /// Whether `lhs` and `rhs` are the same guide, as `NSObject`'s `isEqual(_:)` decides.
    public nonisolated static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }

    /// Hashes the guide's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
