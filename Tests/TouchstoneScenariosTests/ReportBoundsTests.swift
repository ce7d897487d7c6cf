import Foundation
import Testing
@testable import TouchstoneScenarios

/// No output grows with rows × the longest pattern (RobustnessDecisions R22), and a report draws at
/// most its limits whatever the run (R23). Issue 30.
extension ExpectationTests {
    @Test func aLongExactlyPatternKeepsTheDiffSmall() throws {
        let long = "box touchesBegan " + String(repeating: "x", count: 20_000)
        let patterns = [long] + (0..<300).map { "box touchesMoved @\($0)ms" }
        let s = try parse("""
        views:
          - id: box
            frame: [0, 0, 200, 200]
        script:
          - drag: { from: [10, 10], to: [190, 190], duration: 1s }
        expect:
          - exactly: [\(patterns.map { "\"\($0)\"" }.joined(separator: ", "))]
        """)
        let r = ScenarioRunner.run(s)
        let v = try #require(r.failures.first)
        #expect(v.title.count <= ExpectationChecker.maximumTitleCharacters)
        #expect(v.details.count <= ExpectationChecker.maximumDiffRows + 3)
        #expect(v.details.allSatisfy { $0.count <= 2 * ExpectationChecker.maximumCellCharacters + 10 }, "\(v.details.map(\.count).max() ?? 0)")
        #expect(v.details.contains { $0.hasPrefix("  ≠ box touchesBegan xxx") && $0.contains("…") })
        #expect(v.details.last?.hasPrefix("  … ") == true && v.details.last?.hasSuffix(" more rows") == true, "\(v.details.last ?? "")")
        let text = TextTimeline.verdictLines(r).joined(separator: "\n")
        #expect(text.utf8.count < 30_000, "\(text.utf8.count)")
    }
}

extension ReportTests {
    @Test func aLongHighRateSceneDrawsAtMostTheLimits() throws {
        let s = try parse("""
        device: { samplingRate: 1000 }
        views:
          - id: box
            frame: [0, 0, 390, 844]
            recognizers: [{ id: boxPan, kind: pan }]
        script:
          - drag: { from: [10, 10], to: [380, 800], duration: 2s }
          - drag: { from: [380, 10], to: [10, 800], duration: 2s }
        """)
        let r = ScenarioRunner.run(s)
        #expect(r.entries.count > 4_000)
        let limits = HTMLReport.DrawingLimits(marksPerLane: 100, trackPoints: 50, traceRows: 300)
        let html = HTMLReport.section(r, index: 0, limits: limits)
        let rows = html.components(separatedBy: "<tr id=\"s0e").count - 1
        #expect(rows == 300)
        #expect(html.contains("… \(r.entries.count - 300) more entries not drawn"))
        #expect(html.contains("Thinned to stay readable"))
        for polyline in html.components(separatedBy: "<polyline points=\"").dropFirst() {
            let points = polyline.prefix { $0 != "\"" }.split(separator: " ").count
            #expect(points <= 50, "\(points)")
        }
        let lanes = try #require(html.components(separatedBy: "<script type=\"application/json\" id=\"lanes0\">").last?.components(separatedBy: "</script>").first)
        struct Payload: Decodable { struct Lane: Decodable { var subtitle: String; var marks: [[String: AnyDecodable]] }; var lanes: [Lane] }
        struct AnyDecodable: Decodable { init(from decoder: Decoder) throws {} }
        let payload = try JSONDecoder().decode(Payload.self, from: Data(lanes.utf8))
        #expect(payload.lanes.allSatisfy { $0.marks.count <= 100 })
        #expect(payload.lanes.contains { $0.subtitle.contains(" marks drawn") })
        // The same run with the standard limits: under them, everything is drawn.
        #expect(HTMLReport.thinned(Array(0..<10), limit: 20) == Array(0..<10))
        #expect(HTMLReport.thinned(Array(0..<1000), limit: 10).count <= 10)
        #expect(HTMLReport.thinned(Array(0..<1000), limit: 10).first == 0 && HTMLReport.thinned(Array(0..<1000), limit: 10).last == 999)
    }
}

/// What a long run costs is bounded by what is shown, not by its entries (issue 30, R25): the
/// text digest folds each drag into one line whatever its length, and a bounded timeline is the
/// full one thinned, with tips made only for the marks kept.
extension ReportTests {
    static func drags(seconds: Int) throws -> ScenarioResult {
        ScenarioRunner.run(try parse("""
        device: { samplingRate: 1000 }
        views:
          - id: box
            frame: [0, 0, 390, 844]
            recognizers: [{ id: boxPan, kind: pan }]
        script:
          - drag: { from: [10, 10], to: [380, 800], duration: \(seconds)s }
          - drag: { from: [380, 10], to: [10, 800], duration: \(seconds)s }
        """), tappableAreas: false)
    }

    @Test func aLongerDragFoldsIntoTheSameNumberOfTextLines() throws {
        let short = try Self.drags(seconds: 1), long = try Self.drags(seconds: 3)
        #expect(long.entries.count > 2 * short.entries.count)
        let shortLines = TraceDigest.lines(short.entries), longLines = TraceDigest.lines(long.entries)
        #expect(longLines.count == shortLines.count)
        #expect(longLines.count <= 30, "\(longLines)")
        #expect(longLines.contains { $0.contains("  repeated  ") && $0.contains("finger 0 move ×2931 to (380, 800)") && $0.hasSuffix("  — until 3000.0 ms") }, "\(longLines)")
    }

    @Test func aBoundedTimelineIsTheFullOneThinnedWithTheSameTips() throws {
        let r = try Self.drags(seconds: 1)
        let full = TimelineModel(r), bounded = TimelineModel(r, marksPerLane: 40)
        #expect(bounded.markCounts == full.lanes.map(\.marks.count))
        #expect(full.markCounts == full.lanes.map(\.marks.count))
        #expect(bounded.lanes.count == full.lanes.count)
        #expect(full.lanes.contains { $0.marks.count > 1_000 })
        for (b, f) in zip(bounded.lanes, full.lanes) {
            let thinned = HTMLReport.thinned(f.marks, limit: 40)
            #expect(b.marks.count == thinned.count && b.marks.count <= 40)
            #expect(b.marks.map(\.tip) == thinned.map(\.tip))
            #expect(b.marks.map(\.entry) == thinned.map(\.entry))
            #expect(b.marks.map(Self.drawn) == thinned.map(Self.drawn))
            #expect(b.marks.allSatisfy { !$0.tip.isEmpty })
        }
    }

    /// Everything a mark draws, as one string to compare.
    static func drawn(_ m: TimelineModel.Mark) -> String {
        "\(m.style)|\(m.time)|\(m.end.map { "\($0)" } ?? "-")|\(m.label)|\(m.tip)|\(m.entry)"
    }

    /// The bounded timeline is made in two passes, the second making only the marks drawn (R26):
    /// on every example — forwarding folded into one mark a turn, several state changes of one
    /// turn merged, spans closed at the end, marks at the same time — it is the full timeline
    /// thinned, mark for mark, at a limit that thins most lanes and at the standard one.
    @Test(arguments: exampleFiles)
    func everyExamplesBoundedTimelineIsItsFullTimelineThinned(_ name: String) throws {
        let r = ScenarioRunner.run(try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name)), tappableAreas: false)
        let full = TimelineModel(r)
        for limit in [3, 7, HTMLReport.DrawingLimits.standard.marksPerLane] {
            let bounded = TimelineModel(r, marksPerLane: limit)
            #expect(bounded.endTime == full.endTime)
            #expect(bounded.markCounts == full.lanes.map(\.marks.count))
            #expect(bounded.lanes.map(\.title) == full.lanes.map(\.title))
            #expect(bounded.lanes.map(\.subtitle) == full.lanes.map(\.subtitle))
            for (b, f) in zip(bounded.lanes, full.lanes) {
                #expect(b.marks.map(Self.drawn) == HTMLReport.thinned(f.marks, limit: limit).map(Self.drawn), "\(name) \(f.title) at \(limit)")
            }
        }
    }

    /// A plan puts the drawn marks where sorting all of them would: spans first, by time, marks
    /// of equal time in the order the sort leaves them.
    @Test func aPlanDrawsTheMarksInTheOrderSortingThemAllGives() {
        let shapes: [TimelinePlan.Shape] = (0..<500).map { TimelinePlan.Shape(isSpan: $0 % 7 == 0, time: Double(($0 * 37) % 11)) }
        var all = Array(shapes.indices)
        all.sort { TimelineBuilder.drawnBefore(isSpan: shapes[$0].isSpan, shapes[$0].time, isSpan: shapes[$1].isSpan, shapes[$1].time) }
        #expect(HTMLReport.thinned(Array(0..<10), limit: 2) == [0, 9])
        for limit in [2, 3, 10, 499, 500, 1_000] {
            let plan = TimelinePlan(shapes: [shapes], marksPerLane: limit)
            let expected = HTMLReport.thinned(all, limit: limit)
            var made: [Int] = []
            for k in shapes.indices where plan.keeps(lane: 0, mark: k, after: made.count) { made.append(k) }
            #expect(made == expected.sorted())
            #expect(plan.drawnOrder(lane: 0, of: made) == expected)
            #expect(made.indices.allSatisfy { plan.storedIndex(lane: 0, mark: made[$0], madeSoFar: made.count) == $0 })
            #expect(shapes.indices.filter { !made.contains($0) }.allSatisfy { plan.storedIndex(lane: 0, mark: $0, madeSoFar: made.count) == nil })
        }
    }

    /// A finger track's points are read from the input lines in place: "(x, y)" between the
    /// first "(" and the last ")", white space around each number ignored, empty pieces skipped.
    @Test func aFingerTracksPointIsReadFromItsInputLine() {
        #expect(FingerTrack.parsePoint("move to (17.4, 25.8)") == CGPoint(x: 17.4, y: 25.8))
        #expect(FingerTrack.parsePoint("down at (10,10)") == CGPoint(x: 10, y: 10))
        #expect(FingerTrack.parsePoint("move to (\u{A0}1 ,\t-2e3\u{3000})") == CGPoint(x: 1, y: -2000))
        #expect(FingerTrack.parsePoint("move to (1,,2)") == CGPoint(x: 1, y: 2))
        #expect(FingerTrack.parsePoint("move to (1, 2, 3)") == nil)
        #expect(FingerTrack.parsePoint("move to (1)") == nil)
        #expect(FingerTrack.parsePoint("move to (1, x)") == nil)
        #expect(FingerTrack.parsePoint("move to ( , 2)") == nil)
        #expect(FingerTrack.parsePoint("move to )1, 2(") == nil)
        #expect(FingerTrack.parsePoint("up") == nil)
    }
}
