import Foundation

extension UIView {
    /// Records the view's layer tree (its drawing, its sublayers' and its subviews')
    /// into the current context, scaled from the bounds to `rect` (R-IM2): what
    /// `UIGraphicsImageRenderer` code that snapshots a view draws. With
    /// `afterScreenUpdates`, the window's pending layout and display run first. Returns
    /// whether there was a context to draw into.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        if afterUpdates { window?.layoutIfNeeded() }
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        if bounds.width > 0 && bounds.height > 0 {
            context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// A new view the size of this one showing an image of it, as drag-to-reorder makes
    /// its floating cell (R-IM2): its layer's `contents` is a `CGImage` of the view's
    /// size at its screen's scale, and its ``CALayer/recordedDrawing`` is what
    /// ``drawHierarchy(in:afterScreenUpdates:)`` records of this view. It is not in any
    /// window; it takes no touches of its own.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { window?.layoutIfNeeded() }
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: bounds.size))
        let scale = window?.screen.scale ?? UIScreen.main.scale
        snapshot.layer.contents = CGImage(width: Int((bounds.width * scale).rounded()), height: Int((bounds.height * scale).rounded()))
        let renderer = UIGraphicsImageRenderer(size: bounds.size)
        snapshot.capturedDrawing = renderer.recording { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: bounds.size), afterScreenUpdates: false)
        }
        return snapshot
    }

    /// A snapshot of the part of the view in `rect`, as ``snapshotView(afterScreenUpdates:)``;
    /// the cap insets are kept by nothing.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let snapshot = snapshotView(afterScreenUpdates: afterUpdates)
        snapshot?.frame.size = rect.size
        return snapshot
    }
}

/// A snapshot: it draws what it captured.
@MainActor
final class SnapshotView: UIView {
    var capturedDrawing: [CGContext.Operation] = []

    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.replay(capturedDrawing)
    }
}
