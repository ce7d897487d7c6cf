import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `touchstone serve`: starts the live playground, which is its own executable
/// (`touchstone-serve`, in the `Playground/` package) so that this one — and `swift run touchstone
/// demo` — never fetches or compiles the web server (PlaygroundDecisions PG1, PG13). Found beside
/// this executable or in the checkout's `Playground/.build`; under `swift run`, built once on
/// first use with one line saying so. `--help` never builds anything.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Touch a scene in the browser with real fingers and watch the recognisers decide (the live playground).",
        discussion: """
        touchstone serve [SCENE.yaml | DUMP.txt] [--port N] [--host ADDRESS]
          SCENE.yaml | DUMP.txt  a scenario file or a debugger dump (default: the bundled seed 001)
          --port N               the port, 0 picks a free one (default 7460)
          --host ADDRESS         the address to listen on (default 127.0.0.1; any other serves
                                 anyone who can reach it: the page has no authentication)
        Runs the touchstone-serve executable with the same arguments. From a checkout, the first
        call builds it (swift build --package-path Playground; about 5 minutes on 2 cores).
        See the Playground article of the TouchstoneScenarios documentation.
        """)

    @Argument(parsing: .captureForPassthrough, help: "A scene file or dump, then --port N and --host ADDRESS.")
    var arguments: [String] = []

    /// The words that ask for help, which this command answers itself without the server.
    static let helpWords: Set<String> = ["-h", "--help", "-help", "help"]

    func run() throws {
        if arguments.contains(where: Self.helpWords.contains) {
            print(Serve.helpMessage())
            return
        }
        let server = try Self.serverExecutable()
        let argv = [server] + arguments
        var cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        execv(server, &cArgs)
        throw Failure(description: "could not start \(server): \(String(cString: strerror(errno)))")
    }

    /// This executable's own file, from the system — never `argv[0]`, which is whatever the
    /// shell was given and resolves against the current folder when run from `PATH`.
    static func ownExecutable() -> URL? {
        #if os(Linux)
        let link = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if link.path != "/proc/self/exe" { return link }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath()
    }

    /// `touchstone-serve` beside this executable (an installed pair), else in the checkout's
    /// `Playground/.build/<configuration>/`; in a SwiftPM build folder with neither, built first.
    static func serverExecutable() throws -> String {
        guard let me = ownExecutable() else { throw Failure(description: "cannot tell where this touchstone executable is, to find touchstone-serve beside it") }
        let folder = me.deletingLastPathComponent()
        let fm = FileManager.default
        let beside = folder.appendingPathComponent("touchstone-serve").path
        if fm.isExecutableFile(atPath: beside) { return beside }
        // .build/<triple>/<configuration>/touchstone → the package is the folder holding .build.
        let components = folder.pathComponents
        guard let buildIndex = components.lastIndex(of: ".build"), buildIndex > 0 else {
            throw Failure(description: "touchstone-serve was not found beside \(me.path); install it with touchstone (Scripts/install.sh), or build it with `swift build --package-path Playground --product touchstone-serve`")
        }
        let root = NSString.path(withComponents: Array(components[..<buildIndex]))
        let playground = (root as NSString).appendingPathComponent("Playground")
        let configuration = folder.lastPathComponent == "release" ? "release" : "debug"
        let built = (playground as NSString).appendingPathComponent(".build/\(configuration)/touchstone-serve")
        if fm.isExecutableFile(atPath: built) { return built }
        guard fm.fileExists(atPath: (playground as NSString).appendingPathComponent("Package.swift")) else {
            throw Failure(description: "touchstone-serve was not found beside \(me.path), and \(playground) holds no Package.swift to build it from")
        }
        let log = (NSTemporaryDirectory() as NSString).appendingPathComponent("touchstone-serve-build-\(getpid()).log")
        printError("touchstone: building the playground server once (about 5 minutes on 2 cores the first time; log: \(log))")
        FileManager.default.createFile(atPath: log, contents: nil)
        let output = FileHandle(forWritingAtPath: log)
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--product", "touchstone-serve", "-c", configuration, "--package-path", playground]
        build.standardOutput = output
        build.standardError = output
        try build.run()
        build.waitUntilExit()
        try? output?.close()
        guard build.terminationStatus == 0, fm.isExecutableFile(atPath: built) else {
            let tail = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").suffix(15).joined(separator: "\n") ?? ""
            throw Failure(description: "building touchstone-serve failed (exit \(build.terminationStatus)); the end of \(log):\n\(tail)")
        }
        try? fm.removeItem(atPath: log)
        return built
    }
}
