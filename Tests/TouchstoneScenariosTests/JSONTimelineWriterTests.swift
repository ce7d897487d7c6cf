import Foundation
import Testing
@testable import TouchstoneScenarios

/// `run --format json` is written a batch of entries at a time, byte for byte what
/// `JSONTimeline.render` gives (RobustnessDecisions R34).
extension ReportTests {
    /// The pieces `write` hands on, and their concatenation.
    static func pieces(_ results: [ScenarioResult]) throws -> [String] {
        var pieces: [String] = []
        try JSONTimeline.write(results) { pieces.append($0) }
        return pieces
    }

    @Test(arguments: exampleFiles)
    func everyExamplesJSONWrittenInPiecesIsTheRenderedJSON(_ name: String) throws {
        let r = ScenarioRunner.run(try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name)), tappableAreas: false)
        #expect(try Self.pieces([r]).joined() == JSONTimeline.render([r]))
        #expect(try Self.pieces([r, r]).joined() == JSONTimeline.render([r, r]))
    }

    @Test func aLongRunsJSONIsWrittenABatchAtATimeWithTheSameBytes() throws {
        let r = try Self.drags(seconds: 3)
        #expect(r.entries.count > 3 * JSONTimeline.entriesPerBatch)
        let pieces = try Self.pieces([r])
        #expect(pieces.joined() == (try JSONTimeline.render([r])))
        // One piece per batch, besides the outline's two; none holds more than a batch.
        #expect(pieces.count == (r.entries.count + JSONTimeline.entriesPerBatch - 1) / JSONTimeline.entriesPerBatch + 3)
        let longest = pieces.map(\.utf8.count).max() ?? 0
        #expect(longest < 300 * JSONTimeline.entriesPerBatch, "\(longest)")
    }

    @Test func runsWithoutEntriesAndNamesQuotingThePlaceholderWriteTheSameJSON() throws {
        let quoting = try parse("""
        name: '"entries" : "touchstone: entries written in batches"'
        views:
          - id: box
            frame: [0, 0, 100, 100]
        script:
          - tap: [50, 50]
        """)
        let tapped = ScenarioRunner.run(quoting, tappableAreas: false)
        #expect(!tapped.entries.isEmpty)
        var refused = tapped
        refused.entries = []
        refused.runError = ScenarioError(file: "t.yaml", line: 5, column: 3, message: "the device refused it \"quoted\"")
        #expect(refused.runError != nil)
        var empty = tapped
        empty.entries = []
        #expect(empty.entries.isEmpty)
        for results in [[tapped, empty, refused, tapped], [empty], [], [empty, tapped]] {
            #expect(try Self.pieces(results).joined() == JSONTimeline.render(results))
        }
    }
}
