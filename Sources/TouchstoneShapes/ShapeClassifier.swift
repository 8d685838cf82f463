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
/// its ink and reduced to a unit vector of its points about their centroid and of its step
/// directions, and to a coarse vector of 6 of those points alone. Ranking runs in three
/// stages, each on fewer templates:
///
/// 1. **Coarse**: every template's coarse vector against the drawing's, by the cosine at
///    the rotation that best aligns them, in closed form as Protractor does (four short
///    dot products per template, both directions of the drawing at once), four templates
///    per `SIMD4` operation.
/// 2. **Fine**: the 8 closest templates, and the closest of every other shape so that
///    every shape's score is a fine one, again on their 32-point vectors.
/// 3. **Warped**: the 8 closest by the fine cosine, at most 3 of a shape, again with
///    their step directions paired by dynamic time warping within a band of 5 steps, as
///    Jackknife does, which forgives a corner drawn a little early or late. A template
///    must beat its shape's best so far and the leading shape's: one that cannot take
///    the lead would only reorder the shapes behind it, which keep their fine scores, so
///    that bound changes neither the best match nor its score. The warping runs four
///    templates at a time and stops as soon as none of the four can matter.
///
/// Multistroke drawings are also matched as unordered point clouds ($P+, Vatavu 2017: each
/// point to its nearest by place and turning angle, both ways), which makes the order and
/// direction of their strokes irrelevant. The article <doc:Shapes> gives the
/// accuracy this reaches on the $1 dataset and its speed.
///
/// Everything about a template is computed when it is added; ranking allocates only its
/// answer, never per template. The classifier is a value: ranking reads it and writes
/// nothing, so one classifier may rank on many threads at once.
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
    /// The templates' coarse vectors in groups of four, lane by lane: value v of template
    /// 4g + k at `(g · coarseLength + v) · 4 + k`, so that one `SIMD4<Float>` holds a lane
    /// of four templates and the coarse stage compares four templates at once, with no
    /// sum across lanes. The last group is padded with zeros.
    private var coarseVectors: [Float] = []
    /// Each template's fine vector (``ShapeSignature/length`` floats), end to end.
    private var fineVectors: [Float] = []
    /// Each template's point cloud (``ShapeSignature/cloudLength`` floats), end to end.
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
        var points = [SIMD2<Double>](repeating: .zero, count: ShapeSignature.pointCount)
        guard points.withUnsafeMutableBufferPointer({ ShapeSignature.resample(template.strokes, into: $0) }) else {
            throw .noExtent(template: template.name)
        }
        templates.append(template)
        if let index = shapeIndexByName[template.name] {
            shapeIndices.append(index)
        } else {
            shapeIndexByName[template.name] = shapeNames.count
            shapeIndices.append(shapeNames.count)
            shapeNames.append(template.name)
        }
        let strokeCount = template.strokes.count { !$0.isEmpty }
        strokeCounts.append(strokeCount)
        maximumStrokeCount = max(maximumStrokeCount, strokeCount)
        let fineStart = fineVectors.count, cloudStart = clouds.count
        fineVectors += repeatElement(0, count: ShapeSignature.length)
        clouds += repeatElement(0, count: ShapeSignature.cloudLength)
        let (group, slot) = (templates.count - 1).quotientAndRemainder(dividingBy: 4)
        if slot == 0 { coarseVectors += repeatElement(0, count: 4 * ShapeSignature.coarseLength) }
        var coarse = [Float](repeating: 0, count: ShapeSignature.coarseLength)
        points.withUnsafeBufferPointer { points in
            fineVectors.withUnsafeMutableBufferPointer { fine in
                coarse.withUnsafeMutableBufferPointer { coarse in
                    ShapeSignature.writeVectors(points, fine: fine.baseAddress! + fineStart, coarse: coarse.baseAddress!)
                }
            }
            clouds.withUnsafeMutableBufferPointer { ShapeSignature.writeCloud(points, into: $0.baseAddress! + cloudStart) }
        }

        for (value, float) in coarse.enumerated() {
            coarseVectors[(group * ShapeSignature.coarseLength + value) * 4 + slot] = float
        }
    }

    /// Every shape, best match first, each with the score of its closest template; shapes
    /// of equal score keep the order in which they were added.
    ///
    /// Empty when the classifier has no templates, or when `strokes` cannot be a shape:
    /// no points, a single point, points all in one place, or a point that is NaN or
    /// infinite.
    public func rank(_ strokes: [[CGPoint]]) -> [ShapeMatch] {
        guard !templates.isEmpty else { return [] }
        return withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: ShapeSignature.pointCount) { points in
            guard ShapeSignature.resample(strokes, into: points) else { return [] }
            let drawingStrokes = strokes.count { !$0.isEmpty }
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: shapeNames.count) { best in
                best.initialize(repeating: -1)
                let byCloudOnly = invariances.contains(.strokeOrder) && drawingStrokes > 1
                if !byCloudOnly {
                    cosines(of: UnsafeBufferPointer(points), into: best)
                    for shape in best.indices { best[shape] = Self.score(cosine: best[shape]) }
                }
                if invariances.contains(.strokeOrder) && (drawingStrokes > 1 || maximumStrokeCount > 1) {
                    cloudScores(of: UnsafeBufferPointer(points), into: best)
                }
                return withUnsafeTemporaryAllocation(of: Int.self, capacity: best.count) { shapes -> [ShapeMatch] in
                    var order = shapes
                    for shape in order.indices { order[shape] = shape }
                    order.sort { (first: Int, second: Int) -> Bool in
                        let a = best[first], b = best[second]
                        return a > b || (a == b && first < second)
                    }
                    return order.map { (shape: Int) -> ShapeMatch in ShapeMatch(name: shapeNames[shape], score: best[shape]) }
                }
            }
        }
    }

    /// How many templates, beside the closest of each shape, the coarse stage passes on.
    static let fineCount = 8
    /// How many of the closest templates are compared again with time warping, four at a
    /// time.
    static let refinedCount = 8
    /// How many of one shape's templates the warping compares at most, so that the
    /// warping's places go to the shapes that compete rather than to near copies of one.
    static let refinedPerShape = 3
    /// How far, in steps, time warping may shift one step against the other.
    static let warpingBand = 5

    /// The best cosine of each shape's templates with the drawing resampled to `points`,
    /// in `best` (which holds -1 for every shape), by the three stages.
    private func cosines(of points: UnsafeBufferPointer<SIMD2<Double>>, into best: UnsafeMutableBufferPointer<Double>) {
        typealias Signature = ShapeSignature
        let turn = Turn(limit: invariances.contains(.rotation) ? Double.pi : Self.rotationTolerance)
        let backwards = invariances.contains(.strokeDirection)
        // Scratch space in pieces of at most 1,024 bytes, which stay on the stack.
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * Signature.length) { fineScratch in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: 2 * Signature.coarseLength) { coarseScratch in
                // The drawing's vectors, forward and traced backwards: comparing a template with
                // the drawing reversed is comparing it reversed with the drawing.
                let fine = fineScratch.baseAddress!, fineReversed = fine + Signature.length
                let coarse = coarseScratch.baseAddress!, coarseReversed = coarse + Signature.coarseLength
                Signature.writeVectors(points, fine: fine, coarse: coarse)
                Signature.writeReversed(fine, points: Signature.pointCount, lanes: Signature.lanes, steps: true, into: fineReversed)
                Signature.writeReversed(coarse, points: Signature.coarsePointCount, lanes: Signature.coarseLanes, steps: false, into: coarseReversed)
                let count = templates.count, shapeCount = best.count  // templates and shapes
                let fineCount = min(Self.fineCount, count)
                withUnsafeTemporaryAllocation(of: Candidate.self, capacity: fineCount + shapeCount) { candidates in
                    // 1. The coarse cosine of every template; the closest of each shape and the
                    // `fineCount` closest overall go on.
                    let passed = withUnsafeTemporaryAllocation(of: Int.self, capacity: shapeCount + fineCount) { indices in
                        let closestOfShape = UnsafeMutableBufferPointer(rebasing: indices[..<shapeCount])
                        let closest = UnsafeMutableBufferPointer(rebasing: indices[shapeCount...])
                        closestOfShape.initialize(repeating: -1)
                        return withUnsafeTemporaryAllocation(of: Float.self, capacity: count + 3) { coarseCosines in
                            withUnsafeTemporaryAllocation(of: Bool.self, capacity: count + 3) { isBackward in
                                coarseVectors.withUnsafeBufferPointer { templateVectors in
                                    Self.coarseCosines(templateVectors.baseAddress!, groups: (count + 3) / 4, drawing: coarse,
                                                       turn: turn, backwards: backwards,
                                                       cosines: coarseCosines.baseAddress!, isBackward: isBackward.baseAddress!)
                                }
                                return shapeIndices.withUnsafeBufferPointer { shapeIndices in
                                    var found = 0
                                    for template in 0..<count {
                                        let cosine = coarseCosines[template]
                                        let shape = shapeIndices[template]
                                        if closestOfShape[shape] < 0 || coarseCosines[closestOfShape[shape]] < cosine {
                                            closestOfShape[shape] = template
                                        }
                                        // The `fineCount` closest so far, best first, by insertion.
                                        guard found < fineCount || cosine > coarseCosines[closest[found - 1]] else { continue }
                                        var slot = min(found, fineCount - 1)
                                        while slot > 0 && coarseCosines[closest[slot - 1]] < cosine {
                                            closest[slot] = closest[slot - 1]
                                            slot -= 1
                                        }
                                        closest[slot] = template
                                        found = min(found + 1, fineCount)
                                    }
                                    // Then each shape's closest that was not among them (a shape's
                                    // closest among them is forgotten).
                                    var passed = 0
                                    for template in closest.prefix(fineCount) {
                                        candidates[passed] = Candidate(template: template, isBackward: isBackward[template])
                                        passed += 1
                                        if closestOfShape[shapeIndices[template]] == template { closestOfShape[shapeIndices[template]] = -1 }
                                    }
                                    for template in closestOfShape where template >= 0 {
                                        candidates[passed] = Candidate(template: template, isBackward: isBackward[template])
                                        passed += 1
                                    }
                                    return passed
                                }
                            }
                        }
                    }
                    // 2. The fine cosine of those, in the direction the coarse stage chose.
                    fineVectors.withUnsafeBufferPointer { templateVectors in
                        for slot in 0..<passed {
                            let template = candidates[slot].template
                            candidates[slot].dots = Self.fineDots(templateVectors.baseAddress! + template * Signature.length,
                                                                  candidates[slot].isBackward ? fineReversed : fine)
                            candidates[slot].cosine = turn.cosine((candidates[slot].dots.aligned, candidates[slot].dots.across))
                            let shape = shapeIndices[template]
                            best[shape] = max(best[shape], candidates[slot].cosine)
                        }
                        // 3. The closest few again, their step directions matched by time warping,
                        // side by side. Each must beat its shape's best so far, and the leader's:
                        // a template that cannot take the lead would only reorder the shapes
                        // behind it, so its shape keeps its fine score.
                        var refined = 0
                        for slot in 0..<passed where refined < Self.refinedCount {
                            var closest = slot
                            for other in (slot + 1)..<passed where candidates[other].cosine > candidates[closest].cosine { closest = other }
                            candidates.swapAt(slot, closest)
                            let shape = shapeIndices[candidates[slot].template]
                            var same = 0
                            for earlier in 0..<refined where shapeIndices[candidates[earlier].template] == shape { same += 1 }
                            if same < Self.refinedPerShape { candidates.swapAt(refined, slot); refined += 1 }
                        }
                        for first in stride(from: 0, to: refined, by: 4) {
                            let leader = best.max()!
                            var lanes = WarpingLanes(templates: templateVectors.baseAddress!, drawing: fine, reversed: fineReversed)
                            for slot in first..<min(first + 4, refined) {
                                let candidate = candidates[slot]
                                let rotation = turn.rotation((candidate.dots.aligned, candidate.dots.across))
                                lanes.append(template: candidate.template, isBackward: candidate.isBackward, rotation: rotation,
                                             pathDot: candidate.dots.path * rotation.cosine + candidate.dots.pathAcross * rotation.sine,
                                             mustExceed: max(leader, best[shapeIndices[candidate.template]]))
                            }
                            let warped = Self.warpedCosines(lanes)
                            for lane in 0..<lanes.count {
                                let shape = shapeIndices[candidates[first + lane].template]
                                best[shape] = max(best[shape], warped[lane])
                            }
                        }
                    }
                }
            }
        }
    }

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

        /// The largest of a·cos θ + b·sin θ, the cosine between two vectors with one
        /// turned by θ, for θ within the limit: at θ = atan2(b, a), √(a² + b²); past the
        /// limit, at the limit.
        func cosine(_ dots: (aligned: Float, across: Float)) -> Double {
            let a = Double(dots.aligned), b = Double(dots.across)
            let isWithinLimit = isFull || (a > 0 && abs(b) <= a * tangent)
            return isWithinLimit ? (a * a + b * b).squareRoot() : a * cosine + abs(b) * sine
        }

        /// The cosine and sine of the θ at which ``cosine(_:)`` is largest, without
        /// trigonometry: within the limit, the dots over their length; past it, the limit's.
        func rotation(_ dots: (aligned: Float, across: Float)) -> (cosine: Double, sine: Double) {
            let a = Double(dots.aligned), b = Double(dots.across)
            if isFull || (a > 0 && abs(b) <= a * tangent) {
                let length = (a * a + b * b).squareRoot()
                return length > 0 ? (a / length, b / length) : (1, 0)
            }
            return (cosine, b.sign == .minus ? -sine : sine)
        }
    }

    /// The dot products of a template's fine vector with the drawing's, as it is and
    /// turned a quarter turn, and of their paths alone.
    private struct Dots {
        var aligned: Float = 0, across: Float = 0, path: Double = 0, pathAcross: Double = 0
    }

    /// A template passed on from the coarse stage: whether the drawing is traced backwards
    /// against it, and its fine dot products and cosine once computed.
    private struct Candidate {
        // (The index as 32 bits shares a word with `isBackward`: 40 bytes a candidate, so
        // that a ranking's candidates fit the 1,024 bytes kept on the stack.)
        private var templateIndex: Int32
        var isBackward: Bool
        var dots = Dots()
        var cosine = -1.0
        var template: Int { Int(templateIndex) }

        init(template: Int, isBackward: Bool) {
            templateIndex = Int32(template)
            self.isBackward = isBackward
        }
    }

    /// Adds to `aligned` and `across` the products of four lanes of x and y of a template
    /// with the drawing's as it is and turned a quarter turn (its x the drawing's −y, its y
    /// the drawing's x). Vectors are x lanes then y lanes, so no lane needs shuffling.
    @inline(__always)
    private static func accumulate(_ aligned: inout SIMD4<Float>, _ across: inout SIMD4<Float>,
                                   tx: SIMD4<Float>, ty: SIMD4<Float>, dx: SIMD4<Float>, dy: SIMD4<Float>) {
        aligned += tx * dx + ty * dy
        across += ty * dx - tx * dy
    }

    @inline(__always)
    private static func load(_ vector: UnsafePointer<Float>, _ lane: Int = 0) -> SIMD4<Float> {
        UnsafeRawPointer(vector + lane).loadUnaligned(as: SIMD4<Float>.self)
    }

    /// The coarse stage: the cosine of every template's coarse vector with the drawing's
    /// (at `drawing`, followed by its reverse), at the best rotation within the turn, and
    /// whether the reversed drawing gave it; four templates at a time, a lane each.
    @inline(never)
    private static func coarseCosines(_ templates: UnsafePointer<Float>, groups: Int, drawing: UnsafePointer<Float>,
                                      turn: Turn, backwards: Bool,
                                      cosines: UnsafeMutablePointer<Float>, isBackward: UnsafeMutablePointer<Bool>) {
        let lanes = ShapeSignature.coarseLanes
        withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 4 * lanes) { broadcast in
            // Each value of the drawing, forward and reversed, in all four lanes.
            for value in 0..<(4 * lanes) { broadcast[value] = SIMD4(repeating: drawing[value]) }
            let x = broadcast.baseAddress!, y = x + lanes, reversedX = y + lanes, reversedY = reversedX + lanes
            let limitCosine = Float(turn.cosine), limitSine = Float(turn.sine), limitTangent = Float(turn.tangent)
            func cosine(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
                let magnitude = b.replacing(with: -b, where: b .< 0)
                let atLimit = a * limitCosine + magnitude * limitSine
                if turn.isFull { return (a * a + b * b).squareRoot() }
                return atLimit.replacing(with: (a * a + b * b).squareRoot(), where: (a .> 0) .& (magnitude .<= a * limitTangent))
            }
            for group in 0..<groups {
                let values = UnsafeRawPointer(templates + group * 4 * ShapeSignature.coarseLength)
                var aligned = SIMD4<Float>(), across = SIMD4<Float>(), backAligned = SIMD4<Float>(), backAcross = SIMD4<Float>()
                for lane in 0..<lanes {
                    let tx = values.loadUnaligned(fromByteOffset: 16 * lane, as: SIMD4<Float>.self)
                    let ty = values.loadUnaligned(fromByteOffset: 16 * (lanes + lane), as: SIMD4<Float>.self)
                    aligned += tx * x[lane] + ty * y[lane]
                    across += ty * x[lane] - tx * y[lane]
                    backAligned += tx * reversedX[lane] + ty * reversedY[lane]
                    backAcross += ty * reversedX[lane] - tx * reversedY[lane]
                }
                var best = cosine(aligned, across)
                var reversed = SIMDMask<SIMD4<Int32>>()
                if backwards {
                    let backward = cosine(backAligned, backAcross)
                    reversed = backward .> best
                    best.replace(with: backward, where: reversed)
                }
                UnsafeMutableRawPointer(cosines + 4 * group).storeBytes(of: best, as: SIMD4<Float>.self)
                for slot in 0..<4 { isBackward[4 * group + slot] = reversed[slot] }
            }
        }
    }

    /// The fine stage's products of a template's fine vector with the drawing's.
    @inline(never)
    private static func fineDots(_ template: UnsafePointer<Float>, _ drawing: UnsafePointer<Float>) -> Dots {
        let lanes = ShapeSignature.lanes
        var pathAligned = SIMD4<Float>(), pathAcross = SIMD4<Float>(), aligned = SIMD4<Float>(), across = SIMD4<Float>()
        for lane in stride(from: 0, to: 32, by: 4) {
            accumulate(&pathAligned, &pathAcross, tx: load(template, lane), ty: load(template, lanes + lane),
                       dx: load(drawing, lane), dy: load(drawing, lanes + lane))
        }
        for lane in stride(from: 32, to: 64, by: 4) {
            accumulate(&aligned, &across, tx: load(template, lane), ty: load(template, lanes + lane),
                       dx: load(drawing, lane), dy: load(drawing, lanes + lane))
        }
        let path = pathAligned.sum(), pathTurned = pathAcross.sum()
        return Dots(aligned: path + aligned.sum(), across: pathTurned + across.sum(), path: Double(path), pathAcross: Double(pathTurned))
    }

    /// Up to four templates to compare with the drawing by time warping at once, a `SIMD4`
    /// lane each: the template, whether the drawing is traced backwards against it, the
    /// rotation the fine stage found, the paths' part of the cosine at that rotation, and
    /// the cosine the warping must exceed to matter.
    private struct WarpingLanes {
        let templates: UnsafePointer<Float>, drawing: UnsafePointer<Float>, reversed: UnsafePointer<Float>
        /// Where each lane's template starts in `templates` (0, the first template's, in a
        /// lane without one, so that every lane reads real values without a test).
        var offsets = SIMD4<Int>()
        var isBackward = SIMDMask<SIMD4<Int32>>()
        var cosines = SIMD4<Float>(), sines = SIMD4<Float>()
        var pathDots = SIMD4<Double>(), bounds = SIMD4<Double>()
        private(set) var count = 0

        init(templates: UnsafePointer<Float>, drawing: UnsafePointer<Float>, reversed: UnsafePointer<Float>) {
            self.templates = templates
            self.drawing = drawing
            self.reversed = reversed
        }

        mutating func append(template: Int, isBackward backward: Bool, rotation: (cosine: Double, sine: Double),
                             pathDot: Double, mustExceed bound: Double) {
            offsets[count] = template * ShapeSignature.length
            isBackward[count] = backward
            cosines[count] = Float(rotation.cosine)
            sines[count] = Float(rotation.sine)
            pathDots[count] = pathDot
            bounds[count] = bound
            count += 1
        }

        /// Value `index` of each lane's template.
        @inline(__always)
        func templateValues(_ index: Int) -> SIMD4<Float> {
            var values = SIMD4<Float>()
            for lane in 0..<4 { values[lane] = templates[offsets[lane] + index] }
            return values
        }

        /// Value `index` of the drawing, traced forwards or backwards as each lane needs.
        @inline(__always)
        func drawingValues(_ index: Int) -> SIMD4<Float> {
            SIMD4(repeating: drawing[index]).replacing(with: reversed[index], where: isBackward)
        }
    }

    /// The cosine between each lane's template and the drawing with their step directions
    /// paired by dynamic time warping within ``warpingBand`` rather than one to one
    /// (never below the plain cosine: the one-to-one pairing is one of the warpings), or
    /// -1 in a lane whose warping cannot exceed its bound; all are abandoned as soon as
    /// every lane's is out of reach.
    ///
    /// The templates run side by side, one per lane, because the warping of one is a
    /// chain: each cell of a row waits for the cell to its left, so one template alone keeps
    /// the processor waiting on that chain and four fill its wait (`touchstone shapes
    /// bench`: 13.1 against 14.0 µs per classification with one at a time; eight, in two
    /// registers, gained nothing more).
    @inline(never)
    private static func warpedCosines(_ lanes: WarpingLanes) -> SIMD4<Double> {
        let points = ShapeSignature.pointCount, steps = points - 1, axis = ShapeSignature.lanes
        let band = warpingBand, width = 2 * band + 1
        // |u − v|² = |u|² + |v|² − 2 u·v, and the directions weigh 1 − pathWeight in all:
        // the cosine is pathDot + (2 (1 − pathWeight) − distance) / 2.
        let stepsNorm = 2 * (1 - Double(ShapeSignature.pathWeight))
        let limitsWide = stepsNorm + 2 * (lanes.pathDots - lanes.bounds)
        // A lane without a template, or whose bound is out of reach, never holds the others up.
        var limits = SIMD4<Float>(limitsWide)
        for lane in 0..<4 where lane >= lanes.count || limitsWide[lane] <= 0 { limits[lane] = -.infinity }
        var warped = SIMD4<Double>(repeating: -1)
        guard any(limits .> 0) else { return warped }
        // In pieces of at most 1,024 bytes, which stay on the stack: the drawing's steps
        // turned for each lane (x then y), the templates' steps (x then y), and the two rows
        // of the band followed by one row's costs.
        return withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 2 * steps) { drawingSteps in
            withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 2 * steps) { templateSteps in
                withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: 2 * (width + 2) + width) { scratch in
                    let turnedX = drawingSteps.baseAddress!, turnedY = turnedX + steps
                    let templateX = templateSteps.baseAddress!, templateY = templateX + steps
                    // Each lane's drawing steps turned by its angle, and its template's steps.
                    for step in 0..<steps {
                        let x = lanes.drawingValues(points + step), y = lanes.drawingValues(axis + points + step)
                        turnedX[step] = x * lanes.cosines - y * lanes.sines
                        turnedY[step] = x * lanes.sines + y * lanes.cosines
                        templateX[step] = lanes.templateValues(points + step)
                        templateY[step] = lanes.templateValues(axis + points + step)
                    }
                    // Two rows of the band, cell (row, row + slot − band) at slot + 1, infinite past
                    // the band; row −1 is infinite but for the corner (−1, −1), where paths start.
                    let rows = UnsafeMutableBufferPointer(rebasing: scratch[..<(2 * (width + 2))])
                    let costs = UnsafeMutableBufferPointer(rebasing: scratch[(2 * (width + 2))...])
                    rows.initialize(repeating: SIMD4(repeating: .infinity))
                    var previous = rows.baseAddress!, current = previous + width + 2
                    previous[band + 1] = .zero
                    for row in 0..<steps {
                        let tx = templateX[row], ty = templateY[row]
                        // Each cell's own cost (infinite off the drawing's ends), then the cheapest
                        // path into it: diagonally, straight down, or from the left (the chain
                        // along the row).
                        let first = max(0, band - row), end = min(width, steps + band - row)
                        costs.initialize(repeating: SIMD4(repeating: .infinity))
                        for slot in first..<end {
                            let dx = tx - turnedX[row &+ slot &- band], dy = ty - turnedY[row &+ slot &- band]
                            costs[slot] = dx * dx + dy * dy
                        }
                        var left = SIMD4<Float>(repeating: .infinity), rowMinimum = left
                        for slot in 0..<width {
                            let cost = costs[slot]
                            let diagonal = previous[slot &+ 1], above = previous[slot &+ 2]
                            let fromAbove = cost + diagonal.replacing(with: above, where: above .< diagonal)
                            let fromLeft = left + cost
                            left = fromAbove.replacing(with: fromLeft, where: fromLeft .< fromAbove)
                            current[slot &+ 1] = left
                            rowMinimum = rowMinimum.replacing(with: left, where: left .< rowMinimum)
                        }
                        // Every path goes through this row, and costs only rise from here.
                        if all(rowMinimum .>= limits) { return warped }
                        swap(&previous, &current)
                    }
                    let distances = previous[band + 1]  // (steps − 1, steps − 1)
                    for lane in 0..<lanes.count where distances[lane] < limits[lane] {
                        warped[lane] = lanes.pathDots[lane] + (stepsNorm - Double(distances[lane])) / 2
                    }
                    return warped
                }
            }
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
    /// Raises each shape's score in `best` to its templates' cloud scores: $P+'s distance
    /// to the drawing, a mean distance of 0 scoring 1 and of a third of the box 0.
    private func cloudScores(of points: UnsafeBufferPointer<SIMD2<Double>>, into best: UnsafeMutableBufferPointer<Double>) {
        let scale = 3 / Double(2 * ShapeSignature.pointCount)
        withUnsafeTemporaryAllocation(of: Float.self, capacity: ShapeSignature.cloudLength) { cloud in
            ShapeSignature.writeCloud(points, into: cloud.baseAddress!)
            clouds.withUnsafeBufferPointer { clouds in
                for template in templates.indices {
                    let distance = Self.cloudDistance(cloud.baseAddress!, clouds.baseAddress! + template * ShapeSignature.cloudLength)
                    let shape = shapeIndices[template]
                    best[shape] = max(best[shape], max(0, 1 - scale * distance))
                }
            }
        }
    }

    /// $P+'s cloud distance, the smaller of its two directions: each point of one cloud
    /// to its nearest in the other by place and turning angle, plus each point of the
    /// other that none chose to its nearest in the first. Both directions come from one
    /// table of the squared distances between every pair, filled 8 template points at a
    /// time, whose row minima are one direction's choices and column minima the other's.
    private static func cloudDistance(_ drawing: UnsafePointer<Float>, _ template: UnsafePointer<Float>) -> Double {
        let (rows, rowChoices) = nearest(of: drawing, in: template)
        let (columns, columnChoices) = nearest(of: template, in: drawing)
        var forward: Float = 0, backward: Float = 0
        for point in 0..<ShapeSignature.pointCount {
            forward += rows[point]
            backward += columns[point]
        }
        // Each direction adds the points of the other cloud that none of its points chose.
        var columnsChosen: UInt64 = 0, rowsChosen: UInt64 = 0
        for point in 0..<ShapeSignature.pointCount {
            columnsChosen |= 1 << UInt64(rowChoices[point])
            rowsChosen |= 1 << UInt64(columnChoices[point])
        }
        for point in 0..<ShapeSignature.pointCount {
            if columnsChosen & (1 << UInt64(point)) == 0 { forward += columns[point] }
            if rowsChosen & (1 << UInt64(point)) == 0 { backward += rows[point] }
        }
        return Double(min(forward, backward))
    }

    /// For each point of cloud `a`, the distance to its nearest point of cloud `b` by place
    /// and turning angle, and that point's place (the first of equals, as $P+ chooses).
    /// Eight points of `a` at a time, against each point of `b` in turn: the minima are
    /// lane-wise, with no sum across lanes.
    ///
    /// The place rides in the low 5 bits of each squared distance, so that one lane-wise
    /// minimum of the bits finds both: a non-negative float orders as its bits do (as a
    /// signed integer too: its sign bit is clear), and a tie goes to the lower place. (Tracking the place apart took several times as long; the 5
    /// bits cost a relative 2⁻¹⁸ of a distance.)
    private static func nearest(of a: UnsafePointer<Float>, in b: UnsafePointer<Float>) -> (SIMD32<Float>, SIMD32<Int32>) {
        typealias Lanes = SIMD8<Float>
        let count = ShapeSignature.pointCount
        let placeBits = Int32(count - 1)
        func load(_ offset: Int) -> Lanes { UnsafeRawPointer(a + offset).loadUnaligned(as: Lanes.self) }
        var distances = SIMD32<Float>(), choices = SIMD32<Int32>()
        for chunk in 0..<(count / Lanes.scalarCount) {
            let offset = chunk * Lanes.scalarCount
            let xs = load(offset), ys = load(count + offset), angles = load(2 * count + offset)
            var nearest = SIMD8<Int32>(repeating: .max)
            for point in 0..<count {
                let dx = xs - b[point], dy = ys - b[count + point], da = angles - b[2 * count + point]
                let squared = dx * dx + dy * dy + da * da
                let keyed = (unsafeBitCast(squared, to: SIMD8<Int32>.self) & ~placeBits) | Int32(point)
                // The lane-wise minimum, by the mask's bits: `pointwiseMin` and a masked
                // `replace` are not inlined here, and took most of the time.
                let smaller = unsafeBitCast(keyed .< nearest, to: SIMD8<Int32>.self)
                nearest ^= (keyed ^ nearest) & smaller
            }
            let bits = nearest
            let root = unsafeBitCast(bits & ~placeBits, to: Lanes.self).squareRoot()
            for lane in 0..<Lanes.scalarCount {
                distances[offset + lane] = root[lane]
                choices[offset + lane] = bits[lane] & placeBits
            }
        }
        return (distances, choices)
    }
}
