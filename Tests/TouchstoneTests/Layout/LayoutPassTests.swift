import Foundation
import Testing
@testable import Touchstone

/// When the layout pass runs (LayoutDecisions AL2): once at the end of a turn for any number of
/// requests, before hit-testing a touch-down, and for a view entering a window.
@Suite("Layout pass")
struct LayoutPassTests {
    /// Lays out a button at the bottom of itself in `layoutSubviews`, logging each call.
    final class Toolbar: UIView {
        let button = UIButton()
        var calls = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            button.accessibilityIdentifier = "send"
            addSubview(button)
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            calls += 1
            window?.application?.device?.trace.log("toolbar", "layoutSubviews \(calls)")
            button.frame = CGRect(x: bounds.width - 80, y: 0, width: 80, height: bounds.height)
        }
    }

    final class Looping: UIView {
        override func layoutSubviews() { setNeedsLayout() }
    }

    @Test func aButtonPlacedInLayoutSubviewsIsLaidOutBeforeTheFirstTouch() throws {
        let (device, root) = makeScene()
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 700, width: 390, height: 50))
        toolbar.accessibilityIdentifier = "toolbar"
        root.addSubview(toolbar)
        #expect(toolbar.button.frame == .zero)
        var taps = 0
        toolbar.button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        try device.tap(at: CGPoint(x: 350, y: 720))
        #expect(taps == 1)
        #expect(toolbar.button.frame == CGRect(x: 310, y: 0, width: 80, height: 50))
        let lines = device.trace.entries.filter { [.log, .input, .hitTest].contains($0.kind) }.map(\.summary)
        #expect(Array(lines.prefix(3)) == ["toolbar layoutSubviews 1", "finger 0 down at (350, 720)", "send hit"])
        #expect(toolbar.calls == 1)
    }

    @Test func requestsInOneTurnMergeIntoOnePassAtItsEnd() throws {
        let (device, root) = makeScene()
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        root.addSubview(toolbar)
        try device.advance(by: 0.01)
        #expect(toolbar.calls == 1)
        let tap = UITapGestureRecognizer { _ in
            toolbar.setNeedsLayout()
            toolbar.setNeedsLayout()
            toolbar.frame.size.height = 60
        }
        root.addGestureRecognizer(tap)
        try device.tap(at: CGPoint(x: 100, y: 400))
        #expect(toolbar.calls == 2)
        let order = device.trace.entries.filter { $0.kind == .action || $0.kind == .log }.map(\.summary)
        #expect(order.suffix(2) == ["UITapGestureRecognizer action", "toolbar layoutSubviews 2"])
        #expect(toolbar.button.frame == CGRect(x: 310, y: 0, width: 80, height: 60))
    }

    @Test func movingAViewDoesNotLayItOutButResizingDoes() throws {
        let (device, root) = makeScene()
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        root.addSubview(toolbar)
        try device.advance(by: 0.01)
        toolbar.center = CGPoint(x: 195, y: 300)
        try device.advance(by: 0.01)
        #expect(toolbar.calls == 1)
        toolbar.bounds.size.width = 300
        try device.advance(by: 0.01)
        #expect(toolbar.calls == 2)
        #expect(toolbar.button.frame == CGRect(x: 220, y: 0, width: 80, height: 50))
    }

    @Test func layoutIfNeededLaysOutAtOnceAndNotAgain() throws {
        let (device, root) = makeScene()
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        root.addSubview(toolbar)
        toolbar.layoutIfNeeded()
        #expect(toolbar.calls == 1)
        try device.advance(by: 0.01)
        #expect(toolbar.calls == 1)
        let outside = Toolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        outside.layoutIfNeeded()
        #expect(outside.calls == 1)
        #expect(outside.button.frame == CGRect(x: 20, y: 0, width: 80, height: 10))
    }

    @Test func aLayoutThatNeverSettlesStopsWithAWarning() throws {
        let (device, root) = makeScene()
        let looping = Looping(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        looping.accessibilityIdentifier = "looping"
        root.addSubview(looping)
        try device.advance(by: 0.01)
        let lines = device.trace.entries.filter { $0.kind == .layout }.map { "\($0.summary) — \($0.cause ?? "")" }
        #expect(lines == ["UIWindow layout did not settle — views were still marked for layout after 8 rounds; a layoutSubviews() marks its view again each time"])
    }
}

/// Layout code that misbehaves gets a warning, never a crash (LayoutDecisions AL2, AL8).
@Suite("Layout pass: hostile layout code")
struct HostileLayoutTests {
    final class AsksAgain: UIView {
        var calls = 0
        override func layoutSubviews() { calls += 1; setNeedsLayout(); layoutIfNeeded() }
    }

    @Test func layoutIfNeededFromLayoutSubviewsWithoutEndIsCutOff() throws {
        let (device, root) = makeScene()
        let view = AsksAgain(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        try device.advance(by: 0.01)
        #expect(view.calls > 1)
        let lines = device.trace.entries.filter { $0.kind == .layout }.map { "\($0.summary) — \($0.cause ?? "")" }
        #expect(lines.contains("UIWindow layout did not settle — layoutIfNeeded() was called from layout 16 passes deep; the innermost call was ignored"))
    }

    @Test func aConstraintWithANonFiniteConstantIsIgnoredWithAWarning() {
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        let (device, _) = makeScene { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: .nan),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                box.widthAnchor.constraint(equalToConstant: .infinity),
                box.widthAnchor.constraint(equalToConstant: 20),
                box.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        #expect(box.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
        let lines = device.trace.entries.filter { $0.kind == .layout }.map { "\($0.summary) — \($0.cause ?? "")" }
        #expect(lines == [
            "box constraint ignored — \"box.leading == root.leading + nan\": its constant, multiplier or priority is not a finite number",
            "box constraint ignored — \"box.width == inf\": its constant, multiplier or priority is not a finite number",
        ])
    }
}

/// Constraints and guides do not keep views alive, and read `nil` once they are gone
/// (`LayoutItemReference`; LayoutDecisions AL4).
@Suite("Auto Layout: items that go away")
struct LayoutItemLifetimeTests {
    @Test func aConstraintAndAGuideOutlivingTheirViewsReadNil() {
        var c: NSLayoutConstraint!
        var guide: UILayoutGuide!
        do {
            let a = UIView(), b = UIView()
            c = a.widthAnchor.constraint(equalTo: b.widthAnchor)
            guide = a.safeAreaLayoutGuide
        }
        #expect(c.firstItem == nil)
        #expect(c.secondItem == nil)
        c.isActive = true
        #expect(!c.isActive)
        #expect(guide.owningView == nil)
        #expect(guide.layoutFrame == .zero)
    }

    @Test func aConstraintToARemovedAndFreedViewIsLeftOut() throws {
        let box = UIView()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        var other: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        let (device, root) = makeScene { root in
            root.addSubview(box)
            root.addSubview(other!)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(equalTo: other!.widthAnchor, constant: -100),
                box.widthAnchor.constraint(equalToConstant: 50).withPriority(.defaultLow),
            ])
        }
        #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        other?.removeFromSuperview()
        other = nil
        root.setNeedsLayout()
        try device.advance(by: 0.01)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    }
}
