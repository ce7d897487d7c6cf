import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `touchstone serve`: starts the live playground, which is its own executable
/// (`touchstone-serve`) so that this one — and `swift run touchstone demo` — never compiles the
/// web server (Docs/Decisions.md PG1). Found beside this executable; under `swift run`, built
/// once on first use.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Touch a scene in the browser with real fingers and watch the recognisers decide (the live playground).",
        discussion: """
        touchstone serve [SCENE.yaml | DUMP.txt] [--port N] [--host 127.0.0.1]
        Runs the touchstone-serve executable with the same arguments; see Docs/Playground.md.
        """)

    @Argument(parsing: .captureForPassthrough, help: "A scene file or dump, then --port N and --host ADDRESS.")
    var arguments: [String] = []

    func run() throws {
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

    /// `touchstone-serve` beside this executable; in a SwiftPM build folder, built first when
    /// missing.
    static func serverExecutable() throws -> String {
        guard let me = ownExecutable() else { throw Failure(description: "cannot tell where this touchstone executable is, to find touchstone-serve beside it") }
        let folders = [me.deletingLastPathComponent()]
        let fm = FileManager.default
        if let found = folders.map({ $0.appendingPathComponent("touchstone-serve").path }).first(where: fm.isExecutableFile(atPath:)) {
            return found
        }
        // .build/<triple>/<configuration>/touchstone → the package is the folder holding .build.
        let folder = folders[0]
        let components = folder.pathComponents
        guard let buildIndex = components.lastIndex(of: ".build"), buildIndex > 0 else {
            throw Failure(description: "touchstone-serve was not found beside \(me.path); install it with touchstone, or build it with `swift build --product touchstone-serve`")
        }
        let root = NSString.path(withComponents: Array(components[..<buildIndex]))
        let configuration = folder.lastPathComponent == "release" ? "release" : "debug"
        printError("touchstone: building the playground server once (swift build --product touchstone-serve -c \(configuration); a few minutes the first time)…")
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--product", "touchstone-serve", "-c", configuration, "--package-path", root]
        try build.run()
        build.waitUntilExit()
        let built = folder.appendingPathComponent("touchstone-serve").path
        guard build.terminationStatus == 0, fm.isExecutableFile(atPath: built) else {
            throw Failure(description: "building touchstone-serve failed (exit \(build.terminationStatus)); run `swift build --product touchstone-serve` to see why")
        }
        return built
    }
}
