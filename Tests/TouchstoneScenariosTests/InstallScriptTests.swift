import Foundation
import Testing

/// `Scripts/install.sh` (DocumentationDecisions E7): its steps, printed by `--dry-run` without doing
/// any of them, and its refusals. The whole install (a release build) was run by hand.
@Suite("Install script")
struct InstallScriptTests {
    static let root = DocumentationListingsTests.root
    static let script = root.appendingPathComponent("Scripts/install.sh")

    static func run(_ arguments: [String]) throws -> ProcessOutput {
        try runProcess(URL(fileURLWithPath: "/bin/sh"), [script.path] + arguments, in: FileManager.default.temporaryDirectory)
    }

    @Test func dryRunPrintsEveryStepAndTouchesNothing() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("ts-install-\(UUID().uuidString)").path
        let run = try Self.run(["--dry-run", prefix])
        #expect(run.status == 0, "\(run.stderr)")
        let root = Self.root.standardizedFileURL.path
        let bundle = "Touchstone_TouchstoneExamples.resources"
        var expected = [
            "Installing touchstone into \(prefix) (release build: a few minutes the first time)",
            "+ swift build -c release --package-path \(root) --product touchstone",
            "+ mkdir -p \(prefix)/bin \(prefix)/share/touchstone",
            "+ rm -f \(prefix)/bin/touchstone",
            "+ cp \(root)/.build/release/touchstone \(prefix)/bin/touchstone",
            "+ rm -rf \(prefix)/share/touchstone/\(bundle)",
            "+ cp -R \(root)/.build/release/\(bundle) \(prefix)/share/touchstone/\(bundle)",
        ]
        let serverBuilt = FileManager.default.isExecutableFile(atPath: "\(root)/Playground/.build/release/touchstone-serve")
        if !serverBuilt { expected.append("(the playground server is not installed: add --with-server to build and install it)") }
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(expected.count)) == expected)
        #expect(lines.last == "(dry run: nothing was built or copied)")
        #expect(!FileManager.default.fileExists(atPath: prefix))
    }

    @Test func withServerAddsTheServersStepsBesideItsBundles() throws {
        let prefix = "/tmp/ts-install-server"
        let run = try Self.run(["--with-server", "--dry-run", prefix])
        #expect(run.status == 0)
        let root = Self.root.standardizedFileURL.path
        #expect(run.stdout.contains("+ swift build -c release --package-path \(root)/Playground --product touchstone-serve\n"))
        #expect(run.stdout.contains("+ cp \(root)/Playground/.build/release/touchstone-serve \(prefix)/libexec/touchstone/touchstone-serve\n"))
        #expect(run.stdout.contains("+ ln -sf \(prefix)/libexec/touchstone/touchstone-serve \(prefix)/bin/touchstone-serve\n"))
    }

    @Test func anUnknownOptionIsRefused() throws {
        let run = try Self.run(["--prefix=/opt"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("install.sh: unknown option --prefix=/opt\nusage: Scripts/install.sh"))
        let two = try Self.run(["/a", "/b"])
        #expect(two.status == 2)
        #expect(two.stderr == "install.sh: one PREFIX, not '/a' and '/b'\n")
    }
}
