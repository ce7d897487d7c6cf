import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// Numbers the README and the DocC articles state are the numbers the code and the examples give
/// (DocumentationDecisions E9): counts of examples, written in words or digits, and the system gate's
/// timeout per profile. A count that changes with the examples is either checked here or not
/// written.
@Suite("Documented numbers")
struct DocumentedNumbersTests {
    static let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
                        "twenty", "twenty-one", "twenty-two", "twenty-three", "twenty-four", "twenty-five"]

    static func number(_ word: String) -> Int? {
        if let n = Int(word) { return n }
        return words.firstIndex(of: word.lowercased()).map { $0 + 1 }
    }

    static func text(_ file: String) throws -> String {
        try String(contentsOf: DocumentationListingsTests.root.appendingPathComponent(file), encoding: .utf8)
    }

    /// `1 s`, `0.75 s`: how the articles write a duration in seconds.
    static func seconds(_ t: TimeInterval) -> String {
        t == t.rounded() ? "\(Int(t)) s" : "\(t) s"
    }

    static var conflictExamples: Int { exampleFiles.filter { $0.hasPrefix("conflict") }.count }
    static var seedPosts: Int { Set(exampleFiles.filter { $0.hasPrefix("seed") }.map { $0.prefix(7) }).count }

    /// "nineteen common gesture conflicts", "the ten conflicts", "five seed posts": every such
    /// count in the README and the articles.
    @Test func countsOfExamplesInTheDocsAreTheExamplesFolders() throws {
        let pattern = try NSRegularExpression(pattern: #"\b([A-Za-z-]+|\d+) (common gesture conflicts|gesture conflicts|conflicts|seed posts|seeds)\b"#)
        var checked = 0
        for file in DocumentationListingsTests.allDocuments {
            let text = try Self.text(file)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let word = String(text[Range(match.range(at: 1), in: text)!])
                let what = String(text[Range(match.range(at: 2), in: text)!])
                guard let stated = Self.number(word) else { continue }
                let actual = what.hasPrefix("seed") ? Self.seedPosts : Self.conflictExamples
                checked += 1
                #expect(stated == actual, "\(file): '\(word) \(what)', but Examples/ has \(actual)")
            }
        }
        #expect(checked >= 1, "no count was found to check")
    }

    /// The Profiles table's gate row, the System gestures table and the seed 000 texts state the
    /// gate's timeout the profiles give.
    @Test func theSystemGateTimeoutTheDocsStateIsTheProfiles() throws {
        let old = Self.seconds(DeviceProfile.iOS11.systemGateTimeout)
        let mid = Self.seconds(DeviceProfile.iOS13.systemGateTimeout)
        let new = Self.seconds(DeviceProfile.iOS18.systemGateTimeout)
        #expect(DeviceProfile.iOS12.systemGateTimeout == DeviceProfile.iOS11.systemGateTimeout)
        let profiles = try Self.text("Sources/Touchstone/Touchstone.docc/Profiles.md")
        #expect(profiles.contains("the bottom-edge gate holds a touch | \(old) (seed 000) | \(mid) | \(new) |"))
        let system = try Self.text("Sources/Touchstone/Touchstone.docc/SystemGestures.md")
        #expect(system.contains("``SystemGestureSettings/gateTimeout`` | \(Self.seconds(SystemGestureSettings().gateTimeout)); \(old) under the iOS 11–12 profiles"))
        #expect(Self.seconds(SystemGestureSettings().gateTimeout) == new)
        for file in ["Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Seed000RecordButton.md", "Sources/Touchstone/Touchstone.docc/Navigation.md"] {
            let text = try Self.text(file)
            #expect(!text.contains("750 ms"), "\(file) states 750 ms for seed 000, whose iOS 11 profile holds \(old)")
        }
        #expect(try Self.text("Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Seed000RecordButton.md")
            .contains("\(old) under the iOS 11 profile the\npost's scenarios run on (\(mid.replacingOccurrences(of: " s", with: "")) s from iOS 13 on"))
        #expect(try Self.text("Sources/Touchstone/Touchstone.docc/Navigation.md").contains("after \(old), the iOS 11 profile's"))
        // The seed 000 scenarios run on that profile.
        for name in exampleFiles where name.hasPrefix("seed000") {
            let s = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name))
            #expect(s.device.profile.systemGateTimeout == DeviceProfile.iOS11.systemGateTimeout, "\(name)")
        }
    }
}
