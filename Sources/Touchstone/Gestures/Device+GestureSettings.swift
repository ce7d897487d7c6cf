import Foundation

extension Device {
    /// Whether a new touch is kept from recognisers outside an exclusive-touch view that is already
    /// tracking a touch (rules R5: decompiled UIKit filters, D1; Apple's sample says recognisers
    /// ignore `isExclusiveTouch`, A25). Default `true`, as the rule book chooses; `false` gives the
    /// sample's behaviour. GestureRecognizerDecisions G1.
    public var recognizersHonorExclusiveTouch: Bool {
        get { arbiter.recognizersHonorExclusiveTouch }
        set { arbiter.recognizersHonorExclusiveTouch = newValue }
    }
}
