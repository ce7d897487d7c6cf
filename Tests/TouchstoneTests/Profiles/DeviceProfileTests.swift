import Foundation
import Testing
@testable import Touchstone

/// One device-wide choice of iOS version (ProfileDecisions V1): every rule that device reports
/// show changing between versions reads the profile; per-object overrides still win.
@Suite("Device profiles: one iOS version per device (ProfileDecisions V1)")
struct DeviceProfileTests {
    @Test func aDeviceBehavesAsTheNewestProfileUnlessToldOtherwise() {
        let device = Device()
        #expect(device.profile == .iOS18)
        #expect(device.systemGestures.gateTimeout == 0.75)
        #expect(device.systemGestures.preferenceReading == .readsPreferenceOnlyOnUpdate)
        let old = Device(profile: .iOS11)
        #expect(old.systemGestures.gateTimeout == 1.0)
        #expect(old.systemGestures.preferenceReading == .rereadsPreferenceOnEveryEdgeTouch)
    }

    /// The table of ProfileDecisions V1, row by row.
    @Test(arguments: DeviceProfile.all)
    func theProfileTableGivesEachVersionItsRules(_ profile: DeviceProfile) {
        let v = profile.iOSVersion
        #expect(profile.interactivePopPolicy == (v <= 14 ? .scrollViewBeatsBackSwipe : .backSwipeBeatsScrollView))
        #expect(profile.switchBehavior == (v <= 12 ? .valueChangedAtEveryFlip : .valueChangedOnceAtDragEnd))
        #expect(profile.systemGateTimeout == (v <= 12 ? 1.0 : 0.75))
        #expect(profile.edgeDeferralPreferenceReading == (v <= 12 ? .rereadsPreferenceOnEveryEdgeTouch : .readsPreferenceOnlyOnUpdate))
        #expect(profile.cancelsTouchesBeforeFirstAction == (v <= 12))
        #expect(profile.hasContentBackSwipe == (v >= 26))
        #expect(profile.hasLiquidGlassDesign == (v >= 26))
        #expect(profile.description == "iOS \(v)")
    }

    @Test func versionsAreReadAsPeopleWriteThem() {
        for text in ["15", "15.4", "15.4.1", "iOS 15", "ios15", " iOS15 "] { #expect(DeviceProfile(iOS: text) == .iOS15, "\(text)") }
        for text in ["", "10", "19", "25", "27", "iOS", "15a", "1e1", "fifteen", "15..x", "-15", "١٥"] {
            #expect(DeviceProfile(iOS: text) == nil, "\(text)")
        }
        #expect(DeviceProfile.all.map(\.iOSVersion) == Array(11...18) + [26])
        #expect(DeviceProfile.newest == .iOS18)
        #expect(DeviceProfile(iOS: "26.1") == .iOS26)
    }

    @Test func aNavigationControllerFollowsItsDevicesProfileUnlessOverridden() {
        let nav = UINavigationController(rootViewController: UIViewController())
        #expect(nav.interactivePopPolicy == .backSwipeBeatsScrollView)  // not shown: the newest profile's
        let device = Device(profile: .iOS13)
        device.show(nav)
        #expect(nav.interactivePopPolicy == .scrollViewBeatsBackSwipe)
        #expect(nav.interactivePopPolicyOverride == nil)
        nav.interactivePopPolicy = .backSwipeBeatsScrollView
        #expect(nav.interactivePopPolicy == .backSwipeBeatsScrollView)
        #expect(nav.interactivePopPolicyOverride == .backSwipeBeatsScrollView)
    }

    @Test func aSwitchFollowsItsDevicesProfileUnlessOverridden() {
        let old = UISwitch(frame: CGRect(x: 50, y: 100, width: 51, height: 31))
        let (oldDevice, _) = makeScene(profile: .iOS12) { $0.addSubview(old) }
        #expect(old.behavior == .valueChangedAtEveryFlip)
        #expect(oldDevice.profile == .iOS12)
        let new = UISwitch(frame: CGRect(x: 50, y: 100, width: 51, height: 31))
        let (newDevice, _) = makeScene(profile: .iOS13) { $0.addSubview(new) }
        #expect(new.behavior == .valueChangedOnceAtDragEnd)
        new.behavior = .valueChangedAtEveryFlip
        #expect(new.behavior == .valueChangedAtEveryFlip)
        #expect(newDevice.profile == .iOS13)
    }

    /// Rules §13.1: the legacy log (P12, cases C10) has the view's cancel before a beginning pan's
    /// first action; the iOS 18 pipeline (D1/D2) has the action first. Taps send their action
    /// first on every version.
    @Test(arguments: [(DeviceProfile.iOS12, true), (.iOS13, false), (.iOS18, false)])
    func olderVersionsCancelTheViewBeforeAContinuousRecognizersFirstAction(_ profile: DeviceProfile, cancelFirst: Bool) throws {
        let view = LoggingView("panned", frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let (device, _) = makeScene(profile: profile) { $0.addSubview(view) }
        var order: [String] = []
        let pan = UIPanGestureRecognizer { g in if g.state == .began { order.append("pan began (views saw \(view.log.last ?? "nothing"))") } }
        view.addGestureRecognizer(pan)
        try device.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.2)
        #expect(order == [cancelFirst ? "pan began (views saw touchesCancelled)" : "pan began (views saw touchesBegan)"])
        #expect(view.log.last == "touchesCancelled")

        let tapped = LoggingView("tapped", frame: CGRect(x: 0, y: 500, width: 390, height: 100))
        var tapOrder: [String] = []
        tapped.addGestureRecognizer(UITapGestureRecognizer { _ in tapOrder.append("tap (views saw \(tapped.log.last ?? "nothing"))") })
        view.superview?.addSubview(tapped)
        try device.tap(at: CGPoint(x: 100, y: 550))
        #expect(tapOrder == ["tap (views saw touchesBegan)"])
        #expect(tapped.log == ["touchesBegan", "touchesCancelled"])
    }

    /// Rules §10.3 and seed 000 ("about one second"): the bottom gate holds a touch 1 s on iOS 11
    /// and 12, 0.75 s from iOS 13 (D13).
    @Test(arguments: [(DeviceProfile.iOS11, 1000), (.iOS12, 1000), (.iOS13, 750), (.iOS18, 750)])
    func theBottomGateHoldsATouchForItsVersionsTime(_ profile: DeviceProfile, heldFor ms: Int) throws {
        let button = UIButton(frame: CGRect(x: 100, y: 800, width: 190, height: 40))
        button.accessibilityIdentifier = "btn"
        let (device, _) = makeScene(profile: profile) { $0.addSubview(button) }
        try device.touchDown(at: CGPoint(x: 195, y: 820))
        try device.advance(by: 1.5)
        try device.touchUp()
        let down = device.trace.entries.first { $0.kind == .control && $0.message == "touchDown" }
        #expect(down.map { Int(($0.time * 1000).rounded()) } == ms)
    }
}
