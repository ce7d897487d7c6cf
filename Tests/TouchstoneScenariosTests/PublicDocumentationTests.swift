import Foundation
import Testing

/// Every public declaration of the two libraries has a doc comment of its own (DocumentationDecisions E5): the
/// DocC catalogs show them, and a declaration without one appears there as a bare signature.
///
/// A source scan, not the compiler's symbol graph: what it checks is plain to see and it runs in
/// milliseconds. A declaration is a line whose modifiers include `public` or `open`, or a `case`
/// of a public enum; its doc comment is the `///` line just above it (attributes may come
/// between). Members Swift synthesises (`==`, `hashValue`, `init(rawValue:)` of raw-value enums,
/// `Codable`) have no line to document and are not asked for.
@Suite("Public documentation")
struct PublicDocumentationTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")
    /// The playground package's sources (`Playground/Sources`, PlaygroundDecisions PG13).
    static let playgroundSources = sources.deletingLastPathComponent().appendingPathComponent("Playground/Sources")

    /// `target/file:line: declaration` for each public declaration without a doc comment in the
    /// target's folder under `sources`.
    static func undocumented(in target: String, sources: URL = sources) throws -> [String] {
        let folder = sources.appendingPathComponent(target)
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var missing: [String] = []
        let modifiers: Set<String> = ["public", "open"]
        let keywords: Set<String> = ["var", "let", "func", "init", "class", "struct", "enum", "protocol", "static",
                                     "override", "final", "convenience", "required", "subscript", "typealias",
                                     "weak", "unowned", "lazy", "indirect", "mutating", "nonmutating",
                                     "internal(set)", "private(set)", "fileprivate(set)", "actor"]
        for file in files {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            /// Brace depth inside a public enum (its cases are one level in), while in one.
            var enumDepth: Int?
            for (index, raw) in lines.enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                let words = line.split(separator: " ").map(String.init).drop { $0.hasPrefix("@") }
                var isDeclaration = false
                if let first = words.first, modifiers.contains(first), let second = words.dropFirst().first,
                   keywords.contains(second) || modifiers.contains(second) {
                    isDeclaration = !words.contains("extension")
                }
                if let depth = enumDepth, depth == 1, line.hasPrefix("case "), !line.hasPrefix("case ."),
                   !line.hasPrefix("case let "), !line.hasSuffix(":") {
                    isDeclaration = true
                    if line.contains(",") && !line.contains("(") {
                        missing.append("\(target)/\(file):\(index + 1): one case per line, each with its doc comment: \(line)")
                        continue
                    }
                }
                if isDeclaration {
                    var above = index - 1
                    while above >= 0, isAttributeOnly(lines[above]) { above -= 1 }
                    if above < 0 || !lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                        missing.append("\(target)/\(file):\(index + 1): \(line)")
                    }
                }
                if enumDepth == nil, isDeclaration, words.contains("enum") {
                    enumDepth = 0
                }
                if let depth = enumDepth {
                    let opened = line.filter { $0 == "{" }.count, closed = line.filter { $0 == "}" }.count
                    let now = depth + opened - closed
                    enumDepth = (now <= 0 && (opened > 0 || closed > 0)) ? nil : now
                }
            }
        }
        return missing
    }

    /// A line holding attributes only (`@discardableResult`, `@available(iOS, introduced: 17.5)`).
    static func isAttributeOnly(_ line: String) -> Bool {
        line.range(of: #"^\s*(@\w+(\([^)]*\))?\s*)+$"#, options: .regularExpression) != nil
    }

    @Test(arguments: ["Touchstone", "TouchstoneScenarios", "TouchstoneServer"])
    func everyPublicDeclarationHasADocComment(_ target: String) throws {
        let missing = try Self.undocumented(in: target, sources: target == "TouchstoneServer" ? Self.playgroundSources : Self.sources)
        #expect(missing.isEmpty, "\(missing.count) public declarations without a doc comment:\n\(missing.joined(separator: "\n"))")
    }

    /// The scan finds what it is meant to find.
    @Test func theScanFindsAnUndocumentedDeclarationAndCase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ts-docscan-\(UUID().uuidString)")
        let target = folder.appendingPathComponent("Sources/Sample")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        /// Documented.
        public enum Kind {
            /// Documented.
            case a
            case b
            case c, d
        }
        public struct Bare {
            /// Documented.
            @discardableResult public func f() -> Int { 1 }
            public var x = 0
        }
        enum Internal { case e, f }
        """.write(to: target.appendingPathComponent("Sample.swift"), atomically: true, encoding: .utf8)
        let found = try Self.undocumented(in: "Sample", sources: folder.appendingPathComponent("Sources"))
        #expect(found.count == 4, "\(found)")
        #expect(found.contains { $0.hasSuffix(":5: case b") })
        #expect(found.contains { $0.contains(":6: one case per line") })
        #expect(found.contains { $0.hasSuffix(":8: public struct Bare {") })
        #expect(found.contains { $0.hasSuffix(":11: public var x = 0") })
    }
}
