import UIKit

/// A card whose slide across the screen is a paused layer animation that a horizontal pan
/// scrubs, as in Apple's Technical Q&A QA1673: the layer's `speed` is 0 and the pan sets
/// its `timeOffset`; on lift the animation resumes from where the finger left it.
final class ScrubbedSlideViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
    let slideDuration: CFTimeInterval = 1
    private(set) var finishedSlides = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 70
        slide.toValue = 320
        slide.duration = slideDuration
        slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        slide.delegate = self
        card.layer.add(slide, forKey: "slide")
        card.layer.speed = 0
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(scrub(_:))))
    }

    @objc private func scrub(_ recognizer: UIPanGestureRecognizer) {
        let progress = min(max(recognizer.translation(in: view).x / 250, 0), 1)
        card.layer.timeOffset = CFTimeInterval(progress) * slideDuration
        if recognizer.state == .ended { resume() }
    }

    /// QA1673's resume: the layer's time picks up from the paused offset.
    private func resume() {
        let pausedTime = card.layer.timeOffset
        card.layer.speed = 1
        card.layer.timeOffset = 0
        card.layer.beginTime = 0
        let timeSincePause = card.layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        card.layer.beginTime = timeSincePause
    }
}

extension ScrubbedSlideViewController: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { finishedSlides += 1 }
    }
}
