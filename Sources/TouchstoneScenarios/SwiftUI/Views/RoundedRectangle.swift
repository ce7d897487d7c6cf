import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `RoundedRectangle: {cornerRadius: 12}` is `RoundedRectangle(cornerRadius: 12)`.
    static let roundedRectangle = SwiftUIViewKind("RoundedRectangle", parameters: [.init("cornerRadius", .length)]) { a, _, _ in
        AnyView(RoundedRectangle(cornerRadius: a.length("cornerRadius") ?? 0))
    }
}
