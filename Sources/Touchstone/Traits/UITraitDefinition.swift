import Foundation

/// A trait to watch with `registerForTraitChanges(_:handler:)`: one of the trait types
/// below, passed as a type, `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type

/// A trait of a ``UITraitCollection``, named by a type (iOS 17's trait system). Touchstone
/// has the system traits below and no custom ones.
public protocol UITraitDefinition {
    /// The trait's stable name.
    static var identifier: String { get }
}

/// The width's size class, ``UITraitCollection/horizontalSizeClass``.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
    public static var identifier: String { "UITraitHorizontalSizeClass" }
}

/// The height's size class, ``UITraitCollection/verticalSizeClass``.
public enum UITraitVerticalSizeClass: UITraitDefinition {
    public static var identifier: String { "UITraitVerticalSizeClass" }
}

/// The idiom, ``UITraitCollection/userInterfaceIdiom``.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
    public static var identifier: String { "UITraitUserInterfaceIdiom" }
}

/// The display scale, ``UITraitCollection/displayScale``.
public enum UITraitDisplayScale: UITraitDefinition {
    public static var identifier: String { "UITraitDisplayScale" }
}

/// Light or dark, ``UITraitCollection/userInterfaceStyle``.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
    public static var identifier: String { "UITraitUserInterfaceStyle" }
}

/// The layout direction, ``UITraitCollection/layoutDirection``.
public enum UITraitLayoutDirection: UITraitDefinition {
    public static var identifier: String { "UITraitLayoutDirection" }
}

extension UITraitCollection {
    /// The identifiers of the traits whose values differ from `other`'s.
    func changedTraits(from other: UITraitCollection) -> Set<String> {
        var changed: Set<String> = []
        if horizontalSizeClass != other.horizontalSizeClass { changed.insert(UITraitHorizontalSizeClass.identifier) }
        if verticalSizeClass != other.verticalSizeClass { changed.insert(UITraitVerticalSizeClass.identifier) }
        if userInterfaceIdiom != other.userInterfaceIdiom { changed.insert(UITraitUserInterfaceIdiom.identifier) }
        if displayScale != other.displayScale { changed.insert(UITraitDisplayScale.identifier) }
        if userInterfaceStyle != other.userInterfaceStyle { changed.insert(UITraitUserInterfaceStyle.identifier) }
        if layoutDirection != other.layoutDirection { changed.insert(UITraitLayoutDirection.identifier) }
        return changed
    }
}
