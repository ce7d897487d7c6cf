import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// The most elements a `ForEach` of a scenario file makes (RobustnessDecisions R28).
    static let maximumForEachCount = 1_000
    /// `ForEach: 20` with `content:` is `ForEach(0..<20) { n in … }`: the content once per `n`,
    /// `{n}` in its texts and identifiers replaced by the number (`tile{n}` → `tile0` … `tile19`).
    /// The copies are made when the file is read, so each identifier is known to the script.
    static let forEach = SwiftUIViewKind("ForEach", parameters: [.init("_", .count(min: 0, max: maximumForEachCount))],
                                         takesContent: true) { a, content, callbacks in
        guard callbacks.modifierNames.contains("onDelete") else { return AnyView(block(content)) }
        // With `onDelete` each n is one element, whatever number of views it makes, so the
        // offsets are SwiftUI's (ScenarioDecisions X28).
        let n = max(1, Int(a.number("_") ?? 1)), size = content.count / n
        guard size > 0 else { return AnyView(block(content)) }
        return AnyView(ForEach(0..<content.count / size) { i in block(Array(content[i * size ..< (i + 1) * size])) }
            .onDelete(perform: callbacks.offsets("onDelete")))
    }
}
