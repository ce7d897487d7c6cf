import Foundation

/// Bad input given to a device, reported instead of crashing. The device stays usable: a
/// rejected call changes nothing.
public enum TouchstoneError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A coordinate was NaN or infinite.
    case invalidCoordinate(finger: Int, x: Double, y: Double)
    /// `touchDown` for a finger that is already down.
    case fingerAlreadyDown(Int)
    /// A move, lift or cancel for a finger that is not down (never began, or already ended).
    case fingerNotDown(Int)
    /// The same finger appears twice in one event.
    case duplicateFingerInEvent(Int)
    /// A negative or non-finite duration, or a time before the clock's current time.
    case timeWentBackwards(now: Double, requested: Double)
    /// A parameter outside its domain (e.g. a negative duration or sampling rate).
    case invalidArgument(String)
    /// `advance`, `settle` or a scripted gesture was called during an event turn, from a
    /// touch handler, an action, a delegate method or a control event: time cannot pass in the
    /// middle of a turn (RobustnessDecisions R7).
    case calledDuringEventTurn(String)
    /// Callbacks sent more input than `Device.maxQueuedInput` before the device could deliver
    /// it: a handler that answers every event with more input never lets the device settle (R7).
    case inputQueueFull(limit: Int)
    /// A touch-down would put more than `Device.maxFingersDown` fingers down at once.
    case tooManyFingers(limit: Int)
    /// Hit-testing a touch-down would nest more calls into overridden `hitTest`/`point(inside:)`
    /// methods than the limit (R13); plain views may nest without limit.
    case viewTreeTooDeep(limit: Int)
    /// The device was used from a thread other than the one that created it (R8).
    case wrongThread

    /// What was wrong with the input, in one sentence.
    public var description: String {
        switch self {
        case let .invalidCoordinate(f, x, y): "finger \(f): coordinate (\(x), \(y)) is not a finite number"
        case let .fingerAlreadyDown(f): "finger \(f) is already down; lift it before putting it down again"
        case let .fingerNotDown(f): "finger \(f) is not down (it never began, or it already ended)"
        case let .duplicateFingerInEvent(f): "finger \(f) appears more than once in one event"
        case let .timeWentBackwards(now, req): "time cannot go backwards: the clock is at \(now) s, \(req) s was requested"
        case let .invalidArgument(s): s
        case let .calledDuringEventTurn(call):
            "\(call) was called during an event turn (from a touch handler, an action, a delegate method or a control event); time can only pass between turns, so call it after the current input call returns"
        case let .inputQueueFull(limit):
            "callbacks sent more than \(limit) input events before they could be delivered; a handler that answers every event with more input never lets the device settle"
        case let .tooManyFingers(limit):
            "more than \(limit) fingers down at once; lift some first (a screen tracks about ten)"
        case let .viewTreeTooDeep(limit):
            "the touch-down was refused: hit-testing it would nest more than \(limit) calls into overridden hitTest or point(inside:) methods (views of your own classes inside each other); plain views may nest without limit"
        case .wrongThread:
            "this device was created on another thread; a device must be used only from the thread that created it"
        }
    }
}
