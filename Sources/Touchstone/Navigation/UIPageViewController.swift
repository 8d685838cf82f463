import Foundation

/// A container that pages between view controllers its data source gives (R-NV9): in the
/// scroll style, a paging scroll view holds the current controller's view between the
/// views of the controllers before and after it, so that a swipe pages as a paging scroll
/// view does (`isPagingEnabled`, R-V5), and the delegate hears
/// `pageViewController(_:willTransitionTo:)` when a neighbor starts to show and
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
/// when the pages come to rest. The page-curl style pages the same way: Touchstone draws no
/// curl, and its tap and pan recognizers are not modelled.
@MainActor
open class UIPageViewController: UIViewController {
    /// How the pages change, with UIKit's raw values.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0, scroll
    }

    /// The direction pages go, with UIKit's raw values.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0, vertical
    }

    /// Which way ``setViewControllers(_:direction:animated:completion:)`` goes.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0, reverse
    }

    /// Where a page curl's spine is, with UIKit's raw values.
    public enum SpineLocation: Int, Sendable {
        case none = 0, min, mid, max
    }

    /// The keys of the initializer's options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine's location, a ``SpineLocation`` raw value.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages, in points. Stored.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How the pages change.
    public let transitionStyle: TransitionStyle
    /// The direction pages go.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` in the scroll style.
    open private(set) var spineLocation: SpineLocation = .none
    /// Whether both sides of a page show content; `false`. Stored.
    open var isDoubleSided = false
    /// The object that gives the controllers before and after a page.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The object told of the page transitions.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    private var current: UIViewController?
    private var before: UIViewController?
    private var after: UIViewController?
    /// The neighbor that started to show in the drag under way.
    private var pending: UIViewController?
    private let pager = UIScrollView()
    private lazy var pagerWatcher = PagerWatcher(pageViewController: self)
    private var isArranging = false

    /// Creates a page view controller.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        if style == .pageCurl, let raw = options?[.spineLocation] as? Int, let location = SpineLocation(rawValue: raw) {
            spineLocation = location
        } else if style == .pageCurl {
            spineLocation = .min
        }
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a page-curl page view controller; `coder` is not read (R-I3).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        super.init(coder: coder)
    }

    /// The controller shown, as a one-element array.
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    /// The recognizers an app may attach elsewhere: none in the scroll style, as UIKit's.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// Shows `viewControllers`' first controller in place of the current one and asks the
    /// data source for its neighbors; `completion` hears `true`. Not animated: the
    /// change is made at once even when `animated`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let old = current
        let new = viewControllers?.first
        let onScreen = appearance.phase == .appeared
        if onScreen, old !== new {
            old?.beginAppearance(false, animated: false)
            new?.beginAppearance(true, animated: false)
        }
        current = new
        arrangePages()
        if onScreen, old !== new {
            old?.endAppearance()
            new?.endAppearance()
        }
        completion?(true)
    }

    // MARK: Pages

    /// The pages in order: the neighbors the data source gives and the current one.
    private var pages: [UIViewController] { [before, current, after].compactMap { $0 } }

    private var isHorizontal: Bool { navigationOrientation == .horizontal }

    /// Asks the data source for the current page's neighbors and lays the pages out with
    /// the current one in view (the scroll view's offset moves without the delegate
    /// hearing a transition).
    private func arrangePages() {
        guard isViewLoaded else { return }
        isArranging = true
        defer { isArranging = false }
        if let current {
            before = dataSource?.pageViewController(self, viewControllerBefore: current)
            after = dataSource?.pageViewController(self, viewControllerAfter: current)
        } else {
            (before, after) = (nil, nil)
        }
        let pages = self.pages
        for child in children where !pages.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        for page in pages where page.parent !== self {
            addChild(page)
            page.didMove(toParent: self)
        }
        layOutPages()
    }

    private func layOutPages() {
        let size = view.bounds.size
        pager.frame = view.bounds
        let pages = self.pages
        for (index, page) in pages.enumerated() {
            let origin = isHorizontal ? CGPoint(x: CGFloat(index) * size.width, y: 0)
                                      : CGPoint(x: 0, y: CGFloat(index) * size.height)
            page.view.frame = CGRect(origin: origin, size: size)
            if page.view.superview !== pager { pager.addSubview(page.view) }
        }
        let count = CGFloat(pages.count)
        pager.contentSize = isHorizontal ? CGSize(width: size.width * count, height: size.height)
                                         : CGSize(width: size.width, height: size.height * count)
        let index = CGFloat(pages.firstIndex { $0 === current } ?? 0)
        pager.contentOffset = isHorizontal ? CGPoint(x: index * size.width, y: 0) : CGPoint(x: 0, y: index * size.height)
    }

    /// The scroll view moved: the first move toward a neighbor starts its transition.
    fileprivate func pagerDidScroll() {
        guard !isArranging, pending == nil, let current else { return }
        let index = CGFloat(pages.firstIndex { $0 === current } ?? 0)
        let position = isHorizontal ? pager.contentOffset.x / max(1, view.bounds.width)
                                    : pager.contentOffset.y / max(1, view.bounds.height)
        guard let neighbor = position > index ? after : position < index ? before : nil else { return }
        pending = neighbor
        delegate?.pageViewController(self, willTransitionTo: [neighbor])
        if appearance.phase == .appeared {
            current.beginAppearance(false, animated: true)
            neighbor.beginAppearance(true, animated: true)
        }
    }

    /// The scroll view came to rest: the page in view is the current one (R-NV9).
    fileprivate func pagerDidSettle() {
        guard let previous = current, let pending else { return }
        self.pending = nil
        let length = isHorizontal ? view.bounds.width : view.bounds.height
        let offset = isHorizontal ? pager.contentOffset.x : pager.contentOffset.y
        let pages = self.pages
        let shown = pages[min(max(Int((offset / max(1, length)).rounded()), 0), pages.count - 1)]
        let completed = shown === pending
        let onScreen = appearance.phase == .appeared || appearance.phase == .disappearing
        if completed {
            current = pending
            if onScreen {
                previous.endAppearance()
                pending.endAppearance()
            }
        } else if onScreen {
            previous.beginAppearance(true, animated: true)
            pending.beginAppearance(false, animated: true)
            pending.endAppearance()
            previous.endAppearance()
        }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous],
                                     transitionCompleted: completed)
        arrangePages()
    }

    // MARK: Appearance and the view

    /// `false`: the page view controller sends its pages their appearance callbacks.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceForwardedChildren: [UIViewController] {
        guard pending == nil, let current else { return [] }
        return [current]
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.showsVerticalScrollIndicator = false
        pager.delegate = pagerWatcher
        view.addSubview(pager)
        arrangePages()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard pending == nil, pager.frame != view.bounds else { return }
        isArranging = true
        layOutPages()
        isArranging = false
    }
}

/// The page view controller's scroll view delegate.
@MainActor
private final class PagerWatcher: UIScrollViewDelegate {
    unowned let pageViewController: UIPageViewController

    init(pageViewController: UIPageViewController) {
        self.pageViewController = pageViewController
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { pageViewController.pagerDidScroll() }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pageViewController.pagerDidSettle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { pageViewController.pagerDidSettle() }
}

/// The object that gives a page view controller the controllers before and after a page.
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The controller before `viewController`; `nil` at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The controller after `viewController`; `nil` at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// The object a page view controller tells of its transitions. Every method has a default.
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// Called when a swipe starts showing `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// Called when the pages came to rest: `completed` when the pending page became the
    /// current one.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
