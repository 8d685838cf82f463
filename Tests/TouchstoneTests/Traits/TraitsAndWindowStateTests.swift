import Foundation
import Testing
import Touchstone
import TouchstoneTesting

@MainActor
@Suite("Interface style, layout direction and ignored interaction (R-TR2–R-TR4)")
struct TraitsAndWindowStateTests {
    /// A view that lists the interface styles its trait changes came from.
    final class StyleWatchingView: UIView {
        var previousStyles: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
    }

    // R-TR2: Apple's overrideUserInterfaceStyle page: the override applies to "the view and
    // all of its subviews"; a view with its own override keeps it. Each view whose style
    // changed hears traitCollectionDidChange once, with its previous style; an iOS 17
    // registration for the style runs, one for the size class does not, and an
    // unregistered one stops.
    @Test func aWindowsStyleOverrideReachesItsViewsAndTheirRegistrations() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let outer = StyleWatchingView(frame: window.bounds)
        let inner = StyleWatchingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let pinned = StyleWatchingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        pinned.overrideUserInterfaceStyle = .light
        window.addSubview(outer)
        outer.addSubview(inner)
        outer.addSubview(pinned)
        var styleChanges: [UIUserInterfaceStyle] = []
        var sizeClassChanges = 0
        outer.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: StyleWatchingView, previous: UITraitCollection) in
            styleChanges.append(view.traitCollection.userInterfaceStyle)
        }
        let stopped = inner.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in
            Issue.record("an unregistered handler ran")
        }
        inner.unregisterForTraitChanges(stopped)
        outer.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIView, _: UITraitCollection) in
            sizeClassChanges += 1
        }
        #expect(inner.traitCollection.userInterfaceStyle == .light)

        window.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(pinned.traitCollection.userInterfaceStyle == .light)
        #expect(outer.previousStyles == [.light] && inner.previousStyles == [.light] && pinned.previousStyles.isEmpty)
        #expect(styleChanges == [.dark])
        #expect(sizeClassChanges == 0)

        window.resize(to: CGSize(width: 932, height: 430))  // regular width: the size-class handler runs
        #expect(sizeClassChanges == 1 && styleChanges == [.dark])
        #expect(outer.traitCollection.userInterfaceStyle == .dark)
    }

    // R-TR2: a controller's override reaches its view; its traitCollectionDidChange runs.
    @Test func aControllersStyleOverrideReachesItsView() {
        final class Controller: UIViewController {
            var changes = 0
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = Controller()
        window.rootViewController = controller
        let child = UIView()
        controller.view.addSubview(child)
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.changes == 1)
    }

    // R-TR3: in a right-to-left window, `leading + 20` puts a 100-wide view 20 points from
    // the right edge (x = 390 − 20 − 100 = 270); a horizontal stack runs from the right;
    // a subtree forced left to right keeps leading on the left; directional margins read
    // leading from the right.
    @Test func aRightToLeftWindowFlipsLeadingAndTrailing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.semanticContentAttribute = .forceRightToLeft
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            badge.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        let squares = (0..<3).map { _ in UIView() }
        for square in squares {
            square.widthAnchor.constraint(equalToConstant: 50).isActive = true
            square.heightAnchor.constraint(equalToConstant: 50).isActive = true
        }
        let stack = UIStackView(arrangedSubviews: squares)
        stack.axis = .horizontal
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        let ltr = UIView()
        ltr.semanticContentAttribute = .forceLeftToRight
        ltr.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(ltr)
        let pinnedLeft = UIView()
        pinnedLeft.translatesAutoresizingMaskIntoConstraints = false
        ltr.addSubview(pinnedLeft)
        NSLayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 200),
            ltr.leftAnchor.constraint(equalTo: window.leftAnchor),
            ltr.topAnchor.constraint(equalTo: window.topAnchor, constant: 300),
            ltr.widthAnchor.constraint(equalToConstant: 200),
            ltr.heightAnchor.constraint(equalToConstant: 50),
            pinnedLeft.leadingAnchor.constraint(equalTo: ltr.leadingAnchor, constant: 10),
            pinnedLeft.topAnchor.constraint(equalTo: ltr.topAnchor),
            pinnedLeft.widthAnchor.constraint(equalToConstant: 30),
            pinnedLeft.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()

        #expect(badge.frame == CGRect(x: 270, y: 100, width: 100, height: 40))
        #expect(badge.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(badge.traitCollection.layoutDirection == .rightToLeft)
        // The stack's trailing edge is the window's left; its first view is rightmost.
        #expect(stack.frame.minX == 0 && stack.frame.width == 170)
        #expect(squares.map(\.frame.minX) == [120, 60, 0])
        #expect(pinnedLeft.frame.minX == 10 && ltr.traitCollection.layoutDirection == .leftToRight)

        badge.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 4)
        #expect(badge.layoutMargins.right == 12 && badge.layoutMargins.left == 4)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    }

    // R-TR4: while the application ignores interaction, a tap reaches no view: the button
    // sends nothing; a press begun before keeps its touch and ends in touchUpInside; after
    // the last end, taps work again.
    @Test func touchesThatBeginWhileTheApplicationIgnoresInteractionReachNoView() {
        let application = UIApplication()
        UIApplication.withShared(application) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
            window.addSubview(button)
            var taps = 0
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            let fingers = TouchSimulator(window: window)
            fingers.tap(at: CGPoint(x: 150, y: 125))
            #expect(taps == 1)

            application.beginIgnoringInteractionEvents()
            application.beginIgnoringInteractionEvents()
            #expect(application.isIgnoringInteractionEvents)
            fingers.tap(at: CGPoint(x: 150, y: 125))
            #expect(taps == 1)
            #expect(fingers.down(9, at: CGPoint(x: 150, y: 125)).view == nil)
            fingers.up(9)

            application.endIgnoringInteractionEvents()
            application.endIgnoringInteractionEvents()
            #expect(fingers.down(1, at: CGPoint(x: 150, y: 125)).view === button)
            application.beginIgnoringInteractionEvents()
            fingers.up(1)
            #expect(taps == 2)
            application.endIgnoringInteractionEvents()
            #expect(!application.isIgnoringInteractionEvents)
        }
    }

    // R-TR4: the application lists its windows back to front by level, then in the order
    // they became key.
    @Test func windowsAreListedBackToFrontByLevel() {
        UIApplication.withShared(UIApplication()) {
            let alert = UIWindow(frame: .zero)
            alert.windowLevel = .alert
            let main = UIWindow(frame: .zero)
            let overlay = UIWindow(frame: .zero)
            overlay.windowLevel = .normal + 1
            alert.makeKeyAndVisible()
            main.makeKeyAndVisible()
            overlay.makeKeyAndVisible()
            #expect(UIApplication.shared.windows == [main, overlay, alert])
            #expect(UIWindow.Level.statusBar.rawValue == 1000)
        }
    }
}
