import ArgumentParser
import Foundation
import TouchstoneScenarios

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Turn what the debugger printed (recursiveDescription, _printHierarchy, gestureRecognizers) into a scenario file.",
        discussion: """
        Paste the output of `po view.recursiveDescription()` (and optionally `po UIViewController._printHierarchy()` \
        and `po view.gestureRecognizers`) into text files and name them here. A root navigation or tab bar \
        controller becomes the scene's own (`navigation:`, `tabs:`), with its back swipe and tab buttons; \
        `_printHierarchy` gives stacks, tabs and the selected tab. The scenario has an empty script: \
        ask `touchstone why SCENE --at X,Y`, run `touchstone explore SCENE`, or add gestures. Warnings (lines \
        skipped, classes mapped by a guess, texts the dump cut) go to standard error.
        """)

    @Argument(help: "Dump files, as pasted from the debugger; several combine into one scene.")
    var dumps: [String]

    @Option(name: .shortAndLong, help: "Where to write the scenario ('-' for standard output).")
    var output: String = "-"

    @Flag(help: "Replace an existing output file that an import did not write, or that was changed since.")
    var force = false

    func run() throws {
        let target = try destination(output, inputs: dumps, force: force) { head in
            String(decoding: head, as: UTF8.self).hasPrefix(HierarchyImport.header)
        }
        if !force, case .file(let path) = target.target { try refuseEditedImport(at: path) }
        let result: HierarchyImport.Result
        do { result = try HierarchyImport.importDumps(try dumps.map { try HierarchyImport.read(path: $0) }) }
        catch let e as ImportError { throw Failure(description: e.description) }
        catch let e as ScenarioError { throw Failure(description: e.description) }
        for w in result.warnings { printError(w.description) }
        printError("imported \(result.viewCount) views and \(result.recognizerCount) recognisers on a "
                   + "\(Int(result.screen.width)) × \(Int(result.screen.height)) pt screen, \(result.warningCount) warnings")
        try write(result.yaml, to: target)
    }

    /// An import's earlier output is replaced without `--force` only when it is exactly what the
    /// import wrote: the digest in its first line matches its content (ImportDecisions I15). The
    /// docs tell users to add a `script:` to that file; a second import must not take it away.
    func refuseEditedImport(at path: String) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        // An imported scene is far smaller than this; a larger file is not one as written.
        let limit = 32 << 20
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        let shown = output
        switch data.count > limit ? .editedImport : HierarchyImport.previousFile(String(decoding: data, as: UTF8.self)) {
        case .unchangedImport, .other:
            return
        case .editedImport:
            throw Failure(description: "\(shown) was changed since `touchstone import` wrote it (its content no longer matches the digest in its first line), so it is not replaced and your changes are kept. Import to another file (-o another.yaml) and carry your changes over, or pass --force to replace it.")
        case .importWithoutDigest:
            throw Failure(description: "\(shown) begins as an imported scene but carries no digest (written by an older touchstone, or its first line was edited), so changes since cannot be ruled out and it is not replaced. Import to another file (-o another.yaml), or pass --force to replace it.")
        }
    }
}
