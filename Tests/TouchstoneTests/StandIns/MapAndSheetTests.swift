import Foundation
import Testing
@testable import Touchstone

/// A map under a bottom sheet the app drags with its own pan (the Maps-style screen; issue 16's
/// "a map's pan vs a sheet's pan"; UIKitPiecesDecisions K20). Which pan moves is decided by where
/// the finger lands and where the app put the sheet's recogniser, not by where the finger goes.
@Suite("A map's pan vs a sheet's pan")
struct MapAndSheetTests {
    /// A full-screen map with a sheet over its lower part. The sheet's pan moves the sheet by the
    /// finger's vertical travel; it sits on the sheet, or (`onContainer`) on the screen's root
    /// view so that a drag anywhere can move the sheet — a common first attempt.
    func scene(onContainer: Bool = false, together: Bool = false) -> (Device, MKMapView, UIView, UIPanGestureRecognizer) {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        map.accessibilityIdentifier = "map"
        let sheet = UIView(frame: CGRect(x: 0, y: 500, width: 390, height: 344))
        sheet.accessibilityIdentifier = "sheet"
        var start: CGFloat = 0
        let pan = UIPanGestureRecognizer { pan in
            if pan.state == .began { start = sheet.frame.origin.y }
            sheet.frame.origin.y = start + pan.translation(in: nil).y
        }
        pan.name = "sheet.pan"
        if together { pan.delegate = Self.together }
        let (device, root) = makeScene {
            $0.addSubview(map)
            $0.addSubview(sheet)
        }
        (onContainer ? root : sheet).addGestureRecognizer(pan)
        return (device, map, sheet, pan)
    }

    final class Together: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
    }
    nonisolated(unsafe) static let together = Together()

    /// The states `subject` went through, each run of `changed` counted once.
    func stages(_ device: Device, _ subject: String) -> [UIGestureRecognizer.State] {
        var out: [UIGestureRecognizer.State] = []
        for t in device.trace.transitions(of: subject) where out.last != t.to || t.to != .changed { out.append(t.to) }
        return out
    }

    @Test func aDragOnTheSheetMovesTheSheetAndTheMapsPanNeverSeesTheTouch() throws {
        let (device, _, sheet, _) = scene()
        try device.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
        // 300 pt of travel less the pan's 10 pt hysteresis (rules §6.3).
        #expect(sheet.frame.origin.y == 210)
        #expect(stages(device, "sheet.pan") == [.began, .changed, .ended, .possible])
        #expect(device.trace.entries(of: "map.pan").isEmpty)
    }

    /// The touch keeps the view it landed on (rules R1): a drag that starts on the map and ends over
    /// the sheet pans the map all the way, and the sheet's pan is never offered it.
    @Test func aDragFromTheMapOntoTheSheetStaysWithTheMap() throws {
        let (device, _, sheet, _) = scene()
        try device.drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700))
        #expect(sheet.frame.origin.y == 500)
        #expect(stages(device, "map.pan") == [.began, .changed, .ended, .possible])
        #expect(device.trace.entries(of: "sheet.pan").isEmpty)
    }

    /// The sheet's pan on the container meets the map's pan on the same touch. Both ask to begin on
    /// the same move; the map's recognises and excludes the sheet's (the map's delegate lets only
    /// its own recognisers run together, and the sheet's has none). The sheet's
    /// delegate answering `shouldRecognizeSimultaneouslyWith` true lets both move.
    @Test func aSheetPanOnTheContainerLosesADragOnTheMapToTheMapsPanUntilItRecognisesSimultaneously() throws {
        let (device, _, sheet, _) = scene(onContainer: true)
        try device.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 100))
        #expect(sheet.frame.origin.y == 500)
        #expect(device.trace.actions(of: "map.pan").count > 0)
        // Both asked to begin on the first move past 10 pt; the sheet's pan is failed before its
        // action is sent, by the map's pan recognising in that event.
        #expect(device.trace.transitions(of: "sheet.pan").map(\.to) == [.began, .failed, .possible])
        #expect(device.trace.actions(of: "sheet.pan").isEmpty)
        let lost = try #require(device.trace.transitions(of: "sheet.pan").first { $0.to == .failed })
        #expect(lost.time == device.trace.transitions(of: "map.pan")[0].time && lost.rule == .excludedByRecognition && lost.other == "map.pan")

        let (device2, _, sheet2, _) = scene(onContainer: true, together: true)
        try device2.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 100))
        #expect(sheet2.frame.origin.y == 310)
        #expect(device2.trace.actions(of: "map.pan").count > 0)
        #expect(stages(device2, "sheet.pan") == [.began, .changed, .ended, .possible])
    }
}
