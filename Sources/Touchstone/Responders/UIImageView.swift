import Foundation

/// A view that shows an image. Starts with `isUserInteractionEnabled == false` (spec H7): a tap on
/// it reaches the view behind it, and its recognisers stay silent until the flag is set.
open class UIImageView: UIView {
    /// The name of the image shown (Touchstone draws nothing).
    public var imageName: String?
    /// Whether the image view shows its highlighted image.
    public var isHighlighted = false

    /// An image view filling `frame`; user interaction is off, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
}
