import Foundation
import Testing
import Touchstone
import TouchstoneTesting

@MainActor
@Suite("Images, snapshots, colors and effects (R-IM1–R-IM4)")
struct ImagesAndEffectsTests {
    // R-IM1: an image from a CGImage takes its pixels over its scale, a quarter turn swapping
    // them; variants keep the size and change the mode; an image view's intrinsic size is
    // its image's.
    @Test func imagesKeepTheirSizeModeAndPixels() {
        let pixels = CGImage(width: 300, height: 150)
        let image = UIImage(cgImage: pixels, scale: 3, orientation: .up)
        #expect(image.size == CGSize(width: 100, height: 50) && image.cgImage === pixels)
        #expect(UIImage(cgImage: pixels, scale: 3, orientation: .right).size == CGSize(width: 50, height: 100))
        #expect(image.withTintColor(.red).renderingMode == .automatic)  // Apple: "the same rendering mode"
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.size == image.size && image.renderingMode == .automatic)
        let stretchy = image.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
        #expect(stretchy.capInsets.left == 4 && stretchy.resizingMode == .stretch)
        #expect(UIImage(systemName: "star.fill")?.isSymbolImage == true)
        #expect(UIImage().cgImage == nil)
        let imageView = UIImageView(image: image)
        #expect(imageView.intrinsicContentSize == CGSize(width: 100, height: 50))
        imageView.image = nil
        #expect(imageView.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    // R-IM2: a snapshot of a drawn view has its size, contents of its pixel size at the
    // screen's 3×, and draws what the view drew: its background and its subview's, at the
    // subview's place.
    @Test func aSnapshotOfAViewDrawsWhatTheViewDrew() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        card.backgroundColor = .systemBlue
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .red
        card.addSubview(badge)
        window.addSubview(card)
        let snapshot = card.snapshotView(afterScreenUpdates: true)!
        #expect(snapshot.bounds.size == CGSize(width: 100, height: 60) && snapshot.window == nil)
        let contents = snapshot.layer.contents as? CGImage
        #expect(contents?.width == 300 && contents?.height == 180)
        window.addSubview(snapshot)
        window.layoutIfNeeded()
        let fills = snapshot.layer.recordedDrawing.compactMap { operation -> (CGRect, CGColor?)? in
            guard case .fill(let path, let color, _) = operation else { return nil }
            return (path.boundingBox, color)
        }
        #expect(fills.count == 2)
        #expect(fills.first?.0 == CGRect(x: 0, y: 0, width: 100, height: 60) && fills.first?.1 == UIColor.systemBlue.cgColor)
        #expect(fills.last?.0 == CGRect(x: 10, y: 10, width: 20, height: 20) && fills.last?.1 == UIColor.red.cgColor)

        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 30))
        var drew = false
        let image = renderer.image { _ in drew = card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 30), afterScreenUpdates: false) }
        #expect(drew && image.size == CGSize(width: 50, height: 30))
    }

    // R-IM4: HSB converts as UIKit's (hue 1/3 at full saturation and brightness is pure
    // green); system colors resolve to their dark values in dark traits; a dynamic provider
    // decides per traits.
    @Test func colorsConvertAndResolveForTheirTraits() {
        let green = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)
        #expect(abs(green.red) < 1e-9 && abs(green.green - 1) < 1e-9 && abs(green.blue) < 1e-9)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect(abs(hue - 30.0 / 360) < 1e-9 && saturation == 1 && brightness == 1 && alpha == 1)
        var white: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil) && white == 0.25)
        #expect(!UIColor.red.getWhite(&white, alpha: nil))

        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.label == .black && UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .orange : .purple }
        #expect(accent == .purple && accent.resolvedColor(with: dark) == .orange)
    }

    // R-IM3: an effect view's content view fills it and takes the touches of its subviews;
    // an activity indicator hides while stopped and has UIKit's sizes.
    @Test func effectViewsAndSpinnersKeepTheirValues() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        window.addSubview(blur)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        blur.contentView.addSubview(button)
        window.layoutIfNeeded()
        #expect(blur.contentView.frame == blur.bounds)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel)
        #expect(vibrancy.style == .secondaryLabel && vibrancy.blurEffect.style == .dark)

        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
    }
}
