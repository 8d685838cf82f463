import UIKit

extension Notification.Name {
    /// Posted when a card is liked.
    static let cardLiked = Notification.Name("CardLiked")
}

/// A banner that shows for two seconds each time a card is liked, anywhere in the app: it
/// hears the notification through a selector, and hides itself with a delayed perform.
final class BannerViewController: UIViewController {
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private(set) var likesSeen = 0
    private(set) var hookCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.isHidden = true
        view.addSubview(banner)
        NotificationCenter.default.addObserver(self, selector: #selector(cardLiked(_:)), name: .cardLiked, object: nil)
    }

    @objc private func cardLiked(_ notification: Notification) {
        likesSeen += 1
        banner.isHidden = false
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        perform(#selector(hideBanner), with: nil, afterDelay: 2)
    }

    @objc private func hideBanner() {
        banner.isHidden = true
    }

    /// Stops listening, as a screen does when it goes away.
    func stopListening() {
        NotificationCenter.default.removeObserver(self)
    }

    // Test hooks: the Objective-C route where there is one, a plain call elsewhere.
    func showBannerForTesting() {
        #if canImport(ObjectiveC)
        performSelector(onMainThread: NSSelectorFromString("cardLiked:"), with: Notification(name: .cardLiked), waitUntilDone: true)
        #else
        cardLiked(Notification(name: .cardLiked))
        #endif
    }

    func countHookForTesting() {
        #if os(iOS)
        performSelector(onMainThread: #selector(countHook), with: nil, waitUntilDone: true)
        #else
        countHook()
        #endif
    }

    @objc private func countHook() {
        if responds(to: #selector(hideBanner)) { hookCalls += 1 }
    }
}
