import Foundation
import Testing
@testable import Touchstone

/// Seed 001: a single tap that must wait for a double tap on the same view
/// (`tapGesture.require(toFail: doubleTapGesture)`), exact observable sequences (rules CC20).
@Suite("Seed 001 — single vs double tap with require(toFail:)")
struct Seed001TapTests {
    private func run(_ script: (Device) throws -> Void) throws -> (Device, [String]) {
        let v = LoggingView("contentView", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene(profile: .iOS13) { $0.addSubview(v) }
        let tapGesture = UITapGestureRecognizer { _ in device.trace.log("screen", "tapEvent") }
        tapGesture.name = "tapGesture"
        let doubleTapGesture = UITapGestureRecognizer { _ in device.trace.log("screen", "doubleTapEvent") }
        doubleTapGesture.name = "doubleTapGesture"
        doubleTapGesture.numberOfTapsRequired = 2
        v.addGestureRecognizer(tapGesture)
        v.addGestureRecognizer(doubleTapGesture)
        tapGesture.require(toFail: doubleTapGesture)
        try script(device)
        try device.settle()
        return (device, device.sequence("contentView", "screen", "tapGesture", "doubleTapGesture",
                                        kinds: [.touches, .action, .log, .state]))
    }

    @Test func doubleTapRunsOnlyTheDoubleTapHandler() throws {
        let (_, seq) = try run { d in
            try d.at(0, .down(id: 0, at: pt(195, 422))); try d.at(60, .up(id: 0))
            try d.at(180, .down(id: 0, at: pt(195, 422))); try d.at(240, .up(id: 0))
        }
        #expect(seq == [
            "contentView touchesBegan@0",
            "tapGesture possible→recognized@60",
            "tapGesture pending(recognized)@60",
            "contentView touchesEnded@60",
            "tapGesture ignores finger 0@180",
            "contentView touchesBegan@180",
            "doubleTapGesture possible→recognized@240",
            "tapGesture pending(recognized)→failed@240",
            "doubleTapGesture action@240",
            "screen doubleTapEvent@240",
            "tapGesture failed→possible@240",
            "doubleTapGesture recognized→possible@240",
            "contentView touchesCancelled@240",
        ])
    }

    @Test func singleTapRunsTheTapHandlerOnceTheDoubleTapGivesUp() throws {
        let (_, seq) = try run { d in
            try d.at(0, .down(id: 0, at: pt(195, 422))); try d.at(60, .up(id: 0))
        }
        #expect(seq == [
            "contentView touchesBegan@0",
            "tapGesture possible→recognized@60",
            "tapGesture pending(recognized)@60",
            "contentView touchesEnded@60",
            "doubleTapGesture possible→failed@410",
            "tapGesture proceeds (recognized)@410",
            "tapGesture action@410",
            "screen tapEvent@410",
            "tapGesture recognized→possible@410",
            "doubleTapGesture failed→possible@410",
        ])
    }

    @Test func withoutTheRequirementBothHandlersRun() throws {
        // CC19: the seed's reason for adding the requirement.
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene(profile: .iOS13) { $0.addSubview(v) }
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer(); log.attach(tap, as: "tapGesture")
        let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2; log.attach(double, as: "doubleTapGesture")
        v.addGestureRecognizer(tap); v.addGestureRecognizer(double)
        try device.at(0, .down(id: 0, at: pt(195, 422))); try device.at(60, .up(id: 0))
        try device.at(180, .down(id: 0, at: pt(195, 422))); try device.at(240, .up(id: 0))
        #expect(log.entries == ["tapGesture@60", "doubleTapGesture@240"])
    }
}
