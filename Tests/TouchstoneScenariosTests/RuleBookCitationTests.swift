import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// Every citation of the rule book resolves to a heading of its articles (DocumentationDecisions E6):
/// "rules §5.3", "rules H2", "rules CC47", "rules P23" (and the lists and ranges that follow one,
/// "rules §10.2–§10.3, §9.1, CC51"), a bare case number "CC47", and a DocC link
/// `<doc:UIKitRules#53-Failure-requirements>`, in the code, the playground's code, the DocC
/// catalogs, the README, the examples and the tests — and in what `why` and `doctor` print.
///
/// An id is the first word of a heading of the three articles; its anchor is DocC's: the heading
/// text with runs of white space made one "-" and everything but letters, digits and "-" left
/// out (checked against the DocC of Swift 6.3: "§5.3 Failure requirements" → "53-Failure-requirements").
@Suite("Rule book citations")
struct RuleBookCitationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/Touchstone/Touchstone.docc")
    static let articles = ["UIKitRules", "UIKitConformanceCases", "UIKitRuleSources"]

    /// A rule number, a case, a source key, or the held-out suite, as the first word of a heading.
    static let idPattern = #"§[0-9]+(?:\.[0-9]+)?[a-z]?|[HRT][0-9]+|CC[0-9]+|[ADP][0-9]+"#

    /// DocC's anchor for a heading.
    static func anchor(_ heading: String) -> String {
        let dashed = heading.trimmingCharacters(in: .whitespaces)
            .components(separatedBy: .whitespaces).filter { !$0.isEmpty }.joined(separator: "-")
        return String(dashed.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == "-" }.map(Character.init))
    }

    /// For each article, its heading anchors; and for each id, the article and anchor that define it.
    static func headings() throws -> (anchors: [String: Set<String>], ids: [String: (article: String, anchor: String)]) {
        var anchors: [String: Set<String>] = [:]
        var ids: [String: (String, String)] = [:]
        let idRegex = try Regex("^(?:\(idPattern)|cases)$")
        for article in articles {
            let text = try String(contentsOf: catalog.appendingPathComponent("\(article).md"), encoding: .utf8)
            var inCode = false
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") { inCode.toggle() }
                guard !inCode, line.hasPrefix("## ") || line.hasPrefix("### ") else { continue }
                let title = String(line.drop { $0 == "#" }.dropFirst())
                let a = anchor(title)
                anchors[article, default: []].insert(a)
                if let first = title.split(separator: " ").first.map(String.init), first.wholeMatch(of: idRegex) != nil {
                    #expect(ids[first] == nil, "\(first) is a heading twice")
                    ids[first] = (article, a)
                }
            }
        }
        return (anchors, ids)
    }

    /// Files that may cite the rule book, relative to the repository.
    static func citingFiles() -> [String] {
        let fm = FileManager.default
        var files: [String] = ["README.md"]
        for folder in ["Sources", "Playground/Sources", "Examples", "Tests"] {
            let base = root.appendingPathComponent(folder)
            for case let path as String in fm.enumerator(atPath: base.path) ?? NSEnumerator() {
                guard [".swift", ".md", ".yaml"].contains(where: { path.hasSuffix($0) }),
                      !path.contains("/.build/"), !path.hasSuffix("RuleBookCitationTests.swift") else { continue }
                files.append("\(folder)/\(path)")
            }
        }
        return files.sorted()
    }

    /// The ids a text cites: after "rules" (or the older "spec"), with the lists and ranges that
    /// follow; bare case numbers; and the anchors of DocC links into the articles.
    static func citations(in text: String) throws -> (ids: [String], links: [(article: String, anchor: String)]) {
        let id = idPattern
        let group = try Regex(#"\b(?:[Rr]ules|[Ss]pec)\s+((?:"# + id + #")(?:(?:,\s*|\s*–\s*|/|\s+and\s+)(?:"# + id + #"))*)"#)
        let single = try Regex(id)
        var ids: [String] = []
        for m in text.matches(of: group) {
            guard let list = m.output[1].substring else { continue }
            ids += list.matches(of: single).map { String(text[$0.range]) }
        }
        ids += text.matches(of: try Regex(#"\bCC[0-9]+"#)).map { String(text[$0.range]) }
        let linkRegex = try Regex(#"<doc:(UIKitRules|UIKitConformanceCases|UIKitRuleSources)#([^>]+)>"#)
        let links = text.matches(of: linkRegex).compactMap { m -> (String, String)? in
            guard let a = m.output[1].substring, let b = m.output[2].substring else { return nil }
            return (String(a), String(b))
        }
        return (ids, links)
    }

    @Test func everyRuleBookHeadingHasAStableIdAndTheArticlesCoverTheCases() throws {
        let (_, ids) = try Self.headings()
        for n in Array(1...72) + Array(74...78) { #expect(ids[String(format: "CC%02d", n)]?.article == "UIKitConformanceCases", "CC\(n)") }
        for n in 1...9 { #expect(ids["H\(n)"]?.article == "UIKitRules") }
        for (key, numbers) in [("A", Array(1...25)), ("D", Array(1...16)), ("P", Array(1...45).filter { ![33, 38, 42].contains($0) })] {
            for n in numbers { #expect(ids["\(key)\(n)"]?.article == "UIKitRuleSources", "\(key)\(n)") }
        }
        #expect(ids["§5.3"]?.anchor == "53-Failure-requirements")
        #expect(ids["§12a"]?.anchor == "12a-Constants-at-a-glance")
        #expect(ids["CC47"]?.anchor == "CC47-Back-swipe")
        #expect(ids["cases"]?.article == "UIKitRuleSources")
    }

    @Test func everyCitationInTheRepositoryResolvesToAHeading() throws {
        let (anchors, ids) = try Self.headings()
        var unresolved: [String] = []
        var count = 0
        for file in Self.citingFiles() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            let found = try Self.citations(in: text)
            count += found.ids.count + found.links.count
            for id in found.ids where ids[id] == nil { unresolved.append("\(file): \(id)") }
            for link in found.links where !(anchors[link.article]?.contains(link.anchor) ?? false) {
                unresolved.append("\(file): <doc:\(link.article)#\(link.anchor)>")
            }
            if text.range(of: #"\bcases C[0-9]+"#, options: .regularExpression) != nil, ids["cases"] == nil {
                unresolved.append("\(file): cases C…")
            }
        }
        #expect(unresolved == [])
        #expect(count > 400, "the scan found only \(count) citations: is the pattern still right?")
    }

    @Test func theCitationPatternReadsListsRangesAndLinks() throws {
        let found = try Self.citations(in: """
        (rules §10.2–§10.3, §9.1, CC51; ProfileDecisions V1) rules H2–H9. rules D14's gate; rules CC51(c)
        see <doc:UIKitRules#53-Failure-requirements>; the rules of V1; RFC 8259 §7
        """)
        #expect(found.ids == ["§10.2", "§10.3", "§9.1", "CC51", "H2", "H9", "D14", "CC51", "CC51", "CC51"])
        #expect(found.links.map { "\($0.article)#\($0.anchor)" } == ["UIKitRules#53-Failure-requirements"])
    }

    @Test func whyCitesOnlyRulesThatExistAndNamesTheArticlesOnce() throws {
        let (_, ids) = try Self.headings()
        let s = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent("seed003-enlarged-hit-areas.yaml"))
        let text = try WhyExplainer.explain(s, at: CGPoint(x: 100, y: 675), time: nil)
        let cited = try Self.citations(in: text).ids
        #expect(!cited.isEmpty, "why cites the rules of its steps")
        #expect(cited.filter { ids[$0] == nil } == [])
        #expect(text.components(separatedBy: RuleBook.note).count == 2, "the articles are named once")
        #expect(text.hasSuffix("\n\n" + RuleBook.note))
    }

    @Test func doctorCitesOnlyRulesThatExistAndNamesTheArticlesOnce() throws {
        let (_, ids) = try Self.headings()
        let s = try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent("seed003-tap-cancels-cell.yaml"))
        let text = try GestureDoctor.diagnose(s, options: .init(threads: 2)).text
        let cited = try Self.citations(in: text).ids
        #expect(!cited.isEmpty, "the doctor's causes cite the rules they come from")
        #expect(cited.filter { ids[$0] == nil } == [])
        #expect(text.components(separatedBy: RuleBook.note).count == 2, "the articles are named once")
    }

    @Test func everyRuleTheCommandLineCanPrintExists() throws {
        // The causes and headings of `why`, `doctor` and the examples' `source:` lines are string
        // literals of these folders; each cited id must exist even for findings no example shows.
        let (_, ids) = try Self.headings()
        var unresolved: [String] = []
        for file in Self.citingFiles() where file.hasPrefix("Sources/TouchstoneScenarios/Tools/") || file.hasPrefix("Examples/") {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for literal in text.matches(of: try Regex(#""[^"\n]*""#)) + text.matches(of: try Regex(#"source: .*"#)) {
                for id in try Self.citations(in: String(text[literal.range])).ids where ids[id] == nil {
                    unresolved.append("\(file): \(id)")
                }
            }
        }
        #expect(unresolved == [])
    }

    @Test func noCitationUsesTheOldForm() throws {
        // "rules §5.3" named a file outside the repository; work merged later may still write it.
        let old = try Regex(#"\b[Ss]pec(?:'s)?\s+(?:"# + Self.idPattern + ")")
        var found: [String] = []
        for file in Self.citingFiles() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            found += text.matches(of: old).map { "\(file): \(text[$0.range])" }
        }
        #expect(found == [], "write \"rules §…\" (DocumentationDecisions E6), or re-run the rewrite script of issue 34")
    }

    @Test func theNoteIsAddedOnlyToOutputThatCites() {
        #expect(RuleBook.withNote("hit (rules H2)") == "hit (rules H2)\n\n" + RuleBook.note)
        #expect(RuleBook.withNote("the rules of V1 say") == "the rules of V1 say")
        #expect(RuleBook.note.contains("UIKitRules"))
    }
}
