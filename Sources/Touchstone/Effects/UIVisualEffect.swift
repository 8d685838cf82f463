import Foundation

/// A visual effect a ``UIVisualEffectView`` shows: blur or vibrancy (R-IM3). Touchstone
/// draws nothing, so an effect is its values.
@MainActor
open class UIVisualEffect {
    /// Creates an effect with no values.
    public init() {}
}

/// A blur of what is behind the effect view, in one of UIKit's styles.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// Creates a blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A blur's style, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }
}

/// Vibrancy over a blur: content in the effect view's content view takes colors from
/// what is behind.
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style; ``UIVibrancyEffectStyle/label`` unless made with one.
    public let style: UIVibrancyEffectStyle

    /// Creates vibrancy over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .label
        super.init()
    }

    /// Creates vibrancy of `style` over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// A vibrancy's style, with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
