import Foundation
import Testing
@testable import Touchstone

/// Target-action and UIAction on controls (rules §7.2).
@Suite("Target-action (rules §7.2)")
struct TargetActionTests {
    final class Screen: UIViewController {
        var calls: [String] = []
        func search(_ sender: UIButton) { calls.append("search(\(sender.traceName))") }
        func refresh() { calls.append("refresh") }
        func tapped(_ sender: UIControl, _ event: UIEvent?) { calls.append("tapped(event: \(event != nil))") }
    }

    private func scene(_ build: (UIView) -> Void) -> (Device, UIView) { makeScene(build) }

    @Test func methodReferencesOfEveryShapeAreCalled() throws {
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let screen = Screen()
        btn.addTarget(screen, action: Screen.search, for: .touchUpInside)
        btn.addTarget(screen, action: Screen.refresh, for: .touchDown)
        btn.addTarget(screen, action: Screen.tapped, for: .touchUpInside)
        let (device, _) = scene { $0.addSubview(btn) }
        try device.tap(at: CGPoint(x: 195, y: 422))
        #expect(screen.calls == ["refresh", "search(Btn)", "tapped(event: true)"])
    }

    @Test func targetIsHeldWeakly() throws {
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        weak var gone: Screen?
        do {
            let screen = Screen()
            gone = screen
            btn.addTarget(screen, action: Screen.refresh, for: .touchUpInside)
            #expect(btn.allTargets.count == 1)
        }
        #expect(gone == nil)
        #expect(btn.allTargets.isEmpty)
        let (device, _) = scene { $0.addSubview(btn) }
        try device.tap(at: CGPoint(x: 195, y: 422))  // nothing to call, nothing crashes
        #expect(device.controlEvents(of: "Btn").contains("touchUpInside@80"))
    }

    @Test func nilTargetTravelsTheResponderChain() throws {
        // Rules §7.2: a nil target goes to the first responder of the method's type along the chain.
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let screen = Screen()
        screen.view.addSubview(btn)
        btn.addTarget(nil as Screen?, action: Screen.search, for: .touchUpInside)
        let device = Device()
        device.show(screen)
        try device.tap(at: CGPoint(x: 195, y: 422))
        #expect(screen.calls == ["search(Btn)"])
    }

    @Test func sameTargetAndActionMergeIntoOneEntryMovedToTheEnd() throws {
        // Rules §7.2 / D11 `_addControlTargetAction:`.
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let screen = Screen()
        var order: [String] = []
        btn.addAction(UIAction(identifier: .init("first")) { _ in order.append("first") }, for: .touchUpInside)
        for events in [UIControl.Event.touchDown, .touchUpInside] {
            btn.addTarget(screen, action: Screen.refresh, for: events)  // same call site twice
        }
        btn.addAction(UIAction(identifier: .init("last")) { _ in order.append("last") }, for: .touchUpInside)
        btn.addAction(UIAction(identifier: .init("first")) { _ in order.append("first again") }, for: .touchDown)
        #expect(btn.registrations.count == 3)
        #expect(btn.allControlEvents == [.touchDown, .touchUpInside])
        screen.calls.removeAll()
        btn.addAction(UIAction { _ in order.append("refresh?") }, for: .valueChanged)
        btn.sendActions(for: .touchUpInside)
        #expect(screen.calls == ["refresh"])
        // "first" was re-added with the merged mask and now runs after "last".
        #expect(order == ["last", "first again"])
        #expect(btn.actions(forTarget: screen, forControlEvent: [.touchDown, .touchUpInside])?.count == 1)
    }

    @Test func explicitNamesIdentifyActionsForRemoval() throws {
        let btn = makeButton("Btn", frame: .zero)
        let screen = Screen()
        btn.addTarget(screen, action: Screen.refresh, for: [.touchDown, .touchUpInside], name: "refresh")
        btn.addTarget(screen, action: Screen.refresh, for: .valueChanged, name: "refresh")
        #expect(btn.registrations.count == 1)
        #expect(btn.actions(forTarget: screen, forControlEvent: .valueChanged) == ["refresh"])
        btn.removeTarget(screen, action: "refresh", for: .touchDown)
        #expect(btn.allControlEvents == [.touchUpInside, .valueChanged])
        btn.removeTarget(screen, action: "other", for: .allEvents)
        #expect(btn.registrations.count == 1)
        btn.removeTarget(nil, for: .allEvents)
        #expect(btn.registrations.isEmpty)
    }

    @Test func uiActionRunsWithTheControlAsSenderAndCanBeRemoved() throws {
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        var senders: [String] = []
        let action = UIAction(title: "Go", identifier: .init("go")) { a in
            senders.append((a.sender as? UIControl)?.traceName ?? "none")
        }
        btn.addAction(action, for: [.touchDown, .touchUpInside])
        let (device, _) = scene { $0.addSubview(btn) }
        try device.tap(at: CGPoint(x: 195, y: 422))
        #expect(senders == ["Btn", "Btn"])
        #expect(action.sender == nil)
        btn.removeAction(identifiedBy: .init("go"), for: .touchDown)
        try device.advance(by: 1); try device.tap(at: CGPoint(x: 195, y: 422))
        #expect(senders.count == 3)
        btn.removeAction(action, for: .touchUpInside)
        #expect(btn.registrations.isEmpty)
    }

    @Test func primaryActionFollowsTouchUpInside() throws {
        // Rules §7.2: init(frame:primaryAction:) registers for primaryActionTriggered, which UIButton
        // sends right after touchUpInside; the button takes the action's title.
        var order: [String] = []
        let btn = UIButton(frame: CGRect(x: 145, y: 400, width: 100, height: 44),
                           primaryAction: UIAction(title: "Search") { _ in order.append("primary") })
        btn.addAction(UIAction { _ in order.append("touchUpInside") }, for: .touchUpInside)
        #expect(btn.title(for: .normal) == "Search")
        #expect(btn.traceName == "UIButton \"Search\"")
        let (device, _) = scene { $0.addSubview(btn) }
        try device.tap(at: CGPoint(x: 195, y: 422))
        #expect(order == ["touchUpInside", "primary"])
        #expect(device.controlEvents(of: "UIButton \"Search\"") == ["touchDown@0", "touchUpInside@80", "primaryActionTriggered@80"])
    }

    @Test func customControlHasNoPrimaryEvent() throws {
        let ctl = CustomControl("Ctl", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let (device, _) = scene { $0.addSubview(ctl) }
        try device.tap(at: CGPoint(x: 195, y: 422))
        #expect(device.controlEvents(of: "Ctl") == ["touchDown@0", "touchUpInside@80"])
        ctl.performPrimaryAction()
        #expect(device.controlEvents(of: "Ctl").last == "primaryActionTriggered@80")
    }

    @Test func sendActionsIsRecordedAndAddsThePrimaryEvent() throws {
        let btn = makeButton("Btn", frame: .zero)
        let (device, _) = scene { $0.addSubview(btn) }
        var calls = 0
        btn.addAction(UIAction { _ in calls += 1 }, for: [.touchUpInside, .primaryActionTriggered])
        btn.sendActions(for: .touchUpInside)
        #expect(calls == 2)
        #expect(device.controlEvents(of: "Btn") == ["touchUpInside@0", "primaryActionTriggered@0"])
        let entry = device.trace.entries.first { $0.kind == .control }
        #expect(entry?.cause == "sendActions(for:)")
    }

    @Test func emptyMaskIsReportedNotRegistered() {
        let (device, _) = scene { _ in }
        let btn = makeButton("Btn", frame: .zero)
        device.application.windows.first?.addSubview(btn)
        btn.addAction(UIAction { _ in }, for: [])
        #expect(btn.registrations.isEmpty)
        #expect(device.lines(.error) == ["Btn addAction ignored"])
    }

    @Test func handlerMayRemoveItselfWhileRunning() throws {
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        var calls = 0
        btn.addAction(UIAction(identifier: .init("once")) { [weak btn] _ in
            calls += 1
            btn?.removeAction(identifiedBy: .init("once"), for: .allEvents)
        }, for: .touchUpInside)
        let (device, _) = scene { $0.addSubview(btn) }
        try device.tap(at: CGPoint(x: 195, y: 422))
        try device.advance(by: 1); try device.tap(at: CGPoint(x: 195, y: 422))
        #expect(calls == 1)
    }
}
