import Foundation
import Testing

/// `touchstone explore` says what the doctor would (issue 34): on seed 001 the back swipe never
/// fires — the whole conflict — and the explorer once printed "Recognisers that never fired: none".
@Suite("touchstone explore")
struct ExploreCLITests {
    @Test(.enabled(if: buildProducts != nil))
    func seed001sBackSwipeIsNamedAsNeverFiringAndTheDoctorsProblemFollows() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let file = (examplesFolder as NSString).appendingPathComponent("seed001-back-swipe-vs-scroll.yaml")
        let result = try runProcess(tool, ["explore", file], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n")
        #expect(lines.contains("Recognisers that never fired: nav.pop"))
        let doctor = try #require(lines.firstIndex { $0.hasPrefix("Doctor: ") })
        #expect(lines[doctor] == "Doctor: 1 problem — touchstone doctor gives each cause and UIKit's fix, verified on a copy of the scene")
        #expect(lines[doctor + 1].hasPrefix("  • [shadowed] nav.pop would fire on drag"))
        #expect(lines[doctor + 1].contains("gallery.pan recognises first and excludes it"))
    }
}
