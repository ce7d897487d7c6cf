import Foundation
import TouchstoneScenarios

/// The playground page: files of this target's `Page` folder (SwiftPM resources), read once, and
/// the timeline renderer it shares with the HTML report (`TimelineScript`).
/// Nothing else on disk is ever served: a path not in this list is 404 (PlaygroundDecisions PG3).
struct PageResources: Sendable {
    struct File: Sendable { var bytes: [UInt8]; var contentType: String }

    /// Files by URL path (`/` is `index.html`).
    let files: [String: File]

    static let types = ["html": "text/html; charset=utf-8", "js": "text/javascript; charset=utf-8",
                        "css": "text/css; charset=utf-8", "svg": "image/svg+xml"]

    static let names = ["index.html", "playground.js", "playground.css"]

    /// Where the page may be: SwiftPM's resource bundle beside the executable, then the checkout
    /// it was built from. `Bundle.module` is not
    /// used: it stops the process when the bundle is missing, where this reports it.
    static func candidates() -> [URL] {
        // The executable's own file from the system, never `argv[0]` (which resolves against the
        // current folder when the binary is run from `PATH`).
        var dirs: [URL] = []
        #if os(Linux)
        let link = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if link.path != "/proc/self/exe" { dirs.append(link.deletingLastPathComponent()) }
        #endif
        if let exe = Bundle.main.executableURL { dirs.append(exe.resolvingSymlinksInPath().deletingLastPathComponent()) }
        let bundle = "TouchstonePlayground_TouchstoneServer.resources"
        return dirs.map { $0.appendingPathComponent(bundle).appendingPathComponent("Page") }
            + [URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Page")]
    }

    /// Reads the page from the first candidate that has every file; fails naming where it looked.
    static func load(searching folders: [URL] = candidates()) throws -> PageResources {
        let fm = FileManager.default
        guard let folder = folders.first(where: { f in names.allSatisfy { fm.fileExists(atPath: f.appendingPathComponent($0).path) } }) else {
            throw PlaygroundServerError(description: "the playground page (\(names.joined(separator: ", "))) was not found; looked in \(folders.map(\.path).joined(separator: ", ")). Rebuild with `swift build --package-path Playground --product touchstone-serve`.")
        }
        var files: [String: File] = [:]
        for name in names {
            let ext = (name as NSString).pathExtension
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            files["/" + name] = File(bytes: Array(data), contentType: types[ext] ?? "application/octet-stream")
        }
        files["/timeline.js"] = File(bytes: Array(TimelineScript.source.utf8), contentType: types["js"]!)
        files["/"] = files["/index.html"]
        return PageResources(files: files)
    }
}

/// A problem that stops the playground from starting, in words.
public struct PlaygroundServerError: Error, CustomStringConvertible, Sendable {
    /// What went wrong and what to do.
    public var description: String
}
