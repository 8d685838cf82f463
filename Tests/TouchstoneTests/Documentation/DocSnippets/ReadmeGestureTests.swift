// The README's gesture test, as a newcomer copies it (DocumentationSnippetTests checks that
// the README shows this file's code; .ci/readme-consumer builds it in a package of its own).
import Testing
import Touchstone
import TouchstoneTesting

/// A screen written as for iOS: a double tap zooms, a single tap (once the double tap has
/// failed) shows or hides the controls, a swipe to the left turns the page.
@MainActor final class PhotoController: UIViewController {
    private(set) var isZoomed = false
    private(set) var showsControls = true
    private(set) var page = 0

    override func viewDidLoad() {
        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoController.toggleZoom)
        doubleTap.numberOfTapsRequired = 2
        let singleTap = UITapGestureRecognizer(target: self, action: PhotoController.toggleControls)
        singleTap.require(toFail: doubleTap)
        let swipe = UISwipeGestureRecognizer(target: self, action: PhotoController.nextPage)
        swipe.direction = .left
        for recognizer in [doubleTap, singleTap, swipe] { view.addGestureRecognizer(recognizer) }
    }

    func toggleZoom() { isZoomed.toggle() }
    func toggleControls() { showsControls.toggle() }
    func nextPage() { page += 1 }
}

@MainActor @Suite(.gestureLog) struct PhotoControllerTests {
    let screen = PhotoController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init() { window.rootViewController = screen }  // loads the view, filling the window

    @Test func doubleTapZooms() {
        let fingers = TouchSimulator(window: window)
        fingers.tap(at: CGPoint(x: 200, y: 400), taps: 2)
        fingers.settle()
        #expect(screen.isZoomed)
        #expect(screen.showsControls)  // the single tap waited for the double tap, and failed
    }

    @Test func singleTapWaitsForTheDoubleTap() {
        let fingers = TouchSimulator(window: window)
        fingers.tap(at: CGPoint(x: 200, y: 400))
        #expect(screen.showsControls)  // a second tap may still come
        fingers.settle()               // 0.35 s after the lift the double tap fails
        #expect(!screen.showsControls)
    }

    @Test func swipeLeftTurnsThePage() {
        let fingers = TouchSimulator(window: window)
        fingers.swipe(.left, at: CGPoint(x: 300, y: 400))
        #expect(screen.page == 1)
    }
}
