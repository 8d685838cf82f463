import Foundation

/// Core Animation's 4×4 transform, as a layer's `transform` carries it, with row vectors
/// as Core Animation's (a point is transformed as `[x y z 1] · M`). Layers keep the whole
/// matrix; geometry (frames, conversion, hit testing) uses its affine part, since nothing
/// is projected: the functions below build, combine and take apart transforms as Core
/// Animation's do.
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity transform.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// The 3D transform that applies `m` in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Whether `t` has no effect outside the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z), as Core Animation builds it.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3D() }
    let (x, y, z) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle)), k = 1 - c
    var t = CATransform3D()
    (t.m11, t.m12, t.m13) = (x * x * k + c, x * y * k + z * s, x * z * k - y * s)
    (t.m21, t.m22, t.m23) = (y * x * k - z * s, y * y * k + c, y * z * k + x * s)
    (t.m31, t.m32, t.m33) = (z * x * k + y * s, z * y * k - x * s, z * z * k + c)
    return t
}

/// `b` after `a`: the transform that applies `a`, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let rowsA = a.rows, rowsB = b.rows
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for row in 0..<4 {
        for column in 0..<4 {
            product[row][column] = (0..<4).reduce(0) { $0 + rowsA[row][$1] * rowsB[$1][column] }
        }
    }
    return CATransform3D(rows: product)
}

/// A translation by (tx, ty, tz) applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale by (sx, sy, sz) applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation by `angle` radians about (x, y, z) applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// The inverse of `t`; `t` itself when it has none, as Core Animation returns it.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var m = t.rows.enumerated().map { index, row in row + (0..<4).map { $0 == index ? CGFloat(1) : 0 } }
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
              abs(m[pivot][column]) > 1e-12 else { return t }
        m.swapAt(column, pivot)
        let scale = m[column][column]
        m[column] = m[column].map { $0 / scale }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            guard factor != 0 else { continue }
            m[row] = zip(m[row], m[column]).map { $0 - factor * $1 }
        }
    }
    return CATransform3D(rows: m.map { Array($0[4...]) })
}

extension CATransform3D {
    /// The matrix as rows, for the functions that multiply it.
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    }
}
