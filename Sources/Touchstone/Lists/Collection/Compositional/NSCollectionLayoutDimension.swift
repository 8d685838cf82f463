import Foundation

/// One dimension of a compositional layout's element, its width or its height (R-LS16):
/// a fraction of its container's width or height, an absolute length, or an estimate the
/// element's view replaces with the length it prefers.
///
/// A fractional dimension is a fraction of the containing group's size for an item, and of
/// the section's content size less the section's insets for a section's group, as
/// Apple's `fractionalWidth(_:)` page states ("a fraction of the width of the containing
/// group"). An estimated dimension is laid out at the estimate until the cell that shows it
/// has said what it prefers (`preferredLayoutAttributesFitting(_:)`).
@MainActor
public final class NSCollectionLayoutDimension {
    /// What the dimension measures, as the geometry reads it.
    let value: CompositionalDimension

    private init(_ value: CompositionalDimension) {
        self.value = value
    }

    /// A dimension that is `fractionalWidth` times the width of the container.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth(fractionalWidth))
    }

    /// A dimension that is `fractionalHeight` times the height of the container.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight(fractionalHeight))
    }

    /// A dimension of exactly `absoluteDimension` points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(.absolute(absoluteDimension))
    }

    /// A dimension that starts at `estimatedDimension` points and becomes the length the
    /// element's view prefers once it has been shown.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated(estimatedDimension))
    }

    /// Whether the dimension is a fraction of its container's width.
    public var isFractionalWidth: Bool {
        if case .fractionalWidth = value { return true }
        return false
    }

    /// Whether the dimension is a fraction of its container's height.
    public var isFractionalHeight: Bool {
        if case .fractionalHeight = value { return true }
        return false
    }

    /// Whether the dimension is an absolute length.
    public var isAbsolute: Bool {
        if case .absolute = value { return true }
        return false
    }

    /// Whether the dimension is an estimate.
    public var isEstimated: Bool {
        if case .estimated = value { return true }
        return false
    }

    /// The number the dimension was made with: the fraction, the points or the estimate.
    public var dimension: CGFloat {
        switch value {
        case .fractionalWidth(let number), .fractionalHeight(let number), .absolute(let number), .estimated(let number):
            number
        }
    }
}
