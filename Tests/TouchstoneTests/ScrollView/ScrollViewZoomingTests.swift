import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// Scroll view: zooming.
@MainActor
@Suite struct ScrollViewZoomingTests {
    let scene = ControlTesting.Scene()
    /// 400×600 at y 100, showing a 400×600 image view that it zooms.
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 600))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let delegateLog = ControlTesting.ScrollDelegateLog()

    init() {
        scrollView.contentSize = image.bounds.size
        scrollView.addSubview(image)
        scrollView.delegate = delegateLog
        delegateLog.zoomView = image
        scene.add(scrollView)
    }

    /// Two fingers 100 points apart around window (200, 400), spread to `spread` apart
    /// while their centroid moves by `shift`, in 5 frames; they rest, then lift.
    private func pinch(spreadTo spread: CGFloat, shift: CGPoint = .zero) {
        let fingers = scene.fingers
        fingers.send([.down(1, CGPoint(x: 150, y: 400)), .down(2, CGPoint(x: 250, y: 400))])
        for step in 1...5 {
            let fraction = CGFloat(step) / 5
            let half = (50 + (spread / 2 - 50) * fraction)
            let center = CGPoint(x: 200 + shift.x * fraction, y: 400 + shift.y * fraction)
            fingers.advance(by: 1.0 / 60)
            fingers.send([.move(1, CGPoint(x: center.x - half, y: center.y)),
                          .move(2, CGPoint(x: center.x + half, y: center.y))])
        }
        fingers.advance(by: 0.2)
        fingers.send([.up(1), .up(2)])
    }

    @Test func noPinchRecognizerUntilTheZoomRangeOpens() {
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        let pinch = scrollView.pinchGestureRecognizer
        #expect(pinch != nil && pinch?.delegate === scrollView)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.panGestureRecognizer.delegate === scrollView)  // R-V1
    }

    @Test func pinchZoomsAroundTheFingers() throws {
        scrollView.maximumZoomScale = 4
        pinch(spreadTo: 200)
        let pinchRecognizer = try #require(scrollView.pinchGestureRecognizer)
        let scale = scrollView.zoomScale
        #expect(abs(scale - 200 / 108) < 1e-9)  // the 8-point hysteresis moves the start
        #expect(image.frame == CGRect(x: 0, y: 0, width: 400 * scale, height: 600 * scale))
        #expect(scrollView.contentSize == image.frame.size)
        // The content point under the fingers, (200, 300), is still under them.
        #expect(isClose(scrollView.contentOffset, CGPoint(x: 200 * scale - 200, y: 300 * scale - 300), tolerance: 1e-6))
        #expect(delegateLog.callsExceptScrolls.first == "willBeginZooming")
        #expect(delegateLog.callsExceptScrolls.last == "didEndZooming \(scale)")
        #expect(!scrollView.isZooming)
        #expect(pinchRecognizer.state == .possible)
    }

    @Test func movingFingersPanWhileZooming() {
        scrollView.maximumZoomScale = 4
        pinch(spreadTo: 200, shift: CGPoint(x: 0, y: -50))
        let scale = scrollView.zoomScale
        // The pinch begins on the first frame, when the fingers are at window y 390: the
        // content point (200, 290) under them then ends under them at y 350, 250 points
        // into the scroll view.
        #expect(isClose(scrollView.contentOffset, CGPoint(x: 200 * scale - 200, y: 290 * scale - 250), tolerance: 1e-6))
        #expect(!scrollView.isDecelerating)
    }

    @Test func withoutBouncesZoomTheZoomStopsAtTheMaximum() {
        scrollView.maximumZoomScale = 1.5
        scrollView.bouncesZoom = false
        pinch(spreadTo: 360)
        #expect(scrollView.zoomScale == 1.5)
        #expect(scrollView.contentSize == CGSize(width: 600, height: 900))
    }

    // R-V6 bouncesZoom (default true): a pinch past the maximum goes on, damped like
    // content past an edge, and springs back to the maximum on host time when the fingers
    // lift; the delegate hears the end of zooming once it is back.
    @Test func withBouncesZoomAPinchPastTheMaximumSpringsBack() {
        #expect(scrollView.bouncesZoom)
        scrollView.maximumZoomScale = 1.5
        pinch(spreadTo: 360)  // 3.6 × the start distance, less the 8 pt hysteresis
        let pinched = scrollView.zoomScale
        #expect(pinched > 1.5 && pinched < 3)
        #expect(scrollView.isZoomBouncing)
        #expect(!delegateLog.calls.contains { $0.hasPrefix("didEndZooming") })
        scene.fingers.advance(by: 0.15)
        #expect(scrollView.zoomScale < pinched && scrollView.zoomScale > 1.5)
        scene.fingers.advance(by: 0.2)
        #expect(scrollView.zoomScale == 1.5)
        #expect(scrollView.contentSize == CGSize(width: 600, height: 900))
        #expect(!scrollView.isZoomBouncing)
        #expect(delegateLog.callsExceptScrolls.filter { $0 != "didZoom" }.last == "didEndZooming 1.5")
        #expect(scrollView.contentOffset.x <= 200 && scrollView.contentOffset.y <= 300)  // within range at 1.5
    }

    // R-V6: zoom(to:animated:) fits the rect into the bounds within the limits, centred,
    // at once or over 0.3 s of host time ending with scrollViewDidEndZooming.
    @Test(arguments: [false, true])
    func zoomToARect(animated: Bool) {
        scrollView.maximumZoomScale = 4
        // 100×150 at (200, 300) of the image: 4× fills the 400×600 bounds exactly.
        scrollView.zoom(to: CGRect(x: 200, y: 300, width: 100, height: 150), animated: animated)
        if animated {
            #expect(scrollView.zoomScale == 1)
            scene.fingers.advance(by: 0.1)
            #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 4)
            scene.fingers.advance(by: 0.25)
            #expect(delegateLog.callsExceptScrolls.last == "didEndZooming 4.0")
        }
        #expect(scrollView.zoomScale == 4)
        #expect(isClose(scrollView.contentOffset, CGPoint(x: 800, y: 1200), tolerance: 1e-9))
        // Asking for more than the maximum stops at it; the centre stays where it can.
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.zoomScale == 4)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func settingTheZoomScaleClampsAndScales() {
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 0.5)
        #expect(image.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        scrollView.setZoomScale(2, animated: true)
        #expect(scrollView.contentSize == CGSize(width: 800, height: 1200))
        #expect(delegateLog.calls.filter { $0 == "didZoom" }.count == 2)
    }

    @Test func withoutAViewForZoomingPinchingDoesNothing() {
        delegateLog.zoomView = nil
        scrollView.maximumZoomScale = 4
        pinch(spreadTo: 200)
        #expect(scrollView.zoomScale == 1)
        #expect(image.transform == .identity)
        #expect(!delegateLog.calls.contains("willBeginZooming"))
    }
}
