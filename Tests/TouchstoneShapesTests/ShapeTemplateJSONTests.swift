import Foundation
import Testing
import TouchstoneShapes

/// Templates saved as JSON and read back.
@Suite struct ShapeTemplateJSONTests {
    @Test func templatesRoundTripThroughJSON() throws {
        let templates = ShapeDrawings.templates + [ShapeTemplate(name: "x", strokes: ShapeDrawings.cross()),
                                                   ShapeTemplate(name: "ünïcode ★", strokes: [[CGPoint(x: 0.1, y: -2.5e-7), CGPoint(x: 1e9, y: 3)]])]
        let data = try ShapeTemplate.jsonData(for: templates)
        #expect(try ShapeTemplate.templates(fromJSON: data) == templates)
        // A bare array of templates reads too.
        let array = try JSONEncoder().encode(templates)
        #expect(try ShapeTemplate.templates(fromJSON: array) == templates)
        let text = String(decoding: try ShapeTemplate.jsonData(for: [ShapeTemplate(name: "l", strokes: [[.zero, CGPoint(x: 1, y: 2)]])]), as: UTF8.self)
        #expect(text == #"{"templates":[{"name":"l","strokes":[[[0,0],[1,2]]]}]}"#)
    }

    @Test func badJSONSaysWhereItWentWrong() {
        func problem(_ json: String) -> String? {
            do {
                _ = try ShapeTemplate.templates(fromJSON: Data(json.utf8))
                return nil
            } catch {
                return error.description
            }
        }
        #expect(problem(#"{"templates": [{"name": "a", "strokes": [[[1, 2, 3]]]}]}"#)?
            .contains("point 0 of stroke 0 has 3 numbers") == true)
        #expect(problem(#"[{"strokes": [[[1, 2]]]}]"#)?.contains("missing key \"name\"") == true)
        #expect(problem("not json")?.hasPrefix("the templates' JSON is not valid") == true)
    }

    @Test func templatesThatJSONCannotHoldAreRefused() {
        #expect(throws: ShapeError.nonFinitePoint(template: "n", stroke: 0, point: 1)) {
            try ShapeTemplate.jsonData(for: [ShapeTemplate(name: "n", strokes: [[.zero, CGPoint(x: CGFloat.nan, y: 1)]])])
        }
    }
}
