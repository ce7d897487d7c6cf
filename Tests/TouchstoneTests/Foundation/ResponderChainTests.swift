import Foundation
import Testing
@testable import Touchstone

/// Rules §2 (R1–R5) and CC08–CC13.
@Suite("Responder chain, multi-touch, exclusive touch (rules §2)")
struct ResponderChainTests {
    @Test func viewsNextIsSuperviewUnlessItIsAControllersRootView() {
        let vc = UIViewController()
        let child = UIView(frame: .zero)
        vc.view.addSubview(child)
        #expect(child.next === vc.view)
        #expect(vc.view.next === vc)
    }

    @Test func rootControllersNextIsTheWindowAndWindowsNextIsTheApplication() {
        let device = Device()
        let vc = UIViewController()
        let window = device.show(vc)
        #expect(vc.next === window)
        #expect(window.next === device.application)
    }

    @Test func childControllersNextIsItsViewsSuperview() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        let container = UIView(frame: .zero)
        parent.view.addSubview(container)
        container.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.next === container)
    }

    @Test func presentedControllersNextIsThePresenter() {
        let device = Device()
        let a = UIViewController()
        device.show(a)
        let b = UIViewController()
        a.present(b, animated: false)
        #expect(b.next === a)
    }

    @Test func applicationsNextIsAResponderDelegateButNotAView() {
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        final class ViewDelegate: UIView, UIApplicationDelegate {}
        let app = UIApplication()
        let d = AppDelegate()
        app.delegate = d
        #expect(app.next === d)
        let v = ViewDelegate(frame: .zero)
        app.delegate = v
        #expect(app.next == nil)
    }

    @Test func chainRunsThroughControllerWindowApplicationAndDelegate() throws {
        // CC10.
        var log: [String] = []
        final class V: UIView {
            var log: (String) -> Void = { _ in }
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log(traceName); super.touchesBegan(t, with: e) }
        }
        final class VC: UIViewController {
            var log: (String) -> Void = { _ in }
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log("vc"); super.touchesBegan(t, with: e) }
        }
        final class W: UIWindow {
            var log: (String) -> Void = { _ in }
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log("window"); super.touchesBegan(t, with: e) }
        }
        final class App: UIApplication {
            var log: (String) -> Void = { _ in }
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log("application"); super.touchesBegan(t, with: e) }
        }
        final class Delegate: UIResponder, UIApplicationDelegate {
            var log: (String) -> Void = { _ in }
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log("app delegate"); super.touchesBegan(t, with: e) }
        }
        let app = App(); app.log = { log.append($0) }
        let delegate = Delegate(); delegate.log = { log.append($0) }
        app.delegate = delegate
        let device = Device(application: app)
        let vc = VC(); vc.log = { log.append($0) }
        let root = V(frame: .zero); root.accessibilityIdentifier = "R"; root.log = { log.append($0) }
        vc.view = root
        let v = V(frame: CGRect(x: 100, y: 100, width: 100, height: 100)); v.accessibilityIdentifier = "V"; v.log = { log.append($0) }
        root.addSubview(v)
        let w = W(frame: device.screenBounds); w.log = { log.append($0) }
        w.rootViewController = vc
        device.show(w)
        try device.touchDown(at: CGPoint(x: 150, y: 150))
        #expect(log == ["V", "R", "vc", "window", "application", "app delegate"])
    }

    @Test func chainStopsWhereAnOverrideDoesNotCallSuper() throws {
        // CC09.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = LoggingView("ZCPView", frame: CGRect(x: 100, y: 500, width: 100, height: 100))
        view.callsSuper = false
        let view2 = LoggingView("ZCPView2", frame: CGRect(x: 10, y: -50, width: 80, height: 100))
        window.addSubview(view); view.addSubview(view2)
        let device = Device()
        device.show(window)
        try device.touchDown(at: CGPoint(x: 150, y: 520))
        #expect(view2.log == ["touchesBegan"]); #expect(view.log == ["touchesBegan"])
        #expect(!device.lines(.touches).contains("UIWindow touchesBegan"))
    }

    @Test func singleTouchViewReceivesOnlyTheFirstTouch() throws {
        // CC11 / rules R4.
        for multiple in [false, true] {
            let d = LoggingView("D", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            d.isMultipleTouchEnabled = multiple
            let (device, _) = makeScene { $0.addSubview(d) }
            try device.touchDown(id: 1, at: CGPoint(x: 100, y: 300))
            try device.advance(to: ms(50))
            try device.touchDown(id: 2, at: CGPoint(x: 300, y: 300))
            try device.advance(to: ms(400))
            try device.send([.up(id: 1), .up(id: 2)])
            let began = device.trace.entries.filter { $0.subject == "D" && $0.message == "touchesBegan" }.compactMap(\.fingers)
            let ended = device.trace.entries.filter { $0.subject == "D" && $0.message == "touchesEnded" }.compactMap(\.fingers)
            if multiple {
                #expect(began == [[1], [2]]); #expect(ended == [[1, 2]])
            } else {
                #expect(began == [[1]]); #expect(ended == [[1]])
            }
        }
    }

    @Test func exclusiveTouchViewBlocksTouchesToOtherViews() throws {
        // CC12 with plain views (buttons in Controls tests).
        for exclusive in [true, false] {
            let a = LoggingView("A", frame: CGRect(x: 40, y: 400, width: 140, height: 44))
            let b = LoggingView("B", frame: CGRect(x: 210, y: 400, width: 140, height: 44))
            a.isExclusiveTouch = exclusive; b.isExclusiveTouch = exclusive
            let (device, _) = makeScene { $0.addSubview(a); $0.addSubview(b) }
            try device.touchDown(id: 1, at: CGPoint(x: 110, y: 422))
            try device.advance(to: ms(20))
            try device.touchDown(id: 2, at: CGPoint(x: 280, y: 422))
            try device.advance(to: ms(80)); try device.touchUp(id: 1)
            try device.advance(to: ms(90)); try device.touchUp(id: 2)
            #expect(a.log == ["touchesBegan", "touchesEnded"])
            #expect(b.log == (exclusive ? [] : ["touchesBegan", "touchesEnded"]))
        }
    }

    @Test func tapCountCountsQuickTapsAtTheSamePlace() throws {
        // CC13 / rules T3.
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { counts.append(t.first!.tapCount) }
        }
        for (thirdDown, expected) in [(400.0, [1, 2, 3]), (900.0, [1, 2, 1])] {
            let v = Counter(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let (device, _) = makeScene { $0.addSubview(v) }
            let p = CGPoint(x: 200, y: 400)
            for (down, up) in [(0.0, 60.0), (200.0, 260.0), (thirdDown, thirdDown + 60)] {
                try device.advance(to: ms(down)); try device.touchDown(at: p)
                try device.advance(to: ms(up)); try device.touchUp()
            }
            #expect(v.counts == expected)
        }
    }

    @Test func tapCountRestartsFarFromThePreviousTap() throws {
        final class Counter: UIView {
            var counts: [Int] = []
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { counts.append(t.first!.tapCount) }
        }
        let v = Counter(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        try device.tap(at: CGPoint(x: 100, y: 100))
        try device.advance(by: 0.1)
        try device.tap(at: CGPoint(x: 100, y: 146))
        #expect(v.counts == [1, 1])
    }

    @Test func windowSendEventOverrideWithoutSuperSwallowsEverything() throws {
        // CC68.
        final class Swallowing: UIWindow { override func sendEvent(_ event: UIEvent) {} }
        let device = Device()
        let w = Swallowing(frame: device.screenBounds)
        let v = LoggingView("V", frame: w.bounds)
        var fired = false
        v.addGestureRecognizer(UITapGestureRecognizer { _ in fired = true })
        w.addSubview(v)
        device.show(w)
        try device.tap(at: CGPoint(x: 195, y: 422))
        #expect(!fired); #expect(v.log.isEmpty)
    }

    @Test func touchLocationsConvertIntoAnyView() throws {
        let v = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        var seen: (CGPoint, CGPoint)?
        final class Probe: UIView {
            var onMove: (UITouch) -> Void = { _ in }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { onMove(t.first!) }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        probe.onMove = { seen = ($0.location(in: v), $0.previousLocation(in: v)) }
        let (device, _) = makeScene { $0.addSubview(probe); $0.addSubview(v); v.isUserInteractionEnabled = false }
        try device.touchDown(at: CGPoint(x: 110, y: 210))
        try device.touchMove(to: CGPoint(x: 120, y: 230))
        #expect(seen?.0 == CGPoint(x: 20, y: 30))
        #expect(seen?.1 == CGPoint(x: 10, y: 10))
    }
}
