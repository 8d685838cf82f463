import Foundation

/// A coordinate system that points and rectangles convert between (R-H4).
///
/// Every view is one. UIKit's other coordinate spaces are the screen's; a headless
/// engine has no screen, so a space of your own converts by way of a view (a view asked
/// to convert to or from it hands the work to it with itself as the other space).
@MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds, in its own coordinates.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIView: UICoordinateSpace {
    /// Converts `point` from this view's coordinates to `coordinateSpace`'s (R-H4).
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: view as UIView?) }
        return coordinateSpace.convert(point, from: self)
    }

    /// Converts `point` from `coordinateSpace`'s coordinates to this view's (R-H4).
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: view as UIView?) }
        return coordinateSpace.convert(point, to: self)
    }

    /// Converts `rect` from this view's coordinates to `coordinateSpace`'s: the bounding
    /// box of its converted corners (R-H4).
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: view as UIView?) }
        return coordinateSpace.convert(rect, from: self)
    }

    /// Converts `rect` from `coordinateSpace`'s coordinates to this view's: the bounding
    /// box of its converted corners (R-H4).
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: view as UIView?) }
        return coordinateSpace.convert(rect, to: self)
    }
}
