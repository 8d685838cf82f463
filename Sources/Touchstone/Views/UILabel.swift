import Foundation

/// A headless label: it holds its text and, as in UIKit, lets touches pass through to the
/// views behind it, because `isUserInteractionEnabled` is `false` by default (R-H5).
@MainActor
open class UILabel: UIView {
    /// The text the label shows.
    open var text: String?

    /// Creates a label that ignores touches until ``UIView/isUserInteractionEnabled`` is set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}

/// A headless image view: geometry only. As in UIKit, `isUserInteractionEnabled` is
/// `false` by default, so touches pass through it (R-H5).
@MainActor
open class UIImageView: UIView {
    /// Creates an image view that ignores touches until ``UIView/isUserInteractionEnabled`` is
    /// set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
