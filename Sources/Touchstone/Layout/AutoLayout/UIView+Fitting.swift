import Foundation

/// Intrinsic content size and fitting (R-AL6): what a view's content asks for, how strongly
/// it holds to it, and the size its constraints give it for a target.
extension UIView {
    /// No intrinsic size in this dimension: −1, as UIKit's `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size `systemLayoutSizeFitting(_:)` can find: a target of zero.
    public static let layoutFittingCompressedSize = CGSize.zero

    /// The largest size `systemLayoutSizeFitting(_:)` can find: a target larger than any
    /// screen, 10,000,000 points on each side (Est).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    func intrinsicContentSizeDidChange() {
        if let stack = storedLayoutItem?.arrangingStack, stack.distribution == .fillProportionally {
            stack.arrangementDidChange()
        }
        guard let item = storedLayoutItem, let engine = item.variables?.engine,
              !item.translatesAutoresizingMaskIntoConstraints else { return }
        engine.refresh(item)
    }

    func setIntrinsicPriority(hugging: Bool, _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let item = layoutItem
        switch (hugging, axis) {
        case (true, .horizontal): item.hugging.horizontal = priority
        case (true, .vertical): item.hugging.vertical = priority
        case (false, .horizontal): item.compressionResistance.horizontal = priority
        case (false, .vertical): item.compressionResistance.vertical = priority
        }
        intrinsicContentSizeDidChange()
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// the engine of the view's hierarchy (made for a view without a window) solves with
    /// the view's own pins set aside and its size pulled towards `target` at the given
    /// priorities; the size is rounded to the screen's pixels and the layout left as it was.
    func fittingSize(_ target: CGSize, horizontalPriority: UILayoutPriority, verticalPriority: UILayoutPriority) -> CGSize {
        let engine = LayoutEngine.of(hierarchyRoot)
        runConstraintUpdatePass()
        engine.synchronize()
        let size = engine.measure(layoutItem, towards: target, horizontalPriority: horizontalPriority,
                                  verticalPriority: verticalPriority)
        let scale = window?.screen.scale ?? UIScreen.main.scale
        return CGSize(width: (size.width * scale).rounded() / scale, height: (size.height * scale).rounded() / scale)
    }
}
