import Foundation

/// What the classifier compares of a drawing, computed once per template when it is added
/// and once per drawing when it is ranked: the drawing resampled to a fixed number of
/// points along its ink, then reduced to vectors that ignore position and scale.
///
/// A signature vector has two weighted parts, scaled so that the whole has unit length:
///
/// - the **path**: the resampled points about their centroid (Protractor's vector, Li 2010);
/// - the **directions**: the unit direction of each step between resampled points (the
///   direction features of Jackknife, Taranta et al. 2017), so that the turns of a shape
///   weigh as much as where its ink lies.
///
/// Each drawing has two such vectors: the **fine** one of ``pointCount`` points, and the
/// **coarse** one, the path alone of ``coarsePointCount`` points taken along the fine
/// points, which the classifier's first stage compares with every template to choose the
/// few worth the fine comparison. (The coarse stage only chooses; on the $1 dataset its
/// choice of the closest is as good without the directions, at half the work.) Vectors
/// are stored as structure of arrays, all x then all y, so that a dot product and its
/// quarter-turned twin (Protractor's closed-form rotation) need no shuffling: the fine
/// vector is `[path x…, step x…, 0…, path y…, step y…, 0…]`, padded with zeros to a
/// multiple of 4 lanes for `SIMD4<Float>`, and the coarse one `[path x…, path y…]` (the
/// classifier lays four templates' coarse vectors side by side, a lane each).
///
/// ``writeCloud(_:into:)`` gives the points as an unordered cloud in a unit box, each with
/// its turning angle, for matching multistroke drawings whatever the order and direction
/// of their strokes ($P+, Vatavu 2017).
enum ShapeSignature {
    /// The number of points a drawing is resampled to.
    static let pointCount = 32
    /// The number of points of the coarse vector.
    static let coarsePointCount = 6
    /// Lanes per axis of a fine vector: the points, the steps, zero padding to a multiple
    /// of 4 (literal, so that loops over it unroll).
    static let lanes = 64
    /// Lanes per axis of a coarse vector: its points.
    static let coarseLanes = 6
    /// Floats of a fine vector: x lanes then y lanes.
    static let length = 2 * lanes
    /// Floats of a coarse vector.
    static let coarseLength = 2 * coarseLanes
    /// Floats of a cloud: the x of every point, then every y, then every turning angle.
    static let cloudLength = 3 * pointCount
    /// The weight of the path in the cosine; the directions have the rest.
    static let pathWeight: Float = 0.5

    /// Resamples `strokes` into `points` (``pointCount`` of them): points spaced evenly
    /// along the ink (the jumps between strokes are not ink). False when the ink has no
    /// length, or a point is not finite, or the ink's length overflows. Linear in the
    /// number of points, so a stroke of 10⁵ points costs 10⁵ steps.
    static func resample(_ strokes: [[CGPoint]], into points: UnsafeMutableBufferPointer<SIMD2<Double>>) -> Bool {
        let count = points.count
        var length = 0.0
        for stroke in strokes {
            // A point that is not finite makes the length infinite or NaN, which the guard
            // below rejects; only a stroke of one point needs its own test.
            if stroke.count == 1, !stroke[0].x.isFinite || !stroke[0].y.isFinite { return false }
            for index in stroke.indices.dropFirst() {
                let dx = Double(stroke[index].x - stroke[index - 1].x), dy = Double(stroke[index].y - stroke[index - 1].y)
                length += (dx * dx + dy * dy).squareRoot()
            }
        }
        guard length > 0, length.isFinite else { return false }
        let spacing = length / Double(count - 1)
        var placed = 0
        var travelled = 0.0  // ink before the current segment
        for stroke in strokes {
            for index in stroke.indices.dropFirst() {
                let a = SIMD2(Double(stroke[index - 1].x), Double(stroke[index - 1].y))
                let b = SIMD2(Double(stroke[index].x), Double(stroke[index].y))
                let segment = (b - a).length
                // Every point due within this segment, at k·spacing along the ink.
                while placed < count, Double(placed) * spacing <= travelled + segment {
                    let along = Double(placed) * spacing - travelled
                    points[placed] = segment > 0 ? a + (b - a) * (along / segment) : a
                    placed += 1
                }
                travelled += segment
            }
        }
        // Rounding may leave the last point or two unplaced: they are the end of the ink.
        let last = strokes.last { $0.count > 1 }!.last!
        while placed < count {
            points[placed] = SIMD2(Double(last.x), Double(last.y))
            placed += 1
        }
        return true
    }

    /// Writes the fine vector of `points` (``pointCount`` resampled points) at `fine` and
    /// the coarse vector at `coarse`.
    static func writeVectors(_ points: UnsafeBufferPointer<SIMD2<Double>>,
                             fine: UnsafeMutablePointer<Float>, coarse: UnsafeMutablePointer<Float>) {
        write(points, lanes: lanes, steps: true, into: fine)
        // The coarse points, evenly spaced along the fine polyline.
        withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: coarsePointCount) { few in
            let scale = Double(points.count - 1) / Double(coarsePointCount - 1)
            for index in 0..<coarsePointCount {
                let position = Double(index) * scale
                let lower = min(Int(position), points.count - 2)
                let fraction = position - Double(lower)
                few[index] = points[lower] + (points[lower + 1] - points[lower]) * fraction
            }
            write(UnsafeBufferPointer(few), lanes: coarseLanes, steps: false, into: coarse)
        }
    }

    /// Writes the weighted path and direction vector of `points` (the path alone, at unit
    /// length, without `steps`), `lanes` x then `lanes` y.
    private static func write(_ points: UnsafeBufferPointer<SIMD2<Double>>, lanes: Int, steps withSteps: Bool,
                              into vector: UnsafeMutablePointer<Float>) {
        let count = points.count
        var centroid = SIMD2<Double>.zero
        for point in points { centroid += point }
        centroid /= Double(count)
        var pathNorm = 0.0, steps = 0.0
        for index in 0..<count {
            pathNorm += ((points[index] - centroid) * (points[index] - centroid)).sum()
            if index > 0, points[index] != points[index - 1] { steps += 1 }
        }
        let pathFactor = pathNorm > 0 ? ((withSteps ? Double(pathWeight) : 1) / pathNorm).squareRoot() : 0
        let stepFactor = steps > 0 ? ((1 - Double(pathWeight)) / steps).squareRoot() : 0
        vector.initialize(repeating: 0, count: 2 * lanes)
        for index in 0..<count {
            let scaled = (points[index] - centroid) * pathFactor
            vector[index] = Float(scaled.x)
            vector[lanes + index] = Float(scaled.y)
        }
        for index in 1..<count where withSteps {
            let step = points[index] - points[index - 1], length = step.length
            let scaled = length > 0 ? step * (stepFactor / length) : .zero
            vector[count + index - 1] = Float(scaled.x)
            vector[lanes + count + index - 1] = Float(scaled.y)
        }
    }

    /// Writes at `reversed` the vector `vector` (of `points` points in `lanes` lanes) would
    /// be for the same drawing traced from its last point to its first: the points in the
    /// other order, and its `steps` (if it has them) in the other order and pointing the
    /// other way.
    static func writeReversed(_ vector: UnsafePointer<Float>, points: Int, lanes: Int, steps withSteps: Bool,
                              into reversed: UnsafeMutablePointer<Float>) {
        reversed.initialize(repeating: 0, count: 2 * lanes)
        for axis in stride(from: 0, through: lanes, by: lanes) {
            for index in 0..<points { reversed[axis + index] = vector[axis + points - 1 - index] }
            for index in 0..<(points - 1) where withSteps { reversed[axis + points + index] = -vector[axis + 2 * points - 2 - index] }
        }
    }

    /// Writes the points centred on their centroid, the larger side of their box scaled to
    /// 1, and each one's turning angle over π (0 straight on, 1 a U-turn; 0 at the ends),
    /// as $P+ does: all x, then all y, then all angles.
    static func writeCloud(_ points: UnsafeBufferPointer<SIMD2<Double>>, into cloud: UnsafeMutablePointer<Float>) {
        let count = points.count
        var low = points[0], high = points[0], centroid = SIMD2<Double>.zero
        for point in points {
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
            centroid += point
        }
        centroid /= Double(count)
        let side = max(high.x - low.x, high.y - low.y)
        for (index, point) in points.enumerated() {
            let scaled = (point - centroid) / side
            cloud[index] = Float(scaled.x)
            cloud[count + index] = Float(scaled.y)
            var angle = 0.0
            if index > 0 && index < count - 1 {
                let before = point - points[index - 1], after = points[index + 1] - point
                let lengths = before.length * after.length
                if lengths > 0 { angle = acos(max(-1, min(1, (before * after).sum() / lengths))) / Double.pi }
            }
            cloud[2 * count + index] = Float(angle)
        }
    }
}

extension SIMD2<Double> {
    /// The Euclidean length.
    var length: Double { (self * self).sum().squareRoot() }
}
