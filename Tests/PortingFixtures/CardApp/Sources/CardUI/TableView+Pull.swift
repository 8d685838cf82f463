import UIKit

private var pullDistanceKey: UInt8 = 0
private var refreshHandlerKey: UInt8 = 0

/// State that an extension adds to every table view, kept as associated objects: how far
/// the list was pulled past its top, and what to run when the pull is let go far enough.
extension UITableView {
    var pullDistance: CGFloat {
        get { objc_getAssociatedObject(self, &pullDistanceKey) as? CGFloat ?? 0 }
        set { objc_setAssociatedObject(self, &pullDistanceKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    var refreshHandler: (() -> Void)? {
        get { objc_getAssociatedObject(self, &refreshHandlerKey) as? () -> Void }
        set { objc_setAssociatedObject(self, &refreshHandlerKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// Notes the pull from the current offset; past 60 points, runs the handler.
    func notePull() {
        pullDistance = max(0, -contentOffset.y)
        if pullDistance > 60 { refreshHandler?() }
    }
}
