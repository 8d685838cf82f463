import Testing
import Touchstone
import TouchstoneTesting

/// A view controller ported from iOS: a photo that zooms on a double tap, shows or hides
/// its controls on a single tap, and scales with a pinch.
@MainActor final class PhotoViewController {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let photoView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private(set) var isZoomed = false
    private(set) var showsControls = true
    private(set) var scale: CGFloat = 1

    func viewDidLoad() {
        window.addSubview(photoView)
        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewController.toggleZoom)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.name = "doubleTap"  // the name a failing test's gesture log gives it
        let singleTap = UITapGestureRecognizer(target: self, action: PhotoViewController.toggleControls)
        singleTap.name = "singleTap"
        singleTap.require(toFail: doubleTap)
        let pinch = UIPinchGestureRecognizer(target: self, action: PhotoViewController.pinched)
        for recognizer in [doubleTap, singleTap, pinch] { photoView.addGestureRecognizer(recognizer) }
    }

    func toggleZoom() { isZoomed.toggle() }
    func toggleControls() { showsControls.toggle() }
    func pinched(_ pinch: UIPinchGestureRecognizer) {
        if pinch.state == .ended { scale = pinch.scale }
    }
}

@MainActor @Suite(.gestureLog) struct PhotoViewControllerTests {
    let screen = PhotoViewController()

    @Test func doubleTapZooms() {
        screen.viewDidLoad()
        let fingers = TouchSimulator(window: screen.window)
        fingers.tap(at: CGPoint(x: 200, y: 400), taps: 2)
        #expect(screen.isZoomed)
        #expect(screen.showsControls)  // the single tap waited for the double tap, and failed
    }

    @Test func singleTapTogglesTheControlsOnceTheDoubleTapGivesUp() {
        screen.viewDidLoad()
        let fingers = TouchSimulator(window: screen.window)
        fingers.tap(at: CGPoint(x: 200, y: 400))
        #expect(screen.showsControls)  // still waiting: a second tap may come
        fingers.settle()               // 0.35 s later the double tap fails
        #expect(!screen.showsControls)
    }

    @Test(arguments: [GestureMotion.exact, .human(seed: 7)])
    func pinchScalesThePhoto(motion: GestureMotion) {
        screen.viewDidLoad()
        let fingers = TouchSimulator(window: screen.window)
        fingers.motion = motion
        fingers.pinch(at: CGPoint(x: 200, y: 400), fromDistance: 100, toDistance: 250)
        #expect(abs(screen.scale - 2.5) < 0.025)
    }

    @Test func keepsUIKitsInvariantsUnderFuzzing() {
        GestureFuzz(seeds: 1...100).check { _ in
            let screen = PhotoViewController()
            screen.viewDidLoad()
            return screen
        } window: { $0.window }
    }
}
