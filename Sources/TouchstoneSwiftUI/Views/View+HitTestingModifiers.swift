import Foundation

// The modifiers that change which views a touch can land on (SU8, SU9), and the cosmetic ones
// kept so that SwiftUI code compiles unchanged (they change nothing a touch can see).
extension View {
    /// The view's opacity; below 0.01 the view and its content take no touches, as in SwiftUI.
    public func opacity(_ opacity: Double) -> some View { decorated { $0.opacity *= max(0, opacity) } }

    /// With `false`, the view and its content take no touches: touches go to what is behind.
    public func allowsHitTesting(_ enabled: Bool) -> some View { decorated { if !enabled { $0.allowsHitTesting = false } } }

    /// The view is hit over `shape` of its frame, whatever it draws: the remedy for the
    /// transparent gaps of stacks, frames and padding. It covers gestures attached outside it
    /// only: declared after a gesture it wraps the view (SwiftUI's order rule, SU8).
    public func contentShape<S: Shape>(_ shape: S) -> some View {
        let kind = (shape as? any PrimitiveShape)?.shapeKind ?? .rectangle
        return ModifiedView(content: self, environment: nil) { context, nodes in
            nodes.map { node in
                let target = node.gestures.isEmpty && node.contentShape == nil ? node : context.made(Node(.wrapper, children: [node]))
                target.contentShape = kind
                return target
            }
        }
    }

    /// With `true`, gestures and buttons in the view do nothing (it still takes touches, so
    /// nothing behind it gets them).
    public func disabled(_ disabled: Bool) -> some View { environmentChange { if disabled { $0.isDisabled = true } } }

    /// Names the view in traces, and its gestures (`card.drag (gesture)`).
    public func accessibilityIdentifier(_ identifier: String) -> some View { decorated { $0.identifier = identifier } }

    /// The font of the texts in the view (their size estimate follows it).
    public func font(_ font: Font?) -> some View { environmentFont(font) }

    /// Cosmetic: no effect on layout or touches.
    public func foregroundColor(_ color: Color?) -> some View { self }
    /// Cosmetic: no effect on layout or touches.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Cosmetic: no effect on layout or touches.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    /// Cosmetic: no effect on layout or touches.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View { self }
    /// Cosmetic: no effect on layout or touches (the size estimate ignores weight).
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    /// Cosmetic: no effect on layout or touches.
    public func italic(_ isActive: Bool = true) -> some View { self }
    /// Cosmetic: no effect on layout or touches.
    public func tint(_ tint: Color?) -> some View { self }
    /// Cosmetic: no effect on layout or touches.
    public func bold(_ isActive: Bool = true) -> some View { self }
    /// Cosmetic: SwiftUI clips drawing only; hit-testing still follows the unclipped frames.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// Cosmetic: SwiftUI clips drawing only; hit-testing still follows the unclipped frames
    /// (use `contentShape` to change where touches land).
    public func clipped(antialiased: Bool = false) -> some View { self }
    /// Cosmetic: SwiftUI clips drawing only (see `clipped`).
    public func clipShape<S: Shape>(_ shape: S) -> some View { self }
    /// Cosmetic: no effect on layout or touches.
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// Cosmetic: no effect on layout or touches here.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Cosmetic: no effect on layout or touches here (the deprecated spelling without `value:`).
    public func animation(_ animation: Animation?) -> some View { self }
}
