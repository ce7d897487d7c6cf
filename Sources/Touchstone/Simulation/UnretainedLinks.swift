// References read and passed without a retain, for the scans and walks of every event. Each
// declaration carries its `// Safety:` statement and is listed in `UnsafeConstructsTests`.

/// A reference that does not keep its object alive: reading it, passing it and comparing it cost
/// no retain and no release. Used by the walks of every event (the responder chain, hit-testing,
/// the arbiter's scans), where a strong copy per step would add reference counting and no safety.
// Safety: the object must stay alive for as long as an `Unretained` to it is used. Every caller
// takes it from a reference that something else holds for the whole use (a parameter, a list
// held by a local, a link that its target clears when it goes away, F6) and runs no client code
// between taking it and using it, or holds the object (`object`, then `withExtendedLifetime`)
// before a call that may; each call site's `Lifetime:` comment says which. Measured
// (Sources/Touchstone/Touchstone.docc/Performance.md round 8): the responder-chain walk and the scans cost 28 % more with a
// retain and a release per step. Tests: the whole suite, `LifetimeTests` and `RetainFreePathTests`,
// the ASan run of Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md.
@safe
struct Unretained<Object: AnyObject> {
    private let ref: Unmanaged<Object>

    /// `object`, not retained.
    @inline(__always)
    init(_ object: Object) { unsafe self.ref = Unmanaged.passUnretained(object) }

    @inline(__always)
    fileprivate init(ref: Unmanaged<Object>) { unsafe self.ref = ref }

    /// Calls `body` with the object, which the caller keeps alive (no retain, no release).
    @inline(__always)
    func with<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        try unsafe ref._withUnsafeGuaranteedRef(body)
    }

    /// The object as a strong reference (retained by whoever keeps the result).
    @inline(__always)
    var object: Object { unsafe ref.takeUnretainedValue() }

    /// The same reference as a `Target`; the object must be one (the caller tested its kind).
    @inline(__always)
    func cast<Target: AnyObject>(to: Target.Type) -> Unretained<Target> {
        unsafe Unretained<Target>(ref: Unmanaged<Target>.fromOpaque(ref.toOpaque()))
    }

    /// Whether this is a reference to `other` (`===`).
    @inline(__always)
    func refers(to other: AnyObject) -> Bool {
        unsafe ref.toOpaque() == Unmanaged.passUnretained(other).toOpaque()
    }
}

/// Reading an `unowned(unsafe)` optional link (`recognizer.arbiter`, `window.application`,
/// `recognizer.view`) makes a strong copy: a retain and a release around even a plain `!= nil`
/// or `===`. These read the link's bits instead.
// Safety: they add no unsafety of their own: the link is already unowned(unsafe) and points to a
// live object or is nil (F6); a caller that calls through the result follows `Unretained`'s rule.
// Tests: as `Unretained`.
extension Optional where Wrapped: AnyObject {
    /// The linked object, not retained.
    @inline(__always)
    var unretained: Unretained<Wrapped>? {
        unsafe unsafeBitCast(self, to: Unmanaged<Wrapped>?.self).map { unsafe Unretained(ref: $0) }
    }

    /// Whether the link is set.
    @inline(__always)
    var isSet: Bool { unsafe unsafeBitCast(self, to: UnsafeRawPointer?.self) != nil }

    /// Whether the link points to `object` (`===`).
    @inline(__always)
    func links(to object: Wrapped) -> Bool {
        unsafe unsafeBitCast(self, to: UnsafeRawPointer?.self)
            == UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }
}

/// An array's elements read in place, without a retain each (hit-testing's subview and window
/// scans); valid only inside the `withUnretainedElements` call that made it.
// Safety: the buffer is the array's own storage, which the array (a parameter or a local of the
// caller, held for the call) keeps alive and unchanged for the whole call; the value is never
// stored or returned by a caller. Tests: `HitTestingTests`, the ASan run of Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md.
@safe
struct UnretainedElements<Element: AnyObject> {
    private let buffer: UnsafeBufferPointer<Element>

    fileprivate init(_ buffer: UnsafeBufferPointer<Element>) { unsafe self.buffer = buffer }

    /// The number of elements.
    var count: Int { unsafe buffer.count }

    /// The element at `i`, not retained.
    @inline(__always)
    subscript(i: Int) -> Unretained<Element> {
        unsafe Unretained(ref: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
            .load(fromByteOffset: i &* MemoryLayout<Element>.stride, as: Unmanaged<Element>.self))
    }
}

extension Array where Element: AnyObject {
    /// Calls `body` with the array's elements, read in place without a retain each.
    @inline(__always)
    func withUnretainedElements<Result>(_ body: (UnretainedElements<Element>) throws -> Result) rethrows -> Result {
        try unsafe withUnsafeBufferPointer { try unsafe body(UnretainedElements($0)) }
    }

    /// Calls `body` with each element, unretained, until it answers `false`.
    // Safety: the array is a parameter (`self`), so its buffer — and every element in it — is
    // alive for the whole call whatever `body` does; elements are passed without a retain. A
    // caller passing a list it does not own (a stored property `body` may change) passes a local
    // copy (`let list = engaged`). Saves a retain and release per element, the slow path for a
    // recogniser that has weak references to it (a delegate chain of Sources/Touchstone/Touchstone.docc/Performance.md round 8
    // costs 28 % more without). Tests: the whole suite, the ASan run in Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md.
    @inline(__always)
    func forEachUnretained(_ body: (Element) -> Bool) {
        var i = 0
        while i < count {
            guard unsafe Unmanaged.passUnretained(self[i])._withUnsafeGuaranteedRef(body) else { return }
            i += 1
        }
    }

    /// The index of the first element that `isMatch` accepts, reading elements unretained.
    // Safety: as `forEachUnretained`, and `isMatch` only reads (the arbiter's uses read flags of
    // recognisers and touches), so no element can go away during the scan. Used by the scans
    // that run every turn (reset readiness). Tests: `StateMachineTests` (reset), the whole suite.
    @inline(__always)
    func firstIndexUnretained(where isMatch: (Element) -> Bool) -> Int? {
        var i = 0
        while i < count {
            if unsafe Unmanaged.passUnretained(self[i])._withUnsafeGuaranteedRef(isMatch) { return i }
            i += 1
        }
        return nil
    }

    /// Whether an element that `isMatch` accepts is in the array, reading elements unretained.
    // Safety: as `firstIndexUnretained(where:)`. Used by the scans of every delivery (is a touch
    // withheld from its view). Tests: `TouchDeliveryTests` (withholding), the whole suite.
    @inline(__always)
    func containsUnretained(where isMatch: (Element) -> Bool) -> Bool {
        firstIndexUnretained(where: isMatch) != nil
    }
}
