import Foundation

// Associated objects (R-RT2): the Objective-C runtime's way for an extension to give an
// object state of its own (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN)`),
// as an extension of a table view keeps its reorder state. Touchstone keeps them in the
// object itself, so that two windows never share any, and they go with the object.

/// How an associated value is held, with the Objective-C runtime's names and raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained. **Decision:** held weakly, so that it reads `nil` once it is gone
    /// rather than pointing at freed memory, which is what iOS's unretained reference
    /// would do; a value that is not an object is kept as it is.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (an `NSCopying` object's `copy()`; a value type is a copy already).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained; atomic on iOS, where another thread may read it. Touchstone's objects are
    /// the main actor's, so it is the same as the non-atomic policy.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// Copied; atomic on iOS.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// One associated value, as its policy holds it.
enum AssociatedValue {
    case strong(Any)
    case weak(WeakReference)

    final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    var value: Any? {
        switch self {
        case .strong(let value): value
        case .weak(let reference): reference.object
        }
    }
}

/// The value associated with `object` under `key`, or `nil` (R-RT2). `object` must be one
/// of Touchstone's responders (views, view controllers) or recognizers.
@MainActor
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    host(object, "objc_getAssociatedObject").runtimeIfMade?.associatedValues[key]?.value
}

/// Associates `value` with `object` under `key`, held as `policy` says; `nil` removes it
/// (R-RT2). `object` must be one of Touchstone's responders or recognizers.
@MainActor
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let runtime = host(object, "objc_setAssociatedObject").runtime
    guard let value else {
        runtime.associatedValues[key] = nil
        return
    }
    switch policy {
    case .OBJC_ASSOCIATION_ASSIGN:
        if let reference = value as AnyObject?, type(of: value) is AnyClass {
            runtime.associatedValues[key] = .weak(.init(reference))
        } else {
            runtime.associatedValues[key] = .strong(value)
        }
    case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
        runtime.associatedValues[key] = .strong((value as? NSCopying)?.copy() ?? value)
    case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
        runtime.associatedValues[key] = .strong(value)
    }
}

/// Removes every value associated with `object` (R-RT2).
@MainActor
public func objc_removeAssociatedObjects(_ object: Any) {
    host(object, "objc_removeAssociatedObjects").runtimeIfMade?.associatedValues = [:]
}

@MainActor
private func host(_ object: Any, _ function: String) -> any RuntimeHost {
    guard let host = object as? any RuntimeHost else {
        preconditionFailure("\(function): Touchstone keeps associated objects for its responders and recognizers only, not for \(type(of: object))")
    }
    return host
}
