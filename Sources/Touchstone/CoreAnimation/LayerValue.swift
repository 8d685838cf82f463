import Foundation

/// A value an animation gives a layer's property, in the forms Core Animation interpolates
/// (R-CA4): a number, a point, a size, a rectangle, a transform or a color. Ported code
/// hands values as `Any` (`0.5`, `CGPoint`, `NSValue(cgPoint:)`, `CATransform3D`,
/// `UIColor.red.cgColor`); ``init(_:)`` reads each of them.
enum LayerValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor)

    /// The value `any` holds, or `nil` when it holds none Core Animation animates.
    init?(_ any: Any?) {
        switch any {
        case let value as LayerValue: self = value
        case let value as Double: self = .number(value)
        case let value as CGFloat: self = .number(Double(value))
        case let value as Float: self = .number(Double(value))
        case let value as Int: self = .number(Double(value))
        case let value as CGPoint: self = .point(value)
        case let value as CGSize: self = .size(value)
        case let value as CGRect: self = .rect(value)
        case let value as CATransform3D: self = .transform(value)
        case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
        case let value as CGColor: self = .color(value)
        case let value as NSNumber: self = .number(value.doubleValue)
        case let value as NSValue:
            let type = String(cString: value.objCType)
            if type.hasPrefix("{CGPoint") { self = .point(value.cgPointValue) }
            else if type.hasPrefix("{CGSize") { self = .size(value.cgSizeValue) }
            else if type.hasPrefix("{CGRect") { self = .rect(value.cgRectValue) }
            else { return nil }
        default: return nil
        }
    }

    /// The value as a caller reads it back: numbers as `CGFloat`, the rest as themselves.
    var boxed: Any {
        switch self {
        case .number(let value): CGFloat(value)
        case .point(let value): value
        case .size(let value): value
        case .rect(let value): value
        case .transform(let value): value
        case .color(let value): value
        }
    }

    /// The value `t` of the way from `from` to `to`; `t` may leave 0…1 (a spring's
    /// overshoot). Transforms mix by their scale, shear, rotation and translation, as
    /// view animations do; values of two kinds jump at the end.
    static func interpolate(_ from: LayerValue, _ to: LayerValue, _ t: Double) -> LayerValue {
        let f = CGFloat(t)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        switch (from, to) {
        case (.number(let a), .number(let b)): return .number(a + (b - a) * t)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)):
            guard CATransform3DIsAffine(a), CATransform3DIsAffine(b) else { return t < 1 ? from : to }
            let mixed = DecomposedTransform(CATransform3DGetAffineTransform(a))
                .interpolated(to: DecomposedTransform(CATransform3DGetAffineTransform(b)), f)
            return .transform(CATransform3DMakeAffineTransform(mixed.transform))
        case (.color(let a), .color(let b)):
            let (x, y) = (a.rgba, b.rgba)
            return .color(CGColor(red: mix(x[0], y[0]), green: mix(x[1], y[1]), blue: mix(x[2], y[2]), alpha: mix(x[3], y[3])))
        default: return t < 1 ? from : to
        }
    }

    /// `self` plus `other`: numbers, points, sizes and rectangles add component by
    /// component, transforms concatenate (`other` first, then `self`), as an additive
    /// animation's value adds to the model's.
    func adding(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case (.number(let a), .number(let b)): .number(a + b)
        case (.point(let a), .point(let b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case (.transform(let a), .transform(let b)): .transform(CATransform3DConcat(b, a))
        default: other
        }
    }

    /// `self` minus `other`, for a `byValue` given with a `toValue`.
    func subtracting(_ other: LayerValue) -> LayerValue {
        switch (self, other) {
        case (.transform(let a), .transform(let b)): .transform(CATransform3DConcat(a, CATransform3DInvert(b)))
        default: adding(other.scaled(by: -1))
        }
    }

    /// The value times `factor`, component by component; a transform is repeated.
    func scaled(by factor: Double) -> LayerValue {
        let f = CGFloat(factor)
        switch self {
        case .number(let a): return .number(a * factor)
        case .point(let a): return .point(CGPoint(x: a.x * f, y: a.y * f))
        case .size(let a): return .size(CGSize(width: a.width * f, height: a.height * f))
        case .rect(let a): return .rect(CGRect(x: a.minX * f, y: a.minY * f, width: a.width * f, height: a.height * f))
        case .transform(let a):
            guard CATransform3DIsAffine(a) else { return self }
            var parts = DecomposedTransform(CATransform3DGetAffineTransform(a))
            (parts.scaleX, parts.scaleY) = (pow(parts.scaleX, f), pow(parts.scaleY, f))
            (parts.rotation, parts.shear, parts.tx, parts.ty) = (parts.rotation * f, parts.shear * f, parts.tx * f, parts.ty * f)
            return .transform(CATransform3DMakeAffineTransform(parts.transform))
        case .color: return self
        }
    }

    /// The distance between two values, for paced keyframes: Euclidean over components.
    func distance(to other: LayerValue) -> Double {
        switch (self, other) {
        case (.number(let a), .number(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case (.size(let a), .size(let b)): return Double(hypot(b.width - a.width, b.height - a.height))
        default: return self == other ? 0 : 1
        }
    }
}

extension CGColor {
    /// Red, green, blue and alpha; a gray's first component three times.
    var rgba: [CGFloat] {
        let parts = components ?? [0, 0]
        return parts.count == 2 ? [parts[0], parts[0], parts[0], parts[1]] : Array(parts.prefix(4))
    }
}
