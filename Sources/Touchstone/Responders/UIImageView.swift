import Foundation

/// A view that shows an image. Starts with `isUserInteractionEnabled == false` (rules H7): a tap on
/// it reaches the view behind it, and its recognisers stay silent until the flag is set.
open class UIImageView: UIView {
    /// The name of the image shown (Touchstone draws nothing).
    public var imageName: String?
    /// Whether the image view shows its highlighted image.
    public var isHighlighted = false

    // MARK: Images (issue 20, PortingDecisions U4): stored, not drawn.

    /// The image shown; setting it also sets ``imageName``.
    public var image: UIImage? { didSet { imageName = image?.name } }
    /// The image shown while highlighted.
    public var highlightedImage: UIImage?

    /// An image view filling `frame`; user interaction is off, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view showing `image`, with a zero frame (UIKit sizes it to the image, which has
    /// no size here).
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        imageName = image?.name
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }
}
