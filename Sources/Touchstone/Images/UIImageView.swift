import Foundation

/// A headless image view: it keeps its image (R-I7) and draws nothing. As in UIKit,
/// `isUserInteractionEnabled` is `false` by default, so touches pass through it (R-H5),
/// and ``init(image:)`` sizes the view to the image.
@MainActor
open class UIImageView: UIView {
    /// The image shown. Setting it does not resize the view, as in UIKit.
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// The image shown while ``isHighlighted`` is `true`.
    open var highlightedImage: UIImage?
    /// Whether the view shows ``highlightedImage``.
    open var isHighlighted = false

    /// Creates an image view that ignores touches until ``UIView/isUserInteractionEnabled`` is
    /// set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view with a zero frame: there is no nib to decode (R-I3).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image`, its frame at the origin with the image's
    /// size (a zero frame without an image), as UIKit's `init(image:)` does.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view showing `image`, or `highlightedImage` when highlighted, sized
    /// to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image's size, as UIKit's image view takes it; no preference without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }
}
