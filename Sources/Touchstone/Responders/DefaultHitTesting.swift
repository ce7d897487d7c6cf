import Foundation

/// How the default hit-test may treat a subview, by what its class overrides (found once per view,
/// `UIView.hitTestDispatch`).
enum HitTestDispatch: UInt8 {
    /// Not looked at yet.
    case unclassified
    /// `hitTest(_:with:)` or `point(inside:with:)` is overridden (or the check is unavailable):
    /// the subview is called.
    case custom
    /// UIView's own `hitTest` and `point(inside:)`, but `isUserInteractionEnabled` is overridden:
    /// the superview makes the default checks itself, flags first (the getter runs as before).
    case defaultMethods
    /// UIView's own `hitTest`, `point(inside:)` and `isUserInteractionEnabled`: every check is a
    /// plain read, so the superview may test the bounds first, the cheapest rejection.
    case defaults
}

/// Tells what a view's class overrides among `hitTest(_:with:)`, `point(inside:with:)` and
/// `isUserInteractionEnabled`, so the default hit-test can check a subview that overrides none of
/// them without calling it (`UIView.hitTestSubviews`). Overrides are common in user code and are
/// always called; this only recognises classes that have none.
///
/// How it knows: a call to an overridable method loads the implementation from a fixed slot of the
/// receiver's class metadata (its vtable) and jumps to it. A subclass that does not override the
/// method carries UIView's entry in that slot, word for word; a class that overrides it — itself or
/// through any ancestor — carries another. So "the slot holds UIView's entry" is exactly "the call
/// would run UIView's implementation". The slots are found once, without assuming where the vtable
/// starts: private probe classes each override one member, and the words in which one probe's
/// metadata differs from UIView's while the others' do not are that member's slots. Anything
/// unexpected (another metadata layout, a slot count other than expected, an Objective-C runtime)
/// leaves `current` nil, and every subview is then called as before.
///
/// Reading a metadata word is what the dispatch itself does; the words read lie inside UIView's
/// metadata, which every subclass's metadata extends at the same offsets. Immutable once built,
/// so devices on other threads share it safely.
struct DefaultHitTesting {
    /// Word offsets from a class's metadata address point, with UIView's own entries there.
    private let methodSlots: [(slot: Int, entry: UInt)]
    /// The `isUserInteractionEnabled` accessors (getter, setter, modify).
    private let interactionSlots: [(slot: Int, entry: UInt)]

    /// Built on first use; nil when the layout check fails.
    static let current: DefaultHitTesting? = DefaultHitTesting()

    /// What `view`'s class overrides (`.custom` when the check is unavailable).
    static func dispatch(for view: UIView) -> HitTestDispatch {
        guard let current else { return .custom }
        let metadata = unsafeBitCast(type(of: view), to: UnsafePointer<UInt>.self)
        func inherits(_ slots: [(slot: Int, entry: UInt)]) -> Bool {
            slots.allSatisfy { metadata[$0.slot] == $0.entry }
        }
        guard inherits(current.methodSlots) else { return .custom }
        return inherits(current.interactionSlots) ? .defaults : .defaultMethods
    }

    private init?() {
        #if canImport(ObjectiveC)
        return nil
        #else
        guard let base = MetadataWords(UIView.self, superclass: UIResponder.self),
              let hitTest = MetadataWords(HitTestOverrideProbe.self, superclass: UIView.self),
              let pointInside = MetadataWords(PointInsideOverrideProbe.self, superclass: UIView.self),
              let interaction = MetadataWords(InteractionOverrideProbe.self, superclass: UIView.self)
        else { return nil }
        let probes = [hitTest, pointInside, interaction]
        guard probes.allSatisfy({ $0.count >= base.count }) else { return nil }
        /// The slots where only `probes[k]` differs from UIView.
        func slots(onlyIn k: Int) -> [(slot: Int, entry: UInt)] {
            (MetadataWords.firstVTableCandidate..<base.count).filter { i in
                probes.indices.allSatisfy { j in (probes[j][i] != base[i]) == (j == k) }
            }.map { ($0, base[$0]) }
        }
        let hitTestSlots = slots(onlyIn: 0), pointInsideSlots = slots(onlyIn: 1)
        let interactionSlots = slots(onlyIn: 2)
        guard hitTestSlots.count == 1, pointInsideSlots.count == 1, (1...4).contains(interactionSlots.count),
              (hitTestSlots + pointInsideSlots + interactionSlots).allSatisfy({ $0.entry != 0 })
        else { return nil }
        methodSlots = hitTestSlots + pointInsideSlots
        self.interactionSlots = interactionSlots
        #endif
    }
}

/// The words of a Swift class's metadata from its address point to its end (Swift runtime ABI,
/// no Objective-C interop): kind, superclass, then 32-bit flags, instance address point, instance
/// size, alignment mask + reserved, class size and class address point (the header before the
/// address point: value witnesses, destroyer, layout string), the type descriptor, the ivar
/// destroyer, then field offsets and vtables. Checked against the known superclass and sizes
/// before anything past the fixed header is read.
private struct MetadataWords {
    /// Words 0–6 are the fixed header (kind … ivar destroyer).
    static let firstVTableCandidate = 7
    private let words: UnsafePointer<UInt>
    let count: Int

    init?(_ type: AnyClass, superclass: AnyClass) {
        let raw = unsafeBitCast(type, to: UnsafeRawPointer.self)
        guard raw.load(fromByteOffset: 8, as: UInt.self) == UInt(bitPattern: unsafeBitCast(superclass, to: Int.self))
        else { return nil }
        let classSize = Int(raw.load(fromByteOffset: 32, as: UInt32.self))
        let addressPoint = Int(raw.load(fromByteOffset: 36, as: UInt32.self))
        guard addressPoint % 8 == 0, (16...64).contains(addressPoint), classSize % 8 == 0,
              classSize > addressPoint + 8 * Self.firstVTableCandidate, classSize <= 1 << 16
        else { return nil }
        words = raw.assumingMemoryBound(to: UInt.self)
        count = (classSize - addressPoint) / 8
    }

    subscript(i: Int) -> UInt { words[i] }
}

/// Overrides only `hitTest(_:with:)`: its metadata locates that slot (never instantiated).
private final class HitTestOverrideProbe: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// Overrides only `point(inside:with:)`: its metadata locates that slot (never instantiated).
private final class PointInsideOverrideProbe: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}

/// Overrides only `isUserInteractionEnabled`: its metadata locates the accessors' slots (never
/// instantiated).
private final class InteractionOverrideProbe: UIView {
    override var isUserInteractionEnabled: Bool {
        get { super.isUserInteractionEnabled }
        set { super.isUserInteractionEnabled = newValue }
    }
}
