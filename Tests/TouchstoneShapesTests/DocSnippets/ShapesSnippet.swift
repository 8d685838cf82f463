// The example of the Shapes article (TouchstoneShapes.docc/Shapes.md), in the canvas it
// assumes: `data` is a templates file, `a`…`c` a template's points, `p0`…`p3` a drawing's.
import Foundation
import Touchstone
import TouchstoneShapes

@MainActor final class Canvas {
    let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private(set) var favourites: [String] = []

    func favourite(_ name: String) { favourites.append(name) }
    func tapped() {}

    func setUp(templates data: Data, template a: CGPoint, _ b: CGPoint, _ c: CGPoint,
               drawing p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) throws {
var classifier = try ShapeClassifier(templates: ShapeTemplate.templates(fromJSON: data))
try classifier.add(ShapeTemplate(name: "check", strokes: [[a, b, c]]))
for match in classifier.rank([[p0, p1, p2, p3]]) { print(match) }  // best first: check 0.93, v 0.71, …

let shapes = ShapeGestureRecognizer(classifier: classifier)
shapes.addAction { [weak self] recognizer in
    if let match = (recognizer as! ShapeGestureRecognizer).match { self?.favourite(match.name) }
}
canvas.addGestureRecognizer(shapes)
let tap = UITapGestureRecognizer(target: self, action: Canvas.tapped)
tap.require(toFail: shapes)                   // not delayed: a tap fails the shape on its lift
canvas.addGestureRecognizer(tap)
    }
}
