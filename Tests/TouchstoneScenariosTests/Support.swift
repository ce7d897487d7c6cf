import Foundation
@testable import TouchstoneScenarios

/// The repository's `Examples/scenarios/` folder (the bundled examples), found from this file's path.
let examplesFolder: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/scenarios").path
}()

/// The names of every scenario file in `Examples/scenarios/`, sorted.
let exampleFiles: [String] = {
    ((try? FileManager.default.contentsOfDirectory(atPath: examplesFolder)) ?? [])
        .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
        .sorted()
}()

/// Parses a scenario given as text; the file name in messages is `t.yaml`.
func parse(_ yaml: String) throws -> Scenario { try ScenarioParser.parse(yaml, file: "t.yaml") }

/// The errors a bad scenario produces, as `file:line:column: message` strings.
func errors(_ yaml: String) -> [String] {
    do { _ = try parse(yaml); return [] }
    catch let e as ScenarioErrors { return e.errors.map(\.description) }
    catch { return ["\(error)"] }
}

/// A scenario with a plain view and a tap on it; tests add to it.
let minimalScene = """
views:
  - id: box
    frame: [0, 0, 200, 200]
    recognizers:
      - { id: boxTap, kind: tap }
script:
  - tap: [100, 100]
"""
