import Foundation
import Testing
@testable import TouchstoneScenarios

/// Every code listing of the README and the DocC catalogs is compiled or run as written
/// (DocumentationDecisions E4):
///
/// - a ` ```swift ` listing is a whole program: it is written to a `main.swift` of its own, compiled
///   with `swiftc` against the `Touchstone` module this test run built, linked and run;
/// - a ` ```yaml ` listing is a whole scenario file: it must parse, and its expectations must hold;
///   one that starts with the `name:` line of a file of `Examples/` must be that file;
/// - a ` ```text ` listing is the output of the Swift or YAML listing before it (for a scenario, its
///   text timeline): each of its lines must be an output line, in the same order (an article may
///   leave lines out, never change one);
/// - in a ` ```sh ` listing, each `touchstone` command must name a real subcommand and only
///   options that subcommand has.
@Suite("Documentation listings")
struct DocumentationListingsTests {
    /// One fenced block of a Markdown file.
    struct Listing: CustomStringConvertible, Sendable {
        var file: String
        var line: Int
        var language: String
        var text: String
        /// The index in `listings` of the listing this one shows the output of (`text` only).
        var outputOf: Int?
        var description: String { "\(file):\(line) (\(language))" }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The records that came from `Docs/` with issue 32 (DocumentationDecisions E10): their listings
    /// are release builds, callgrind and sanitizer runs, and commands on the reader's own files
    /// (`screen.txt`, `scene.yaml`), which were never run from `Docs/`; the numbers test still reads them.
    static let recordsFromDocs: Set<String> = [
        "Sources/Touchstone/Touchstone.docc/Performance.md",
        "Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md",
        "Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md",
    ]

    /// The README and every article and landing page of the catalogs, relative to the root.
    static let allDocuments: [String] = {
        var files = ["README.md"]
        let fm = FileManager.default
        for catalog in ["Sources/Touchstone/Touchstone.docc", "Sources/TouchstoneScenarios/TouchstoneScenarios.docc"] {
            let names = (fm.enumerator(atPath: root.appendingPathComponent(catalog).path)?.compactMap { $0 as? String }) ?? []
            files += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return files
    }()

    /// The documents whose listings are compiled or run: all but `recordsFromDocs`.
    static let documents: [String] = allDocuments.filter { !recordsFromDocs.contains($0) }

    /// Every fenced block of every document, in order.
    static let listings: [Listing] = {
        var all: [Listing] = []
        for file in documents {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { continue }
            var open: (line: Int, language: String, body: [String])?
            var lastProgram: Int?
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                if var block = open {
                    if line.trimmingCharacters(in: .whitespaces) == "```" {
                        var listing = Listing(file: file, line: block.line, language: block.language,
                                              text: block.body.joined(separator: "\n") + "\n")
                        if block.language == "text" { listing.outputOf = lastProgram }
                        if block.language == "swift" || block.language == "yaml" { lastProgram = all.count }
                        all.append(listing)
                        open = nil
                    } else {
                        block.body.append(line)
                        open = block
                    }
                } else if line.hasPrefix("```") {
                    open = (index + 1, String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
                }
            }
        }
        return all
    }()

    static func indices(_ language: String) -> [Int] { listings.indices.filter { listings[$0].language == language } }

    struct ListingError: Error, CustomStringConvertible { var description: String }

    // MARK: Swift

    /// The folders holding `Touchstone.swiftmodule` and the `Touchstone` object files of this build.
    static func touchstoneBuild() throws -> (modules: [String], objects: [String]) {
        guard let products = buildProducts else { throw ListingError(description: "the build folder was not found beside the tests") }
        let objectsFolder = products.appendingPathComponent("Touchstone.build")
        // Only the objects of today's sources: a build folder keeps the object of a source file
        // deleted since (a pull, a merge), whose symbols would clash with their new home's.
        let sources = Set((FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources/Touchstone").path)?
            .compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.map { ($0 as NSString).lastPathComponent })
        let objects = ((try? FileManager.default.contentsOfDirectory(atPath: objectsFolder.path)) ?? [])
            .filter { $0.hasSuffix(".o") && (!$0.hasSuffix(".swift.o") || sources.contains(String($0.dropLast(2)))) }
            .sorted().map { objectsFolder.appendingPathComponent($0).path }
        guard !objects.isEmpty else { throw ListingError(description: "no object files in \(objectsFolder.path)") }
        return ([products.appendingPathComponent("Modules").path, products.path], objects)
    }

    /// Swift Testing's own entry point, as `swift test` calls it: the `main` of a listing that
    /// declares `@Test` functions, which then run as tests.
    static let testRunner = """
        import Foundation
        import Testing
        @main struct ListingTests {
            static func main() async {
                let status: CInt = await Testing.__swiftPMEntryPoint()
                exit(status)
            }
        }
        """

    /// Compiles `listing` as the `main.swift` of a program of its own, in Swift 6 mode, links it
    /// with the `Touchstone` objects of this build, and runs it. A listing that imports `Testing`
    /// is a test file instead: it is compiled as a library with Swift Testing's entry point as
    /// `main`, and its tests must run and pass. Returns `nil` where such a listing cannot be run
    /// (outside Linux, where Swift Testing's module and library live in the toolchain).
    static func runSwift(_ listing: Listing) throws -> ProcessOutput? {
        let imports = listing.text.components(separatedBy: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
        for module in imports where !["Touchstone", "Foundation", "Testing"].contains(module) {
            throw ListingError(description: "\(listing) imports \(module); listings may import Touchstone, Foundation and Testing")
        }
        let isTestFile = imports.contains("Testing")
        #if !os(Linux)
        if isTestFile { return nil }
        #endif
        let build = try touchstoneBuild()
        let fm = FileManager.default
        let folder = fm.temporaryDirectory.appendingPathComponent("ts-listing-\(UUID().uuidString)")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: folder) }
        try listing.text.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        var sources = ["main.swift"]
        if isTestFile {
            try testRunner.write(to: folder.appendingPathComponent("runner.swift"), atomically: true, encoding: .utf8)
            sources = ["-parse-as-library", "main.swift", "runner.swift"]
        }
        let compile = try runProcess(URL(fileURLWithPath: "/usr/bin/env"),
                                     ["swiftc", "-swift-version", "6"] + build.modules.flatMap { ["-I", $0] }
                                         + sources + build.objects + ["-o", "listing"], in: folder)
        guard compile.status == 0 else { throw ListingError(description: "\(listing) does not compile:\n\(compile.stderr)") }
        let run = try runProcess(folder.appendingPathComponent("listing"), [], in: folder)
        guard run.status == 0 else { throw ListingError(description: "\(listing) exited with \(run.status):\n\(run.stdout)\n\(run.stderr)") }
        let report = run.stdout + run.stderr
        if isTestFile, !report.contains("Test run with ") || report.contains(" with 0 tests") {
            throw ListingError(description: "\(listing) ran no test:\n\(report)")
        }
        return run
    }

    @Test func thereAreListingsOfEveryKind() {
        #expect(Self.documents.count > 10)
        for language in ["swift", "yaml", "text", "sh"] {
            #expect(!Self.indices(language).isEmpty, "no \(language) listing was found")
        }
    }

    /// Without the build folder the Swift listings cannot be compiled (Xcode keeps its products
    /// elsewhere); under CI that is a failure, not a skip.
    @Test func theBuildIsFoundUnderCI() {
        if ProcessInfo.processInfo.environment["CI"] != nil { #expect(buildProducts != nil) }
    }

    @Test(.enabled(if: buildProducts != nil), arguments: indices("swift"))
    func swiftListingCompilesRunsAndPrintsItsTextListings(_ index: Int) throws {
        guard let run = try Self.runSwift(Self.listings[index]) else { return }
        Self.checkTextListings(of: index, against: run.stdout)
    }

    // MARK: YAML

    @Test(arguments: indices("yaml"))
    func yamlListingIsAScenarioWhoseExpectationsHoldAndPrintsItsTextListings(_ index: Int) throws {
        let listing = Self.listings[index]
        let scenario = try ScenarioParser.parse(listing.text, file: listing.description)
        let result = ScenarioRunner.run(scenario)
        #expect(result.runError == nil, "\(listing): \(result.runError?.description ?? "")")
        for failure in result.failures {
            Issue.record("\(listing): \(failure.title)\n\(failure.details.joined(separator: "\n"))")
        }
        Self.checkTextListings(of: index, against: TextTimeline.render(result))
    }

    /// A listing that starts like a file of `Examples/` (its `name:` line) is that file, whole.
    @Test(arguments: indices("yaml"))
    func yamlListingOfAnExampleIsTheExampleFile(_ index: Int) throws {
        let listing = Self.listings[index]
        let firstLine = listing.text.prefix { $0 != "\n" }
        for name in exampleFiles {
            let example = try String(contentsOfFile: (examplesFolder as NSString).appendingPathComponent(name), encoding: .utf8)
            if example.prefix(while: { $0 != "\n" }) == firstLine {
                #expect(listing.text == example, "\(listing) differs from Examples/\(name)")
            }
        }
    }

    // MARK: Output

    @Test func everyTextListingFollowsASwiftOrYAMLListing() {
        for index in Self.indices("text") where Self.listings[index].outputOf == nil {
            Issue.record("\(Self.listings[index]) follows no swift or yaml listing")
        }
    }

    /// Each `text` listing shown as the output of `program` must be printed by it: every line, in
    /// that order (lines may be left out).
    static func checkTextListings(of program: Int, against output: String) {
        let printed = output.components(separatedBy: "\n").map(\.trimmingTrailingSpaces)
        for listing in listings where listing.outputOf == program {
            var next = printed.startIndex
            for (offset, expected) in listing.text.components(separatedBy: "\n").enumerated() {
                let line = expected.trimmingTrailingSpaces
                if line.isEmpty || line == "…" { continue }
                guard let found = printed[next...].firstIndex(of: line) else {
                    Issue.record("\(listing.file):\(listing.line + 1 + offset): not printed (in this order) by \(listings[program]):\n\(line)\n-- printed:\n\(printed.joined(separator: "\n"))")
                    break
                }
                next = found + 1
            }
        }
    }

    // MARK: Shell

    /// `touchstone SUB --option …` lines of the `sh` listings (after `swift run`, up to a `#`
    /// comment), as argument lists.
    static let commands: [(listing: Listing, arguments: [String])] = indices("sh").flatMap { index in
        let listing = listings[index]
        return listing.text.components(separatedBy: "\n").compactMap { line -> (Listing, [String])? in
            var words = line.components(separatedBy: " #").first!.split(separator: " ").map(String.init)
            if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
            if words.first == "\"$PREFIX/bin/touchstone\"" { words[0] = "touchstone" }
            guard words.first == "touchstone" else { return nil }
            return (listing, Array(words.dropFirst()))
        }
    }

    @Test(.enabled(if: buildProducts != nil))
    func everyTouchstoneCommandNamesARealSubcommandAndItsOptions() throws {
        let executable = try #require(buildProducts).appendingPathComponent("touchstone")
        #expect(Self.commands.count >= 10)
        var help: [String: String] = [:]
        for (listing, arguments) in Self.commands {
            guard let subcommand = arguments.first else { Issue.record("\(listing): touchstone without a subcommand"); continue }
            if help[subcommand] == nil {
                let run = try runProcess(executable, [subcommand, "--help"], in: Self.root)
                guard run.status == 0 else { Issue.record("\(listing): no subcommand '\(subcommand)'"); continue }
                help[subcommand] = run.stdout
            }
            for option in arguments.dropFirst() where option.hasPrefix("--") {
                #expect(help[subcommand]!.contains(option + " ") || help[subcommand]!.contains(option + "\n"),
                        "\(listing): touchstone \(subcommand) has no option \(option)")
            }
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " || s.last == "\t" || s.last == "\r" { s.removeLast() }
        return String(s)
    }
}
