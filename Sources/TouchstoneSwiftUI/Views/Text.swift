import Foundation

/// A line of text. Its size is the engine's `UILabel` estimate at the environment's font
/// (LayoutDecisions AL10: half the point size per character, 1.193 × the point size per
/// line); offered less width than that, it wraps onto more lines. It is hit-tested over its
/// frame (SU8).
public struct Text: View, PrimitiveView {
    public typealias Body = Never
    let content: String
    /// A text showing `content` as it is.
    public init(_ content: String) { self.content = content }
    /// A text showing `content` as it is.
    public init(verbatim content: String) { self.content = content }
    public var body: Never { fatalError("primitive view") }

    /// The text in bold (the size estimate does not change).
    public func bold() -> Text { self }
    /// The text in italics.
    public func italic() -> Text { self }
    /// The text in `font` (a modifier on `Text` itself, as in SwiftUI).
    public func font(_ font: Font?) -> some View { environmentFont(font) }

    func makeNodes(_ context: BuildContext) -> [Node] {
        [context.made(Node(.text(content, pointSize: context.font.pointSize)))]
    }

    /// The one-line size of `text` at `pointSize`: what a `UILabel` with that text and font reports.
    static func idealSize(_ text: String, pointSize: CGFloat) -> CGSize {
        let label = UILabel()
        label.font = .systemFont(ofSize: pointSize)
        label.numberOfLines = 0
        label.text = text
        return label.intrinsicContentSize
    }
}

/// A placeholder for an image: `Image(systemName:)` is a 20 × 20 pt box at the body size (a
/// symbol's box at 17 pt), scaled with the font; it is hit-tested over its frame.
public struct Image: View, PrimitiveView {
    public typealias Body = Never
    let name: String
    /// A symbol placeholder.
    public init(systemName: String) { name = systemName }
    /// An asset placeholder.
    public init(_ name: String) { self.name = name }
    public var body: Never { fatalError("primitive view") }
    /// Resizable images are not modelled: the placeholder keeps its size.
    public func resizable() -> Image { self }
    func makeNodes(_ context: BuildContext) -> [Node] {
        let side = (20 * context.font.pointSize / 17).rounded()
        return [context.made(Node(.image(name, size: CGSize(width: side, height: side))))]
    }
}
