import Foundation
import Testing
import Touchstone

/// The README's tour, kept honest: the same code must print the lines the README shows.
@Suite("README tour")
struct ReadmeTourTests {
    /// The README's Swift block after "## A short tour", without its import lines.
    static func readmeBlock() throws -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        guard let tour = lines.firstIndex(of: "## A short tour"),
              let open = lines[tour...].firstIndex(of: "```swift"),
              let close = lines[(open + 1)...].firstIndex(of: "```") else { return [] }
        return lines[(open + 1)..<close].filter { !$0.hasPrefix("import ") }
    }

    @Test func theReadmeTourIsTheCompiledTourLineForLine() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("ReadmeTour.swift"), encoding: .utf8).components(separatedBy: "\n")
        let begin = try #require(source.firstIndex { $0.contains("// README tour begins") })
        let end = try #require(source.firstIndex { $0.contains("// README tour ends") })
        let compiled = source[(begin + 1)..<end].map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : $0 }
        let readme = try Self.readmeBlock()
        #expect(!readme.isEmpty)
        #expect(Array(compiled) == readme.drop { $0.isEmpty }.map { $0 })
    }

    /// The DocC article shows the same listing, import included, as the README.
    @Test func theGettingStartedArticleShowsTheReadmeTour() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        func block(_ path: String, after heading: String?) throws -> [String] {
            let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).components(separatedBy: "\n")
            let from = heading.flatMap { lines.firstIndex(of: $0) } ?? 0
            guard let open = lines[from...].firstIndex(of: "```swift"),
                  let close = lines[(open + 1)...].firstIndex(of: "```") else { return [] }
            return Array(lines[(open + 1)..<close])
        }
        let article = try block("Sources/Touchstone/Touchstone.docc/GettingStarted.md", after: nil)
        #expect(!article.isEmpty)
        #expect(article == (try block("README.md", after: "## A short tour")))
    }

    @Test func tourPrintsTheCellCancelledByTheRootTap() throws {
        let device = try readmeTour()
        let lines = device.trace.text.split(separator: "\n").map(String.init)
        let expected = [
            "     0.0 ms  touches   cell touchesBegan [finger 0]",
            "    80.0 ms  state     tapSelfView possible→recognized [finger 0]  — 1st tap up",
            "    80.0 ms  action    tapSelfView action [finger 0]  — 1st tap up",
            "    80.0 ms  touches   cell touchesCancelled [finger 0]  — tapSelfView recognized; cancelsTouchesInView",
        ]
        for line in expected { #expect(lines.contains(line), "missing: \(line)") }
        let positions = expected.compactMap { lines.firstIndex(of: $0) }
        #expect(positions == positions.sorted())
    }
}
