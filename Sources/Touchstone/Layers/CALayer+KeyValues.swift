import Foundation

/// A layer's properties by key path (R-CA4), as Core Animation's key-value coding reads
/// and writes them: what an animation's `keyPath` names, and what ported code reads back
/// with `value(forKeyPath:)`.
///
/// The paths: `position` (`.x`, `.y`), `bounds` (`.origin`, `.size`, and their `.x`, `.y`,
/// `.width`, `.height`), `anchorPoint` (`.x`, `.y`), `opacity`, `zPosition`,
/// `cornerRadius`, `borderWidth`, `borderColor`, `backgroundColor`, `shadowOpacity`,
/// `shadowRadius`, `shadowOffset`, `shadowColor`, `transform` and its parts
/// `transform.rotation` (`.z`), `transform.scale` (`.x`, `.y`) and
/// `transform.translation` (`.x`, `.y`), and a shape layer's `strokeStart`, `strokeEnd`,
/// `lineWidth`, `fillColor` and `strokeColor`. A transform's parts are read from and
/// written into its scale, shear, rotation and translation, so that animating
/// `transform.rotation.z` from 0 to 2π turns a full circle. Any other key keeps whatever
/// value is set under it, as a layer keeps undeclared keys.
extension CALayer {
    /// The value at `keyPath`, or the value last set under it.
    public func value(forKeyPath keyPath: String) -> Any? {
        layerValue(forKeyPath: keyPath)?.boxed ?? customValues[keyPath]
    }

    /// Sets the value at `keyPath`; a key this layer does not declare keeps `value`.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let layerValue = LayerValue(value), setLayerValue(layerValue, forKeyPath: keyPath) { return }
        customValues[keyPath] = value
    }

    /// The value of the property `key`, or the value last set under it.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the property `key`; a key this layer does not declare keeps `value`.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// The value at `keyPath` of the properties every layer has, or `nil`.
    func commonLayerValue(forKeyPath keyPath: String) -> LayerValue? {
        let (head, rest) = Self.split(keyPath)
        switch head {
        case "position": return Self.component(rest, of: .point(position))
        case "bounds": return Self.component(rest, of: .rect(bounds))
        case "anchorPoint": return Self.component(rest, of: .point(anchorPoint))
        case "transform":
            guard let rest else { return .transform(transform) }
            return Self.transformPart(rest, of: DecomposedTransform(affineTransform()))
        case "shadowOffset": return Self.component(rest, of: .size(shadowOffset))
        case "opacity": return .number(Double(opacity))
        case "zPosition": return .number(Double(zPosition))
        case "cornerRadius": return .number(Double(cornerRadius))
        case "borderWidth": return .number(Double(borderWidth))
        case "shadowOpacity": return .number(Double(shadowOpacity))
        case "shadowRadius": return .number(Double(shadowRadius))
        case "backgroundColor": return backgroundColor.map(LayerValue.color)
        case "borderColor": return borderColor.map(LayerValue.color)
        case "shadowColor": return shadowColor.map(LayerValue.color)
        default: return nil
        }
    }

    /// Sets the value at `keyPath` of the properties every layer has; `false` for a path
    /// it does not name or a value of the wrong kind.
    func setCommonLayerValue(_ value: LayerValue, forKeyPath keyPath: String) -> Bool {
        let (head, rest) = Self.split(keyPath)
        switch (head, value) {
        case ("position", _):
            guard case .point(let point)? = Self.replacing(rest, of: .point(position), with: value) else { return false }
            position = point
        case ("bounds", _):
            guard case .rect(let rect)? = Self.replacing(rest, of: .rect(bounds), with: value) else { return false }
            bounds = rect
        case ("anchorPoint", _):
            guard case .point(let point)? = Self.replacing(rest, of: .point(anchorPoint), with: value) else { return false }
            anchorPoint = point
        case ("shadowOffset", _):
            guard case .size(let size)? = Self.replacing(rest, of: .size(shadowOffset), with: value) else { return false }
            shadowOffset = size
        case ("transform", .transform(let matrix)) where rest == nil: transform = matrix
        case ("transform", .number(let number)):
            var parts = DecomposedTransform(affineTransform())
            guard let rest, Self.setTransformPart(rest, of: &parts, to: CGFloat(number)) else { return false }
            setAffineTransform(parts.transform)
        case ("transform", .size(let size)) where rest == "translation":
            var parts = DecomposedTransform(affineTransform())
            (parts.tx, parts.ty) = (size.width, size.height)
            setAffineTransform(parts.transform)
        case ("opacity", .number(let number)): opacity = Float(number)
        case ("zPosition", .number(let number)): zPosition = CGFloat(number)
        case ("cornerRadius", .number(let number)): cornerRadius = CGFloat(number)
        case ("borderWidth", .number(let number)): borderWidth = CGFloat(number)
        case ("shadowOpacity", .number(let number)): shadowOpacity = Float(number)
        case ("shadowRadius", .number(let number)): shadowRadius = CGFloat(number)
        case ("backgroundColor", .color(let color)): backgroundColor = color
        case ("borderColor", .color(let color)): borderColor = color
        case ("shadowColor", .color(let color)): shadowColor = color
        default: return false
        }
        return true
    }

    private static func split(_ keyPath: String) -> (head: String, rest: String?) {
        guard let dot = keyPath.firstIndex(of: ".") else { return (keyPath, nil) }
        return (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
    }

    /// The part `path` names of a point, size or rectangle (`x`, `width`, `origin`,
    /// `size.height`, …), or the whole value when `path` is `nil`.
    private static func component(_ path: String?, of value: LayerValue) -> LayerValue? {
        guard let path else { return value }
        switch (value, path) {
        case (.point(let p), "x"): return .number(Double(p.x))
        case (.point(let p), "y"): return .number(Double(p.y))
        case (.size(let s), "width"): return .number(Double(s.width))
        case (.size(let s), "height"): return .number(Double(s.height))
        case (.rect(let r), _):
            let (head, rest) = split(path)
            if head == "origin" { return component(rest, of: .point(r.origin)) }
            if head == "size" { return component(rest, of: .size(r.size)) }
            return nil
        default: return nil
        }
    }

    /// `whole` with the part `path` names replaced by `value`; `nil` when they do not fit.
    private static func replacing(_ path: String?, of whole: LayerValue, with value: LayerValue) -> LayerValue? {
        guard let path else { return whole.sameKind(as: value) ? value : nil }
        switch (whole, path, value) {
        case (.point(var p), "x", .number(let n)): p.x = CGFloat(n); return .point(p)
        case (.point(var p), "y", .number(let n)): p.y = CGFloat(n); return .point(p)
        case (.size(var s), "width", .number(let n)): s.width = CGFloat(n); return .size(s)
        case (.size(var s), "height", .number(let n)): s.height = CGFloat(n); return .size(s)
        case (.rect(let r), _, _):
            let (head, rest) = split(path)
            if head == "origin", case .point(let origin)? = replacing(rest, of: .point(r.origin), with: value) {
                return .rect(CGRect(origin: origin, size: r.size))
            }
            if head == "size", case .size(let size)? = replacing(rest, of: .size(r.size), with: value) {
                return .rect(CGRect(origin: r.origin, size: size))
            }
            return nil
        default: return nil
        }
    }

    /// A transform's part: `rotation` (`.z`), `scale` (`.x`, `.y`), `translation` (`.x`,
    /// `.y`).
    private static func transformPart(_ path: String, of parts: DecomposedTransform) -> LayerValue? {
        switch path {
        case "rotation", "rotation.z": .number(Double(parts.rotation))
        case "scale", "scale.x": .number(Double(parts.scaleX))
        case "scale.y": .number(Double(parts.scaleY))
        case "translation": .size(CGSize(width: parts.tx, height: parts.ty))
        case "translation.x": .number(Double(parts.tx))
        case "translation.y": .number(Double(parts.ty))
        default: nil
        }
    }

    private static func setTransformPart(_ path: String, of parts: inout DecomposedTransform, to value: CGFloat) -> Bool {
        switch path {
        case "rotation", "rotation.z": parts.rotation = value
        case "scale": (parts.scaleX, parts.scaleY) = (value, value)
        case "scale.x": parts.scaleX = value
        case "scale.y": parts.scaleY = value
        case "translation.x": parts.tx = value
        case "translation.y": parts.ty = value
        default: return false
        }
        return true
    }
}

extension LayerValue {
    /// Whether the two values are of one kind.
    func sameKind(as other: LayerValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform),
             (.color, .color): true
        default: false
        }
    }
}
