import Foundation

/// What the classifier compares of a drawing, computed once per template when it is added
/// and once per drawing when it is ranked: the drawing resampled to a fixed number of
/// points along its ink, then reduced to two unit vectors that ignore position and scale.
///
/// - The **path** vector: the resampled points about their centroid, scaled to unit
///   length (Protractor's vector, Li 2010).
/// - The **direction** vector: the unit direction of each step between resampled points,
///   scaled to unit length as a whole (the direction features of Jackknife, Taranta et
///   al. 2017), so that the turns of a shape weigh as much as where its ink lies.
///
/// Both are stored one after the other, weighted, in ``forward``; ``backward`` is the same
/// drawing traced from its last point to its first, for direction invariance. The cosine
/// between two signatures, maximized over a rotation in closed form
/// (``ShapeClassifier``), is the similarity. ``cloud`` is the resampled points as an
/// unordered cloud in a unit box, for matching multistroke drawings whatever the order
/// and direction of their strokes ($P, Vatavu et al. 2012).
struct ShapeSignature {
    /// The number of points a drawing is resampled to.
    static let pointCount = 32
    /// The number of floats of ``forward`` and ``backward``: x and y of each point, then of
    /// each step.
    static let vectorLength = 2 * pointCount + 2 * (pointCount - 1)
    /// The number of floats stored per vector: ``vectorLength`` padded with zeros to a
    /// multiple of 8, so that dot products run on two `SIMD4<Float>` at a time.
    static let storedLength = (vectorLength + 7) / 8 * 8
    /// The weight of the path vector in the cosine; the direction vector has the rest.
    static let pathWeight = 0.5

    var forward: [Float]
    var backward: [Float]
    /// x and y of each resampled point, centred and scaled so that the larger side of the
    /// bounding box is 1.
    var cloud: [Float]
    var strokeCount: Int

    /// The signature of `strokes`, or `nil` when they have no length to resample: no
    /// points, a single point, points all in one place, or a point that is not finite.
    init?(_ strokes: [[CGPoint]]) {
        guard let points = Self.resample(strokes, count: Self.pointCount) else { return nil }
        strokeCount = strokes.count { !$0.isEmpty }
        forward = Self.vector(points)
        backward = Self.vector(points.reversed())
        cloud = Self.cloud(points)
    }

    /// The weighted path and direction vectors of `points`.
    private static func vector<Points: Collection<SIMD2<Double>>>(_ points: Points) -> [Float] {
        let centroid = points.reduce(SIMD2<Double>.zero, +) / Double(points.count)
        var pathNorm = 0.0, stepNorm = 0.0
        var previous: SIMD2<Double>?
        for point in points {
            pathNorm += ((point - centroid) * (point - centroid)).sum()
            if let previous, (point - previous).length > 0 { stepNorm += 1 }
            previous = point
        }
        let pathFactor = pathNorm > 0 ? (pathWeight / pathNorm).squareRoot() : 0
        let stepFactor = stepNorm > 0 ? ((1 - pathWeight) / stepNorm).squareRoot() : 0
        var vector = [Float]()
        vector.reserveCapacity(storedLength)
        for point in points {
            let scaled = (point - centroid) * pathFactor
            vector.append(Float(scaled.x))
            vector.append(Float(scaled.y))
        }
        previous = nil
        for point in points {
            if let previous {
                let step = point - previous, length = step.length
                let scaled = length > 0 ? step * (stepFactor / length) : .zero
                vector.append(Float(scaled.x))
                vector.append(Float(scaled.y))
            }
            previous = point
        }
        vector += repeatElement(0, count: storedLength - vector.count)
        return vector
    }

    /// The points centred on their centroid, the larger side of their box scaled to 1.
    private static func cloud(_ points: [SIMD2<Double>]) -> [Float] {
        var low = points[0], high = points[0]
        for point in points {
            low = pointwiseMin(low, point)
            high = pointwiseMax(high, point)
        }
        let side = max(high.x - low.x, high.y - low.y)
        let centroid = points.reduce(SIMD2<Double>.zero, +) / Double(points.count)
        var cloud = [Float]()
        cloud.reserveCapacity(2 * points.count)
        for point in points {
            let scaled = (point - centroid) / side
            cloud.append(Float(scaled.x))
            cloud.append(Float(scaled.y))
        }
        return cloud
    }

    /// `count` points spaced evenly along the ink of `strokes` (the jumps between strokes
    /// are not ink), or `nil` when the ink has no length or a point is not finite.
    /// Linear in the number of points, so a stroke of 10⁵ points costs 10⁵ steps.
    static func resample(_ strokes: [[CGPoint]], count: Int) -> [SIMD2<Double>]? {
        var length = 0.0
        for stroke in strokes {
            for point in stroke where !point.x.isFinite || !point.y.isFinite { return nil }
            for (start, end) in zip(stroke, stroke.dropFirst()) {
                length += Double(hypot(end.x - start.x, end.y - start.y))
            }
        }
        guard length > 0, length.isFinite else { return nil }
        let spacing = length / Double(count - 1)
        var result: [SIMD2<Double>] = []
        result.reserveCapacity(count)
        var travelled = 0.0  // ink before the current segment
        for stroke in strokes {
            for (start, end) in zip(stroke, stroke.dropFirst()) {
                let a = SIMD2(Double(start.x), Double(start.y)), b = SIMD2(Double(end.x), Double(end.y))
                let segment = (b - a).length
                // Every point due within this segment, at k·spacing along the ink.
                while result.count < count, Double(result.count) * spacing <= travelled + segment {
                    let along = Double(result.count) * spacing - travelled
                    result.append(segment > 0 ? a + (b - a) * (along / segment) : a)
                }
                travelled += segment
            }
        }
        // Rounding may leave the last point or two unplaced: they are the end of the ink.
        let last = strokes.last { $0.count > 1 }!.last!
        while result.count < count { result.append(SIMD2(Double(last.x), Double(last.y))) }
        return result
    }
}

extension SIMD2<Double> {
    /// The Euclidean length.
    var length: Double { (self * self).sum().squareRoot() }
}
