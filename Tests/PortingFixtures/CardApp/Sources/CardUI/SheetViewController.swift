import UIKit

/// A sheet over a long list, written the way sheets were before iOS 15's sheet API: it
/// follows its scroll view by key-value observing. As the list scrolls, the sheet's handle
/// fades over the first 100 points (`observe(\.contentOffset)`), and when the list's content
/// size changes, the sheet asks its container for a height that fits it, at most 600 points
/// (`addObserver(_:forKeyPath:options:context:)` and `observeValue(forKeyPath:…)`).
final class SheetViewController: UIViewController {
    let scrollView = UIScrollView()
    let handle = UIView(frame: CGRect(x: 140, y: 8, width: 40, height: 5))
    private(set) var reportedOffsets: [CGFloat] = []
    private var offsetObservation: NSKeyValueObservation?
    // A pointer of its own, not `&someVar`: the `.initial` report comes during
    // `addObserver`, while an inout pointer to a variable would still be in use.
    private static let contentSizeContext = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 400)
        view.addSubview(scrollView)
        view.addSubview(handle)

        offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            guard let self, let offset = change.newValue else { return }
            self.reportedOffsets.append(offset.y)
            self.handle.alpha = max(0, 1 - offset.y / 100)
        }
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentSize), options: [.new, .initial],
                               context: SheetViewController.contentSizeContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == SheetViewController.contentSizeContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if let size = change?[.newKey] as? CGSize {
            preferredContentSize = CGSize(width: size.width, height: min(size.height, 600))
        }
    }

    /// Stops following the list's content size.
    func stopFollowingContentSize() {
        scrollView.removeObserver(self, forKeyPath: #keyPath(UIScrollView.contentSize), context: SheetViewController.contentSizeContext)
    }
}
