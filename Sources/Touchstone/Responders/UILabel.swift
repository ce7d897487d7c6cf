import Foundation

/// A read-only text view. Starts with `isUserInteractionEnabled == false`, so it is invisible to
/// hit-testing and recognisers added to it never see touches until the flag is set (spec H7, CC07).
open class UILabel: UIView {
    public var text: String?
    public var numberOfLines: Int = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    open override var traceName: String {
        accessibilityIdentifier ?? text.map { "UILabel \"\($0)\"" } ?? super.traceName
    }
}
