import Foundation

/// A read-only text view. Starts with `isUserInteractionEnabled == false`, so it is invisible to
/// hit-testing and recognisers added to it never see touches until the flag is set (rules H7, CC07).
open class UILabel: UIView {
    /// The label's text. A change re-sizes a label laid out by constraints (PortingDecisions U12).
    public var text: String? { didSet { if text != oldValue { contentDidChange() } } }
    /// The maximum number of lines (1).
    public var numberOfLines: Int = 1 { didSet { if numberOfLines != oldValue { contentDidChange() } } }

    /// An estimate of the text's size, for Auto Layout (LayoutDecisions AL10): Touchstone measures no
    /// glyphs, so a line is the font's line height (1.19 × its point size, the system font's
    /// ascender less its descender) and a character half the point size wide. The text's lines
    /// (at most `numberOfLines`, any number when 0) give the height; an empty label is 0 × 0.
    open override var intrinsicContentSize: CGSize {
        Self.estimatedSize(of: text, pointSize: font?.pointSize ?? UIFont.labelFontSize, numberOfLines: numberOfLines)
    }

    /// The estimate above for `text` at `size` points (a button's title is measured the same way).
    static func estimatedSize(of text: String?, pointSize size: CGFloat, numberOfLines: Int) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = numberOfLines > 0 ? min(lines.count, numberOfLines) : lines.count
        let widest = lines.prefix(shown).map(\.count).max() ?? 0
        let lineHeight = (size * 1.193 * 3).rounded(.up) / 3
        return CGSize(width: (CGFloat(widest) * size * 0.5 * 3).rounded(.up) / 3, height: lineHeight * CGFloat(shown))
    }

    /// The button whose title this label shows: its size follows the label's font (PortingDecisions U12).
    weak var titleOwner: UIButton?

    private func fontDidChange() {
        contentDidChange()
        titleOwner?.contentDidChange()
    }

    // MARK: Looks (issue 20, PortingDecisions U4): stored, not drawn; text is not laid out.

    /// The font (the 17 pt system font).
    public var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) { didSet { if font != oldValue { fontDidChange() } } }
    /// The text colour (`.label`).
    public var textColor: UIColor! = .label
    /// How the lines line up (`.natural`).
    public var textAlignment: NSTextAlignment = .natural
    /// How text that does not fit is cut (`.byTruncatingTail`).
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width (false).
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to (0).
    public var minimumScaleFactor: CGFloat = 0
    /// The text colour while highlighted.
    public var highlightedTextColor: UIColor?
    /// Whether the label shows its highlighted colour.
    public var isHighlighted = false
    /// Whether the label is drawn as enabled (true).
    public var isEnabled = true

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
