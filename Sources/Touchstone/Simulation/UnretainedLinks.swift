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
    /// Calls `body` with each element, unretained, until it answers `false`. The caller holds the
    /// array (a local copy, not a list others can change) for the whole loop, which keeps every
    /// element alive whatever `body` does.
    @inline(__always)
    func forEachUnretained(_ body: (Element) -> Bool) {
        var i = 0
        while i < count {
            guard Unmanaged.passUnretained(self[i])._withUnsafeGuaranteedRef(body) else { return }
            i += 1
        }
    }
}
