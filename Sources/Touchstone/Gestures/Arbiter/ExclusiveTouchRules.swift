import Foundation

// `isExclusiveTouch` and `isMultipleTouchEnabled` (rules R4, R5): the turn engine's side; the
// filter of a view's new touch is the core's (`Arbitration.touchFilter`, Core/Withholding.swift).

extension GestureArbiter {
    /// The view of another touch of the same window that is down in an exclusive-touch view (rules R5).
    func exclusiveTouchView(besides touch: UITouch) -> UIView? {
        // The usual single finger: no other touch to look at (asked in place, without holding
        // the device or copying its list: PerformanceDecisions F37).
        if deviceLink.unretained?.with({ $0.isOnlyTouchDown(touch) }) ?? true { return nil }
        guard let device else { return nil }
        let touches = device.activeTouches
        for t in touches where t !== touch && t.window === touch.window && !t.isFinished {
            if let v = t.view, v.isExclusiveTouch { return v }
        }
        return nil
    }

    /// Multiple-touch and exclusive-touch filters (rules R4, R5): the core's verdict
    /// (`Arbitration.touchFilter`), worded for the trace.
    func filteredReason(_ t: UITouch, _ view: UIView) -> String? {
        // Every rule needs another active touch; the usual single finger has none (asked in
        // place, as in `exclusiveTouchView(besides:)`).
        if deviceLink.unretained?.with({ $0.hasNoTouchDown(besides: t) }) ?? true { return nil }
        guard let device else { return nil }
        let touches = device.activeTouches
        let others = touches.lazy.filter { o in o !== t && o.window === t.window && o.viewState == .active }
        switch Arbitration.touchFilter(view: ObjectIdentifier(view), isMultipleTouchEnabled: view.isMultipleTouchEnabled,
                                       isExclusiveTouch: view.isExclusiveTouch, others: others) {
        case nil:
            return nil
        case .multipleTouchDisabled:
            return "isMultipleTouchEnabled is false and it already tracks a touch"
        case .anotherViewIsExclusive(let ex):
            return "\(ex.view!.traceName) is exclusive-touch and tracking a touch"
        case .viewIsExclusive(let other):
            return "it is exclusive-touch and \(other.view?.traceName ?? "another view") is tracking a touch"
        }
    }
}
