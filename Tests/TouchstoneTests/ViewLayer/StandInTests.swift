import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// R-I3 (initializers) and R-I6–R-I9 (the inert stand-ins).

/// A view written as on iOS: its own designated initializer and the required
/// `init?(coder:)` that calls `super`.
@MainActor private final class CardView: UIView {
    let title: String

    init(title: String) {
        self.title = title
        super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    required init?(coder: NSCoder) {
        title = "decoded"
        super.init(coder: coder)
    }
}

@MainActor @Suite struct StandInTests {
    @Test func decodingInitializersGiveUIKitsDefaults() throws {
        // R-I3: init?(coder:) is required on views and controllers
        // (developer.apple.com/documentation/uikit/uiview/init(coder:)); with no nib it
        // gives a zero frame and UIKit's defaults.
        let coder = NSCoder()  // never read: there is no nib
        let card = try #require(CardView(coder: coder))
        #expect(card.title == "decoded")
        #expect(card.frame == .zero)
        #expect(card.isUserInteractionEnabled && !card.isHidden && card.alpha == 1)
        let label = try #require(UILabel(coder: coder))
        #expect(!label.isUserInteractionEnabled)  // a label's default (R-H5)
        let scrollView = try #require(UIScrollView(coder: coder))
        #expect(scrollView.gestureRecognizers?.contains(scrollView.panGestureRecognizer) == true)
        let window = try #require(UIWindow(coder: coder))
        window.addSubview(card)
        #expect(card.window === window)
        let controller = try #require(UIViewController(coder: coder))
        #expect(controller.nibName == nil)
    }

    @Test func aControllerMadeWithANibNameKeepsItAndLoadsItsViewInCode() {
        // R-I3: init(nibName:bundle:) is the designated initializer
        // (developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)).
        let controller = UIViewController(nibName: "Card", bundle: nil)
        #expect(controller.nibName == "Card")
        #expect(!controller.isViewLoaded)
        #expect(controller.view.frame == UIScreen.main.bounds)   // the default view (R-R2)
    }

    @Test func theMainScreenIsAnIPhoneUnlessATestBindsAnother() {
        // R-I6: UIScreen.main's bounds and scale
        // (developer.apple.com/documentation/uikit/uiscreen).
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
        let tablet = UIScreen(bounds: CGRect(x: 5, y: 5, width: 1024, height: 1366), scale: 2)
        UIScreen.$main.withValue(tablet) {
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 1024, height: 1366))
            #expect(UIScreen.main.coordinateSpace.bounds.width == 1024)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(window.screen === tablet)
        }
        #expect(UIScreen.main.scale == 3)  // the binding ended with its scope
        let window = UIWindow(frame: .zero)
        window.screen = tablet
        #expect(window.screen.scale == 2)
    }

    @Test func theSharedApplicationListsItsDelegatesWindowAndTheKeyWindow() {
        // R-I9: UIApplication.shared, its delegate's window, keyWindow and windows
        // (developer.apple.com/documentation/uikit/uiapplication).
        @MainActor final class AppDelegate: UIApplicationDelegate {
            var window: UIWindow?
        }
        @MainActor final class NoWindowDelegate: UIApplicationDelegate {}
        #expect(UIApplication.shared.windows.isEmpty)  // unbound: the empty default
        let application = UIApplication()
        UIApplication.withShared(application) {
            let delegate = AppDelegate()
            delegate.window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            UIApplication.shared.delegate = delegate
            #expect(UIApplication.shared.windows == [delegate.window!])
            #expect(UIApplication.shared.keyWindow == nil)
            let other = UIWindow(frame: .zero)
            other.isHidden = true
            other.makeKeyAndVisible()
            #expect(!other.isHidden && other.isKeyWindow)
            #expect(UIApplication.shared.keyWindow === other)
            #expect(UIApplication.shared.windows == [delegate.window!, other])
            #expect((UIApplication.shared.delegate as? AppDelegate)?.window === delegate.window)
            UIApplication.shared.delegate = NoWindowDelegate()
            #expect(UIApplication.shared.delegate?.window == nil)
        }
        #expect(UIApplication.shared.keyWindow == nil)
    }

    @Test func anImageViewSizesItselfToItsImage() {
        // R-I7: "The image you specified is used to configure the initial size of the
        // image view itself" (developer.apple.com/documentation/uikit/uiimageview/init(image:));
        // setting `image` later does not resize it (.../uiimageview/image).
        let photo = UIImage(size: CGSize(width: 320, height: 240), scale: 2)
        let imageView = UIImageView(image: photo)
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(!imageView.isUserInteractionEnabled)
        imageView.image = UIImage(size: CGSize(width: 10, height: 10))
        #expect(imageView.bounds.size == CGSize(width: 320, height: 240))
        let named = UIImage(named: "card")
        #expect(named?.size == .zero && named?.name == "card")
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test func colorsKeepTheirComponentsAndCompareByValue() {
        // R-I8: UIColor's initializers and withAlphaComponent(_:)
        // (developer.apple.com/documentation/uikit/uicolor).
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(white: 0.5, alpha: 1) == .gray)
        #expect(UIColor.clear.alpha == 0)
        let faded = UIColor.systemBlue.withAlphaComponent(0.5)
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(faded.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 0 && abs(green - 122.0 / 255) < 1e-9 && blue == 1 && alpha == 0.5)
        #expect(UIColor(red: 2, green: -1, blue: 0.5, alpha: 1) == UIColor(red: 1, green: 0, blue: 0.5, alpha: 1))
    }

    @Test func inertViewPropertiesHaveUIKitsDefaultsAndKeepWhatIsSet() {
        // R-I8: defaults from UIKit's pages: backgroundColor nil, contentMode
        // .scaleToFill, isOpaque true, tintColor inherited
        // (developer.apple.com/documentation/uikit/uiview/tintcolor).
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.backgroundColor == nil)
        #expect(child.contentMode == .scaleToFill && child.isOpaque)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .green
        #expect(child.tintColor == .green)
        child.tintColor = nil
        #expect(child.tintColor == .red)

        child.backgroundColor = .black
        child.contentMode = .scaleAspectFill
        child.isOpaque = false
        child.accessibilityLabel = "Card"
        child.accessibilityIdentifier = "card"
        child.accessibilityTraits = [.button, .selected]
        #expect(child.backgroundColor == .black && child.contentMode == .scaleAspectFill && !child.isOpaque)
        #expect(child.accessibilityLabel == "Card" && child.accessibilityIdentifier == "card")
        #expect(child.accessibilityTraits.contains(.selected) && !child.accessibilityTraits.contains(.header))
        #expect(!child.isAccessibilityElement && UIButton().isAccessibilityElement)
        child.isAccessibilityElement = true
        #expect(child.isAccessibilityElement)

        let scrollView = UIScrollView()
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        scrollView.showsVerticalScrollIndicator = false
        #expect(!scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
    }
}
