import Foundation

/// Before iOS 18, or for an app linked before the iOS 18 SDK: the one UIKit recogniser of a
/// hosting view, which runs every SwiftUI gesture under a touch and decides SwiftUI's precedence
/// inside itself (<doc:HostingGestureArchitecture>; SwiftUIDecisions SU2).
///
/// At the first touch it collects the gestures attached on the way from the touched view to the
/// hosting view, innermost first. A gesture whose own conditions are met goes when no gesture
/// with precedence over it is still undecided; going, it fails those it has precedence over.
/// UIKit sees one recogniser: it begins when the first SwiftUI gesture goes, ends when they are
/// all decided, and fails when none went. Each SwiftUI gesture's decisions are trace lines of
/// their own, named `view.gesture (modifier)`.
///
/// Against UIKit's recognisers it is an ordinary recogniser (a scroll view's pan that begins
/// first prevents it), with two rules of SwiftUI's (SU4): it prevents UIKit's recognisers only
/// while one of its running gestures is exclusive (`gesture` or `highPriorityGesture`) — running
/// only `simultaneousGesture`s it lets a scroll begin — and a SwiftUI `ScrollView` that begins
/// scrolling cancels the gestures inside it (no `onEnded`).
final class HostingGestureRecognizer: UIGestureRecognizer {
    private var machines: [GestureMachine] = []
    private var fingerID: Int?
    private var queued = GestureCallbacks()
    private var anyWent = false
    private var timerDeadline: TimeInterval?
    private let architecture = SwiftUIGestureArchitecture.hostingRecognizer

    override init() {
        super.init()
        name = "SwiftUI hosting gesture"
        addHandler { [weak self] _ in
            guard let self else { return }
            GestureCallbacks.run(self.queued.takeForAction(in: self.currentState))
        }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.fingerID < $1.fingerID }) {
            guard fingerID == nil else { ignore(touch, for: event); continue }
            if machines.isEmpty {
                machines = Self.gestures(under: touch.view, upTo: view).map { GestureMachine.make($0) }
                guard !machines.isEmpty else {
                    setState(.failed, because: "no SwiftUI gesture under the touch")
                    return
                }
            }
            fingerID = touch.fingerID
            let p = touch.location(in: nil)
            for m in machines { GestureCallbacks.run(m.down(p, touch.timestamp)) }
            resolve()
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first(where: { $0.fingerID == fingerID }) else { return }
        let p = touch.location(in: nil)
        for m in machines {
            m.moved(p, touch.timestamp)
            queued += m.changed()
        }
        resolve()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first(where: { $0.fingerID == fingerID }) else { return }
        fingerID = nil
        let p = touch.location(in: nil)
        for m in machines {
            let wasActive = m.phase == .active
            m.up(p, touch.timestamp)
            if wasActive { queued += m.finish() }
        }
        resolve()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.contains(where: { $0.fingerID == fingerID }) else { return }
        fingerID = nil
        for m in machines { m.fail("touches cancelled") }
        resolve()
    }

    /// A SwiftUI scroll view began scrolling: the gestures inside it are cancelled (SU4).
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        var changed = false
        for m in machines where !m.phase.isFinished {
            guard let v = m.attachment.view, v.isDescendant(of: scrollView) else { continue }
            m.fail("\(scrollView.traceName) began scrolling")
            changed = true
        }
        if changed { resolve() }
    }

    // MARK: SwiftUI's precedence, inside

    private func resolve() {
        var went = false
        var progressed = true
        while progressed {
            progressed = false
            for m in machines where m.phase == .ready {
                if let blocker = machines.first(where: { $0.phase.isLive && architecture.precedes($0.attachment, over: m.attachment) }) {
                    if !m.reportedWaiting { m.reportedWaiting = true; note(m, "waits", "\(blocker.name) goes first") }
                    continue
                }
                queued += m.activate()
                note(m, m.phase == .active ? "began" : "recognized", nil)
                for other in machines where other.phase.isLive && architecture.precedes(m.attachment, over: other.attachment) {
                    other.fail("\(m.name) recognized first")
                }
                went = true
                anyWent = true
                progressed = true
            }
        }
        for m in machines where (m.phase == .failed || m.phase == .cancelled) && !m.reported {
            m.reported = true
            note(m, m.phase == .failed ? "failed" : "cancelled", m.failure)
            GestureCallbacks.run(m.cleanup())
        }
        for m in machines where m.phase == .ended && !m.reported { m.reported = true }

        let allDecided = machines.allSatisfy { $0.phase.isFinished }
        switch currentState {
        case .possible:
            if went || (allDecided && anyWent) {
                setState(allDecided ? .ended : .began, because: "a SwiftUI gesture went")
                if !allDecided { scheduleDeadline() }
            }
            else if allDecided { setState(.failed, because: "every SwiftUI gesture failed") }
            else if let press = pressReportedFromTouchDown {
                setState(.began, because: "\(press.name) reports its press from touch-down (SwiftUIDecisions SU35)")
                scheduleDeadline()
            }
            else { scheduleDeadline() }
        case .began, .changed:
            if allDecided {
                setState(machines.contains { $0.phase == .ended } ? .ended : .cancelled, because: "every SwiftUI gesture decided")
            } else {
                if !queued.isEmpty { setState(.changed, because: "a SwiftUI gesture changed") }
                scheduleDeadline()
            }
        default:
            break
        }
    }

    private func scheduleDeadline() {
        guard let deadline = machines.compactMap(\.deadline).min(), deadline != timerDeadline,
              let now = view?.window?.application?.device?.clock.now else { return }
        timerDeadline = deadline
        startTimer(after: max(0, deadline - now), name: "deadline") { [weak self] in
            guard let self, let now = self.view?.window?.application?.device?.clock.now else { return }
            self.timerDeadline = nil
            for m in self.machines { m.deadlineReached(now); self.queued += m.changed() }
            self.resolve()
        }
    }

    /// A SwiftUI gesture's decision, as a trace line of its own.
    private func note(_ m: GestureMachine, _ what: String, _ why: String?) {
        guard let trace = view?.window?.application?.device?.trace else { return }
        trace.record(.state, m.name, what, cause: why.map { "\($0) (inside \(traceName))" } ?? "inside \(traceName)")
    }


    override func reset() {
        queued.drop()
        for m in machines where !m.phase.isFinished { m.fail("\(traceName) reset") }
        for m in machines { GestureCallbacks.run(m.cleanup()) }
        machines = []
        fingerID = nil
        anyWent = false
        timerDeadline = nil
    }

    // MARK: Against UIKit's recognisers (SU4)

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        machines.contains { ($0.phase == .active || $0.phase == .ready || $0.phase == .ended) && $0.attachment.modifier != .simultaneousGesture }
            || pressReportedFromTouchDown != nil
    }

    /// An exclusive `LongPressGesture` still undecided that no other gesture goes before: SwiftUI
    /// reports its press from touch-down, so the hosting recogniser begins then and, exclusive,
    /// prevents a scroll view's pan — a row with `.onLongPressGesture` in a `ScrollView` does not
    /// scroll, a row whose tap goes first (`.onTapGesture {}` declared before) does
    /// (SwiftUIDecisions SU35: danielsaidi.com 2022-11, iOS 16).
    private var pressReportedFromTouchDown: GestureMachine? {
        machines.first { m in
            guard m.phase == .possible, case .longPress = m.recipe.kind, m.attachment.modifier != .simultaneousGesture else { return false }
            return !machines.contains { $0 !== m && $0.phase.isLive && architecture.precedes($0.attachment, over: m.attachment) }
        }
    }

    /// The gestures attached on the way from `view` up to `host`, innermost first.
    static func gestures(under view: UIView?, upTo host: UIView?) -> [GestureAttachment] {
        var result: [GestureAttachment] = []
        var v = view
        while let current = v, current !== host {
            // A hosting view nested inside (a navigation stack's screen) runs its own gestures.
            if current is HostingView { result = [] }
            if let element = current as? ElementView { result += element.attachments.filter { !$0.recipe.isTwoFinger } }
            v = current.superview
        }
        return result
    }
}
