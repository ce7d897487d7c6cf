import Foundation
import Touchstone

/// A still picture of a scene for reports: each view's frame on screen, its flags, its recognisers,
/// and the area where a touch would actually land on it — sampled by hit-testing a grid, so
/// enlarged `point(inside:)`, hidden or disabled subtrees and protruding children show as they are.
public struct SceneLayout: Sendable {
    /// One view as laid out on screen.
    public struct View: Sendable {
        /// The view's id.
        public var id: String
        /// The view's class (`view`, `button`, `tableView`…).
        public var kind: String
        /// The frame in screen coordinates.
        public var frame: CGRect
        /// Depth in the view tree: the number of views between it and the window.
        public var depth: Int
        /// The superview's id (`nil` for the root).
        public var parent: String?
        /// Some grid cell hit-tests to this view (false for every view when `sampled` is false).
        public var hittable: Bool
        /// Flags worth showing (hidden, interaction off, alpha, enlarged hit area…).
        public var note: String
        /// Rows of grid cells where a touch hit-tests to this view, merged into rectangles.
        public var tappable: [CGRect]
    }
    /// One recogniser and its settings.
    public struct Recognizer: Sendable {
        /// The recogniser's id.
        public var id: String
        /// Its kind (`tap`, `pan`…).
        public var kind: String
        /// The id of the view it is attached to.
        public var view: String
        /// Its settings in words (taps, delays, requirements, delegate).
        public var settings: String
    }
    /// Screen size in points.
    public var screen: CGSize
    /// Every view, back to front.
    public var views: [View]
    /// Every recogniser.
    public var recognizers: [Recognizer]
    /// The grid step used for `tappable`, in points.
    public var step: Double
    /// Whether the tappable areas were sampled (only reports draw them, so a run without a
    /// report skips the sampling: RobustnessDecisions R12).
    public var sampled: Bool = true

    static func empty(_ s: Scenario) -> SceneLayout {
        SceneLayout(screen: s.device.screen, views: [], recognizers: [], step: 4)
    }

    /// The most grid cells one capture hit-tests; a larger screen gets a coarser grid.
    static let maximumCells: Double = 60_000

    /// What a capture needs to know of the views besides the window: their ids (nil: not drawn),
    /// declared kinds, dump origins, and the recognisers to list.
    struct Naming {
        var id: (UIView) -> String?
        var kind: (String, UIView) -> String
        var origin: (String) -> String?
        var recognizers: [(id: String, recognizer: UIGestureRecognizer, kind: String?, view: String?)]
    }

    /// Captures the views and recognisers; with `tappableAreas`, also samples where touches land
    /// (one hit-test per grid cell, the costly part).
    static func capture(_ scene: Scene, step requestedStep: Double = 4, tappableAreas: Bool = true) -> SceneLayout {
        let declaredKinds = Dictionary(scene.scenario.allViews.map { ($0.id, $0.kind.rawValue) }, uniquingKeysWith: { a, _ in a })
        let specs = Dictionary(scene.scenario.recognizers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let recognizers = scene.recognizerOrder.compactMap { id -> (id: String, recognizer: UIGestureRecognizer, kind: String?, view: String?)? in
            scene.recognizer(id).map { (id, $0, specs[id]?.kind.rawValue, specs[id]?.view) }
        }
        let naming = Naming(id: { scene.id(of: $0) ?? $0.accessibilityIdentifier },
                            kind: { id, v in declaredKinds[id] ?? String(describing: type(of: v)) },
                            origin: { scene.origin(of: $0) }, recognizers: recognizers)
        return capture(window: scene.window, size: scene.scenario.device.screen, naming: naming, step: requestedStep, tappableAreas: tappableAreas)
    }

    /// The same picture of any window: a device built in code names its views by
    /// `accessibilityIdentifier` (others are not drawn) and its recognisers by `traceName`.
    static func capture(device: Device, step: Double = 4) -> SceneLayout {
        let size = device.screenBounds.size
        guard let window = device.application.keyWindow else { return SceneLayout(screen: size, views: [], recognizers: [], step: step) }
        var recognizers: [(id: String, recognizer: UIGestureRecognizer, kind: String?, view: String?)] = []
        var todo: [UIView] = [window]
        while let v = todo.popLast() {
            for r in v.gestureRecognizers ?? [] { recognizers.append((r.traceName, r, nil, nil)) }
            todo.append(contentsOf: v.subviews.reversed())
        }
        let naming = Naming(id: { $0.accessibilityIdentifier }, kind: { _, v in String(describing: type(of: v)) },
                            origin: { _ in nil }, recognizers: recognizers)
        return capture(window: window, size: size, naming: naming, step: step, tappableAreas: true)
    }

    static func capture(window: UIWindow, size: CGSize, naming: Naming, step requestedStep: Double, tappableAreas: Bool) -> SceneLayout {
        var views: [View] = []
        var hitCells: [ObjectIdentifier: [CGRect]] = [:]
        let step = max(requestedStep, (Double(size.width) * Double(size.height) / Self.maximumCells).squareRoot())
        var y = tappableAreas ? step / 2 : Double(size.height)
        while y < Double(size.height) {
            var x = step / 2
            var runStart = 0.0
            var runOwner: ObjectIdentifier?
            func close(_ endX: Double) {
                if let o = runOwner { hitCells[o, default: []].append(CGRect(x: runStart, y: y - step / 2, width: endX - runStart, height: step)) }
            }
            while x < Double(size.width) {
                // A private subview a UIKit class made (a switch's track) counts for its named owner.
                var hit = window.hitTest(CGPoint(x: x, y: y), with: nil)
                while let h = hit, h !== window, naming.id(h) == nil { hit = h.superview }
                let owner = hit.map(ObjectIdentifier.init)
                if owner != runOwner { close(x - step / 2); runOwner = owner; runStart = x - step / 2 }
                x += step
            }
            close(Double(size.width))
            y += step
        }
        // Declared views, plus views UIKit classes created with a name (table rows and cells).
        var ordered: [(String, UIView)] = []
        var seen = Set<ObjectIdentifier>()
        var stack: [UIView] = [window]
        while let v = stack.popLast() {
            if let id = naming.id(v), v !== window, seen.insert(ObjectIdentifier(v)).inserted {
                ordered.append((id, v))
            }
            stack.append(contentsOf: v.subviews.reversed())
        }
        for (id, v) in ordered {
            var depth = 0, p = v.superview
            while let c = p, c !== window { depth += 1; p = c.superview }
            let frame = v.convert(v.bounds, to: nil)
            var notes: [String] = []
            if let origin = naming.origin(id) { notes.append(origin) }
            if v.isHidden { notes.append("hidden") }
            if v.alpha < 0.01 { notes.append("alpha \(fmtNumber(Double(v.alpha)))") }
            if !v.isUserInteractionEnabled { notes.append("interaction off") }
            let parent = v.superview.flatMap(naming.id)
            // Merge vertically adjacent rows with the same x-range (the last rectangle of each
            // x-range is looked up, not searched for).
            var merged: [CGRect] = []
            var lastWithRange: [XRange: Int] = [:]
            for r in hitCells[ObjectIdentifier(v)] ?? [] {
                let key = XRange(minX: r.minX, width: r.width)
                if let i = lastWithRange[key], abs(merged[i].maxY - r.minY) < 0.01 {
                    merged[i] = merged[i].union(r)
                } else {
                    lastWithRange[key] = merged.count
                    merged.append(r)
                }
            }
            views.append(View(id: id, kind: naming.kind(id, v),
                              frame: frame, depth: depth, parent: parent, hittable: !merged.isEmpty,
                              note: notes.joined(separator: ", "), tappable: merged))
        }
        let recs = naming.recognizers.map { r in
            Recognizer(id: r.id, kind: r.kind ?? "\(type(of: r.recognizer))",
                       view: r.recognizer.view.flatMap(naming.id) ?? r.view ?? "?",
                       settings: RecognizerDescription.settings(r.recognizer))
        }
        return SceneLayout(screen: size, views: views, recognizers: recs, step: step, sampled: tappableAreas)
    }

    private struct XRange: Hashable { var minX: CGFloat; var width: CGFloat }
}

/// Short human descriptions of recognisers for reports and `touchstone why`.
enum RecognizerDescription {
    static func settings(_ r: UIGestureRecognizer) -> String {
        var parts: [String] = []
        if let t = r as? UITapGestureRecognizer { parts.append("\(t.numberOfTapsRequired) tap(s), \(t.numberOfTouchesRequired) finger(s)") }
        if let l = r as? UILongPressGestureRecognizer { parts.append("press \(msText(l.minimumPressDuration)), \(fmtNumber(Double(l.allowableMovement))) pt") }
        if let p = r as? UIPanGestureRecognizer { parts.append("\(p.minimumNumberOfTouches)…\(p.maximumNumberOfTouches == .max ? "∞" : String(p.maximumNumberOfTouches)) fingers") }
        parts.append("cancelsTouchesInView \(r.cancelsTouchesInView)")
        if r.delaysTouchesBegan { parts.append("delaysTouchesBegan") }
        if !r.delaysTouchesEnded { parts.append("delaysTouchesEnded false") }
        if !r.isEnabled { parts.append("disabled") }
        if r.delegate != nil { parts.append("delegate") }
        return parts.joined(separator: ", ")
    }
}

/// Finger positions over time, read back from the trace's input lines.
public struct FingerTrack: Sendable {
    /// The finger id.
    public var finger: Int
    /// Where the finger was at each input line, and its phase there (`down`, `move`, `up`, `cancel`).
    public var points: [(time: TimeInterval, point: CGPoint, phase: String)]

    static func tracks(from entries: [TraceEntry]) -> [FingerTrack] {
        var open: [Int: FingerTrack] = [:]
        var done: [FingerTrack] = []
        for e in entries where e.kind == .input && e.subject.hasPrefix("finger ") {
            guard let id = Int(e.subject.dropFirst(7)) else { continue }
            if e.message.hasPrefix("down at "), let p = parsePoint(e.message) {
                if let t = open[id] { done.append(t) }
                open[id] = FingerTrack(finger: id, points: [(e.time, p, "down")])
            } else if e.message.hasPrefix("move to "), let p = parsePoint(e.message) {
                open[id]?.points.append((e.time, p, "move"))
            } else if e.message == "up" || e.message.hasPrefix("cancel") {
                if var t = open[id], let last = t.points.last { t.points.append((e.time, last.point, e.message == "up" ? "up" : "cancel")); done.append(t) }
                open[id] = nil
            }
        }
        return done + open.values.sorted { $0.finger < $1.finger }
    }

    /// The point in an input line's "(x, y)": between the first "(" and the last ")", two
    /// numbers split by commas (empty pieces skipped), white space around each ignored
    /// (`CharacterSet.whitespaces`). Read in place, byte by byte (the delimiters are ASCII): a
    /// long run has a line a sample.
    static func parsePoint(_ s: String) -> CGPoint? {
        let bytes = s.utf8
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")), let close = bytes.lastIndex(of: UInt8(ascii: ")")),
              open < close else { return nil }
        var numbers: (x: Double?, y: Double?) = (nil, nil)
        var count = 0
        var start = bytes.index(after: open)
        while start < close {
            let comma = bytes[start..<close].firstIndex(of: UInt8(ascii: ",")) ?? close
            defer { start = comma < close ? bytes.index(after: comma) : close }
            guard start < comma else { continue }
            count += 1
            guard count <= 2, let value = Double(TimelineBuilder.trimmed(s[start..<comma])) else { return nil }
            if count == 1 { numbers.x = value } else { numbers.y = value }
        }
        guard count == 2, let x = numbers.x, let y = numbers.y else { return nil }
        return CGPoint(x: x, y: y)
    }
}
