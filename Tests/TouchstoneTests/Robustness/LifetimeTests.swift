import Foundation
import Testing
@testable import Touchstone

/// The links up the tree (`superview`, `window`, a recogniser's `view`, a window's `application`,
/// the application's `device`) are unowned rather than weak, for speed (PerformanceDecisions F6).
/// Whoever owns the other end clears them when it goes away; these tests check each case reads
/// `nil` afterwards instead of a freed object.
@Suite("Robustness: objects that outlive their owners")
struct LifetimeTests {
    /// A new device showing `view` in a new full-screen window.
    private func showOnNewDevice(_ view: UIView) -> Device {
        let device = Device()
        let window = UIWindow(frame: .zero)
        window.addSubview(view)
        device.show(window)
        return device
    }

    @Test func subviewOutlivingItsSuperviewHasNoSuperview() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var grandchild: UIView? = UIView(frame: .zero)
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            child.addSubview(grandchild!)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(grandchild?.superview === child)
        grandchild = nil
    }

    @Test func viewOutlivingItsAncestorsInADeepChainHasNoSuperview() {
        var middle: UIView?
        var leaf: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var v = root
            for i in 0..<1_000 {
                let next = UIView(frame: v.bounds)
                v.addSubview(next)
                if i == 500 { middle = next }
                if i == 999 { leaf = next }
                v = next
            }
        }
        // The views above `middle` were freed (released iteratively); those below it live on.
        #expect(middle?.superview == nil)
        #expect(leaf?.superview != nil)
        #expect(leaf?.isDescendant(of: middle!) == true)
    }

    @Test func recognizerOutlivingItsViewHasNoView() {
        let tap = UITapGestureRecognizer()
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addGestureRecognizer(tap)
            #expect(tap.view === view)
        }
        #expect(tap.view == nil)
        #expect(tap.location(in: nil) == .zero)
    }

    @Test func viewOutlivingItsControllerHasTheSuperviewAsNextResponder() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var view: UIView?
        do {
            let controller = UIViewController()
            view = controller.view
            parent.addSubview(controller.view)
            #expect(view?.next === controller)
        }
        #expect(view?.next === parent)
    }

    @Test func viewsOutlivingTheirWindowHaveNoWindow() {
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let middle = UIView(frame: window.bounds)
            window.addSubview(middle)
            middle.addSubview(leaf)
            #expect(leaf.window === window)
            // `middle` stays in the window; only the window's own reference keeps it.
        }
        #expect(leaf.window == nil)
    }

    @Test func windowOutlivingItsDeviceHasNoApplication() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        do {
            let device = Device()
            device.show(window)
            #expect(window.application === device.application)
        }
        #expect(window.application == nil)
    }

    @Test func applicationOutlivingItsDeviceHasNoDevice() {
        let app = UIApplication()
        do {
            let device = Device(application: app)
            #expect(app.device === device)
        }
        #expect(app.device == nil)
    }

    /// A recogniser mid-gesture when its device goes away can still be disabled, removed and
    /// asked for its state; its pending timer never fires.
    @Test func deviceDroppedWithAFingerDownReleasesItsWindowViewsRecognizerAndTouch() throws {
        // PerformanceDecisions F15: the touch and the pan holding it refer to each other until reset, and
        // the touch holds its window; the device going away ends the attempt, so nothing is kept.
        weak var window: UIWindow?
        weak var root: UIView?
        weak var pan: UIPanGestureRecognizer?
        weak var touch: UITouch?
        do {
            let (device, view) = makeScene()
            let recognizer = UIPanGestureRecognizer()
            view.addGestureRecognizer(recognizer)
            try device.touchDown(at: CGPoint(x: 100, y: 400))
            try device.touchMove(to: CGPoint(x: 130, y: 400))
            #expect(recognizer.state == .began)
            window = view.window; root = view; pan = recognizer; touch = recognizer.trackedTouches.first
            #expect(window != nil && touch != nil)
        }
        #expect(window == nil)
        #expect(root == nil)
        #expect(pan == nil)
        #expect(touch == nil)
    }

    @Test func recognizerOutlivingItsDeviceMidGestureIsResetAndWorksOnANewDevice() throws {
        final class CountingPan: UIPanGestureRecognizer {
            var resets = 0
            override func reset() { super.reset(); resets += 1 }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let pan = CountingPan()
        var states: [UIGestureRecognizer.State] = []
        pan.addHandler { states.append($0.state) }
        root.addGestureRecognizer(pan)
        do {
            let device = showOnNewDevice(root)
            try device.touchDown(at: CGPoint(x: 100, y: 400))
            try device.touchMove(to: CGPoint(x: 130, y: 400))
            #expect(states == [.began])
        }
        // Back at possible without a touch or an action: no turn runs while a device goes away.
        #expect(pan.state == .possible)
        #expect(pan.numberOfTouches == 0)
        #expect(pan.resets == 1)
        #expect(states == [.began])
        let device = showOnNewDevice(root)
        try device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
        #expect(states.first == .began)
        #expect(states.dropFirst().first == .began)
        #expect(states.last == .ended)
        #expect(pan.resets == 2)
    }

    @Test func recognizerMidGestureSurvivesItsDevice() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        var actions = 0
        tap.addHandler { _ in actions += 1 }
        root.addGestureRecognizer(tap)
        do {
            let device = showOnNewDevice(root)
            try device.touchDown(at: CGPoint(x: 50, y: 50))
            #expect(tap.arbiter != nil)
        }
        #expect(tap.arbiter == nil)
        #expect(tap.state == .possible)
        tap.isEnabled = false
        tap.isEnabled = true
        root.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
        #expect(actions == 0)
    }
}
