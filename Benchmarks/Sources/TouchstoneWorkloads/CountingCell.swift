import Foundation
import Touchstone

/// A cell of the reference scene: counts its four `touches…` calls and calls `super`, so the
/// default forwarding along the responder chain (spec R2) is part of the measured work.
public final class CountingCell: UIView {
    public private(set) var began = 0
    public private(set) var moved = 0
    public private(set) var ended = 0
    public private(set) var cancelled = 0

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += 1
        super.touchesBegan(touches, with: event)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moved += 1
        super.touchesMoved(touches, with: event)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended += 1
        super.touchesEnded(touches, with: event)
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        cancelled += 1
        super.touchesCancelled(touches, with: event)
    }
}
