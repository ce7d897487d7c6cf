import Foundation
import Testing

/// Where the engine's unsafe constructs may be (issue 15): never on a public or open declaration
/// — a client reading or subclassing a UIKit type gets ordinary Swift — and only in the three
/// files of the unsafe room (PerformanceDecisions F23, Sources/Touchstone/Touchstone.docc/Performance.md round 11).
///
/// A source scan like `PublicDocumentationTests`: a declaration is a line whose words, after its
/// attributes, start with `public` or `open`; its attributes are the words before them.
@Suite("Unsafe constructs stay off the public API")
struct UnsafeConstructsTests {
    static let constructs = ["@exclusivity(unchecked)", "unowned(unsafe)", "Unmanaged", "unsafeBitCast",
                             "unsafelyUnwrapped", "UnsafeRawPointer", "UnsafeBufferPointer"]

    /// `file:line: text` of each public or open declaration that carries an unsafe construct.
    static func unsafePublicDeclarations(in target: String, sources: URL = PublicDocumentationTests.sources) throws -> [String] {
        try scan(folder: sources.appendingPathComponent(target), name: target)
    }

    @Test func noPublicOrOpenDeclarationIsUnsafe() throws {
        #expect(try Self.unsafePublicDeclarations(in: "Touchstone") == [])
        #expect(try Self.unsafePublicDeclarations(in: "TouchstoneScenarios") == [])
        #expect(try Self.unsafePublicDeclarations(in: "TouchstoneServer", sources: PublicDocumentationTests.playgroundSources) == [])
    }

    /// The unsafe room: the only files of `Sources/` that may hold an unsafe construct.
    static let room: Set<String> = ["Touchstone/Simulation/UncheckedFields.swift",
                                    "Touchstone/Gestures/UncheckedGestureFields.swift",
                                    "Touchstone/Simulation/UnretainedLinks.swift"]
    /// Constructs kept outside the room, with their reason: UIKit's own delegate signature passes
    /// `scrollViewWillEndDragging`'s target as a pointer (declared and called), and
    /// `touchstone serve` hands its arguments to `execv` as C strings.
    static let allowedOutside: [String: [String]] = [
        "Touchstone/Scrolling/UIScrollViewDelegate.swift": ["UnsafeMutable"],
        "Touchstone/Scrolling/UIScrollView+Dragging.swift": ["withUnsafe", "UnsafeMutable", "unsafe "],
        "touchstone/Serve.swift": ["UnsafeMutable"],
    ]
    /// What counts as an unsafe construct in code (comments are skipped): the public-API list,
    /// the other unchecked operations, and `unsafe` expressions (SE-0458's acknowledgement).
    static let roomConstructs = constructs + ["unsafeDowncast", "withUnsafe", "UnsafeMutable", "unsafe "]

    @Test func unsafeConstructsAreOnlyInTheUnsafeRoom() throws {
        #expect(try Self.constructsOutsideRoom(in: PublicDocumentationTests.sources) == [])
        #expect(try Self.constructsOutsideRoom(in: PublicDocumentationTests.playgroundSources) == [])
    }

    @Test func theRoomScanFindsAConstructOutsideTheRoomAndNotInComments() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("room-scan-\(UUID().uuidString)")
        let target = folder.appendingPathComponent("Touchstone/Simulation")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        final class F { @exclusivity(unchecked) var x = 0 }
        """.write(to: target.appendingPathComponent("UncheckedFields.swift"), atomically: true, encoding: .utf8)
        try """
        // unowned(unsafe) in a comment is fine, and so is the unsafe room.
        final class L {
            unowned(unsafe) var link: L?
            func f() -> Int { unsafe 1 } // unsafe
        }
        """.write(to: target.appendingPathComponent("Links.swift"), atomically: true, encoding: .utf8)
        #expect(try Self.constructsOutsideRoom(in: folder) == [
            "Touchstone/Simulation/Links.swift:3: unowned(unsafe) var link: L?",
            "Touchstone/Simulation/Links.swift:4: func f() -> Int { unsafe 1 } // unsafe",
        ])
    }

    /// `target/file:line: text` of each code line outside the room, under `sources`, that holds
    /// one of `roomConstructs` (less those `allowedOutside` allows in its file).
    static func constructsOutsideRoom(in sources: URL) throws -> [String] {
        let files = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") && !room.contains($0) }.sorted()
        var found: [String] = []
        for file in files {
            let allowed = allowedOutside[file] ?? []
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            for (index, raw) in lines.enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard !line.hasPrefix("//") else { continue }
                let code = line.components(separatedBy: " //").first ?? line
                if roomConstructs.contains(where: { code.contains($0) && !allowed.contains($0) }) {
                    found.append("\(file):\(index + 1): \(line)")
                }
            }
        }
        return found
    }

    @Test func theScanFindsAnUnsafePublicDeclaration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unsafe-scan-\(UUID().uuidString)")
        let target = folder.appendingPathComponent("Fake")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        open class V {
            @exclusivity(unchecked) public var isHidden = false
            public private(set) unowned(unsafe) var superview: V?
            @exclusivity(unchecked) var hiddenStorage = false
            public var isOpaque: Bool { hiddenStorage }
        }
        """.write(to: target.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let found = try Self.scan(folder: target, name: "Fake")
        #expect(found == ["Fake/V.swift:2: @exclusivity(unchecked) public var isHidden = false",
                          "Fake/V.swift:3: public private(set) unowned(unsafe) var superview: V?"])
    }

    /// The declarations of `unsafePublicDeclarations` in the Swift files under `folder`, named
    /// `name/file:line`.
    static func scan(folder: URL, name: String) throws -> [String] {
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var found: [String] = []
        for file in files {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            for (index, raw) in lines.enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard !line.hasPrefix("//") else { continue }
                let words = line.split(separator: " ").map(String.init)
                guard let first = words.firstIndex(where: { !$0.hasPrefix("@") && $0 != "final" && $0 != "weak" && !$0.hasPrefix("unowned") }),
                      ["public", "open"].contains(words[first]) else { continue }
                let declaration = words[..<min(words.count, first + 6)].joined(separator: " ")
                if constructs.contains(where: { declaration.contains($0) }) {
                    found.append("\(name)/\(file):\(index + 1): \(line)")
                }
            }
        }
        return found
    }
}
