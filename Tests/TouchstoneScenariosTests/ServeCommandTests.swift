import Foundation
import Testing

/// `touchstone serve` forwards to the playground's own package (PlaygroundDecisions PG13): asking
/// for help never builds the server, and a checkout without the server says what is missing.
@Suite("touchstone serve")
struct ServeCommandTests {
    /// A copy of `touchstone` at `ROOT/.build/debug/touchstone` in a fresh folder with no
    /// `Playground/`, so any attempt to find or build the server is visible.
    func isolatedTool() throws -> (tool: URL, root: URL) {
        let built = try #require(buildProducts).appendingPathComponent("touchstone")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ts-serve-\(UUID().uuidString)")
        let folder = root.appendingPathComponent(".build/debug")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let tool = folder.appendingPathComponent("touchstone")
        try FileManager.default.copyItem(at: built, to: tool)
        return (tool, root)
    }

    @Test(.enabled(if: buildProducts != nil), arguments: [["serve", "--help"], ["serve", "-h"], ["serve", "scene.yaml", "--help"]])
    func helpIsAnsweredWithoutLookingForOrBuildingTheServer(_ arguments: [String]) throws {
        let (tool, root) = try isolatedTool()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try runProcess(tool, arguments, in: root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("--port N"))
        #expect(result.stdout.contains("--host ADDRESS"))
        #expect(result.stderr == "")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Playground").path))
    }

    @Test(.enabled(if: buildProducts != nil))
    func aCheckoutWithoutThePlaygroundPackageSaysSoInOneLine() throws {
        let (tool, root) = try isolatedTool()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try runProcess(tool, ["serve"], in: root)
        #expect(result.status != 0)
        #expect(result.stderr.contains("touchstone-serve was not found beside"))
        #expect(result.stderr.contains("holds no Package.swift to build it from"))
        #expect(!result.stderr.contains("building the playground server"))
    }
}
