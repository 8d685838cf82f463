import Foundation
import Testing
import TouchstoneShapes

/// The classifier judged against answers known by construction: a figure moved, scaled,
/// turned, reversed or re-ordered is the same figure; scribbles and lines are no figure.
@Suite struct ShapeClassifierTests {
    let shapes = try! ShapeClassifier(templates: ShapeDrawings.templates)

    @Test func aTemplateMatchesItselfWithScoreOneAndTheRankingIsBestFirst() throws {
        let ranking = shapes.rank([ShapeDrawings.star()])
        #expect(ranking.map(\.name).sorted() == ["check", "circle", "rectangle", "star", "triangle", "zigzag"])
        #expect(ranking.first?.name == "star")
        #expect(abs(try #require(ranking.first).score - 1) < 1e-4)
        #expect(ranking.map(\.score) == ranking.map(\.score).sorted(by: >))
        #expect(ranking.dropFirst().allSatisfy { $0.score < 0.9 })
    }

    @Test(arguments: [(1.0, CGPoint(x: 500, y: -300)), (0.1, .zero), (7.5, CGPoint(x: -40, y: 12))])
    func positionAndScaleDoNotMatter(scale: Double, offset: CGPoint) throws {
        for template in ShapeDrawings.templates {
            let moved = template.strokes.map { ShapeDrawings.transformed($0, scale: scale, offset: offset) }
            let best = try #require(shapes.rank(moved).first)
            #expect(best.name == template.name)
            #expect(best.score > 0.999)
        }
    }

    @Test func rotationMattersOnlyWhenNotIgnored() throws {
        let turned = ShapeDrawings.transformed(ShapeDrawings.star(), angle: 2.2)
        let anyTurn = try ShapeClassifier(templates: ShapeDrawings.templates, invariances: .all)
        let invariant = try #require(anyTurn.rank([turned]).first)
        #expect(invariant.name == "star" && invariant.score > 0.999)
        let upright = shapes  // the standard invariances
        let sensitive = try #require(upright.rank([turned]).first { $0.name == "star" })
        #expect(sensitive.score < 0.9)
        // A small tilt stays within the tolerance.
        let tilted = ShapeDrawings.transformed(ShapeDrawings.star(), angle: 0.3)
        #expect(try #require(upright.rank([tilted]).first).score > 0.999)
    }

    @Test func aVeeAndACaretStayApartWhenRotationMatters() throws {
        let templates = [ShapeTemplate(name: "v", strokes: [ShapeDrawings.vee()]),
                         ShapeTemplate(name: "caret", strokes: [ShapeDrawings.caret()])]
        let upright = try ShapeClassifier(templates: templates, invariances: [.strokeDirection])
        let vee = ShapeDrawings.jittered(ShapeDrawings.vee(), amount: 3, seed: 1)
        let caret = ShapeDrawings.jittered(ShapeDrawings.caret(), amount: 3, seed: 2)
        #expect(upright.rank([vee]).first?.name == "v")
        #expect(upright.rank([caret]).first?.name == "caret")
        // Drawn backwards, each is still itself.
        #expect(upright.rank([vee.reversed()]).first?.name == "v")
        #expect(upright.rank([caret.reversed()]).first?.name == "caret")
        let ranking = upright.rank([vee])
        #expect(ranking[0].score - ranking[1].score > 0.3)
    }

    @Test func strokeDirectionMattersOnlyWhenNotIgnored() throws {
        let backwards = [Array(ShapeDrawings.circle().reversed())]
        #expect(try #require(shapes.rank(backwards).first).score > 0.999)
        let directed = try ShapeClassifier(templates: ShapeDrawings.templates, invariances: [.rotation, .strokeOrder])
        let circle = try #require(directed.rank(backwards).first { $0.name == "circle" })
        // A circle traced the other way is the mirror image of itself: only a turn of
        // the same direction brings it back, so it scores well short of 1.
        #expect(circle.score < 0.9)
    }

    @Test func strokeOrderAndDirectionOfAMultistrokeShapeDoNotMatter() throws {
        let classifier = try ShapeClassifier(templates: [
            ShapeTemplate(name: "x", strokes: ShapeDrawings.cross()),
            ShapeTemplate(name: "equals", strokes: ShapeDrawings.equals()),
            ShapeTemplate(name: "h", strokes: ShapeDrawings.aitch()),
        ] + ShapeDrawings.templates)
        let cross = ShapeDrawings.cross()
        let reordered = [Array(cross[1].reversed()), cross[0]]
        let best = try #require(classifier.rank(reordered).first)
        #expect(best.name == "x" && best.score >= ShapeGestureRecognizer.defaultMinimumScore)
        let aitch = ShapeDrawings.aitch()
        let shuffled = [aitch[2], Array(aitch[0].reversed()), aitch[1]]
        #expect(classifier.rank(shuffled).first?.name == "h")
        let equals = ShapeDrawings.equals()
        #expect(classifier.rank([Array(equals[1].reversed()), equals[0]]).first?.name == "equals")
    }

    @Test func scribblesAndStraightLinesScoreBelowTheDefaultMinimum() throws {
        let minimum = ShapeGestureRecognizer.defaultMinimumScore
        for seed in UInt64(1)...20 {
            let best = try #require(shapes.rank([ShapeDrawings.scribble(seed: seed)]).first)
            #expect(best.score < minimum, "scribble \(seed) scored \(best.score) as \(best.name)")
        }
        for angle in stride(from: 0.0, to: Double.pi, by: Double.pi / 8) {
            let line = ShapeDrawings.transformed(ShapeDrawings.polyline([CGPoint(x: 20, y: 100), CGPoint(x: 180, y: 100)]), angle: angle)
            let best = try #require(shapes.rank([line]).first)
            #expect(best.score < minimum, "a line at \(angle) rad scored \(best.score) as \(best.name)")
        }
        // While a sloppy drawing of a known shape clears it.
        for template in ShapeDrawings.templates {
            let sloppy = ShapeDrawings.jittered(ShapeDrawings.transformed(template.strokes[0], angle: 0.2, scale: 1.3), amount: 4, seed: 7)
            let best = try #require(shapes.rank([sloppy]).first)
            #expect(best.name == template.name && best.score >= minimum, "\(template.name): \(best)")
        }
    }

    /// The coarse stage passes on only the closest few templates, and the closest of every
    /// other shape: forty near-copies of a star must neither hide another shape's exact
    /// copy nor drop a shape from the ranking.
    @Test func aShapeIsFoundAndRankedAmongManyTemplatesOfAnother() throws {
        let stars = (UInt64(1)...40).map { ShapeTemplate(name: "star", strokes: [ShapeDrawings.jittered(ShapeDrawings.star(), amount: 2, seed: $0)]) }
        let others = ShapeDrawings.templates.filter { $0.name != "star" }
        let classifier = try ShapeClassifier(templates: stars + others)
        let names = Set(ShapeDrawings.templates.map(\.name))
        for template in others {
            let ranking = classifier.rank(template.strokes)
            let best = try #require(ranking.first)
            #expect(best.name == template.name && best.score > 0.999)
            #expect(Set(ranking.map(\.name)) == names)
        }
        let ranking = classifier.rank([ShapeDrawings.star()])
        #expect(ranking.first?.name == "star")
        #expect(Set(ranking.map(\.name)) == names)
        #expect(ranking.map(\.score) == ranking.map(\.score).sorted(by: >))
        // Every other shape keeps a score of its own (0 past a right angle), no better than
        // with the stars absent, when nothing pruned it.
        let withoutStars = try ShapeClassifier(templates: others)
        for match in ranking.dropFirst() {
            let alone = try #require(withoutStars.rank([ShapeDrawings.star()]).first { $0.name == match.name })
            #expect(match.score >= 0 && match.score <= alone.score + 1e-9, "\(match) against \(alone)")
        }
    }

    @Test func inputThatCannotBeAShapeRanksNothing() {
        #expect(shapes.rank([]).isEmpty)
        #expect(shapes.rank([[], []]).isEmpty)
        #expect(shapes.rank([[CGPoint(x: 3, y: 4)]]).isEmpty)
        #expect(shapes.rank([[CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 4)]]).isEmpty)
        #expect(shapes.rank([[CGPoint(x: 3, y: 4), CGPoint(x: CGFloat.nan, y: 4), CGPoint(x: 30, y: 4)]]).isEmpty)
        #expect(shapes.rank([[CGPoint(x: 3, y: 4), CGPoint(x: CGFloat.infinity, y: 4)]]).isEmpty)
        #expect(try! ShapeClassifier().rank([ShapeDrawings.star()]).isEmpty)
    }

    @Test func aDrawingOfATenthOfAMillionPointsIsRanked() throws {
        let dense = ShapeDrawings.circle(count: 100_000)
        let best = try #require(shapes.rank([dense]).first)
        #expect(best.name == "circle" && best.score > 0.999)
    }

    @Test func badTemplatesAreRefusedWithTheirNameAndTheClassifierIsUnchanged() {
        var classifier = shapes
        #expect(throws: ShapeError.empty(template: "nothing")) { try classifier.add(ShapeTemplate(name: "nothing", strokes: [[]])) }
        #expect(throws: ShapeError.noExtent(template: "dot")) {
            try classifier.add(ShapeTemplate(name: "dot", strokes: [[CGPoint(x: 1, y: 1)]]))
        }
        #expect(throws: ShapeError.nonFinitePoint(template: "bad", stroke: 1, point: 2)) {
            try classifier.add(ShapeTemplate(name: "bad", strokes: [ShapeDrawings.check(),
                                                                   [.zero, CGPoint(x: 1, y: 1), CGPoint(x: CGFloat.nan, y: 0)]]))
        }
        #expect(classifier.templates == shapes.templates)
        #expect("\(ShapeError.nonFinitePoint(template: "bad", stroke: 1, point: 2))"
            == "template \"bad\": point 2 of stroke 1 is not a finite number")
    }

    @Test func aTemplateAddedLaterIsRecognized() throws {
        var classifier = shapes
        #expect(classifier.rank(ShapeDrawings.cross()).first?.name != "x")
        try classifier.add(ShapeTemplate(name: "x", strokes: ShapeDrawings.cross()))
        #expect(classifier.rank(ShapeDrawings.cross()).first?.name == "x")
        #expect(classifier.maximumStrokeCount == 2)
    }
}
