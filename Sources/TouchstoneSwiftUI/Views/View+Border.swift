import Foundation

extension View {
    /// A border around the view, as Apple's layout samples draw one (`.border(Color.gray)`).
    /// Drawing only: nothing is drawn here, and the border neither changes the layout nor takes
    /// touches (SwiftUIDecisions SU46) [guess].
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View { self }
}
