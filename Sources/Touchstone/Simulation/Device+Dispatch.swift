import Foundation

/// Event turns: each changed touch goes to its window's event, delivered through the arbiter
/// (Touchstone's own application and window) or the `sendEvent` chain (rules §0.2, §0.3).
extension Device {
    /// One event turn per window whose touches changed, windows in the order their first
    /// changed touch appears (touches without a window went to nobody, rules H9).
    func dispatch(_ changed: [UITouch], at time: TimeInterval) {
        var windows = turnWindowsBuffer
        turnWindowsBuffer = []
        windows.clearKeepingCapacity()
        for t in changed {
            guard let w = t.window, !windows.contains(where: { $0 === w }) else { continue }
            windows.append(w)
        }
        var windowTouches = windowTouchesBuffer
        windowTouchesBuffer = []
        for window in windows {
            let event = self.event(for: window)
            event.timestamp = time
            refreshTouchList(of: event, in: window)
            windowTouches.clearKeepingCapacity()
            for t in changed where t.window === window { windowTouches.append(t) }
            arbiter.beginTurn(changed: windowTouches)
            application.sendEvent(event)
            arbiter.endTurn()
        }
        windowTouches.clearKeepingCapacity()
        windowTouchesBuffer = windowTouches
        windows.clearKeepingCapacity()
        turnWindowsBuffer = windows
    }

    /// The turn of a single changed touch: the same steps as `dispatch(_:at:)` for one window.
    ///
    /// When neither the application nor the window is a subclass (nobody overrides `sendEvent`),
    /// the event goes to the arbiter directly: the stock `UIApplication.sendEvent` sends it to the
    /// window of its first touch, which is `window` (the list was just built from the touches down
    /// in `window`, `touch` among them), and the stock `UIWindow.sendEvent` hands it to its
    /// application's device's arbiter, which is this one when the window belongs to this device's
    /// application. Anything else takes the `sendEvent` chain.
    func dispatch(_ touch: UITouch, at time: TimeInterval) {
        // Lifetime: the caller holds `touch` for the whole turn; a touch's window is set once, at
        // touch-down, and the touch holds it; a window's event stays in `events` for the
        // device's life. So neither needs a retain of its own here.
        guard let window = touch.windowStorage.unretained else { return }
        window.with { window in
            unretainedEvent(for: window).with { event in
                event.timestamp = time
                refreshTouchList(of: event, in: window)
                arbiter.beginTurn(single: touch)
                if type(of: application) == UIApplication.self, type(of: window) == UIWindow.self,
                   window.applicationStorage.links(to: application), application.deviceStorage.links(to: self) {
                    arbiter.deliver(single: touch, event, in: window)
                } else {
                    application.sendEvent(event)
                }
                arbiter.endTurn()
            }
        }
    }

    /// `event(for:)` without a retain: the event of the last window looked up, read in place
    /// (`events` holds it for the device's life).
    @inline(__always)
    private func unretainedEvent(for window: UIWindow) -> Unretained<UIEvent> {
        if ObjectIdentifier(window) == lastEventWindow, let e = lastEvent.unretained { return e }
        return Unretained(event(for: window))
    }

    /// The event's touches: those down in its window, in touch-down order, rebuilt only when the
    /// fingers down changed since it was last built (that check inlined into the turn, the rebuild
    /// a call: PerformanceDecisions F39).
    @inline(__always)
    private func refreshTouchList(of event: UIEvent, in window: UIWindow) {
        if event.touchListVersion != downTouchesVersion { rebuildTouchList(of: event, in: window) }
    }

    @inline(never)
    private func rebuildTouchList(of event: UIEvent, in window: UIWindow) {
        event.touchList.clearKeepingCapacity()
        // No client code runs here: `downTouches` holds each touch while it is read in place.
        for i in downTouches.indices {
            let t = Unretained(downTouches[i])
            if t.with({ $0.windowStorage.links(to: window) }) { event.touchList.append(t.object) }
        }
        event.touchListVersion = downTouchesVersion
    }

    func event(for window: UIWindow) -> UIEvent {
        let key = ObjectIdentifier(window)
        if key == lastEventWindow, let e = lastEvent { return e }
        let e: UIEvent
        if let known = events[key] {
            e = known
        } else {
            e = UIEvent()
            e.trace = trace
            events[key] = e
        }
        lastEventWindow = key
        lastEvent = e
        return e
    }
}
