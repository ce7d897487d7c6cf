import Foundation
import Yams

/// Limits that keep a careless or hostile scenario file from exhausting time or memory, each
/// reported as a positioned error that names the limit (<doc:ScenarioFiles#Limits>,
/// RobustnessDecisions R5 and R10).
///
/// The bundled examples are below 6 KB, 400 YAML nodes, 8 levels and 60 steps, so every limit
/// leaves a margin of more than ten times the largest real file.
public enum InputLimits {
    /// Largest scenario or WebDriver file read (4 MiB).
    public static let maximumFileBytes = 4 << 20
    /// YAML nodes after aliases are expanded: a 600-byte "billion laughs" file otherwise expands
    /// to tens of millions of views.
    public static let maximumNodes = 100_000
    /// Nesting of mappings and lists (libyaml's own limit, 1,000, is reached only after ours).
    public static let maximumDepth = 64
    /// Steps in one script, WebDriver ticks included.
    public static let maximumSteps = 10_000
    /// Characters of a view or recogniser id (ids are quoted in messages and trace lines).
    public static let maximumIdentifierLength = 200
    /// Characters of a value quoted back in an error message.
    public static let maximumEchoedCharacters = 60
    /// Views below a screen's root (`parent:` chains and `subviews:` alike), checked where a
    /// scenario is read and by the importer (decision R24): a touch-down crosses at most 128
    /// nested views of client classes (`TouchstoneError.viewTreeTooDeep`, decision R13) — the
    /// root and 127 levels under it.
    public static let maximumViewDepth = 127
    /// Largest debugger dump read, by `import`, `why`, `explore`, `doctor` and the playground's
    /// `serve` and `load` alike (64 MiB; decision R21): one limit in every command.
    public static let maximumDumpBytes = 64 << 20
    /// Coordinates, sizes and offsets in a scenario file, a WebDriver capture or a CLI option
    /// (`why --at`) are at most this far from 0 (pt; decision R21). A drag from 1e308 to -1e308
    /// would otherwise validate and then fail at run time (an infinite distance). The same bound
    /// as the importer's frames and the playground's pointer events.
    public static let maximumCoordinate: Double = 100_000
    /// The latest time a CLI option such as `why --time` names (seconds of virtual time).
    public static let maximumTime: TimeInterval = 1_000_000
    /// Worker threads a command may be asked for (`--threads`).
    public static let maximumThreads = 64

    /// Walks the composed document as the parser will (aliases expanded), without recursion,
    /// and stops at the first node beyond `maximumNodes` or `maximumDepth`.
    static func checkShape(of root: Node, file: String, deadline: ParseDeadline? = nil) throws {
        var stack: [(node: Node, depth: Int)] = [(root, 1)]
        var count = 0
        while let (node, depth) = stack.popLast() {
            count += 1
            let mark = node.mark
            if count % 4096 == 0 { try deadline?.check(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1) }
            if count > maximumNodes {
                throw ScenarioError(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1,
                                    message: "the document expands to more than \(maximumNodes) YAML nodes (aliases counted each time they are used); a scenario file is far smaller, so it is refused")
            }
            if depth > maximumDepth {
                throw ScenarioError(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1,
                                    message: "nesting deeper than \(maximumDepth) levels; a scenario file needs far fewer")
            }
            switch node {
            case .scalar, .alias: break
            case .sequence(let items): for item in items { stack.append((item, depth + 1)) }
            case .mapping(let map):
                for (key, value) in map { stack.append((key, depth + 1)); stack.append((value, depth + 1)) }
            }
        }
    }

    /// `text` quoted for an error message: whole when short, else its start and its length.
    public static func excerpt(_ text: String) -> String {
        guard text.count > maximumEchoedCharacters else { return "'\(text)'" }
        return "'\(text.prefix(maximumEchoedCharacters))…' (\(text.count) characters)"
    }

    /// libyaml's own nesting error, reworded with our limit (its text names a C function).
    static func isNestingError(_ problem: String) -> Bool {
        problem.contains("nest")
    }

    /// Reads at most `maximumFileBytes` of the regular file at `path`; a larger file, a
    /// directory or a special file is refused with a sentence, not read.
    static func readFile(_ path: String, limit: Int = maximumFileBytes, kind: String = "scenario file",
                         plural: String = "scenario files") throws -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ScenarioError(file: path, line: 1, column: 1, message: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw ScenarioError(file: path, line: 1, column: 1, message: "this is a folder, not a \(kind)")
        }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw ScenarioError(file: path, line: 1, column: 1, message: "not a regular file (a device, pipe or socket); \(plural) are read from regular files only")
        }
        guard let handle = FileHandle(forReadingAtPath: resolved) else {
            throw ScenarioError(file: path, line: 1, column: 1, message: "cannot open the file for reading (check its permissions)")
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: limit + 1)) ?? Data()
        guard data.count <= limit else {
            throw ScenarioError(file: path, line: 1, column: 1, message: "the file is larger than \(limit / (1 << 20)) MiB; \(plural) are far smaller, so it is refused")
        }
        return data
    }
}
