import Foundation
import Touchstone

/// What a person's version of a gesture was, read from the input lines of its trace: the
/// features the doctor compares between the runs where a finding bites and the runs where it does
/// not (HumanGestureDecisions HG12). Only the first finger is read.
struct VariedInput: Sendable, Equatable {
    /// The features, in the order the split tries them (ties go to the earlier).
    enum Feature: String, CaseIterable, Codable, Sendable {
        case firstMove, landingX, landingY, landingOffset, firstMoveDelay, duration, speed
    }
    /// Each feature's value; a feature the run has no value for (a tap has no first move) is absent.
    var values: [Feature: Double] = [:]

    /// Reads the first finger's `down at`, first `move to` and `up at` lines; `aim` is where the
    /// written gesture puts the finger down.
    init(_ entries: [TraceEntry], aim: CGPoint?) {
        var finger: String?
        var down: (t: Double, p: CGPoint)?, move: (t: Double, p: CGPoint)?, up: (t: Double, p: CGPoint)?
        var last: CGPoint?
        for e in entries where e.kind == .input {
            if finger == nil, e.message.hasPrefix("down at ") { finger = e.subject }
            guard e.subject == finger, up == nil else { continue }
            // A lift where the finger already is reads `up`, without a point.
            if e.message == "up", let last { up = (e.time, last); continue }
            guard let p = Self.point(e.message) else { continue }
            if e.message.hasPrefix("down at "), down == nil { down = (e.time, p) }
            else if e.message.hasPrefix("move to "), move == nil { move = (e.time, p) }
            else if e.message.hasPrefix("up at ") { up = (e.time, p) }
            last = p
        }
        guard let down else { return }
        values[.landingX] = Double(down.p.x)
        values[.landingY] = Double(down.p.y)
        if let aim { values[.landingOffset] = Self.distance(down.p, aim) }
        if let move {
            values[.firstMove] = Self.distance(down.p, move.p)
            values[.firstMoveDelay] = (move.t - down.t) * 1000
        }
        if let up {
            let d = up.t - down.t
            values[.duration] = d * 1000
            if d > 0, move != nil { values[.speed] = Self.distance(down.p, up.p) / d }
        }
    }

    init(values: [Feature: Double]) { self.values = values }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
        Double(((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot())
    }

    /// `(12.5, 300)` at the end of an input line.
    static func point(_ message: String) -> CGPoint? {
        guard let open = message.lastIndex(of: "("), let close = message.lastIndex(of: ")"), open < close else { return nil }
        let parts = message[message.index(after: open)..<close].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1] else { return nil }
        return CGPoint(x: x, y: y)
    }
}

/// A threshold on one input feature that separates the runs where something happens from the
/// runs where it does not, perfectly: "always when the first sample moves more than 10 pt"
/// (HumanGestureDecisions HG12).
public struct VariationSplit: Codable, Sendable, Equatable {
    /// The feature (`firstMove`, `landingX`, `landingY`, `landingOffset`, `firstMoveDelay`,
    /// `duration`, `speed`).
    public var feature: String
    /// The threshold, in the feature's unit (pt, ms, pt/s).
    public var threshold: Double
    /// Whether the runs it describes lie above the threshold (else below).
    public var above: Bool
    /// The split in words: `the first sample moves more than 10 pt`.
    public var words: String

    /// Each side needs at least this many runs: with fewer, one run's extreme value on some
    /// feature would "separate" them by chance.
    static let minimumRunsPerSide = 3

    /// The feature that separates `yes` runs from `no` runs with the widest gap (relative to the
    /// feature's range over all runs), or `nil` when none separates them perfectly or a side has
    /// fewer than `minimumRunsPerSide` runs.
    static func find(yes: [VariedInput], no: [VariedInput]) -> VariationSplit? {
        guard yes.count >= minimumRunsPerSide, no.count >= minimumRunsPerSide else { return nil }
        var best: (score: Double, split: VariationSplit)?
        for f in VariedInput.Feature.allCases {
            let a = yes.compactMap { $0.values[f] }, b = no.compactMap { $0.values[f] }
            guard a.count == yes.count, b.count == no.count, let aMin = a.min(), let aMax = a.max(), let bMin = b.min(), let bMax = b.max() else { continue }
            let range = max(aMax, bMax) - min(aMin, bMin)
            guard range > 0 else { continue }
            let (above, lo, hi): (Bool, Double, Double)
            if aMin > bMax { (above, lo, hi) = (true, bMax, aMin) }
            else if aMax < bMin { (above, lo, hi) = (false, aMax, bMin) }
            else { continue }
            let score = (hi - lo) / range
            if best == nil || score > best!.score {
                let t = nice(between: lo, and: hi)
                best = (score, VariationSplit(feature: f.rawValue, threshold: t, above: above, words: words(f, t, above: above)))
            }
        }
        return best?.split
    }

    /// The roundest number strictly between `lo` and `hi` (a multiple of 100, 50, 10, 5, 1, 0.5
    /// or 0.1, nearest the middle), else the middle.
    static func nice(between lo: Double, and hi: Double) -> Double {
        let mid = (lo + hi) / 2
        for step in [100.0, 50, 10, 5, 1, 0.5, 0.1] {
            let k = (mid / step).rounded() * step
            if k > lo && k < hi { return k }
            let down = (mid / step).rounded(.down) * step, up = (mid / step).rounded(.up) * step
            if down > lo && down < hi { return down }
            if up > lo && up < hi { return up }
        }
        return mid
    }

    static func words(_ f: VariedInput.Feature, _ t: Double, above: Bool) -> String {
        let n = t == t.rounded() ? String(Int(t)) : String(format: "%.1f", t)
        let more = above ? "more than" : "less than"
        switch f {
        case .firstMove: return "the first sample moves \(more) \(n) pt"
        case .landingX: return "the finger lands at x \(above ? ">" : "<") \(n) pt"
        case .landingY: return "the finger lands at y \(above ? ">" : "<") \(n) pt"
        case .landingOffset: return "the finger lands \(more) \(n) pt from where the gesture aims"
        case .firstMoveDelay: return "the first move comes \(more) \(n) ms after the landing"
        case .duration: return "the gesture lasts \(more) \(n) ms"
        case .speed: return "the finger moves \(above ? "faster" : "slower") than \(n) pt/s"
        }
    }
}
