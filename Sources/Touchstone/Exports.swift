// `import UIKit` brings Foundation and CoreGraphics with it, so iOS code uses CGPoint,
// CGRect and TimeInterval without importing them. `import Touchstone` does the same, so
// that such code compiles with only its import line changed (R-O1).
@_exported import Foundation
// CGAffineTransform and CGPath, which CoreGraphics gives iOS code, live in the geometry
// target of their own.
@_exported import TouchstoneGeometry
