import Foundation

/// A view's part in the display pass (R-DR1, R-DR2): marking itself for display, and
/// drawing through its layer into a recording context whose record the layer keeps.
extension UIView {
    /// Marks `rect` for display: what ``setNeedsDisplay(_:)`` does unless overridden.
    func markNeedsDisplay(_ rect: CGRect) {
        layoutState.needsDisplay = true
        window?.enqueueDisplay(of: self, dirtyRect: rect)
    }

    /// Whether the view waits for display.
    var needsDisplay: Bool { layoutState.needsDisplay }

    /// The view entered a window: a view never displayed, or marked while away, is queued
    /// for the window's display pass, with the layers added to its layer that wait (R-DR1).
    func queueDisplayOnJoining(_ window: UIWindow) {
        if layoutState.needsDisplay { window.enqueueDisplay(of: self, dirtyRect: bounds) }
        if let layer = layerIfLoaded {
            for sublayer in layer.ownSublayers { sublayer.enteredTree() }
        }
    }

    /// Displays the view now if it waits for display.
    func displayIfNeeded() {
        guard layoutState.needsDisplay else { return }
        display(dirtyRect: bounds)
    }

    /// Displays the view: its layer's ``CALayer/display()``, which draws the view with
    /// ``draw(_:)`` into a recording context (R-DR2).
    ///
    /// A view whose layer was never asked for takes a shorter road to the same calls: its
    /// ``draw(_:)`` runs in the window's reusable context, and a layer is made only when
    /// something was drawn. Every view that enters a window displays once, and most draw
    /// nothing; a layer and a context each would double what a view costs to build.
    func display(dirtyRect: CGRect) {
        layoutState.needsDisplay = false
        let rect = dirtyRect.intersection(bounds)
        if let layer = layerIfLoaded {
            layer.dirtyRect = rect
            return layer.display()
        }
        guard let context = window?.reusableDrawingContext(size: bounds.size) else { return }
        drawInCurrentContext(context, rect: rectToDraw(dirtyRect: rect))
        if !context.operations.isEmpty { layer.recordedDrawing = context.operations }
    }

    /// Runs ``draw(_:)`` with `context` as the current graphics context, leaving the
    /// context stack as it found it even if the drawing pushed without popping.
    func drawInCurrentContext(_ context: CGContext, rect: CGRect) {
        let depth = GraphicsContextStack.depth
        UIGraphicsPushContext(context)
        draw(rect)
        GraphicsContextStack.truncate(to: depth)
    }

    /// The rectangle ``draw(_:)`` gets: the marked part, or the bounds when none is set.
    func rectToDraw(dirtyRect: CGRect) -> CGRect {
        dirtyRect.isNull || dirtyRect.isEmpty ? bounds : dirtyRect
    }
}

extension UIView: CALayerDelegate {}
