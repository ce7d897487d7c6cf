import Foundation

/// A read-only text view. Starts with `isUserInteractionEnabled == false`, so it is invisible to
/// hit-testing and recognisers added to it never see touches until the flag is set (spec H7, CC07).
open class UILabel: UIView {
    /// The label's text.
    public var text: String?
    /// The maximum number of lines (1).
    public var numberOfLines: Int = 1

    /// A label filling `frame`; user interaction is off, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The accessibility identifier, else `UILabel "text"`, else the class name.
    open override var traceName: String {
        accessibilityIdentifier ?? text.map { "UILabel \"\($0)\"" } ?? super.traceName
    }
}
