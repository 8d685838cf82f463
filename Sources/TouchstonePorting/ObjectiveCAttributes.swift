#if Porting
import SwiftSyntax

/// The attributes and modifiers that exist only for the Objective-C runtime or Interface
/// Builder, which the rewriter removes: without them the declaration means the same in Swift,
/// and Touchstone reaches the methods through `Selector`'s method reference instead.
enum ObjectiveCAttributes {
    /// Attribute names removed wherever they appear (`@objc(name)` included).
    static let removed: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable",
        "IBSegueAction", "GKInspectable",
    ]

    /// Attributes that make a declaration's `dynamic` modifier an Objective-C one (message
    /// dispatch for Key-Value Observing), so `dynamic` goes with them. A `dynamic` without
    /// them is Swift's own (dynamic replacement) and stays.
    static let exposing: Set<String> = ["objc", "IBOutlet", "IBInspectable"]

    /// Whether `attributes` hold one of `names`.
    static func contains(_ attributes: AttributeListSyntax, anyOf names: Set<String>) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return names.contains(attribute.attributeName.trimmedDescription)
        }
    }
}
#endif
