import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// The most elements a `ForEach` of a scenario file makes (RobustnessDecisions R28).
    static let maximumForEachCount = 1_000
    /// `ForEach: 20` with `content:` is `ForEach(0..<20) { n in … }`: the content once per `n`,
    /// `{n}` in its texts and identifiers replaced by the number (`tile{n}` → `tile0` … `tile19`).
    /// The copies are made when the file is read, so each identifier is known to the script.
    static let forEach = SwiftUIViewKind("ForEach", parameters: [.init("_", .count(min: 0, max: maximumForEachCount))],
                                         takesContent: true) { _, content, _ in
        AnyView(block(content))
    }
}
