import Foundation
import Testing

/// A report is the same file on every run: the same scene written twice by two processes gives
/// the same bytes (RobustnessDecisions R27).
@Suite("HTML reports are the same file on every run (R27)")
struct ReportStabilityTests {
    @Test(.enabled(if: buildProducts != nil))
    func twoProcessesWriteTheSameReportByteForByte() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let scene = (examplesFolder as NSString).appendingPathComponent("seed001-back-swipe-vs-scroll.yaml")
        let runs = try (0..<3).map { _ in try runProcess(tool, ["run", scene, "--html", "-"], in: FileManager.default.temporaryDirectory) }
        #expect(runs.allSatisfy { $0.status == 0 })
        #expect(runs[0].stdout.contains("<script type=\"application/json\" id=\"lanes0\">"))
        #expect(runs[1].stdout == runs[0].stdout)
        #expect(runs[2].stdout == runs[0].stdout)
    }
}
