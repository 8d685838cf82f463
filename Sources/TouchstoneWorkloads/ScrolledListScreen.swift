import Foundation
import Touchstone

/// A list screen the list benchmark scrolls frame by frame: a ``TableScreen`` or a
/// ``GridScreen``, in a 390 × 844 window.
@MainActor
public protocol ScrolledListScreen: AnyObject {
    /// The window the list fills.
    var window: UIWindow { get }
    /// The list: a table or a collection view.
    var scrollView: UIScrollView { get }
    /// How many different cells the list has handed its data source: the cells it made.
    var cellsMade: Int { get }
}

extension ScrolledListScreen {
    /// Scrolls one frame down by ``TableScreen/step`` points (wrapping to the top before
    /// the end) and lays the list out.
    public func scrollOneFrame() {
        var offset = scrollView.contentOffset
        offset.y += TableScreen.step
        if offset.y > scrollView.contentSize.height - scrollView.bounds.height { offset.y = 0 }
        scrollView.contentOffset = offset
        window.layoutIfNeeded()
    }
}
