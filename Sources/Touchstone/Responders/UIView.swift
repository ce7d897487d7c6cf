import Foundation

// This file runs past 500 lines on purpose: a view's state — geometry, hierarchy links, the
// flags hit-testing reads, each with its accessor pair (Sources/Touchstone/Touchstone.docc/Performance.md, "Unchecked
// storage") — is declared here, beside the geometry and hierarchy logic that keeps it.

/// A rectangle on screen that can be hit-tested and receive touches (rules §1, §2).
///
/// Geometry follows UIKit: `center`, `bounds` and `transform` are stored; `frame` is derived
/// (the bounding box of the transformed bounds in the superview). The inverse transform is
/// computed once when `transform` is set, never per hit-test.
open class UIView: UIResponder {
    // MARK: Geometry

    /// The view's own coordinate space: its origin (scroll offset) and size.
    public var bounds: CGRect {
        get { boundsStorage }
        set {
            let resized = newValue.size != boundsStorage.size
            boundsStorage = newValue
            geometryDidChange(); noteAnimatableChange()
            if resized { setNeedsLayout() }
        }
    }
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _boundsStorage: CGRect = .zero
    final var boundsStorage: CGRect { get { unsafe _boundsStorage } _modify { yield unsafe &_boundsStorage } }
    @exclusivity(unchecked) private var _centerStorage: CGPoint = .zero
    final var centerStorage: CGPoint { get { unsafe _centerStorage } _modify { yield unsafe &_centerStorage } }
    @exclusivity(unchecked) private var _transformStorage: CGAffineTransform = .identity
    final var transformStorage: CGAffineTransform { get { unsafe _transformStorage } _modify { yield unsafe &_transformStorage } }
    /// Whether `transform` is the identity, kept so conversions skip the matrix test per call.
    @exclusivity(unchecked) private var _hasIdentityTransform: Bool = true
    final var hasIdentityTransform: Bool { get { unsafe _hasIdentityTransform } _modify { yield unsafe &_hasIdentityTransform } }
    /// Computed once per `transform` change and reused by every conversion (never per hit-test).
    @exclusivity(unchecked) private var _inverseTransform: CGAffineTransform = .identity
    final var inverseTransform: CGAffineTransform { get { unsafe _inverseTransform } _modify { yield unsafe &_inverseTransform } }
    @exclusivity(unchecked) private var _isUserInteractionEnabledStorage: Bool = true
    final var isUserInteractionEnabledStorage: Bool { get { unsafe _isUserInteractionEnabledStorage } _modify { yield unsafe &_isUserInteractionEnabledStorage } }
    @exclusivity(unchecked) private var _isHiddenStorage: Bool = false
    final var isHiddenStorage: Bool { get { unsafe _isHiddenStorage } _modify { yield unsafe &_isHiddenStorage } }
    @exclusivity(unchecked) private var _alphaStorage: CGFloat = 1
    final var alphaStorage: CGFloat { get { unsafe _alphaStorage } _modify { yield unsafe &_alphaStorage } }
    /// How many running `UIView.animate` calls without `.allowUserInteraction` animate this view;
    /// while above 0 the view's subtree is skipped by hit-testing (UIKitPiecesDecisions K1). Read by every
    /// hit-test of the view; changed only by `animate` and its timer. Reference scene with the
    /// check: 3,653 → 3,664 instructions per event (callgrind). Tests: `ViewAnimationTests`.
    @exclusivity(unchecked) private var _animationsBlockingTouches: Int = 0
    final var animationsBlockingTouches: Int { get { unsafe _animationsBlockingTouches } _modify { yield unsafe &_animationsBlockingTouches } }
    @exclusivity(unchecked) private var _clipsToBoundsStorage: Bool = false
    final var clipsToBoundsStorage: Bool { get { unsafe _clipsToBoundsStorage } _modify { yield unsafe &_clipsToBoundsStorage } }
    @exclusivity(unchecked) private var _isMultipleTouchEnabledStorage: Bool = false
    final var isMultipleTouchEnabledStorage: Bool { get { unsafe _isMultipleTouchEnabledStorage } _modify { yield unsafe &_isMultipleTouchEnabledStorage } }
    @exclusivity(unchecked) private var _isExclusiveTouchStorage: Bool = false
    final var isExclusiveTouchStorage: Bool { get { unsafe _isExclusiveTouchStorage } _modify { yield unsafe &_isExclusiveTouchStorage } }
    @exclusivity(unchecked) private unowned(unsafe) var _superviewStorage: UIView?
    final var superviewStorage: UIView? { get { unsafe _superviewStorage } _modify { yield unsafe &_superviewStorage } }
    @exclusivity(unchecked) private var _subviewsStorage: [UIView] = []
    final var subviewsStorage: [UIView] { get { unsafe _subviewsStorage } _modify { yield unsafe &_subviewsStorage } }
    /// Set by `UIViewController` on its root view, which makes the controller the view's `next` (rules R1).
    /// Unowned: the controller keeps its view alive and clears this link when it goes away (F6).
    @exclusivity(unchecked) private unowned(unsafe) var _owningViewController: UIViewController?
    final var owningViewController: UIViewController? { get { unsafe _owningViewController } _modify { yield unsafe &_owningViewController } }
    /// Cleared for the whole subtree when the view leaves its window or the window goes away (F6).
    @exclusivity(unchecked) private unowned(unsafe) var _windowStorage: UIWindow?
    final var windowStorage: UIWindow? { get { unsafe _windowStorage } _modify { yield unsafe &_windowStorage } }
    /// Whether this view is a `UIWindow` (set by its initialiser): `view is UIWindow` as a plain
    /// read, for walks up the hierarchy that stop at the window.
    @exclusivity(unchecked) private var _isWindow: Bool = false
    final var isWindow: Bool { get { unsafe _isWindow } _modify { yield unsafe &_isWindow } }
    /// Whether the view's class is one the default hit-test checks inline (`DefaultHitTesting`),
    /// found on the view's first hit-test as a subview (a class never changes).
    @exclusivity(unchecked) private var _hitTestDispatch: HitTestDispatch = .unclassified
    final var hitTestDispatch: HitTestDispatch { get { unsafe _hitTestDispatch } _modify { yield unsafe &_hitTestDispatch } }
    @exclusivity(unchecked) private var _gestureRecognizersStorage: [UIGestureRecognizer]? = nil
    final var gestureRecognizersStorage: [UIGestureRecognizer]? { get { unsafe _gestureRecognizersStorage } _modify { yield unsafe &_gestureRecognizersStorage } }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { centerStorage }
        set {
            centerStorage = newValue
            noteAnimatableChange()
        }
    }

    /// The transform applied about the centre; hit-testing and conversion follow it.
    public var transform: CGAffineTransform {
        get { transformStorage }
        set {
            transformStorage = newValue
            inverseTransform = newValue.inverted()
            hasIdentityTransform = newValue.isIdentity
            noteAnimatableChange()
        }
    }

    /// The view's rectangle in its superview (the bounding box when transformed).
    public var frame: CGRect {
        get {
            let size = bounds.size
            if hasIdentityTransform {
                return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                              width: size.width, height: size.height)
            }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// A view filling `frame`.
    public init(frame: CGRect) {
        super.init()
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        centerStorage = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// A view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// A view made as if from an archive: Touchstone decodes nothing, so this is a view with a
    /// zero frame. A convenience initialiser, so that a subclass's `required init?(coder:) {
    /// fatalError(…) }`, as UIKit code writes it, compiles unchanged; a subclass calling
    /// `super.init(coder:)` does not (PortingDecisions U17).
    public convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Hook for subclasses that keep state derived from `bounds` (scroll views).
    open func geometryDidChange() {}

    // MARK: Interaction flags (rules H2, R4, R5)

    /// `false` makes the view and its whole subtree invisible to hit-testing (rules H2.1).
    open var isUserInteractionEnabled: Bool {
        get { isUserInteractionEnabledStorage }
        _modify { yield &isUserInteractionEnabledStorage }
    }
    /// Hidden views and their subviews are not hit (rules H2).
    public var isHidden: Bool {
        get { isHiddenStorage }
        _modify { yield &isHiddenStorage }
    }
    /// Views with alpha below 0.01 are not hit (rules H2).
    public var alpha: CGFloat {
        get { alphaStorage }
        set {
            alphaStorage = newValue
            noteAnimatableChange()
        }
    }
    /// Has no effect on hit-testing: a superview's `point(inside:)` already fails outside its bounds (rules H4).
    public var clipsToBounds: Bool {
        get { clipsToBoundsStorage }
        _modify { yield &clipsToBoundsStorage }
    }
    /// Whether the view takes more than one touch at a time (rules R4); off by default.
    public var isMultipleTouchEnabled: Bool {
        get { isMultipleTouchEnabledStorage }
        _modify { yield &isMultipleTouchEnabledStorage }
    }
    /// Whether a touch on this view keeps other views from receiving touches (rules R5).
    public var isExclusiveTouch: Bool {
        get { isExclusiveTouchStorage }
        _modify { yield &isExclusiveTouchStorage }
    }
    /// A number to find the view by with ``viewWithTag(_:)``.
    public var tag: Int = 0
    // Unchecked: read by every trace line that names the view (plain, its check cost the
    // trace-on event +6 % / +12 % at depth 0 / 16, Sources/Touchstone/Touchstone.docc/Performance.md round 17).
    @exclusivity(unchecked) private var _accessibilityIdentifier: String?
    /// Names the view in traces (`traceName`); the tag-like identifier UI tests use.
    public var accessibilityIdentifier: String? { get { unsafe _accessibilityIdentifier } _modify { yield unsafe &_accessibilityIdentifier } }

    /// The accessibility identifier, else the class name.
    open override var traceName: String { accessibilityIdentifier ?? typeName }

    // MARK: Hierarchy

    /// Not a `weak` reference: a weak reference gives its target a side table, and every retain
    /// and release of such an object takes the runtime's slow path (PerformanceDecisions F6). The
    /// superview keeps its subviews alive and clears this link when it goes away (`deinit`).
    public private(set) var superview: UIView? {
        get { superviewStorage }
        _modify { yield &superviewStorage }
    }
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] {
        get { subviewsStorage }
        _modify { yield &subviewsStorage }
    }

    /// The window this view is in. Kept up to date when the view moves (not found by walking up),
    /// so adding views to a deep chain stays linear.
    open var window: UIWindow? { windowStorage }

    override var owningApplication: UIApplication? { window?.application }

    /// A view's next responder is its view controller when it is that controller's root view,
    /// otherwise its superview (rules R1). The controller link is tested in place: most views have
    /// none, and a strong read of the empty link would still retain and release it.
    open override var next: UIResponder? {
        if owningViewController.isSet { return owningViewController }
        return superview
    }

    /// Adds `view` in front of the other subviews (removing it from its old superview).
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of ``subviews``.
    public func insertSubview(_ view: UIView, at index: Int) {
        if view === self { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        if !view.subviews.isEmpty, isDescendant(of: view) { return }  // a cycle; UIKit raises, Touchstone refuses
        view.willMove(toSuperview: self)
        // Moving to another window leaves the old one: as for removal, touches bound to the
        // subtree are cancelled and its recognisers stopped (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md).
        if let oldWindow = view.window, oldWindow !== window { oldWindow.application?.device?.viewWillLeaveWindow(view) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        view.setWindowRecursively(window)
        view.noteMovedForLayout(into: self)
    }

    /// Inserts `view` just in front of `sibling`.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` just behind `sibling`.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: i)
    }

    /// Moves `view` in front of its siblings.
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i); subviews.append(view)
    }

    /// Moves `view` behind its siblings.
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i); subviews.insert(view, at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview. Touches bound to the view or its subviews are
    /// cancelled in those views first (EventDeliveryDecisions D8, "Removing a view mid-touch").
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        oldWindow?.application?.device?.viewWillLeaveWindow(self)
        let oldSuperview = superview
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { setWindowRecursively(nil) }
        oldSuperview?.setNeedsLayout()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        if let i = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        superview = nil
    }

    /// Walks the `superview` links unretained: they are unowned and the walk runs no
    /// code, so a strong copy per level would add retains and no safety (F6).
    public func isDescendant(of view: UIView) -> Bool {
        var v: Unretained<UIView>? = Unretained(self)
        while let current = v {
            if current.refers(to: view) { return true }
            v = current.with { $0.superviewStorage.unretained }
        }
        return false
    }

    /// This view or the first descendant, depth first, whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            if v.tag == tag { return v }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return nil
    }

    /// Called before the view moves to `newSuperview` (`nil`: removal).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called after the view moved to a window, or out of one.
    open func didMoveToWindow() {}

    /// Records the new window in the whole subtree (iteratively) and calls `didMoveToWindow()`.
    private func setWindowRecursively(_ window: UIWindow?) {
        guard windowStorage !== window || self is UIWindow else { return }
        var stack: [UIView] = [self]
        while let v = stack.popLast() {
            if !(v is UIWindow) { v.windowStorage = window }
            v.didMoveToWindow()
            stack.append(contentsOf: v.subviews)
        }
    }

    /// Releases deep subtrees without recursing once per level (a 100,000-deep chain must not
    /// overflow the stack when it is freed).
    /// Also clears the unowned links that point here (subviews' `superview`, recognisers'
    /// `view`), so a subview or recogniser that outlives this view never sees a dangling one (F6).
    deinit {
        layerStorage?.detach(from: self)
        layoutStorage?.viewIsAlive = false
        if let recognizers = gestureRecognizers {
            for r in recognizers where r.view === self { r.view = nil }
        }
        var pending = subviews
        subviews = []
        for v in pending where v.superview === self { v.superview = nil }
        while var v = pending.popLast() {
            if isKnownUniquelyReferenced(&v) {
                let children = v.subviews
                v.subviews = []
                for c in children where c.superview === v { c.superview = nil }
                pending.append(contentsOf: children)
            }
        }
    }

    // MARK: Hit-testing (rules §1)

    /// UIKit's default hit-test (rules H2): skip the subtree when interaction is disabled, the view is
    /// hidden or nearly transparent (alpha < 0.01); then ask `point(inside:with:)`; then try subviews
    /// front-most first; else return `self`. Flags are checked before `point(inside:)`, so an
    /// excluded view's override is never called.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isShownToHitTesting, animationsBlockingTouches == 0 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        return hitTestSubviews(point, with: event) ?? self
    }

    /// The flags the default hit-test checks before anything else (rules H2): interaction
    /// enabled, not hidden, alpha at least 0.01. An animation that keeps touches from the view is
    /// checked beside it (UIKitPiecesDecisions K1).
    @inline(__always)
    final var isShownToHitTesting: Bool { isUserInteractionEnabled && !isHidden && alpha >= 0.01 }

    /// `bounds` contains the point, min edges inclusive and max edges exclusive (rules H3).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.hitContains(point)
    }


    /// The subview part of the default hit-test (rules H2): subviews front-most first, each asked
    /// with the point in its own space; the first that answers wins.
    ///
    /// A subview of a Touchstone class known to keep the default members (`DefaultHitTesting`)
    /// is not called: the checks its `hitTest` would make — the flags, then `bounds.hitContains` —
    /// are made here. When they pass, that subview answers (itself, or a descendant): its
    /// siblings are never tried, so the search goes down into its subviews in a loop rather than
    /// a call, and a chain of plain views costs no stack however deep (RobustnessDecisions R13). Every
    /// other subview is called, one nested call on the event's `RecursionGuard`.
    ///
    /// Until the first such call nothing but these reads has run since this view was called, so
    /// the tree below it is as it was: the walk reads views and subview lists in place, retaining
    /// nothing (a tree of Touchstone's own views costs no reference counting, Sources/Touchstone/Touchstone.docc/Performance.md
    /// round 15). From the first call on, client code may change the tree, and the walk holds
    /// what it reads (`hitTestSubviewsCalling`).
    final func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Lifetime: `self` is held by the caller; each view reached is in a subview list that
        // no code has changed since (nothing but field reads runs in this loop).
        var level = Unretained(self)
        var found: Unretained<UIView>?
        var p = point
        while true {
            switch level.with({ $0.scanWithoutCalls(p) }) {
            case .none:
                return found?.object
            case let .descend(view, q):
                found = view; level = view; p = q
            case let .call(index):
                // The strong copies made before the first call keep the view being searched and
                // its subview list alive, whatever the called code does to the tree.
                let owner = level.object
                return owner.hitTestSubviewsCalling(from: index, p, found: found?.object, with: event)
            }
        }
    }

    private enum InPlaceAnswer { case none, descend(Unretained<UIView>, CGPoint), call(Int) }

    /// One level of `hitTestSubviews` before any call: the first default-class subview, front-most
    /// first, that passes the checks (`descend`), or the index of the first subview that must be
    /// called (`call`), or none.
    @inline(__always)
    private func scanWithoutCalls(_ point: CGPoint) -> InPlaceAnswer {
        withUnretainedSubviews { buffer in
            var i = buffer.count
            while i > 0 {
                i -= 1
                let subview = buffer[i]
                let answer = subview.with { v -> InPlaceAnswer? in
                    if v.hitTestDispatch != .defaults, !v.classifyForHitTesting() { return .call(i) }
                    let q = v.convertFromSuperview(point)
                    guard v.boundsStorage.hitContains(q), v.defaultFlagsAllowHitTesting else { return nil }
                    return .descend(subview, q)
                }
                if let answer { return answer }
            }
            return .none
        }
    }

    /// Classifies the view on its first hit-test as a subview (a class never changes); whether
    /// it is of a default class.
    @inline(never)
    private func classifyForHitTesting() -> Bool {
        if hitTestDispatch == .unclassified { hitTestDispatch = DefaultHitTesting.dispatch(for: self) }
        return hitTestDispatch == .defaults
    }

    /// `isShownToHitTesting` and no animation keeping touches away, read from storage: only for
    /// views of the default classes, which keep `isUserInteractionEnabled` (`DefaultHitTesting`).
    @inline(__always)
    private var defaultFlagsAllowHitTesting: Bool {
        isUserInteractionEnabledStorage && !isHiddenStorage && alphaStorage >= 0.01 && animationsBlockingTouches == 0
    }

    /// The rest of `hitTestSubviews` from the subview at `index` of this view's subviews on,
    /// once a subview must be called: every level's list and the view being searched are held.
    private func hitTestSubviewsCalling(from index: Int, _ point: CGPoint, found: UIView?, with event: UIEvent?) -> UIView? {
        var found = found
        // Holding each level's array keeps its subviews alive while they are read unretained,
        // even if an override reorders or removes them meanwhile (a mutation copies the storage);
        // `found` holds the view being searched.
        var subviews = self.subviews
        var p = point
        var end = index + 1
        while end > 0 {
            switch Self.scan(subviews, below: end, p, with: event) {
            case .none: return found
            case .hit(let view): return view
            case .descend(let view, let q): found = view; p = q; subviews = view.subviews; end = subviews.count
            }
        }
        return found
    }

    private enum SubviewAnswer { case none, hit(UIView), descend(UIView, CGPoint) }

    /// One level of `hitTestSubviewsCalling`: the first subview below `end`, front-most first, that answers.
    ///
    /// The level's calls into client code are counted once on the event's recursion guard
    /// (RobustnessDecisions R13): entered at the level's first call, given back when the level answers.
    /// Siblings are called one after another, never inside each other, so each call is made at
    /// the nesting depth it had when counted on its own, and past the limit every one of them is
    /// skipped as before (Sources/Touchstone/Touchstone.docc/Performance.md round 16: one count per level, not per sibling).
    private static func scan(_ subviews: [UIView], below end: Int, _ point: CGPoint, with event: UIEvent?) -> SubviewAnswer {
        subviews.withUnretainedElements { buffer in
            var guarded = LevelGuard.notEntered
            var i = end
            while i > 0 {
                i -= 1
                let answer = buffer[i].with { $0.answerAsSubview(point, with: event, guarded: &guarded) }
                if case .none = answer { continue }
                if guarded != .notEntered { event?.recursion.leave() }
                return answer
            }
            if guarded != .notEntered { event?.recursion.leave() }
            return .none
        }
    }

    /// Whether a level of `scan` has counted its calls on the recursion guard, and the answer.
    private enum LevelGuard { case notEntered, allowed, refused }

    /// What this view answers when its superview tries it with `point` (in the superview's
    /// space): a default-class view that passes the checks is to be searched (`descend`); any
    /// other view is called. Default checks are side-effect-free reads, so their order cannot
    /// show, and the bounds, which reject most subviews, come first.
    @inline(__always)
    private func answerAsSubview(_ point: CGPoint, with event: UIEvent?, guarded: inout LevelGuard) -> SubviewAnswer {
        if hitTestDispatch == .unclassified { hitTestDispatch = DefaultHitTesting.dispatch(for: self) }
        let p = convertFromSuperview(point)
        guard hitTestDispatch == .defaults else {
            // One nested call into client code on the event's recursion guard (R13); without an
            // event there is no guard.
            if guarded == .notEntered, let event { guarded = event.recursion.tryEnter() ? .allowed : .refused }
            guard guarded != .refused, let hit = hitTest(p, with: event) else { return .none }
            return .hit(hit)
        }
        guard boundsStorage.hitContains(p), defaultFlagsAllowHitTesting else { return .none }
        return .descend(self, p)
    }

    // MARK: Gesture recognisers (rules §4.7, §5.7)

    /// The recognisers attached to the view, in delivery order; `nil` when there are none.
    ///
    /// Setting it removes every recogniser that is not in the new list and adds the new ones in
    /// order, as `removeGestureRecognizer(_:)` and `addGestureRecognizer(_:)` do: Xcode's
    /// page-based template assigns a page view controller's recognisers this way
    /// (NavigationDecisions [N12](<doc:NavigationDecisions#N12>)).
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizersStorage }
        set {
            let incoming = newValue ?? []
            for old in gestureRecognizersStorage ?? [] where !incoming.contains(where: { $0 === old }) {
                removeGestureRecognizer(old)
            }
            for recognizer in incoming { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` (moving it from another view); it sees touches from the next touch-down.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        if gestureRecognizersStorage?.contains(where: { $0 === gestureRecognizer }) == true { return }
        gestureRecognizersStorage = (gestureRecognizersStorage ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
        gestureRecognizer.didMove(to: self)
    }

    /// Removing an active recogniser cancels it (rules §4.8).
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let i = gestureRecognizersStorage?.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.arbiter?.recognizerWillBeRemoved(gestureRecognizer)
        gestureRecognizersStorage?.remove(at: i)
        if gestureRecognizersStorage?.isEmpty == true { gestureRecognizersStorage = nil }
        gestureRecognizer.view = nil
    }

    /// A view under the touch may veto a recogniser attached elsewhere (rules §5.7, A10). UIKit
    /// controls override this to stop ancestors' single taps (rules §7.6).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Layout (issue 20; LayoutDecisions AL1–AL9). New state in this one block.

    /// Auto Layout and margins state, made on first use (most views never need it).
    var layoutStorage: ViewLayoutState?
    /// Set by ``setNeedsLayout()``: the next layout pass calls ``layoutSubviews()``.
    var needsLayoutFlag = false
    /// Some view below this one needs layout: the pass walks down through such views only.
    var descendantNeedsLayoutFlag = false
    /// Some view in this subtree has held active constraints (never cleared: a hint for the pass).
    var subtreeHasConstraints = false

    /// Lays out the subviews; called by the layout pass when the view needs layout (Apple,
    /// `layoutSubviews()`). The default sets the frames Auto Layout solved for the subviews that
    /// do not translate their autoresizing mask; an override that does not call `super` keeps
    /// them where they are, as in UIKit.
    open func layoutSubviews() {
        for v in subviews {
            guard let frame = v.layoutStorage?.solvedFrame, !v.translatesAutoresizingMaskIntoConstraints else { continue }
            if v.frame != frame { v.frame = frame }
        }
    }

    /// Called when ``safeAreaInsets`` changed (found when the view is laid out; Apple,
    /// `safeAreaInsetsDidChange()`).
    open func safeAreaInsetsDidChange() {}

    /// Called when ``layoutMargins`` changed.
    open func layoutMarginsDidChange() {}

    /// The size the view's content needs, or ``UIView/noIntrinsicMetric`` along an axis where
    /// it has none (the default for both). Auto Layout keeps a view that does not translate its
    /// autoresizing mask at this size with its hugging and compression-resistance priorities.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    // MARK: Editing

    /// Resigns the first responder if it is this view or one of its subviews.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let app = owningApplication, let fr = app.firstResponder as? UIView, fr.isDescendant(of: self) else {
            return false
        }
        // Forcing still asks the responder first, so a text field sends editingDidEnd (seed 003).
        if force {
            if !fr.resignFirstResponder() {
                app.firstResponder = nil
                traceSink?.record(.lifecycle, fr.traceName, "resignedFirstResponder", cause: "endEditing(true) forced it")
            }
            return true
        }
        return fr.resignFirstResponder()
    }

    // MARK: Looks (issue 20; UIView+Appearance.swift, PortingDecisions U4–U6)

    /// The view's layer, made on first use; it also keeps the view's colours and content mode,
    /// so a view whose looks are never set carries one empty reference.
    final var layerStorage: CALayer?

    /// The background colour (`nil`: none). Stored, not drawn; the same value as
    /// `layer.backgroundColor` (PortingDecisions U5).
    open var backgroundColor: UIColor? {
        get { layerStorage?.backgroundUIColor }
        set { layer.backgroundUIColor = newValue }
    }

    /// The tint colour: the view's own, else its superview's, else the system blue (Apple,
    /// `UIView.tintColor`; PortingDecisions U6). Setting `nil` inherits again. Stored, not drawn.
    open var tintColor: UIColor! {
        get { inheritedTintColor }
        set { setOwnTintColor(newValue) }
    }

    /// Called when the view's tint colour changed: its own was set, or an ancestor's that it
    /// inherits (Apple, `tintColorDidChange()`; PortingDecisions U6). Does nothing by default.
    open func tintColorDidChange() {}
}

extension UIView {
    /// Calls `body` with this view's subviews read in place: neither the list nor its elements
    /// are retained (the default hit-test's walk before its first call, `hitTestSubviews`).
    // Safety: the list is the view's own storage, alive while the view is and unchanged while
    // nothing mutates the tree; the caller keeps the view alive and runs no code that could
    // change the tree inside `body` (only field reads), and never keeps an element past the walk
    // without a strong copy made before any call. Saves a retain and release of the list and of
    // each view descended into: ≈ 1,000 instructions per hit-test of the 16,382-view tree
    // (Sources/Touchstone/Touchstone.docc/Performance.md round 15). Tests: `HitTestingTests`, `DefaultHitTestingTests`,
    // `TreeMutationTests`, the ASan run of Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md.
    @inline(__always)
    func withUnretainedSubviews<Result>(_ body: (UnretainedElements<UIView>) -> Result) -> Result {
        // Passed `inout`, the list is read where it is stored: a plain read would copy the array
        // value, a retain and a release of its storage per level.
        unsafe Self.borrowSubviews(&_subviewsStorage, body)
    }

    @inline(__always)
    private static func borrowSubviews<Result>(_ subviews: inout [UIView], _ body: (UnretainedElements<UIView>) -> Result) -> Result {
        subviews.withUnretainedElements(body)
    }
}
