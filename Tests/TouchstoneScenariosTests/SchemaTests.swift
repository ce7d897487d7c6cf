import Foundation
import Testing
@testable import TouchstoneScenarios

/// `Schemas/scenario.schema.json` must describe the keys the parser accepts.
@Suite("JSON Schema matches the parser")
struct SchemaTests {
    func schema() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas/scenario.schema.json")
        let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
        return try #require(object as? [String: Any])
    }

    func keys(_ node: Any?) -> Set<String> {
        Set(((node as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func schemaListsEveryKeyTheParserAccepts() throws {
        let s = try schema()
        let defs = try #require(s["$defs"] as? [String: Any])
        #expect(keys(s) == Set(Parsing.topKeys))
        #expect(keys(defs["view"]) == Set(Parsing.viewKeys))
        #expect(keys(defs["recognizer"]) == Set(Parsing.recognizerKeys))
        #expect(keys(defs["step"]) == Set(Parsing.stepKeys))
    }
}
