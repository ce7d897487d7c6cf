import Foundation
import Testing

/// The comparison of `Benchmarks/ratchet.sh` (Sources/Touchstone/Touchstone.docc/Performance.md, "The ratchet"; PerformanceDecisions F30):
/// given counts against a given record, no build and no valgrind. The measuring half of the script
/// is run by hand and in the round's record; these pin what makes it fail.
@Suite struct RatchetCheckTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = repository.appendingPathComponent("Benchmarks/ratchet.sh")

    static let record = """
        {
          "toolchain": "Swift version 6.3.1 (swift-6.3.1-RELEASE)",
          "reason": "test record",
          "counts": {
            "event.depth0": 3400,
            "hittest.11110": 1200,
            "mallocs.tap": 1.00
          }
        }
        """

    /// Runs `ratchet.sh compare` on a record and a counts file; the exit status and what it printed.
    func compare(record: String = Self.record, counts: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ratchet-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recordURL = folder.appendingPathComponent("ratchet.json"), countsURL = folder.appendingPathComponent("counts")
        try record.write(to: recordURL, atomically: true, encoding: .utf8)
        try counts.write(to: countsURL, atomically: true, encoding: .utf8)
        let outURL = folder.appendingPathComponent("out")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [Self.script.path, "compare", recordURL.path, countsURL.path]
        process.standardOutput = out
        process.standardError = out
        try process.run()
        process.waitUntilExit()
        try out.close()
        return (process.terminationStatus, try String(contentsOf: outURL, encoding: .utf8))
    }

    @Test func countsEqualToTheRecordPass() throws {
        let result = try compare(counts: "event.depth0 3400\nhittest.11110 1200\nmallocs.tap 1.00\n")
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("ratchet: every count within 2 % of the record\n"))
    }

    @Test func aRecordedCountLoweredByHandFails() throws {
        // The measured 3,400 against a record lowered by hand to 3,300: +3.0 %.
        let lowered = Self.record.replacingOccurrences(of: "3400", with: "3300")
        let result = try compare(record: lowered, counts: "event.depth0 3400\nhittest.11110 1200\nmallocs.tap 1.00\n")
        #expect(result.status == 1)
        #expect(result.output.contains("FAIL event.depth0           recorded       3300  measured       3400    +3.0 %"))
        #expect(result.output.contains("Benchmarks/ratchet.sh record \"<reason>\""))
    }

    @Test func growthUpToTwoPercentPassesAndBeyondFails() throws {
        #expect(try compare(counts: "event.depth0 3468\nhittest.11110 1200\nmallocs.tap 1.00\n").status == 0)
        let over = try compare(counts: "event.depth0 3469\nhittest.11110 1200\nmallocs.tap 1.00\n")
        #expect(over.status == 1)
        #expect(over.output.contains("FAIL event.depth0"))
    }

    @Test func aCountFallenMoreThanTwoPercentFailsUntilRecorded() throws {
        let result = try compare(counts: "event.depth0 3400\nhittest.11110 1100\nmallocs.tap 1.00\n")
        #expect(result.status == 1)
        #expect(result.output.contains("FAIL hittest.11110          recorded       1200  measured       1100    -8.3 %"))
    }

    @Test func oneMoreMallocPerTapFails() throws {
        let result = try compare(counts: "event.depth0 3400\nhittest.11110 1200\nmallocs.tap 2.00\n")
        #expect(result.status == 1)
        #expect(result.output.contains("FAIL mallocs.tap"))
    }

    @Test func aRecordedCountNotMeasuredFails() throws {
        let result = try compare(counts: "event.depth0 3400\nmallocs.tap 1.00\n")
        #expect(result.status == 1)
        #expect(result.output.contains("FAIL hittest.11110          recorded 1200, not measured"))
    }

    @Test func theRepositoryRecordNamesItsToolchainAndEveryMeasure() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("Benchmarks/ratchet.json"), encoding: .utf8)
        #expect(text.contains("\"toolchain\": \"Swift version "))
        #expect(text.contains("\"reason\": \""))
        let names = ["event.depth0", "event.depth16", "event.depth0.trace", "event.depth16.trace", "moved",
                     "mallocs.moved", "tap", "mallocs.tap", "hittest.11110", "hittest.16382",
                     "swiftui.build", "swiftui.rerender", "swiftui.drag", "swiftui.drag.ios17", "uikit.drag"]
        let counts = names.compactMap { name -> String? in
            guard let line = text.split(separator: "\n").first(where: { $0.contains("\"\(name)\":") }) else { return nil }
            let value = line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ",")))
            return "\(name) \(value)"
        }
        #expect(counts.count == names.count)
        // The record compared with its own counts passes.
        let result = try compare(record: text, counts: counts.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
    }

    /// The record and the script agree: every count recorded is one the script measures (a
    /// `marginal NAME …` run, with `mallocs.NAME` for the tap and the moved event), and every
    /// measure is recorded, so a measure added to the script cannot go unrecorded (PerformanceDecisions F42).
    @Test func everyRecordedCountIsMeasuredByTheScriptAndEveryMeasureIsRecorded() throws {
        let script = try String(contentsOf: Self.script, encoding: .utf8)
        var measured: Set<String> = []
        for line in script.split(separator: "\n") where line.hasPrefix("marginal ") {
            let name = String(line.split(separator: " ")[1])
            measured.insert(name)
            if name == "tap" || name == "moved" { measured.insert("mallocs." + name) }
        }
        let text = try String(contentsOf: Self.repository.appendingPathComponent("Benchmarks/ratchet.json"), encoding: .utf8)
        guard let start = text.range(of: "\"counts\": {"), let end = text.range(of: "}", range: start.upperBound..<text.endIndex) else {
            Issue.record("no counts in Benchmarks/ratchet.json")
            return
        }
        let recorded = Set(text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: "\"")
            return parts.count >= 2 ? String(parts[1]) : nil
        })
        #expect(measured.count == 15)
        #expect(recorded == measured)
    }
}
