import Foundation
import Testing

/// Every citation of a decision names an id its article has (DocumentationDecisions E10).
///
/// Each area's decisions live in one article of a DocC catalog (`NavigationDecisions`,
/// `ProfileDecisions`, …, listed in `DecisionAreas`), each under a heading that is its id
/// (`### N11`). Code, tests, scenario files, the command line's output and the README cite one as
/// the article's name and the ids — "NavigationDecisions N11", "PerformanceDecisions F29–F31",
/// "ProfileDecisions V1, HumanGestureDecisions HG10" — and an article links it,
/// `[N11](<doc:NavigationDecisions#N11>)`, or, in the README, `NavigationDecisions.md#n11`. A whole
/// article is named by its path in its catalog. The forms of the `Docs/` folder that issue 32
/// removed ("Decisions N11", "Docs/Decisions.md K19", "Docs/Performance.md") are refused: work
/// merged later may still write them, and `rewrite-decision-citations.py` (issue 32's merge notes)
/// rewrites them.
@Suite("Decision citations")
struct DecisionCitationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A decision id: an area's letters and a number.
    static let idPattern = #"(?:DR|PG|AL|SU|HG|[DGCNXPSFREKVIU])[0-9]+[a-z]?(?![A-Za-z0-9])"#
    /// White space inside a citation, which may go on on the next line of a comment.
    static let space = #"(?:[ \t]+|[ \t]*\n[ \t]*(?:///?|#|\*|--)?[ \t]*)"#
    /// What stands between two ids of a list: ", ", "–", "-", "/", " and ".
    static let separator = #"(?:,(?:[ \t]+and)?"# + space + #"?|"# + space + #"?[–-]"# + space + #"?|/|"# + space + "and" + space + ")"

    /// The catalogs, relative to the root.
    static func catalogs() -> [String] {
        let fm = FileManager.default
        var found: [String] = []
        for base in ["Sources", "Playground/Sources"] {
            for module in (try? fm.contentsOfDirectory(atPath: root.appendingPathComponent(base).path)) ?? [] {
                let catalog = "\(base)/\(module)/\(module).docc"
                if fm.fileExists(atPath: root.appendingPathComponent(catalog).path) { found.append(catalog) }
            }
        }
        return found.sorted()
    }

    /// For each decision article (an article whose name ends in "Decisions"), the ids of its headings.
    static func decisionArticles() throws -> [String: Set<String>] {
        var articles: [String: Set<String>] = [:]
        let heading = try Regex("^### (" + idPattern + ")[ \t]*$")
        for catalog in catalogs() {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
            for name in names where name.hasSuffix("Decisions.md") {
                let text = try String(contentsOf: root.appendingPathComponent("\(catalog)/\(name)"), encoding: .utf8)
                var ids: Set<String> = []
                var inCode = false
                for line in text.components(separatedBy: "\n") {
                    if line.hasPrefix("```") { inCode.toggle() }
                    guard !inCode, let m = line.wholeMatch(of: heading), let id = m.output[1].substring else { continue }
                    #expect(!ids.contains(String(id)), "\(name): \(id) is a heading twice")
                    ids.insert(String(id))
                }
                articles[String(name.dropLast(3))] = ids
            }
        }
        return articles
    }

    /// Files that may cite a decision, relative to the repository.
    static func citingFiles() -> [String] {
        let fm = FileManager.default
        var files = ["README.md", "Package.swift", "Playground/Package.swift", ".ci/run"]
        for folder in ["Sources", "Tests", "Playground/Sources", "Playground/Tests", "Benchmarks", "Examples", "Scripts", "Schemas"] {
            let base = root.appendingPathComponent(folder)
            for case let path as String in fm.enumerator(atPath: base.path) ?? NSEnumerator() {
                guard [".swift", ".md", ".yaml", ".sh", ".js", ".json", ".html", ".css"].contains(where: { path.hasSuffix($0) }),
                      !path.contains(".build"), !path.hasSuffix("DecisionCitationTests.swift") else { continue }
                files.append("\(folder)/\(path)")
            }
        }
        return files.filter { fm.fileExists(atPath: root.appendingPathComponent($0).path) }.sorted()
    }

    /// One cited id, with the article it names.
    struct Citation: Equatable, CustomStringConvertible {
        var article: String
        var id: String
        var description: String { "\(article) \(id)" }
    }

    /// The decisions a text cites: an article's name followed by a list of ids (with ranges, and
    /// across a line break of a comment), a DocC link `<doc:Article#ID>`, and a README link
    /// `Article.md#id`.
    static func citations(in text: String) throws -> [Citation] {
        var found: [Citation] = []
        let list = try Regex(#"\b([A-Z][A-Za-z]*Decisions)"# + space + "(" + idPattern + "(?:" + separator + idPattern + ")*)")
        let single = try Regex(idPattern)
        for m in text.matches(of: list) {
            guard let article = m.output[1].substring, let ids = m.output[2].substring else { continue }
            found += ids.matches(of: single).map { Citation(article: String(article), id: String(ids[$0.range])) }
        }
        for m in text.matches(of: try Regex(#"<doc:([A-Za-z]*Decisions)#([^>]+)>"#)) {
            guard let article = m.output[1].substring, let id = m.output[2].substring else { continue }
            found.append(Citation(article: String(article), id: String(id)))
        }
        for m in text.matches(of: try Regex(#"([A-Za-z]*Decisions)\.md#([a-z]+[0-9]+[a-z]?)\)"#)) {
            guard let article = m.output[1].substring, let id = m.output[2].substring else { continue }
            found.append(Citation(article: String(article), id: String(id).uppercased()))
        }
        return found
    }

    /// What is left in a form of the old `Docs/` folder.
    static func oldForms(in text: String) throws -> [String] {
        let old = try Regex(#"(?:^|[^A-Za-z/])(Docs/[A-Za-z.]+\.(?:md|json)|[Dd]ecisions"# + space + idPattern + ")")
        return text.matches(of: old).compactMap { $0.output[1].substring.map(String.init) }
    }

    /// Paths of catalog articles the text names (`Sources/Touchstone/Touchstone.docc/Performance.md`).
    static func articlePaths(in text: String) throws -> [String] {
        let path = try Regex(#"(?:Playground/)?Sources/[A-Za-z]+/[A-Za-z]+\.docc/[A-Za-z]+\.md"#)
        return text.matches(of: path).map { String(text[$0.range]) }
    }

    @Test func everyDecisionIsAHeadingOfExactlyOneArticle() throws {
        let articles = try Self.decisionArticles()
        var owner: [String: String] = [:]
        for (article, ids) in articles {
            for id in ids {
                #expect(owner[id] == nil, "\(id) is in \(owner[id] ?? "") and \(article)")
                owner[id] = article
            }
        }
        #expect(owner.count >= 300, "only \(owner.count) decisions were found: are they still `### ID` headings?")
        // Each area is at home in one article.
        var homes: [String: Set<String>] = [:]
        for (id, article) in owner { homes[String(id.prefix { $0.isLetter }), default: []].insert(article) }
        for (area, articles) in homes { #expect(articles.count == 1, "area \(area) is spread over \(articles.sorted())") }
        #expect(owner["N11"] == "NavigationDecisions")
        #expect(owner["DR1"] == "DoctorDecisions")
        #expect(owner["PG13"] == "PlaygroundDecisions")
        #expect(owner["E10"] == "DocumentationDecisions")
    }

    @Test func everyDecisionCitationNamesAnIdOfItsArticle() throws {
        let articles = try Self.decisionArticles()
        var unresolved: [String] = []
        var count = 0
        for file in Self.citingFiles() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for citation in try Self.citations(in: text) {
                count += 1
                if !(articles[citation.article]?.contains(citation.id) ?? false) { unresolved.append("\(file): \(citation)") }
            }
            for path in try Self.articlePaths(in: text)
            where !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path) {
                unresolved.append("\(file): \(path) does not exist")
            }
        }
        #expect(unresolved == [])
        #expect(count > 300, "the scan found only \(count) decision citations: is the pattern still right?")
    }

    @Test func noCitationUsesAnOldForm() throws {
        var found: [String] = []
        for file in Self.citingFiles() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            found += try Self.oldForms(in: text).map { "\(file): \($0)" }
        }
        #expect(found == [], "cite \"NavigationDecisions N11\" or an article's path in its catalog; python3 rewrite-decision-citations.py cite rewrites the old forms (issue 32)")
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Docs").path)) ?? []
        #expect(docs == [], "Docs/ is gone: its articles are in the catalogs")
    }

    @Test func theCitationPatternReadsListsRangesAndLinks() throws {
        let found = try Self.citations(in: """
        (rules §9.1; ProfileDecisions V1, HumanGestureDecisions HG10) PerformanceDecisions F29–F31; see
        LayoutDecisions AL3/AL4 and ScenarioDecisions X1 and X2. UIKitPiecesDecisions K4-K6
        /// cited across a line (RobustnessDecisions
        /// R5, R10) and NavigationDecisions [N11](<doc:NavigationDecisions#N11>);
        [NavigationDecisions N2](Sources/Touchstone/Touchstone.docc/NavigationDecisions.md#n2)
        """).map(\.description)
        #expect(found == ["ProfileDecisions V1", "HumanGestureDecisions HG10", "PerformanceDecisions F29",
                          "PerformanceDecisions F31", "LayoutDecisions AL3", "LayoutDecisions AL4", "ScenarioDecisions X1",
                          "ScenarioDecisions X2", "UIKitPiecesDecisions K4", "UIKitPiecesDecisions K6",
                          "RobustnessDecisions R5", "RobustnessDecisions R10", "NavigationDecisions N2",
                          "NavigationDecisions N11", "NavigationDecisions N2"])
        // An id its article does not have, and an article that does not exist, do not resolve.
        let articles = try Self.decisionArticles()
        for bad in try Self.citations(in: "NavigationDecisions N99; NavigatonDecisions N11; <doc:ScrollingDecisions#N11>") {
            #expect(!(articles[bad.article]?.contains(bad.id) ?? false), "\(bad) resolves")
        }
        #expect(try Self.oldForms(in: "(Decisions N11) decisions F1–F5; Docs/Decisions.md K19; `Docs/Performance.md` round 8")
            == ["Decisions N11", "decisions F1", "Docs/Decisions.md", "Docs/Performance.md"])
        #expect(try Self.oldForms(in: "NavigationDecisions N11; the decisions of each area; Decisions: navigation") == [])
    }
}
