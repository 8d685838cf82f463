import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

// The worked examples of Apple's Auto Layout Guide ("Working with Simple Constraints",
// "Views with Intrinsic Content Size", "Stack Views"), each with its constraints as the
// Guide lists them, in a controller's view of an iPhone-sized window (390 × 844 points at
// 3×) with a status bar and a home indicator (safe area 47 and 34 points). The Guide's
// "Top Layout Guide.Bottom" is the safe area's top today; "Standard" is 8 points between
// siblings. The root view's margins are 16 points at the sides (a compact width), so the
// margins are 358 points apart. Every expected frame is worked out by hand in its comment.

/// A controller whose view holds the example's views.
@MainActor
final class ExampleController: UIViewController {
    let build: (UIViewController) -> Void
    init(_ build: @escaping (UIViewController) -> Void) {
        self.build = build
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() { build(self) }
}

@MainActor
private func show(_ build: @escaping (UIViewController) -> Void, width: CGFloat = 390, height: CGFloat = 844) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.screen = UIScreen(bounds: window.bounds, scale: 3)
    window.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window.rootViewController = ExampleController(build)
    window.layoutIfNeeded()
    return window
}

@MainActor
private func placed(_ views: UIView..., in controller: UIViewController) {
    for view in views {
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
    }
}

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

@MainActor @Suite struct SimpleConstraintExampleTests {
    // Simple Single View: leading and trailing at the margins, 20 points from the top and
    // bottom layout guides: x 16, y 47 + 20 = 67, width 358, bottom 844 − 34 − 20 = 790.
    @Test func simpleSingleView() {
        let red = UIView()
        _ = show { controller in
            placed(red, in: controller)
            let margins = controller.view.layoutMarginsGuide, safe = controller.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                red.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                safe.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
            ])
        }
        #expect(red.frame == CGRect(x: 16, y: 67, width: 358, height: 723))
    }

    // Adaptive Single View: 8 points from the bars at 750, but never nearer than 20 to the
    // superview's edges. With bars: y 47 + 8 = 55, bottom 810 − 8 = 802 (both at least 20
    // in). Without: the optional constraints lose to the required ones, y 20, bottom 824.
    @Test(arguments: [true, false]) func adaptiveSingleView(withBars: Bool) {
        let blue = UIView()
        let window = show { controller in
            placed(blue, in: controller)
            let margins = controller.view.layoutMarginsGuide, safe = controller.view.safeAreaLayoutGuide, view = controller.view!
            let top = blue.topAnchor.constraint(equalTo: safe.topAnchor, constant: 8)
            top.priority = .defaultHigh
            let bottom = safe.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 8)
            bottom.priority = .defaultHigh
            NSLayoutConstraint.activate([
                blue.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                blue.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                top, blue.topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor, constant: 20),
                bottom, view.bottomAnchor.constraint(greaterThanOrEqualTo: blue.bottomAnchor, constant: 20),
            ])
        }
        if !withBars {
            window.setSafeAreaInsets(.zero)
            window.layoutIfNeeded()
        }
        #expect(blue.frame == (withBars ? CGRect(x: 16, y: 55, width: 358, height: 747) : CGRect(x: 16, y: 20, width: 358, height: 804)))
    }

    /// The two views side by side, 20 points from the top and bottom guides.
    private func sideBySide(_ left: UIView, _ right: UIView, _ controller: UIViewController) -> [NSLayoutConstraint] {
        placed(left, right, in: controller)
        let margins = controller.view.layoutMarginsGuide, safe = controller.view.safeAreaLayoutGuide
        return [
            left.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            left.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            right.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            safe.bottomAnchor.constraint(equalTo: left.bottomAnchor, constant: 20),
            safe.bottomAnchor.constraint(equalTo: right.bottomAnchor, constant: 20),
        ]
    }

    // Two Equal-Width Views: (358 − 8) / 2 = 175 each.
    @Test func twoEqualWidthViews() {
        let yellow = UIView(), green = UIView()
        _ = show { controller in
            NSLayoutConstraint.activate(sideBySide(yellow, green, controller) + [yellow.widthAnchor.constraint(equalTo: green.widthAnchor)])
        }
        #expect(yellow.frame == CGRect(x: 16, y: 67, width: 175, height: 723))
        #expect(green.frame == CGRect(x: 199, y: 67, width: 175, height: 723))
    }

    // Two Different-Width Views: purple + 8 + 2 × purple = 358, purple 350 / 3.
    @Test func twoDifferentWidthViews() {
        let purple = UIView(), orange = UIView()
        _ = show { controller in
            NSLayoutConstraint.activate(sideBySide(purple, orange, controller)
                                        + [orange.widthAnchor.constraint(equalTo: purple.widthAnchor, multiplier: 2)])
        }
        #expect(close(purple.frame, CGRect(x: 16, y: 67, width: 350.0 / 3, height: 723)))
        #expect(close(orange.frame, CGRect(x: 16 + 350.0 / 3 + 8, y: 67, width: 700.0 / 3, height: 723)))
    }

    // Two Views with Complex Widths: "if the distance between the superview's leading and
    // trailing margin is 458.0 points or greater (150.0 + 300.0 + 8.0), then the red view is
    // twice as big as the blue view. If the distance between the margins is smaller, then
    // the blue view is set to 150.0 points wide, and the red view fills the remaining space."
    // 358 points: blue 150, red 200. In a 1,024-point window (margins 20, 984 apart):
    // blue (984 − 8) / 3, red twice that.
    @Test(arguments: [390.0, 1024.0]) func twoViewsWithComplexWidths(windowWidth: Double) {
        let blue = UIView(), red = UIView()
        _ = show({ controller in
            let twice = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2)
            twice.priority = .defaultHigh
            NSLayoutConstraint.activate(self.sideBySide(blue, red, controller)
                                        + [twice, blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)])
        }, width: windowWidth, height: 844)
        if windowWidth < 458 + 32 {
            #expect(blue.frame == CGRect(x: 16, y: 67, width: 150, height: 723))
            #expect(red.frame == CGRect(x: 174, y: 67, width: 200, height: 723))
        } else {
            #expect(close(blue.frame, CGRect(x: 20, y: 67, width: 976.0 / 3, height: 723)))
            #expect(close(red.frame, CGRect(x: 20 + 976.0 / 3 + 8, y: 67, width: 1952.0 / 3, height: 723)))
        }
    }
}

@MainActor @Suite struct IntrinsicSizeExampleTests {
    // Simple Label and Text Field: the label hugs at 251, the field at 250, so the field
    // takes the extra width: label 50 wide at 16, field from 16 + 50 + 8 = 74 to 374.
    // Their baselines (their bottoms, without text) align: the field is at 67, 30 tall, so
    // the label's bottom is at 97.
    @Test func simpleLabelAndTextField() {
        let label = SizedView(CGSize(width: 50, height: 21)), field = SizedView(CGSize(width: 100, height: 30))
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        _ = show { controller in
            controller.view.addSubview(label)
            controller.view.addSubview(field)
            let margins = controller.view.layoutMarginsGuide, safe = controller.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
                label.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
            ])
        }
        #expect(label.frame == CGRect(x: 16, y: 76, width: 50, height: 21))
        #expect(field.frame == CGRect(x: 74, y: 67, width: 300, height: 30))
    }

    // Two Equal-Width Buttons: the buttons' widths are tied, each (358 − 8) / 2 = 175; their
    // heights are their intrinsic 30, 20 points above the bottom guide: y 810 − 20 − 30.
    @Test func twoEqualWidthButtons() {
        let short = SizedView(CGSize(width: 40, height: 30)), long = SizedView(CGSize(width: 180, height: 30))
        _ = show { controller in
            controller.view.addSubview(short)
            controller.view.addSubview(long)
            let margins = controller.view.layoutMarginsGuide, safe = controller.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                short.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                long.leadingAnchor.constraint(equalTo: short.trailingAnchor, constant: 8),
                long.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                safe.bottomAnchor.constraint(equalTo: short.bottomAnchor, constant: 20),
                safe.bottomAnchor.constraint(equalTo: long.bottomAnchor, constant: 20),
                short.widthAnchor.constraint(equalTo: long.widthAnchor),
            ])
        }
        #expect(short.frame == CGRect(x: 16, y: 760, width: 175, height: 30))
        #expect(long.frame == CGRect(x: 199, y: 760, width: 175, height: 30))
    }

    // Compression resistance: a row too narrow for both views' intrinsic widths squeezes the
    // one that resists less. 358 − 8 = 350 points for 200 + 200: the field (750) keeps 200,
    // the label (740) gets 150.
    @Test func theViewThatResistsLessIsSqueezed() {
        let label = SizedView(CGSize(width: 200, height: 21)), field = SizedView(CGSize(width: 200, height: 30))
        label.setContentCompressionResistancePriority(UILayoutPriority(740), for: .horizontal)
        _ = show { controller in
            controller.view.addSubview(label)
            controller.view.addSubview(field)
            let margins = controller.view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                label.topAnchor.constraint(equalTo: margins.topAnchor), field.topAnchor.constraint(equalTo: margins.topAnchor),
            ])
        }
        #expect(label.frame.width == 150)
        #expect(field.frame == CGRect(x: 174, y: 47, width: 200, height: 30))
    }
}
