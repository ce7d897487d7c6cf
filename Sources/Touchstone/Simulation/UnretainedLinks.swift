/// Reading an `unowned(unsafe)` optional link (`recognizer.arbiter`, `window.application`,
/// `recognizer.view`) makes a strong copy: a retain and a release around even a plain `!= nil`
/// or `===`. These read the link's bits instead. They add no unsafety of their own: the link is
/// already unowned(unsafe); a caller that calls through the result writes why the object stays
/// alive for the call (Docs/Decisions.md F6).
extension Optional where Wrapped: AnyObject {
    /// The linked object, not retained.
    @inline(__always)
    var unretained: Unmanaged<Wrapped>? { unsafeBitCast(self, to: Unmanaged<Wrapped>?.self) }

    /// Whether the link is set.
    @inline(__always)
    var isSet: Bool { unsafeBitCast(self, to: UnsafeRawPointer?.self) != nil }

    /// Whether the link points to `object` (`===`).
    @inline(__always)
    func links(to object: Wrapped) -> Bool {
        unsafeBitCast(self, to: UnsafeRawPointer?.self) == UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }
}

extension UnsafeBufferPointer where Element: AnyObject {
    /// The element at `i`, read from the buffer without a retain. The caller holds the array the
    /// buffer belongs to for as long as it uses the result, which keeps the element alive.
    @inline(__always)
    func unretained(at i: Int) -> Unmanaged<Element> {
        UnsafeRawPointer(baseAddress.unsafelyUnwrapped)
            .load(fromByteOffset: i &* MemoryLayout<Element>.stride, as: Unmanaged<Element>.self)
    }
}

extension Array where Element: AnyObject {
    /// Calls `body` with each element, unretained, until it answers `false`.
    // Safety: the array is a parameter (`self`), so its buffer — and every element in it — is
    // alive for the whole call whatever `body` does; elements are passed without a retain. A
    // caller passing a list it does not own (a stored property `body` may change) passes a local
    // copy (`let list = engaged`). Saves a retain and release per element, the slow path for a
    // recogniser that has weak references to it (a delegate chain of Docs/Performance.md round 8
    // costs 28 % more without). Tests: the whole suite, the ASan run in Docs/Robustness.md.
    @inline(__always)
    func forEachUnretained(_ body: (Element) -> Bool) {
        var i = 0
        while i < count {
            guard Unmanaged.passUnretained(self[i])._withUnsafeGuaranteedRef(body) else { return }
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
            if Unmanaged.passUnretained(self[i])._withUnsafeGuaranteedRef(isMatch) { return i }
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
