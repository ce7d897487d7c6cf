import Foundation
import Touchstone
import Yams

/// A node of a scenario file together with where it came from, so every complaint can point at
/// `file:line:column`. Typed readers check the shape (mapping, list, number…) and the domain
/// (finite, non-negative…) and say what was expected.
struct YField {
    let node: Node
    let file: String
    /// Where in the document this is, e.g. `views[2].frame`, for messages.
    let path: String
    /// Whether messages may quote the document's values and keys: false for a file the scenario
    /// names (a `webdriver:` capture), which may be any file on disk (decision R19).
    var quotesValues = true

    /// A node inside this one, read under the same quoting rule.
    func child(_ node: Node, path: String) -> YField {
        YField(node: node, file: file, path: path, quotesValues: quotesValues)
    }

    /// A number read from the document, as a message may show it.
    func shown(_ v: Double) -> String { quotesValues ? fmtNumber(v) : "a value (not shown)" }

    /// `text` (a value or key of the document) as a message may show it.
    func quote(_ text: String) -> String {
        quotesValues ? InputLimits.excerpt(text) : "a value (not shown)"
    }

    var line: Int { node.mark?.line ?? 1 }
    var column: Int { node.mark?.column ?? 1 }

    func error(_ message: String) -> ScenarioError {
        ScenarioError(file: file, line: line, column: column, message: message)
    }

    private var described: String {
        switch node {
        case .scalar(let s): quote(s.string)
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    // MARK: Shapes

    func mapping(_ what: String, allowed: [String]) throws -> YMap {
        guard case .mapping(let m) = node else {
            throw error("\(path): expected \(what) as a mapping (key: value), found \(described)")
        }
        var entries: [(key: String, field: YField, keyField: YField)] = []
        for (k, v) in m {
            guard case .scalar(let ks) = k else {
                throw child(k, path: path).error("\(path): keys must be plain words")
            }
            let key = ks.string
            let keyField = child(k, path: path)
            guard allowed.contains(key) else {
                var msg = "\(path): unknown key \(quote(key)) in \(what)"
                if quotesValues, let guess = closest(key, in: allowed) { msg += " (did you mean '\(guess)'?)" }
                msg += "; expected one of: \(allowed.joined(separator: ", "))"
                throw keyField.error(msg)
            }
            entries.append((key, child(v, path: path.isEmpty ? key : "\(path).\(key)"), keyField))
        }
        return YMap(owner: self, what: what, entries: entries)
    }

    var isMapping: Bool { if case .mapping = node { return true } else { return false } }
    var isSequence: Bool { if case .sequence = node { return true } else { return false } }
    var isScalar: Bool { if case .scalar = node { return true } else { return false } }

    func list(_ what: String) throws -> [YField] {
        guard case .sequence(let s) = node else {
            throw error("\(path): expected \(what) as a list, found \(described)")
        }
        return s.enumerated().map { child($1, path: "\(path)[\($0)]") }
    }

    /// A single item or a list of items.
    func oneOrMany() -> [YField] {
        if case .sequence(let s) = node { return s.enumerated().map { child($1, path: "\(path)[\($0)]") } }
        return [self]
    }

    // MARK: Scalars

    func string(_ what: String = "a word") throws -> String {
        guard case .scalar(let s) = node else { throw error("\(path): expected \(what), found \(described)") }
        return s.string
    }

    func identifier() throws -> String {
        let s = try string("an identifier")
        guard !s.isEmpty, s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else {
            throw error("\(path): \(quote(s)) is not a valid identifier (letters, digits, '_', '-' and '.')")
        }
        guard s.count <= InputLimits.maximumIdentifierLength else {
            throw error("\(path): \(quote(s)) is longer than \(InputLimits.maximumIdentifierLength) characters; an identifier names a view or recogniser")
        }
        return s
    }

    func bool() throws -> Bool {
        guard case .scalar(let s) = node else { throw error("\(path): expected true or false, found \(described)") }
        switch s.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("\(path): expected true or false, found \(quote(s.string))")
        }
    }

    func number(_ what: String = "a number") throws -> Double {
        guard case .scalar(let s) = node else { throw error("\(path): expected \(what), found \(described)") }
        let text = s.string.trimmingCharacters(in: .whitespaces)
        let lowered = text.lowercased()
        if [".nan", "nan"].contains(lowered) { throw error("\(path): NaN is not allowed; expected \(what)") }
        if [".inf", "+.inf", "-.inf", "inf", "-inf", "infinity"].contains(lowered) {
            throw error("\(path): infinity is not allowed; expected \(what)")
        }
        guard let v = Double(text), v.isFinite else { throw error("\(path): expected \(what), found \(quote(text))") }
        return v
    }

    /// A coordinate, size or offset: a number at most `InputLimits.maximumCoordinate` from 0
    /// (decision R21), so distances between two of them stay finite.
    func coordinate(_ what: String = "a coordinate") throws -> Double {
        let v = try number(what)
        guard abs(v) <= InputLimits.maximumCoordinate else {
            throw error("\(path): \(shown(v)) is out of range; expected \(what) between -100,000 and 100,000 pt")
        }
        return v
    }

    /// A length (a distance, a width): positive and at most `InputLimits.maximumCoordinate`.
    func length(_ what: String = "a length > 0") throws -> Double {
        let v = try positive(what)
        guard v <= InputLimits.maximumCoordinate else {
            throw error("\(path): \(shown(v)) is out of range; expected \(what) of at most 100,000 pt")
        }
        return v
    }

    /// A width or height: at least 0, at most `InputLimits.maximumCoordinate`.
    func extent(_ what: String = "a width or height ≥ 0") throws -> Double {
        let v = try nonNegative(what)
        guard v <= InputLimits.maximumCoordinate else {
            throw error("\(path): \(shown(v)) is out of range; expected \(what) of at most 100,000 pt")
        }
        return v
    }

    func nonNegative(_ what: String = "a number ≥ 0") throws -> Double {
        let v = try number(what)
        guard v >= 0 else { throw error("\(path): \(shown(v)) is negative; expected \(what)") }
        return v
    }

    func positive(_ what: String = "a number > 0") throws -> Double {
        let v = try number(what)
        guard v > 0 else { throw error("\(path): \(shown(v)) is not positive; expected \(what)") }
        return v
    }

    func integer(min: Int = 0, _ what: String = "a whole number") throws -> Int {
        let v = try number(what)
        guard v == v.rounded(), v >= Double(min), v < 1e9 else {
            throw error("\(path): expected \(what) ≥ \(min), found \(shown(v))")
        }
        return Int(v)
    }

    /// A duration: `80ms`, `1.5s`, or a bare number of milliseconds. Never negative or NaN, and at
    /// most `max` seconds (10 minutes unless said otherwise): scenarios play seconds of virtual
    /// time, and a huge duration would otherwise mean billions of samples.
    func duration(max: TimeInterval = 600) throws -> TimeInterval {
        guard case .scalar(let s) = node else { throw error("\(path): expected a duration like 80ms or 1.5s, found \(described)") }
        let text = s.string.trimmingCharacters(in: .whitespaces).lowercased()
        var number = text, scale = 0.001
        if text.hasSuffix("ms") { number = String(text.dropLast(2)) }
        else if text.hasSuffix("s") { number = String(text.dropLast(1)); scale = 1 }
        number = number.trimmingCharacters(in: .whitespaces)
        if ["nan", ".nan"].contains(number) { throw error("\(path): NaN is not a duration; expected a duration like 80ms or 1.5s") }
        guard let v = Double(number) else { throw error("\(path): expected a duration like 80ms or 1.5s, found \(quote(s.string))") }
        guard v.isFinite else { throw error("\(path): \(quote(s.string)) is not finite; expected a duration like 80ms or 1.5s") }
        guard v >= 0 else { throw error("\(path): \(quote(s.string)) is negative; expected a duration ≥ 0 like 80ms") }
        guard v * scale <= max else { throw error("\(path): \(quote(s.string)) is too long; expected at most \(fmtNumber(max))s") }
        return v * scale
    }

    /// `[x, y]` or `{x: …, y: …}`.
    func point() throws -> CGPoint {
        if isSequence {
            let items = try list("a point [x, y]")
            guard items.count == 2 else { throw error("\(path): expected a point [x, y], found a list of \(items.count)") }
            return CGPoint(x: try items[0].coordinate("x"), y: try items[1].coordinate("y"))
        }
        let m = try mapping("a point", allowed: ["x", "y"])
        return CGPoint(x: try m.required("x").coordinate("x"), y: try m.required("y").coordinate("y"))
    }

    /// `[x, y, width, height]` or `{x, y, width, height}`; width and height must not be negative.
    func rect() throws -> CGRect {
        var vals: [Double] = []
        var fields: [YField] = []
        if isSequence {
            fields = try list("a rectangle [x, y, width, height]")
            guard fields.count == 4 else { throw error("\(path): expected a rectangle [x, y, width, height], found a list of \(fields.count)") }
        } else {
            let m = try mapping("a rectangle", allowed: ["x", "y", "width", "height"])
            fields = try ["x", "y", "width", "height"].map { try m.required($0) }
        }
        for (i, f) in fields.enumerated() { vals.append(i < 2 ? try f.coordinate() : try f.extent()) }
        return CGRect(x: vals[0], y: vals[1], width: vals[2], height: vals[3])
    }

    /// `[width, height]`, neither negative nor (unless `bounded` is false: a screen has its own,
    /// smaller limit) beyond `InputLimits.maximumCoordinate`.
    func size(bounded: Bool = true) throws -> CGSize {
        let items = try list("a size [width, height]")
        guard items.count == 2 else { throw error("\(path): expected a size [width, height], found a list of \(items.count)") }
        if !bounded { return CGSize(width: try items[0].nonNegative("a width ≥ 0"), height: try items[1].nonNegative("a height ≥ 0")) }
        return CGSize(width: try items[0].extent("a width ≥ 0"), height: try items[1].extent("a height ≥ 0"))
    }

    /// `[top, left, bottom, right]`, one number for all four, or `{top, left, bottom, right}`.
    func insets() throws -> UIEdgeInsets {
        if isScalar { let v = try coordinate(); return UIEdgeInsets(top: v, left: v, bottom: v, right: v) }
        if isSequence {
            let items = try list("insets [top, left, bottom, right]")
            guard items.count == 4 else { throw error("\(path): expected insets [top, left, bottom, right], found a list of \(items.count)") }
            return UIEdgeInsets(top: try items[0].coordinate(), left: try items[1].coordinate(), bottom: try items[2].coordinate(), right: try items[3].coordinate())
        }
        let m = try mapping("insets", allowed: ["top", "left", "bottom", "right"])
        func v(_ k: String) throws -> CGFloat { try m[k]?.coordinate() ?? 0 }
        return UIEdgeInsets(top: try v("top"), left: try v("left"), bottom: try v("bottom"), right: try v("right"))
    }

    func choice<T>(_ what: String, _ options: [(String, T)]) throws -> T {
        let s = try string(what)
        if let hit = options.first(where: { $0.0 == s }) { return hit.1 }
        var msg = "\(path): unknown \(what) \(quote(s))"
        if quotesValues, let guess = closest(s, in: options.map(\.0)) { msg += " (did you mean '\(guess)'?)" }
        throw error(msg + "; expected one of: \(options.map(\.0).joined(separator: ", "))")
    }

    func edges() throws -> UIRectEdge {
        var result: UIRectEdge = []
        for f in oneOrMany() {
            result.insert(try f.choice("edge", [("top", UIRectEdge.top), ("left", .left), ("bottom", .bottom),
                                                ("right", .right), ("all", .all), ("none", [])]))
        }
        return result
    }
}

/// The checked entries of a mapping.
struct YMap {
    let owner: YField
    let what: String
    let entries: [(key: String, field: YField, keyField: YField)]

    subscript(key: String) -> YField? { entries.first { $0.key == key }?.field }

    func has(_ key: String) -> Bool { self[key] != nil }

    func required(_ key: String) throws -> YField {
        guard let f = self[key] else { throw owner.error("\(owner.path): \(what) needs '\(key)'") }
        return f
    }

    /// Exactly one of `keys` must be present; returns it.
    func exactlyOne(of keys: [String]) throws -> (String, YField) {
        let present = entries.filter { keys.contains($0.key) }
        guard present.count == 1 else {
            if present.isEmpty { throw owner.error("\(owner.path): \(what) needs one of: \(keys.joined(separator: ", "))") }
            throw present[1].keyField.error("\(owner.path): \(what) takes only one of \(keys.joined(separator: ", ")); found both '\(present[0].key)' and '\(present[1].key)'")
        }
        return (present[0].key, present[0].field)
    }
}

/// The closest candidate by edit distance, if it is plausibly a typo.
func closest(_ word: String, in candidates: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var prev = Array(0...b.count)
        for i in 1...a.count {
            var cur = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where j <= b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            prev = cur
        }
        return prev[b.count]
    }
    let w = Array(word.lowercased())
    let scored = candidates.map { ($0, distance(w, Array($0.lowercased()))) }.sorted { $0.1 < $1.1 }
    guard let best = scored.first, best.1 <= max(2, w.count / 3), best.1 < w.count else { return nil }
    return best.0
}

func fmtNumber(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
}
