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

    public var description: String {
        switch self {
        case let .invalidCoordinate(f, x, y): "finger \(f): coordinate (\(x), \(y)) is not a finite number"
        case let .fingerAlreadyDown(f): "finger \(f) is already down; lift it before putting it down again"
        case let .fingerNotDown(f): "finger \(f) is not down (it never began, or it already ended)"
        case let .duplicateFingerInEvent(f): "finger \(f) appears more than once in one event"
        case let .timeWentBackwards(now, req): "time cannot go backwards: the clock is at \(now) s, \(req) s was requested"
        case let .invalidArgument(s): s
        }
    }
}
