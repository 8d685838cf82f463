import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// The first of issue 39's three ports, as a controller of the same shape: a photo viewer
// that zooms with a double tap and is dismissed by a vertical drag, springing back when
// the drag is short. Written as for iOS, with UIKit's API only (the selectors as the
// porting rewriter writes them); the test writes no stand-in.

@MainActor private final class PhotoViewerController: UIViewController, UIScrollViewDelegate, UIGestureRecognizerDelegate {
    let scrollView = UIScrollView()
    let imageView: UIImageView
    lazy var doubleTap = UITapGestureRecognizer(target: self, action: Selector("handleDoubleTap(_:)", PhotoViewerController.handleDoubleTap(_:)))
    lazy var dismissPan = UIPanGestureRecognizer(target: self, action: Selector("handleDismissPan(_:)", PhotoViewerController.handleDismissPan(_:)))
    private(set) var dismissed = false
    private(set) var springBacks: [Bool] = []
    private let onDeinit: @MainActor () -> Void

    init(photoNamed name: String, onDeinit: @escaping @MainActor () -> Void) {
        imageView = UIImageView(image: UIImage(named: name))
        self.onDeinit = onDeinit
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    isolated deinit { onDeinit() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        scrollView.showsVerticalScrollIndicator = false
        imageView.contentMode = .scaleAspectFit
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
        dismissPan.delegate = self
        view.addGestureRecognizer(dismissPan)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard dismissPan.state == .possible, scrollView.zoomScale == 1 else { return }
        scrollView.frame = view.bounds
        imageView.frame = scrollView.bounds
        scrollView.contentSize = scrollView.bounds.size
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer == dismissPan else { return true }
        let velocity = dismissPan.velocity(in: view)
        return scrollView.zoomScale == 1 && abs(velocity.y) > abs(velocity.x)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer == dismissPan
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        scrollView.setZoomScale(scrollView.zoomScale > 1 ? 1 : 2.5, animated: true)
    }

    func handleDismissPan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        switch pan.state {
        case .changed:
            scrollView.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY + translation.y)
            view.alpha = max(0.3, 1 - abs(translation.y) / 400)
        case .ended, .cancelled:
            if translation.y > 150 || pan.velocity(in: view).y > 1500 {
                UIView.animate(withDuration: 0.25, animations: {
                    self.scrollView.center.y += self.view.bounds.height
                    self.view.alpha = 0
                }, completion: { _ in self.dismissed = true })
            } else {
                UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                               options: [.curveEaseOut], animations: {
                    self.scrollView.center = CGPoint(x: self.view.bounds.midX, y: self.view.bounds.midY)
                    self.view.alpha = 1
                }, completion: { finished in self.springBacks.append(finished) })
            }
        default:
            break
        }
    }
}

@MainActor
@Suite("A ported photo viewer (R-LY2, R-AN2, R-AN5, R-I1, R-I3)")
struct PortedPhotoViewerTests {
    private func stage(onDeinit: @escaping @MainActor () -> Void = {}) -> (PhotoViewerController, UIWindow, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = PhotoViewerController(photoNamed: "beach", onDeinit: onDeinit)
        window.rootViewController = controller
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        return (controller, window, fingers)
    }

    @Test func thePhotoFillsTheWindowAndFollowsItsSize() {
        let (controller, window, _) = stage()
        #expect(controller.imageView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        window.resize(to: CGSize(width: 844, height: 390))
        #expect(controller.scrollView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(controller.imageView.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test func aDoubleTapZoomsInAndASecondZoomsOut() {
        let (controller, _, fingers) = stage()
        fingers.tap(at: CGPoint(x: 195, y: 422), taps: 2)
        fingers.settle()
        #expect(controller.scrollView.zoomScale == 2.5)
        fingers.tap(at: CGPoint(x: 195, y: 422), taps: 2)
        fingers.settle()
        #expect(controller.scrollView.zoomScale == 1)
    }

    @Test func aShortDragSpringsBackWithItsCompletion() {
        let (controller, _, fingers) = stage()
        fingers.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 380), duration: 0.4)
        // The model values are the final ones at once; the screen is still on its way.
        #expect(controller.scrollView.center == CGPoint(x: 195, y: 422))
        #expect(controller.view.alpha == 1)
        let inFlight = controller.scrollView.layer.presentation()!.position.y
        #expect(inFlight > 422 && inFlight < 502)
        #expect(controller.springBacks.isEmpty)
        fingers.settle()
        #expect(controller.springBacks == [true])
        #expect(!controller.dismissed)
    }

    @Test func aLongDragDismissesThePhotoWhenItsAnimationEnds() {
        let (controller, _, fingers) = stage()
        fingers.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), duration: 0.4)
        #expect(controller.view.alpha == 0)
        #expect(!controller.dismissed)
        fingers.advance(by: 0.125)
        let halfway = controller.view.layer.presentation()!.opacity
        #expect(halfway > 0 && halfway < 1)
        fingers.settle()
        #expect(controller.dismissed)
    }

    @Test func aZoomedPhotoIsNotDismissedByADrag() {
        let (controller, _, fingers) = stage()
        fingers.tap(at: CGPoint(x: 195, y: 422), taps: 2)
        fingers.settle()
        fingers.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 500), duration: 0.4)
        fingers.settle()
        #expect(!controller.dismissed)
        #expect(controller.view.alpha == 1)
    }

    @Test func theControllerGoesWithTheWindowsRoot() {
        var gone = false
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        do {
            let controller = PhotoViewerController(photoNamed: "beach") { gone = true }
            window.rootViewController = controller
            TouchSimulator(window: window).settle()
        }
        window.rootViewController = nil
        #expect(gone)
    }
}
