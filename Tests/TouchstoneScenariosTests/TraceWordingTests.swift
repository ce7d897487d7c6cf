import Foundation
import Testing
import TouchstoneScenarios

/// One spelling per fact in the trace (PerformanceDecisions F28), checked on every example's
/// trace: each rule names the spelling the trace no longer uses and the one it uses instead.
@Suite("The trace spells each fact one way")
struct TraceWordingTests {
    /// `(retired spelling, kept spelling)`, the first as a regular expression.
    static let retired: [(String, String)] = [
        (#"came down|landed"#, "a touch-down is \"began\": `touch began 300 pt from the left edge`"),
        (#"more than [0-9.]+(?! ?(pt|°|s\b|ms\b|nested|\d|\.))"#, "a limit carries its unit: `moved 12 pt, more than 10 pt`"),
        (#"at least [0-9.]+(?! ?(pt|°|s\b|ms\b|\d|\.))"#, "a limit carries its unit: `at least 30 pt`"),
        (#"tracked touch cancelled"#, "a cancelled touch is `touches cancelled`, for controls as for recognisers"),
        (#"controller pushed|popped to"#, "navigation causes use the lifecycle line's words: `push B`, `pop to A`"),
        (#"turning enough"#, "a lift names the turn it needed: `lifted before turning 5.0°`"),
    ]

    @Test func everyExampleTraceUsesTheKeptSpellings() throws {
        var texts = Set<String>()
        for name in exampleFiles {
            let run = ScenarioRunner.run(try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name)))
            for e in run.entries {
                texts.insert(e.message)
                if let cause = e.cause { texts.insert(cause) }
            }
        }
        #expect(texts.count > 300, "the examples' traces should give the rules something to read")
        for (pattern, kept) in Self.retired {
            let regex = try Regex(pattern)
            let offenders = texts.filter { $0.contains(regex) }.sorted()
            #expect(offenders.isEmpty, "\(kept); found: \(offenders.prefix(3).joined(separator: " | "))")
        }
    }

    /// The rules catch the spellings they retire (so the test above can fail).
    @Test func theRulesMatchTheRetiredSpellings() throws {
        let old = ["finger came down 300 pt from the [left] edge, outside its 13 pt region", "moved 12 pt, more than 10",
                   "moved 40 pt right in 120 ms, at least 30", "tracked touch cancelled",
                   "top view controller changed: product.controller pushed", "lifted before turning enough"]
        let new = ["touch began 300 pt from the [left] edge, outside its 13 pt region", "moved 12 pt, more than 10 pt",
                   "moved 40 pt right in 120 ms, at least 30 pt", "touches cancelled",
                   "top view controller changed: push product.controller", "lifted before turning 5.0°",
                   "turned 16.0°, more than 15.0°", "3 touches, more than the 2 required"]
        let regexes = try Self.retired.map { try Regex($0.0) }
        for (text, regex) in zip(old, regexes) { #expect(text.contains(regex), "\(text)") }
        for text in new { #expect(!regexes.contains { text.contains($0) }, "\(text)") }
    }
}
