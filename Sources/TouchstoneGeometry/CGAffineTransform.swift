import Foundation

#if !canImport(CoreGraphics)
/// An affine transformation matrix, with the API of CoreGraphics' `CGAffineTransform`.
///
/// Foundation on Linux provides `CGPoint`, `CGSize` and `CGRect` but not the transform
/// that `UIView.transform` needs, so Touchstone supplies it on platforms without
/// CoreGraphics. The matrix maps `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`, exactly as
/// CoreGraphics does, so code written against UIKit computes the same numbers.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    /// The entry that scales x (row 1, column 1).
    public var a: CGFloat
    /// The entry that adds x to y (row 1, column 2).
    public var b: CGFloat
    /// The entry that adds y to x (row 2, column 1).
    public var c: CGFloat
    /// The entry that scales y (row 2, column 2).
    public var d: CGFloat
    /// The translation along x.
    public var tx: CGFloat
    /// The translation along y.
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity transform.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// A transform that rotates by `angle` radians (counter-clockwise in a y-up system,
    /// clockwise on screen where y grows downwards).
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = (sin(angle), cos(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// A transform that scales x by `sx` and y by `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first and then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The inverse transform, or `self` unchanged when the matrix is singular (as
    /// CoreGraphics does).
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant,
            c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant)
    }

    /// `self` preceded by a translation: the translation is applied first.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a scale: the scale is applied first.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// `self` preceded by a rotation: the rotation is applied first.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through the linear part of `t` (the translation is ignored).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four corners of `self` mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || t.isIdentity { return self }
        return boundingBoxOfCorners { $0.applying(t) }
    }
}

/// A two-dimensional vector, with the API of CoreGraphics' `CGVector`.
public struct CGVector: Equatable, Hashable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat
    /// Creates a vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    /// Creates the zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    /// The zero vector.
    public static let zero = CGVector()
}
#endif
