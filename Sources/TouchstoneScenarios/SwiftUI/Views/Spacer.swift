import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `Spacer: {minLength: 20}` is `Spacer(minLength: 20)`: a gap that takes no touches (SwiftUIDecisions SU8).
    static let spacer = SwiftUIViewKind("Spacer", parameters: [.init("minLength", .length)]) { a, _, _ in
        AnyView(Spacer(minLength: a.length("minLength")))
    }
}
