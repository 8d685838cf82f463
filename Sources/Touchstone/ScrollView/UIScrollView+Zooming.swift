import Foundation

// Zooming: a pinch scales the view the delegate names (`viewForZooming(in:)`) between
// `minimumZoomScale` and `maximumZoomScale`, through its transform, and the content size
// follows the view's frame. The point of the content under the fingers when the pinch
// began stays under them, even as they move, which is how pinching also pans.

extension UIScrollView {
    /// The current zoom scale of the view for zooming; 1 by default. Setting it clamps it
    /// to the zoom range and scales the view, telling the delegate (`scrollViewDidZoom`).
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Sets ``zoomScale``. Decision: the change is applied at once even when `animated`.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else {
            storedZoomScale = clampZoomScale(scale)
            return
        }
        applyZoomScale(clampZoomScale(scale), to: view)
    }

    private func clampZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// Creates the pinch recognizer when the zoom range opens, and removes it when it
    /// closes (UIKit's `pinchGestureRecognizer` is `nil` while zooming is disabled).
    func updatePinchGestureRecognizer() {
        if maximumZoomScale > minimumZoomScale {
            guard pinch == nil else { return }
            let recognizer = UIPinchGestureRecognizer()
            recognizer.delegate = self
            recognizer.addTarget(self, action: UIScrollView.handlePinch)
            addGestureRecognizer(recognizer)
            pinch = recognizer
        } else if let recognizer = pinch {
            removeGestureRecognizer(recognizer)
            pinch = nil
        }
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = delegate?.viewForZooming(in: self) else { return }
            stopAnimation()
            zoomStart = (zoomScale, pinch.location(in: view), view)
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            zoom(pinch)
        case .changed:
            zoom(pinch)
        case .ended, .cancelled:
            guard let view = zoomStart?.view else { return }
            zoomStart = nil
            isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
        default:
            break
        }
    }

    /// Scales the view by the pinch and moves the content so the anchor stays under the
    /// fingers, within the content's range.
    private func zoom(_ pinch: UIPinchGestureRecognizer) {
        guard let start = zoomStart else { return }
        applyZoomScale(clampZoomScale(start.scale * pinch.scale), to: start.view)
        let drift = start.view.convert(start.anchor, to: self) - pinch.location(in: self)
        contentOffset = scrollRange.clamp(contentOffset + drift)
    }

    /// Scales `view` around its frame's origin and sizes the content to it.
    private func applyZoomScale(_ scale: CGFloat, to view: UIView) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: origin.x + view.bounds.width * scale / 2, y: origin.y + view.bounds.height * scale / 2)
        contentSize = view.frame.size
        storedZoomScale = scale
        delegate?.scrollViewDidZoom(self)
    }
}
