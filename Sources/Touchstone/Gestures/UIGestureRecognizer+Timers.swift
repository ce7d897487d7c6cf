import Foundation

// A recogniser's timers run on the device's virtual run loop and are cancelled on reset; when
// one fires the arbiter runs a gesture update, as UIKit does for its timers (rules §0.2 step 5).
extension UIGestureRecognizer {
    /// Starts a timer on the device's virtual run loop; it is cancelled on reset. When it fires
    /// the arbiter runs a gesture update, as UIKit does for its timers (rules §0.2 step 5).
    @discardableResult
    public func startTimer(after delay: TimeInterval, name: String, _ body: @escaping () -> Void) -> VirtualTimer? {
        guard let arbiter = arbiter ?? view?.window?.application?.device?.arbiter, let device = arbiter.device else { return nil }
        // A fresh timer: the caller may keep it, and its `body` is released when it fires or is
        // cancelled. The timer itself runs `body` as a timer turn (no wrapping closure).
        let timer = VirtualTimer(owner: traceName, label: name, action: body)
        timer.arbiter = arbiter
        device.runLoop.schedule(timer, after: delay)
        timers.append(timer)
        return timer
    }

    /// Starts the recogniser's reusable timer kept in `timer` (created on first use): the same
    /// rules as `startTimer(after:name:_:)` — cancelled on reset, fired as a timer turn — without
    /// allocating once created. Starting it again, even while it is pending, re-schedules it (the
    /// earlier start no longer fires). `body` is stored on first use, so it must not capture
    /// per-attempt values; it receives the recogniser.
    func startTimer<R: UIGestureRecognizer>(_ timer: inout VirtualTimer?, after delay: TimeInterval, name: String,
                                            _ body: @escaping (R) -> Void) {
        // Lifetime: an engaged recogniser's arbiter link is set until its device goes away (F6),
        // and no client code runs from here to the end: the arbiter, its device and the run loop
        // (a `let` of the device) are read without being retained. The timer is held by `timer`.
        guard let engagedArbiter = arbiter.unretained else {
            guard let arbiter = view?.window?.application?.device?.arbiter, let device = arbiter.device else { return }
            return schedule(&timer, on: arbiter, device.runLoop, after: delay, name: name, body)
        }
        engagedArbiter.with { arbiter in
            arbiter.device.unretained?.with { device in
                schedule(&timer, on: arbiter, device.runLoop, after: delay, name: name, body)
            }
        }
    }

    /// Starts `timer` (created on first use) on `runLoop` as a timer of `arbiter`.
    fileprivate func schedule<R: UIGestureRecognizer>(_ timer: inout VirtualTimer?, on arbiter: GestureArbiter,
                                                  _ runLoop: VirtualRunLoop, after delay: TimeInterval, name: String,
                                                  _ body: @escaping (R) -> Void) {
        if timer == nil {
            let t = VirtualTimer(reusableBy: self, label: name) { body($0 as! R) }
            timer = t
            reusableTimers.append(t)
        }
        // Lifetime: `timer` holds the timer; scheduling runs no client code.
        Unretained(timer!).with { t in
            t.arbiter = arbiter
            runLoop.schedule(t, after: delay)
        }
    }

    /// Cancels the pending timers: the reusable ones, and the one-shot ones started since the last
    /// call (then forgotten).
    func cancelTimers() {
        var i = 0
        while i < reusableTimers.count {
            let t = reusableTimers[i]
            if !t.isCancelled { t.cancel() }
            i += 1
        }
        if timers.isEmpty { return }
        for t in timers { t.cancel() }
        timers.clearKeepingCapacity()
    }
}
