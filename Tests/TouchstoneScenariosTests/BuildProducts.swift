import Foundation

/// The folder SwiftPM put this test run's products in (`.build/debug` on Linux,
/// `.build/<triple>/debug` on macOS): the one holding the `touchstone` executable beside the test
/// binary. `nil` when the tests run somewhere else (Xcode's derived data).
let buildProducts: URL? = {
    final class Marker {}
    let starts = [Bundle.main.executableURL, Bundle(for: Marker.self).bundleURL, Bundle.main.bundleURL].compactMap { $0 }
    let fm = FileManager.default
    for start in starts {
        var folder = start.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            if fm.isExecutableFile(atPath: folder.appendingPathComponent("touchstone").path) { return folder }
            folder.deleteLastPathComponent()
        }
    }
    return nil
}()

/// What a finished child process printed, and how it ended.
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `executable` with `arguments` in `folder` and waits for it. Output goes through files, not
/// pipes, so a chatty child can never block on a full pipe.
/// With `standardOutputTo` a device (e.g. `/dev/full`, where every write fails with "no space
/// left"), standard output goes there instead and `stdout` is empty.
func runProcess(_ executable: URL, _ arguments: [String], in folder: URL, standardOutputTo device: String? = nil) throws -> ProcessOutput {
    let fm = FileManager.default
    let scratch = fm.temporaryDirectory.appendingPathComponent("ts-process-\(UUID().uuidString)")
    try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
    _ = fm.createFile(atPath: outURL.path, contents: nil)
    _ = fm.createFile(atPath: errURL.path, contents: nil)
    guard let out = FileHandle(forWritingAtPath: device ?? outURL.path) else { throw CocoaError(.fileNoSuchFile) }
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try out.close()
    try err.close()
    return ProcessOutput(status: process.terminationStatus,
                         stdout: device == nil ? try String(contentsOf: outURL, encoding: .utf8) : "",
                         stderr: try String(contentsOf: errURL, encoding: .utf8))
}
