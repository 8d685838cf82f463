import Foundation

/// Recognizes drawn shapes by comparing them with examples: a nearest-neighbour template
/// matcher of the $-family (Wobbrock et al. 2007 and successors), the model behind
/// ``ShapeGestureRecognizer``.
///
/// Give it a few ``ShapeTemplate``s per shape, then ask it to ``rank(_:)`` a drawing: it
/// answers every shape, best first, each with the score of its closest template.
///
/// ```swift
/// var classifier = try ShapeClassifier(templates: try ShapeTemplate.templates(fromJSON: data))
/// try classifier.add(ShapeTemplate(name: "check", strokes: [[a, b, c]]))
/// let best = classifier.rank([[p0, p1, p2, p3]]).first  // ShapeMatch(name: "check", score: 0.91)
/// ```
///
/// How it compares (see `ShapeSignature`): each drawing is resampled to 32 points along
/// its ink and reduced to the unit vector of its points about their centroid and the unit
/// vector of its step directions. Every template is first scored by the cosine between
/// its vector and the drawing's at the rotation that best aligns them, found in closed
/// form as Protractor does (two dot products of 126 floats); the 8 closest are then
/// compared again with their step directions paired by dynamic time warping within a band
/// of 5 steps, as Jackknife does, which forgives a corner drawn a little early or late.
/// Multistroke drawings are also matched as unordered point clouds ($P), which makes the
/// order and direction of their strokes irrelevant. The README's Shapes section gives the
/// accuracy this reaches on the $1 dataset.
///
/// Everything about a template is computed when it is added; ranking allocates only for
/// the drawing and the answer, never per template. The classifier is a value: ranking
/// reads it and writes nothing, so one classifier may rank on many threads at once.
public struct ShapeClassifier: Sendable {
    /// What the classifier ignores when it compares a drawing with a template.
    public struct Invariances: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Any rotation: a shape matches however it is turned. Without it, a drawing may
        /// still be turned by up to ``ShapeClassifier/rotationTolerance`` to match, and a
        /// "V" and a "^" stay apart.
        public static let rotation = Self(rawValue: 1 << 0)
        /// The order of the strokes of a multistroke shape.
        public static let strokeOrder = Self(rawValue: 1 << 1)
        /// The direction in which each stroke was drawn: a circle clockwise or
        /// anticlockwise.
        public static let strokeDirection = Self(rawValue: 1 << 2)

        /// Rotation, stroke order and stroke direction.
        public static let all: Self = [.rotation, .strokeOrder, .strokeDirection]
        /// Stroke order and stroke direction, the default: a shape drawn in any order and
        /// direction matches, but only turned within ``ShapeClassifier/rotationTolerance``,
        /// so that the arrows, carets and brackets of a set stay apart. (Full rotation
        /// invariance costs ten points of accuracy on the $1 dataset, whose "V" and caret,
        /// left and right brackets are turns of one another.)
        public static let standard: Self = [.strokeOrder, .strokeDirection]
    }

    /// What this classifier ignores; ``Invariances/standard`` unless given.
    public let invariances: Invariances
    /// The angle by which a drawing may be turned to match when ``Invariances/rotation``
    /// is not among the ``invariances``: 30°, in radians (a hand's tilt, well short of the
    /// 90° between a "<" and a "^").
    public static let rotationTolerance = 30 * Double.pi / 180

    /// The templates, in the order they were added.
    public private(set) var templates: [ShapeTemplate] = []
    /// The distinct names, in the order their first template was added.
    private var shapeNames: [String] = []
    private var shapeIndexByName: [String: Int] = [:]
    /// For each template, the index of its name in `shapeNames`.
    private var shapeIndices: [Int] = []
    private var strokeCounts: [Int] = []
    /// The most strokes of any template: how many strokes a drawing may still need.
    public private(set) var maximumStrokeCount = 0
    /// Each template's forward then backward signature vector, end to end.
    private var vectors: [Float] = []
    /// Each template's point cloud, end to end.
    private var clouds: [Float] = []

    /// A classifier that knows `templates`, ignoring `invariances`.
    ///
    /// - Throws: ``ShapeError`` for the first template that has no shape: no points, a
    ///   point that is not finite, or all its points in one place.
    public init(templates: [ShapeTemplate] = [], invariances: Invariances = .standard) throws(ShapeError) {
        self.invariances = invariances
        for template in templates { try add(template) }
    }

    /// Adds one more example of a shape (a new shape when its name is new).
    ///
    /// - Throws: ``ShapeError`` when the template has no shape: no points, a point that is
    ///   not finite, or all its points in one place. The classifier is then unchanged.
    public mutating func add(_ template: ShapeTemplate) throws(ShapeError) {
        try template.checkFinite()
        guard template.strokes.contains(where: { !$0.isEmpty }) else { throw .empty(template: template.name) }
        guard let signature = ShapeSignature(template.strokes) else { throw .noExtent(template: template.name) }
        templates.append(template)
        if let index = shapeIndexByName[template.name] {
            shapeIndices.append(index)
        } else {
            shapeIndexByName[template.name] = shapeNames.count
            shapeIndices.append(shapeNames.count)
            shapeNames.append(template.name)
        }
        strokeCounts.append(signature.strokeCount)
        maximumStrokeCount = max(maximumStrokeCount, signature.strokeCount)
        vectors += signature.forward
        vectors += signature.backward
        clouds += signature.cloud
    }

    /// Every shape, best match first, each with the score of its closest template; shapes
    /// of equal score keep the order in which they were added.
    ///
    /// Empty when the classifier has no templates, or when `strokes` cannot be a shape:
    /// no points, a single point, points all in one place, or a point that is NaN or
    /// infinite.
    public func rank(_ strokes: [[CGPoint]]) -> [ShapeMatch] {
        guard !templates.isEmpty, let drawing = ShapeSignature(strokes) else { return [] }
        let length = ShapeSignature.storedLength
        // The drawing turned a quarter turn: its dot product with a template is the sine
        // term of the rotation (Protractor's closed form).
        var quarterTurned = drawing.forward
        for index in stride(from: 0, to: length, by: 2) {
            quarterTurned[index] = -drawing.forward[index + 1]
            quarterTurned[index + 1] = drawing.forward[index]
        }
        let turn = Turn(limit: invariances.contains(.rotation) ? Double.pi : Self.rotationTolerance)
        var alignments = [Alignment](repeating: Alignment(), count: templates.count)
        drawing.forward.withUnsafeBufferPointer { drawingVector in
            quarterTurned.withUnsafeBufferPointer { turned in
                vectors.withUnsafeBufferPointer { vectors in
                    // First the cosine of every template, two dot products each.
                    for template in templates.indices {
                        alignments[template] = Self.align(vectors.baseAddress! + 2 * template * length, drawingVector, turned, turn)
                        if invariances.contains(.strokeDirection) {
                            var reversed = Self.align(vectors.baseAddress! + (2 * template + 1) * length, drawingVector, turned, turn)
                            reversed.isBackward = true
                            if reversed.cosine > alignments[template].cosine { alignments[template] = reversed }
                        }
                    }
                    // Then the closest few again, their step directions matched by dynamic
                    // time warping, which forgives a turn drawn a little early or late.
                    let refined = min(Self.refinedCount, templates.count)
                    withUnsafeTemporaryAllocation(of: Int.self, capacity: refined) { closest in
                        // The `refined` best so far, best first, by insertion: linear in
                        // the number of templates.
                        var found = 0
                        for template in templates.indices {
                            let cosine = alignments[template].cosine
                            guard found < refined || cosine > alignments[closest[found - 1]].cosine else { continue }
                            var slot = min(found, refined - 1)
                            while slot > 0 && alignments[closest[slot - 1]].cosine < cosine {
                                closest[slot] = closest[slot - 1]
                                slot -= 1
                            }
                            closest[slot] = template
                            found = min(found + 1, refined)
                        }
                        for template in closest.prefix(found) {
                            let alignment = alignments[template]
                            let offset = (2 * template + (alignment.isBackward ? 1 : 0)) * length
                            alignments[template].cosine = Self.warpedCosine(vectors.baseAddress! + offset, drawingVector,
                                                                            angle: alignment.angle(turn))
                        }
                    }
                }
            }
        }
        // The best cosine of each shape, then its score (the score rises with the cosine).
        var best = [Double](repeating: -1, count: shapeNames.count)
        for template in templates.indices {
            let shape = shapeIndices[template]
            best[shape] = max(best[shape], alignments[template].cosine)
        }
        for shape in best.indices { best[shape] = Self.score(cosine: best[shape]) }
        if invariances.contains(.strokeOrder) {
            for template in templates.indices where drawing.strokeCount > 1 || strokeCounts[template] > 1 {
                let shape = shapeIndices[template]
                best[shape] = max(best[shape], cloudScore(template, drawing.cloud))
            }
        }
        return best.indices
            .sorted { best[$0] > best[$1] || (best[$0] == best[$1] && $0 < $1) }
            .map { ShapeMatch(name: shapeNames[$0], score: best[$0]) }
    }

    /// How many of the closest templates are compared again with time warping.
    static let refinedCount = 8
    /// How far, in steps, time warping may shift one step against the other.
    static let warpingBand = 5

    /// The rotation a drawing may be turned by to match, with its trigonometry worked out
    /// once per ranking.
    private struct Turn {
        let limit: Double
        let cosine: Double, sine: Double, tangent: Double
        /// Any rotation; otherwise the limit is under a right angle (``ShapeClassifier/rotationTolerance``).
        var isFull: Bool { limit >= Double.pi }

        init(limit: Double) {
            self.limit = limit
            cosine = cos(limit)
            sine = sin(limit)
            tangent = tan(limit)
        }
    }

    /// How a template lines up with the drawing: the cosine at the best rotation, the two
    /// dot products that give that rotation, and whether the template is traced backwards.
    private struct Alignment {
        var cosine = -1.0
        /// a and b of a·cos θ + b·sin θ, the cosine at rotation θ.
        var aligned = 0.0, across = 0.0
        var isBackward = false

        /// The rotation that gives ``cosine``.
        func angle(_ turn: Turn) -> Double {
            let angle = atan2(across, aligned)
            return min(turn.limit, max(-turn.limit, angle))
        }
    }

    /// The cosine between a template's vector and the drawing's, at the rotation within
    /// the turn's limit that makes it largest.
    private static func align(_ template: UnsafePointer<Float>, _ drawing: UnsafeBufferPointer<Float>,
                              _ turned: UnsafeBufferPointer<Float>, _ turn: Turn) -> Alignment {
        let a = Double(dot(template, drawing.baseAddress!)), b = Double(dot(template, turned.baseAddress!))
        // a·cos θ + b·sin θ is largest at θ = atan2(b, a), where it is √(a² + b²); past the
        // limit, at the limit.
        let isWithinLimit = turn.isFull || (a > 0 && abs(b) <= a * turn.tangent)
        let cosine = isWithinLimit ? (a * a + b * b).squareRoot() : a * turn.cosine + abs(b) * turn.sine
        return Alignment(cosine: cosine, aligned: a, across: b)
    }

    /// The dot product of two signature vectors, in four lanes (one SSE register) with two
    /// accumulators so that additions overlap.
    ///
    /// Kept out of line and one product at a time: with both of ``align(_:_:_:_:)``'s
    /// products in one loop, or inlined into ``rank(_:)``, the optimizer pairs lanes of the
    /// two and spends most of the loop shuffling (seen with `perf`); alone, the loop is
    /// plain packed multiplies and adds.
    @inline(never)
    private static func dot(_ first: UnsafePointer<Float>, _ second: UnsafePointer<Float>) -> Float {
        let firstBytes = UnsafeRawPointer(first), secondBytes = UnsafeRawPointer(second)
        var low = SIMD4<Float>(), high = SIMD4<Float>()
        for offset in stride(from: 0, to: ShapeSignature.storedLength * 4, by: 32) {
            low = low + firstBytes.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
                * secondBytes.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self)
            high = high + firstBytes.loadUnaligned(fromByteOffset: offset + 16, as: SIMD4<Float>.self)
                * secondBytes.loadUnaligned(fromByteOffset: offset + 16, as: SIMD4<Float>.self)
        }
        return (low + high).sum()
    }

    /// The cosine between a template's vector and the drawing's turned by `angle`, with
    /// the step directions paired by dynamic time warping within ``warpingBand`` rather
    /// than one to one. Never below the plain cosine: the one-to-one pairing is one of
    /// the warpings.
    private static func warpedCosine(_ template: UnsafePointer<Float>, _ drawing: UnsafeBufferPointer<Float>,
                                     angle: Double) -> Double {
        let points = ShapeSignature.pointCount, steps = points - 1
        let cosine = Float(cos(angle)), sine = Float(sin(angle))
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * (points + steps)) { turned in
            // The drawing's points and steps turned by the angle, once.
            var pathDot: Float = 0
            for pair in 0..<(points + steps) {
                let x = drawing[2 * pair], y = drawing[2 * pair + 1]
                turned[2 * pair] = x * cosine - y * sine
                turned[2 * pair + 1] = x * sine + y * cosine
                if pair < points { pathDot += template[2 * pair] * turned[2 * pair] + template[2 * pair + 1] * turned[2 * pair + 1] }
            }
            // Squared distances between weighted step directions, summed along the cheapest
            // path through the band.
            let band = warpingBand
            let width = 2 * band + 1
            let distance = withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * width) { rows -> Float in
                rows.initialize(repeating: .infinity)
                var previous = 0, current = width
                for row in 0..<steps {
                    let tx = template[2 * (points + row)], ty = template[2 * (points + row) + 1]
                    for slot in 0..<width {
                        let column = row + slot - band
                        guard column >= 0 && column < steps else {
                            rows[current + slot] = .infinity
                            continue
                        }
                        let dx = tx - turned[2 * (points + column)], dy = ty - turned[2 * (points + column) + 1]
                        let local = dx * dx + dy * dy
                        var before: Float
                        if row == 0 && column == 0 {
                            before = 0
                        } else {
                            before = rows[previous + slot]  // (row - 1, column - 1)
                            if slot + 1 < width { before = min(before, rows[previous + slot + 1]) }  // (row - 1, column)
                            if slot > 0 { before = min(before, rows[current + slot - 1]) }  // (row, column - 1)
                        }
                        rows[current + slot] = before + local
                    }
                    swap(&previous, &current)
                }
                return rows[previous + band]  // (steps - 1, steps - 1)
            }
            // |u − v|² = |u|² + |v|² − 2 u·v, and the directions weigh 1 − pathWeight in all.
            let stepDot = (2 * Float(1 - ShapeSignature.pathWeight) - distance) / 2
            return Double(pathDot + stepDot)
        }
    }

    /// A cosine as a score from 0 to 1: 1 minus the angle between the vectors over a
    /// right angle, so that the score falls evenly as drawings differ.
    private static func score(cosine: Double) -> Double {
        max(0, 1 - acos(min(1, max(-1, cosine))) / (Double.pi / 2))
    }

    /// How well the drawing's cloud matches template `template`'s: $P's greedy matching,
    /// each drawing point taken in turn to the nearest unmatched template point, from a
    /// few starting points, with early matches weighing most; as a score from 0 to 1.
    private func cloudScore(_ template: Int, _ drawing: [Float]) -> Double {
        let count = ShapeSignature.pointCount
        let step = max(1, Int(Double(count).squareRoot()))
        var best = Double.infinity
        clouds.withUnsafeBufferPointer { clouds in
            let cloud = UnsafeBufferPointer(rebasing: clouds[(template * 2 * count)...].prefix(2 * count))
            drawing.withUnsafeBufferPointer { drawing in
                for start in stride(from: 0, to: count, by: step) {
                    best = min(best, Self.greedyDistance(drawing, cloud, start: start, count: count, bound: best))
                    best = min(best, Self.greedyDistance(cloud, drawing, start: start, count: count, bound: best))
                }
            }
        }
        // A mean distance of 0 scores 1, of a third of the box 0.
        return max(0, 1 - best / (Double(count) * (Double(count) + 1) / 2) * 3)
    }

    private static func greedyDistance(_ from: UnsafeBufferPointer<Float>, _ to: UnsafeBufferPointer<Float>,
                                       start: Int, count: Int, bound: Double) -> Double {
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: count) { matched in
            matched.initialize(repeating: false)
            var sum = 0.0
            var index = start
            for taken in 0..<count {
                let x = from[2 * index], y = from[2 * index + 1]
                var nearest = 0, nearestDistance = Float.infinity
                for candidate in 0..<count where !matched[candidate] {
                    let dx = to[2 * candidate] - x, dy = to[2 * candidate + 1] - y
                    let distance = dx * dx + dy * dy
                    if distance < nearestDistance { nearestDistance = distance; nearest = candidate }
                }
                matched[nearest] = true
                sum += Double(count - taken) * Double(nearestDistance.squareRoot())
                if sum >= bound { return sum }
                index = (index + 1) % count
            }
            return sum
        }
    }
}
