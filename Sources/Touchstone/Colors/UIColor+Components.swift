import Foundation

extension UIColor {
    /// Creates a color from hue, saturation and brightness, each in 0…1 (hue 0 and 1 are
    /// red), converted to RGB as UIKit does.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a color from Display P3 components: kept as sRGB components, since
    /// Touchstone draws in no color space.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a color that `dynamicProvider` decides for each trait collection, as dark-mode
    /// aware apps make theirs; its components are the light appearance's (R-IM4).
    /// **Difference:** main-actor isolated, since Touchstone's trait collections are.
    @MainActor
    public convenience init(dynamicProvider: @escaping @MainActor @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, dark: nil, provider: dynamicProvider)
    }

    /// The color for `traitCollection`: a dynamic color's appearance for those traits, a
    /// system color's dark value in a dark interface, else the color itself (R-IM4).
    @MainActor
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if let provider { return provider(traitCollection).resolvedColor(with: traitCollection) }
        if let darkVariant, traitCollection.userInterfaceStyle == .dark { return darkVariant }
        return self
    }

    /// Reads the hue, saturation and brightness (each 0…1) and the alpha; always `true`.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), range = maximum - minimum
        var h: CGFloat = 0
        if range > 0 {
            if maximum == red { h = (green - blue) / range } else if maximum == green { h = 2 + (blue - red) / range } else { h = 4 + (red - green) / range }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads the gray level and the alpha of a gray (equal components); `false`, reading
    /// nothing, for another color.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green && green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }
}
