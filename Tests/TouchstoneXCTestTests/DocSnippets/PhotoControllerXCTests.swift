// The README's gesture test as an XCTest suite: the same screen and the same three tests,
// as an iOS team's XCTest suite holds them (the testing article shows the class).
import Touchstone
import TouchstoneTesting
import TouchstoneXCTest
import XCTest

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

// Main-actor test methods are `async`: Linux's XCTest calls a synchronous test method
// through a nonisolated function type, which a `@MainActor` one is not (it traps), while it
// awaits an asynchronous one, which hops to the main actor.
final class PhotoControllerXCTests: XCTestCase {
    override class func setUp() {
        super.setUp()
        GestureLogObserver.register()  // a failing assertion prints what the window did
    }

    @MainActor func testDoubleTapZooms() async {
        let (screen, window) = Self.makeScreen()
        let fingers = TouchSimulator(window: window)
        fingers.tap(at: CGPoint(x: 200, y: 400), taps: 2)
        fingers.settle()
        XCTAssertTrue(screen.isZoomed)
        XCTAssertTrue(screen.showsControls)  // the single tap waited for the double tap, and failed
    }

    @MainActor func testSingleTapWaitsForTheDoubleTap() async {
        let (screen, window) = Self.makeScreen()
        let fingers = TouchSimulator(window: window)
        fingers.tap(at: CGPoint(x: 200, y: 400))
        XCTAssertTrue(screen.showsControls)  // a second tap may still come
        fingers.settle()                     // 0.35 s after the lift the double tap fails
        XCTAssertFalse(screen.showsControls)
    }

    @MainActor func testSwipeLeftTurnsThePage() async throws {
        let (screen, window) = Self.makeScreen()
        screen.view.accessibilityIdentifier = "photo"
        let fingers = TouchSimulator(window: window)
        try fingers.swipe(.left, on: "photo")  // from the photo's center, as XCUITest's swipeLeft()
        XCTAssertEqual(screen.page, 1)
    }

    @MainActor private static func makeScreen() -> (PhotoController, UIWindow) {
        let screen = PhotoController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen  // loads the view, filling the window
        return (screen, window)
    }
}
