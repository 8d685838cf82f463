import Foundation

// Zooming: a pinch scales the view the delegate names (`viewForZooming(in:)`) between
// `minimumZoomScale` and `maximumZoomScale`, through its transform, and the content size
// follows the view's frame. The point of the content under the fingers when the pinch
// began stays under them, even as they move, which is how pinching also pans. With
// `bouncesZoom` a pinch past the limits is damped like content past an edge and springs
// back into them, on host time, when the fingers lift.

extension UIScrollView {
    /// What ``setZoomScale(_:animated:)`` does.
    func changeZoomScale(to scale: CGFloat) {
        stopAnimation()
        guard let view = delegate?.viewForZooming(in: self) else {
            storedZoomScale = clampZoomScale(scale)
            return
        }
        applyZoomScale(clampZoomScale(scale), to: view)
        anchorSmallContent()
    }

    /// What ``zoom(to:animated:)`` does.
    func zoomContent(to rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width > 0 || rect.height > 0 else { return }
        stopAnimation()
        let fit = min(rect.width > 0 ? bounds.width / rect.width : .infinity,
                      rect.height > 0 ? bounds.height / rect.height : .infinity)
        let scale = clampZoomScale(fit)
        let origin = view.frame.origin
        let centre = CGPoint(x: origin.x + rect.midX * scale - bounds.width / 2,
                             y: origin.y + rect.midY * scale - bounds.height / 2)
        let zoomed = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let target = scrollRange(forContentSize: zoomed).clamp(centre)
        guard animated else {
            applyZoomScale(scale, to: view)
            contentOffset = target
            return
        }
        startAnimation(.move(target: target, duration: GestureThresholds.scrollAnimationDuration,
                             scales: (storedZoomScale, scale)), ending: .zooming(view))
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
            zoomStart = (storedZoomScale, pinch.location(in: view), view)
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            zoom(pinch)
        case .changed:
            zoom(pinch)
        case .ended, .cancelled:
            guard let view = zoomStart?.view else { return }
            zoomStart = nil
            isZooming = false
            let scale = clampZoomScale(storedZoomScale)
            guard scale != storedZoomScale else {
                return delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale) ?? ()
            }
            // Past a limit (bouncesZoom): back to it, with the content kept in range there.
            let zoomed = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
            let target = scrollRange(forContentSize: zoomed).clamp(contentOffset)
            isZoomBouncing = true
            startAnimation(.move(target: target, duration: GestureThresholds.scrollAnimationDuration,
                                 scales: (storedZoomScale, scale)), ending: .zooming(view))
        default:
            break
        }
    }

    /// Scales the view by the pinch (past the limits damped with ``bouncesZoom``, else
    /// clamped) and moves the content so the anchor stays under the fingers, within the
    /// content's range.
    private func zoom(_ pinch: UIPinchGestureRecognizer) {
        guard let start = zoomStart else { return }
        applyZoomScale(bouncesZoom ? dampedZoomScale(start.scale * pinch.scale) : clampZoomScale(start.scale * pinch.scale),
                       to: start.view)
        let drift = start.view.convertPoint(start.anchor, to: self) - pinch.location(in: self)
        contentOffset = scrollRange.clamp(contentOffset + drift)
    }

    /// A pinch's `scale` past a limit, damped as content past an edge is (R-V4's rubber
    /// band, on the ratio to the limit with d = 1): a pinch to twice the maximum shows
    /// about 1.35 times it.
    private func dampedZoomScale(_ scale: CGFloat) -> CGFloat {
        let limit = clampZoomScale(scale)
        guard scale != limit, scale > 0, limit > 0 else { return limit }
        let beyond = 1 + RubberBand.damped(max(scale / limit, limit / scale) - 1, dimension: 1)
        return scale > limit ? limit * beyond : limit / beyond
    }

    /// Scales `view` around its frame's origin and sizes the content to it.
    func applyZoomScale(_ scale: CGFloat, to view: UIView) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: origin.x + view.bounds.width * scale / 2, y: origin.y + view.bounds.height * scale / 2)
        contentSize = view.frame.size
        storedZoomScale = scale
        delegate?.scrollViewDidZoom(self)
    }
}
