import Foundation
import Testing
@testable import TouchstoneScenarios

/// `validate` (and every command that reads a scenario): a point off the screen is an error where
/// it is written (ScenarioDecisions X14), and one mistake is one error (X13).
@Suite("Validate: off-screen points and one error per root cause")
struct ValidateRootCauseTests {
    @Test func aTapOffTheScreenIsAnErrorWhereItIsWritten() {
        let e = errors("""
        views:
          - { id: box, frame: [0, 0, 200, 200] }
        script:
          - tap: [1950, 125]
        """)
        #expect(e == ["t.yaml:4:10: script[0].tap: (1950, 125) is off the 390 × 844 pt screen; a finger touches points from (0, 0) to (390, 844)"])
    }

    @Test func everyKindOfScriptPointIsCheckedAgainstTheDevicesScreen() {
        let e = errors("""
        device: { screen: [320, 480] }
        views:
          - { id: box, frame: [0, 0, 200, 200] }
        script:
          - drag: { from: [10, 10], to: [330, 10] }
          - longPress: { point: [10, -1] }
          - down: { finger: 1, point: [319.5, 480] }
          - move: { finger: 1, to: [100, 481] }
          - up: { finger: 1, at: [100, 100] }
          - pinch: { center: [400, 100], from: 50, to: 100 }
        """)
        #expect(e == [
            "t.yaml:5:33: script[0].drag.to: (330, 10) is off the 320 × 480 pt screen; a finger touches points from (0, 0) to (320, 480)",
            "t.yaml:6:25: script[1].longPress.point: (10, -1) is off the 320 × 480 pt screen; a finger touches points from (0, 0) to (320, 480)",
            "t.yaml:8:28: script[3].move.to: (100, 481) is off the 320 × 480 pt screen; a finger touches points from (0, 0) to (320, 480)",
            "t.yaml:10:22: script[5].pinch.center: (400, 100) is off the 320 × 480 pt screen; a finger touches points from (0, 0) to (320, 480)",
        ])
    }

    @Test func pointsOnTheScreensEdgesAreAccepted() {
        #expect(errors("""
        views:
          - { id: box, frame: [0, 0, 200, 200] }
        script:
          - tap: [0, 0]
          - tap: [390, 844]
        """) == [])
    }

    @Test func aMisspeltClassIsOneErrorNotOnePerKeyAndName() {
        let e = errors("""
        views:
          - id: list
            class: tabelView
            frame: [0, 100, 390, 400]
            rows: 3
            rowHeight: 60
            trailingActions: [Delete]
            contentSize: [390, 800]
        recognizers:
          - { id: rowTap, kind: tap, view: list.row0 }
          - { builtin: list.pan, id: listPan, requireToFail: rowTap }
        script:
          - tap: [195, 125]
        expect:
          - fires: list.row0 touchesBegan
          - fires: list didSelectRowAt row [0, 0]
        """)
        #expect(e == ["t.yaml:3:12: views[0].class: unknown view class 'tabelView' (did you mean 'tableView'?); expected one of: view, label, imageView, button, control, switch, slider, textField, textView, scrollView, tableView, collectionView, webView, mapView, pageViewController, searchBar"])
    }

    @Test func aMisspeltRecogniserKindIsOneError() {
        let e = errors("""
        views:
          - id: box
            frame: [0, 0, 200, 200]
            recognizers:
              - { id: twice, kind: tapp, taps: 2, touches: 1 }
        script: []
        """)
        #expect(e.count == 1)
        #expect(e.first?.contains("unknown recogniser kind 'tapp'") == true)
    }

    @Test func aNameUnderAViewOfKnownClassIsStillChecked() {
        let e = errors("""
        views:
          - { id: list, class: tableView, frame: [0, 100, 390, 400], rows: 3 }
        script: []
        expect:
          - fires: list.rowX touchesBegan
        """)
        #expect(e.count == 1)
        #expect(e.first?.contains("unknown view or recogniser 'list.rowX'") == true)
    }

    @Test(.enabled(if: buildProducts != nil))
    func validatePrintsOneLinePerRootCause() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ts-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        views:
          - { id: list, class: tabelView, frame: [0, 100, 390, 400], rows: 3 }
        script:
          - tap: [1950, 125]
        """.write(to: folder.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let run = try runProcess(tool, ["validate", "bad.yaml"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").map { String($0.prefix(40)) } == [
            "bad.yaml:2:24: views[0].class: unknown v",
            "bad.yaml:4:10: script[0].tap: (1950, 125",
        ])
    }
}
