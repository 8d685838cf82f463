import UIKit

/// A feed with its own pull-to-refresh: a ring above the content fills as the list is
/// pulled past its top; let go past 80 points, the list holds the ring in view and a
/// display link spins it a turn a second until the refresh ends.
final class RefreshingFeedViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let ring = CAShapeLayer()
    private var displayLink: CADisplayLink?
    private(set) var isRefreshing = false
    private(set) var refreshes = 0

    /// How far past the top a pull must go to refresh.
    let threshold: CGFloat = 80

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        scrollView.alwaysBounceVertical = true
        scrollView.delegate = self
        view.addSubview(scrollView)
        spinner.center = CGPoint(x: view.bounds.midX, y: -threshold / 2)
        ring.path = UIBezierPath(ovalIn: spinner.bounds.insetBy(dx: 2, dy: 2)).cgPath
        ring.strokeEnd = 0
        spinner.layer.addSublayer(ring)
        scrollView.addSubview(spinner)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isRefreshing else { return }
        let pulled = max(0, -scrollView.contentOffset.y)
        ring.strokeEnd = min(pulled / threshold, 1)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard !isRefreshing, -scrollView.contentOffset.y >= threshold else { return }
        isRefreshing = true
        refreshes += 1
        scrollView.contentInset.top = threshold
        let link = CADisplayLink(target: self, selector: #selector(spin(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    @objc private func spin(_ link: CADisplayLink) {
        let elapsed = link.targetTimestamp - link.timestamp
        spinner.transform = spinner.transform.rotated(by: CGFloat(elapsed) * 2 * .pi)
    }

    /// The refresh finished: the ring stops and the list lets it go.
    func endRefreshing() {
        displayLink?.invalidate()
        displayLink = nil
        isRefreshing = false
        scrollView.contentInset.top = 0
        spinner.transform = .identity
    }
}
