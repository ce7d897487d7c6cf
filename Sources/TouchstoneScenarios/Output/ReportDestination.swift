import Foundation

/// Where a command writes what it produces (an HTML report), checked before
/// any work is done so that output never destroys data (decision R11 in the repository's
/// `Docs/Decisions.md`; <doc:TheCLI#Output-files>):
///
/// - `-` means standard output;
/// - an input of the same run (the same file, by path, symlink or hard link) is never written;
/// - symbolic links, folders, devices, pipes and sockets are refused, never replaced or written
///   through (a report is always a new regular file);
/// - an existing regular file is replaced only if it is a Touchstone report (or what
///   `replaceable` recognises as the command's own earlier output), or with `--force`;
/// - the file is written whole or not at all: a temporary file in the same folder, then a rename.
public struct ReportDestination: Sendable, Equatable {
    /// Where the output goes.
    public enum Target: Sendable, Equatable {
        /// Standard output (`-`).
        case standardOutput
        /// A file, replaced atomically.
        case file(path: String)
    }

    /// Where the output goes, once checked.
    public let target: Target

    /// What an existing file must contain in its first 4 KiB to be replaced without `--force`.
    public static let reportMarker = #"<meta name="generator" content="Touchstone">"#

    /// Checks `path` for `inputs` (the files this run reads); `replaceable` recognises files the
    /// command made earlier (by default, reports carrying `reportMarker`).
    public static func check(_ path: String, inputs: [String], force: Bool,
                             replaceable: (Data) -> Bool = { isReport($0) }) throws -> ReportDestination {
        if path == "-" { return ReportDestination(target: .standardOutput) }
        guard !path.isEmpty else { throw OutputError("the output path is empty") }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let fm = FileManager.default
        let parent = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw OutputError("\(path): the folder \(parent) does not exist")
        }
        if let attributes = try? fm.attributesOfItem(atPath: url.path) {
            let type = attributes[.type] as? FileAttributeType
            if type == .typeSymbolicLink {
                throw OutputError("\(path) is a symbolic link; reports are written as new regular files, so name the file itself")
            }
            if type == .typeDirectory { throw OutputError("\(path) is a folder; name a file inside it") }
            guard type == .typeRegular else {
                throw OutputError("\(path) is not a regular file (a device, pipe or socket); it is never written")
            }
            for input in inputs where sameFile(url.path, input) {
                throw OutputError("\(path) is an input of this run (\(input)); refusing to overwrite it")
            }
            if !force {
                let head = (try? FileHandle(forReadingFrom: url)).flatMap { h in
                    defer { try? h.close() }
                    return try? h.read(upToCount: 4096)
                } ?? Data()
                guard replaceable(head) else {
                    throw OutputError("\(path) already exists and is not a Touchstone report; pass --force to replace it")
                }
            }
        }
        guard fm.isWritableFile(atPath: parent) else { throw OutputError("\(path): the folder \(parent) is not writable") }
        return ReportDestination(target: .file(path: url.path))
    }

    /// Writes `text` whole: to standard output, or to a temporary file in the destination's
    /// folder that is then renamed over the destination.
    public func write(_ text: String) throws {
        switch target {
        case .standardOutput:
            FileHandle.standardOutput.write(Data(text.utf8))
        case .file(let path):
            do { try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) }
            catch { throw OutputError("\(path): the file could not be written (is the disk full, or was the folder removed?)") }
        }
    }

    /// Whether `head` starts a Touchstone HTML report.
    public static func isReport(_ head: Data) -> Bool {
        String(decoding: head, as: UTF8.self).contains(reportMarker)
    }

    /// Whether two paths name the same file: the same resolved path, or the same device and inode.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        let ra = URL(fileURLWithPath: a).resolvingSymlinksInPath().path
        let rb = URL(fileURLWithPath: b).resolvingSymlinksInPath().path
        if ra == rb { return true }
        let fm = FileManager.default
        guard let x = try? fm.attributesOfItem(atPath: ra), let y = try? fm.attributesOfItem(atPath: rb),
              let ix = (x[.systemFileNumber] as? NSNumber)?.uint64Value, let iy = (y[.systemFileNumber] as? NSNumber)?.uint64Value,
              let dx = (x[.systemNumber] as? NSNumber)?.uint64Value, let dy = (y[.systemNumber] as? NSNumber)?.uint64Value
        else { return false }
        return ix == iy && dx == dy
    }
}

/// A refusal or failure to write output, as a plain sentence.
public struct OutputError: Error, CustomStringConvertible, Equatable {
    /// The sentence.
    public let description: String
    /// A sentence saying what was refused or failed.
    public init(_ description: String) { self.description = description }
}
