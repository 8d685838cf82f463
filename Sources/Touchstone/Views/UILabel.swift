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

    /// Creates a label with UIKit's defaults and a zero frame: there is no nib to decode
    /// (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
