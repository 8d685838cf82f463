import Foundation

// Coordinate conversion (R-H4). A point p in a view maps to its superview as
// center + transform·(p − anchor), the anchor being the point of the bounds at
// `anchorPoint` (the midpoint by default): the transform acts around the center, and
// bounds.origin shifts the content. Window coordinates are the root's coordinates.

extension UIView {
    /// `point` (in this view's coordinates) in the superview's coordinates.
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let offset = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
        let mapped = storedTransform.isIdentity ? offset : offset.applying(storedTransform)
        return CGPoint(x: mapped.x + storedCenter.x, y: mapped.y + storedCenter.y)
    }

    /// `point` (in the superview's coordinates) in this view's coordinates.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        let mapped = storedTransform.isIdentity ? offset : offset.applying(storedTransform.inverted())
        let anchor = anchorInBounds
        return CGPoint(x: mapped.x + anchor.x, y: mapped.y + anchor.y)
    }

    /// `point` (in this view's coordinates) in the coordinates of the hierarchy's root,
    /// which is the window for views in a window.
    func convertToRoot(_ point: CGPoint) -> CGPoint {
        var result = point
        var view = self
        while let parent = view.storedSuperview {
            WorkMeter.step()
            result = view.convertToSuperview(result)
            view = parent
        }
        return result
    }

    /// `point` (in the root's coordinates) in this view's coordinates.
    func convertFromRoot(_ point: CGPoint) -> CGPoint {
        guard let parent = storedSuperview else { return point }
        WorkMeter.step()
        return convertFromSuperview(parent.convertFromRoot(point))
    }

    /// Converts `point` from this view's coordinates to `view`'s; `nil` means the window
    /// (R-H4).
    func convertPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let rootPoint = convertToRoot(point)
        return view?.convertFromRoot(rootPoint) ?? rootPoint
    }

    /// Converts `point` from `view`'s coordinates (`nil`: the window's) to this view's
    /// (R-H4).
    func convertPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convertFromRoot(view?.convertToRoot(point) ?? point)
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of its
    /// converted corners (R-H4).
    func convertRect(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.boundingBoxOfCorners { self.convertPoint($0, to: view) }
    }

    /// Converts `rect` from `view`'s coordinates to this view's: the bounding box of its
    /// converted corners (R-H4).
    func convertRect(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.boundingBoxOfCorners { self.convertPoint($0, from: view) }
    }
}
