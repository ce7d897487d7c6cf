import Foundation

/// A line of text. Its size is the engine's `UILabel` estimate at the environment's font
/// (LayoutDecisions AL10: half the point size per character, 1.193 × the point size per
/// line); offered less width than that, it wraps onto more lines. It is hit-tested over its
/// frame (SU8).
public struct Text: View, PrimitiveView {
    public typealias Body = Never
    let content: String
    /// The font set on the text itself (`Text("x").font(.title)`), over the environment's.
    var font: Font?
    /// A text showing `content` as it is.
    public init(_ content: String) { self.content = content }
    /// A text showing `content` as it is.
    public init(verbatim content: String) { self.content = content }
    public var body: Never { fatalError("primitive view") }

    // Text's own modifiers return `Text`, as SwiftUI's do, so they chain and concatenate
    // (`Text("a").font(.title).italic() + Text("b")`; SwiftUIDecisions SU33).

    /// The text in bold (the size estimate does not change).
    public func bold() -> Text { self }
    /// The text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { self }
    /// The text in italics.
    public func italic() -> Text { self }
    /// The text in italics, or not.
    public func italic(_ isActive: Bool) -> Text { self }
    /// The text in `font`: its size estimate follows the font's point size.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The text at a weight (the size estimate does not change).
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// The text in a colour (nothing is drawn).
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// The text in a style (nothing is drawn).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    /// The text underlined (nothing is drawn).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// The text struck through (nothing is drawn).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    /// Two texts as one: their contents joined, in the first's font (else the second's), sized
    /// as one text.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = Text(lhs.content + rhs.content)
        t.font = lhs.font ?? rhs.font
        return t
    }

    func makeNodes(_ context: BuildContext) -> [Node] {
        let node = Node(.text(content, pointSize: (font ?? context.font).pointSize))
        node.traits.lineLimit = context.lineLimit
        return [context.made(node)]
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
