import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes what it produces (an HTML report), checked before
/// any work is done so that output never destroys data (RobustnessDecisions R11; <doc:TheCLI#Output-files>):
///
/// - `-` means standard output;
/// - an input of the same run (the same file, by path, symlink or hard link) is never written;
/// - symbolic links, folders, devices, pipes and sockets are refused, never replaced or written
///   through (a report is always a new regular file);
/// - an existing regular file is replaced only if it is a Touchstone report (or what
///   `replaceable` recognises as the command's own earlier output), or with `--force`;
/// - the file is written whole or not at all: a temporary file in the same folder, then a rename;
/// - a replaced file keeps its permissions, never opened wider than a new file would be: the new
///   mode is the old file's mode and the mode a new file gets (umask) together, so a 0600 file
///   stays 0600; the group is kept when the system allows it, else the group's bits are dropped
///   (decision R16);
/// - a write that fails (a full disk, `/dev/full` as standard output) is an ``OutputError``,
///   never a crash or a silent exit 0.
package struct ReportDestination: Sendable, Equatable {
    /// Where the output goes.
    package enum Target: Sendable, Equatable {
        /// Standard output (`-`).
        case standardOutput
        /// A file, replaced atomically.
        case file(path: String)
    }

    /// Where the output goes, once checked.
    package let target: Target

    /// What an existing file must contain in its first 4 KiB to be replaced without `--force`.
    package static let reportMarker = #"<meta name="generator" content="Touchstone">"#

    /// Checks `path` for `inputs` (the files this run reads); `replaceable` recognises files the
    /// command made earlier (by default, reports carrying `reportMarker`).
    package static func check(_ path: String, inputs: [String], force: Bool,
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
    /// folder that is then renamed over the destination (keeping a replaced file's permissions).
    package func write(_ text: String) throws {
        switch target {
        case .standardOutput:
            try StandardOutput.write(text)
        case .file(let path):
            try Self.replace(path, with: Data(text.utf8))
        }
    }

    /// Writes `data` to a new temporary file beside `path` (created 0600, so nothing is readable
    /// before its final mode is set), then gives it its final mode and renames it over `path`.
    static func replace(_ path: String, with data: Data) throws {
        let failed = OutputError("\(path): the file could not be written (is the disk full, or was the folder removed?)")
        let url = URL(fileURLWithPath: path)
        var old = stat()
        let replacing = lstat(path, &old) == 0 && (old.st_mode & S_IFMT) == S_IFREG
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).touchstone-\(UUID().uuidString).tmp").path
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failed }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var done = false
        defer { if !done { try? handle.close(); unlink(temporary) } }
        // The mode a new file gets here (0666 less the umask), read back from the kernel.
        var fresh = stat()
        guard fstat(fd, &fresh) == 0, fchmod(fd, 0o600) == 0 else { throw failed }
        do { try handle.write(contentsOf: data); try handle.synchronize() } catch { throw failed }
        var mode = fresh.st_mode & 0o777
        if replacing {
            mode &= old.st_mode & 0o777
            // Same group as before, or no group access at all: another group never gains it.
            if old.st_gid != fresh.st_gid && fchown(fd, uid_t.max, old.st_gid) != 0 { mode &= ~0o070 }
        }
        guard fchmod(fd, mode) == 0 else { throw failed }
        do { try handle.close() } catch { throw failed }
        guard rename(temporary, path) == 0 else { throw failed }
        done = true
    }

    /// Whether `head` starts a Touchstone HTML report.
    package static func isReport(_ head: Data) -> Bool {
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
package struct OutputError: Error, CustomStringConvertible, Equatable {
    /// The sentence.
    package let description: String
    /// A sentence saying what was refused or failed.
    package init(_ description: String) { self.description = description }
}

/// Standard output, written with every failure reported: a full device, a closed file or a
/// broken pipe is an ``OutputError``, so a command that could not write what it produced never
/// exits 0 (decision R17).
package enum StandardOutput {
    /// Writes `text` whole to standard output, or throws. `sync: false` leaves the check that
    /// the bytes reached a file to a later write (one piece of a long output).
    package static func write(_ text: String, sync: Bool = true) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
            // A file on a full disk may accept the bytes into the page cache and refuse them only
            // here; a terminal, pipe or socket has nothing to flush.
            if sync, isRegularFile, fsync(FileHandle.standardOutput.fileDescriptor) != 0, errno != EINVAL { throw failure }
        } catch {
            throw failure
        }
    }

    static let failure = OutputError("standard output could not be written (is the disk full, or was the reader closed?)")

    static let isRegularFile: Bool = {
        var st = stat()
        return fstat(FileHandle.standardOutput.fileDescriptor, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }()
}
