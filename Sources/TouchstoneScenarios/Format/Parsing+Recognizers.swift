import Foundation
import Touchstone
import Yams

// Reading `recognizers` and the keys of each kind.
extension Parsing {
    static let recognizerKeys = ["id", "kind", "view", "builtin", "taps", "touches", "minimumTouches", "maximumTouches",
                                 "minimumPressDuration", "allowableMovement", "direction", "edges", "cancelsTouchesInView",
                                 "delaysTouchesBegan", "delaysTouchesEnded", "enabled", "requireToFail", "delegate", "log"]

    mutating func recognizer(_ f: YField, view: Reference?) -> RecognizerSpec? {
        guard let m = attempt({ try f.mapping("a recogniser", allowed: Self.recognizerKeys) }) else { return nil }
        guard let id = attempt({ try m.required("id").identifier() }) else { return nil }
        var kind = RecognizerSpec.Kind.tap
        var kindKnown = true
        let builtin = attempt({ try m["builtin"]?.string("a built-in recogniser like scroll.pan or nav.pop") }) ?? nil
        if let k = m["kind"] {
            if let known = attempt({ try k.choice("recogniser kind", RecognizerSpec.Kind.allCases.map { ($0.rawValue, $0) }) }) { kind = known } else { kindKnown = false }
        } else if builtin == nil {
            errors.append(f.error("\(f.path): recogniser '\(id)' needs a 'kind' (one of: \(RecognizerSpec.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        var viewRef = view
        if let v = m["view"] {
            if view != nil { errors.append(v.error("\(v.path): a recogniser listed inside a view is attached to that view; remove 'view'")) }
            if let name = attempt({ try v.identifier() }) { viewRef = Reference(name: name, line: v.line, column: v.column) }
        }
        if viewRef == nil && builtin == nil { errors.append(f.error("\(f.path): recogniser '\(id)' needs a 'view' to attach to")) }
        var r = RecognizerSpec(id: id, kind: kind, view: viewRef?.name ?? "")
        r.line = f.line; r.column = f.column
        r.builtin = builtin
        if let v = viewRef { references.append((v, "view")) }
        if let b = builtin, let bf = m["builtin"] {
            references.append((Reference(name: b, line: bf.line, column: bf.column), "builtin"))
        }
        func int(_ key: String, min: Int) -> Int? { m[key].flatMap { field in attempt { try field.integer(min: min) } } }
        func flag(_ key: String) -> Bool? { m[key].flatMap { field in attempt { try field.bool() } } }
        r.taps = int("taps", min: 1)
        r.touches = int("touches", min: 1)
        r.minimumTouches = int("minimumTouches", min: 1)
        r.maximumTouches = int("maximumTouches", min: 1)
        if let a = r.minimumTouches, let b = r.maximumTouches, a > b, let mf = m["maximumTouches"] {
            errors.append(mf.error("\(mf.path): maximumTouches \(b) is below minimumTouches \(a)"))
        }
        if let d = m["minimumPressDuration"] { r.minimumPressDuration = attempt({ try d.duration() }) }
        if let a = m["allowableMovement"] { r.allowableMovement = attempt({ try a.nonNegative("a distance in points ≥ 0") }) }
        if let d = m["direction"] {
            for item in d.oneOrMany() {
                if let dir = attempt({ try item.choice("direction", ["left", "right", "up", "down"].map { ($0, $0) }) }) { r.direction.append(dir) }
            }
        }
        if let e = m["edges"] { r.edges = attempt({ try e.edges() }) ?? [] }
        let applies: [String: [RecognizerSpec.Kind]] = [
            "taps": [.tap, .longPress], "touches": [.tap, .longPress, .swipe],
            "minimumTouches": [.pan, .screenEdgePan], "maximumTouches": [.pan, .screenEdgePan],
            "minimumPressDuration": [.longPress], "allowableMovement": [.tap, .longPress],
            "direction": [.swipe], "edges": [.screenEdgePan],
        ]
        // An unknown kind is reported once: the keys of the kind meant are not errors of their own.
        if builtin == nil && kindKnown {
            for (key, kinds) in applies where m.has(key) && !kinds.contains(kind) {
                errors.append(m.entries.first { $0.key == key }!.keyField.error(
                    "\(f.path): '\(key)' does not apply to a \(kind.rawValue) recogniser (it applies to \(kinds.map(\.rawValue).joined(separator: ", ")))"))
            }
        }
        r.cancelsTouchesInView = flag("cancelsTouchesInView")
        r.delaysTouchesBegan = flag("delaysTouchesBegan")
        r.delaysTouchesEnded = flag("delaysTouchesEnded")
        r.enabled = flag("enabled")
        if let rf = m["requireToFail"] { r.requireToFail = refs(rf, "recognizer") }
        if let d = m["delegate"] { r.delegate = delegate(d) }
        r.logOnAction = attempt({ try m["log"]?.string() }) ?? nil
        return r
    }

    mutating func refs(_ f: YField, _ what: String) -> [Reference] {
        f.oneOrMany().compactMap { item in
            guard let name = attempt({ try item.identifier() }) else { return nil }
            let ref = Reference(name: name, line: item.line, column: item.column)
            references.append((ref, what))
            return ref
        }
    }

    mutating func delegate(_ f: YField) -> DelegateSpec? {
        guard let m = attempt({ try f.mapping("a delegate", allowed: ["shouldReceive", "shouldBegin", "shouldRecognizeSimultaneously",
                                                                       "shouldRequireFailureOf", "shouldBeRequiredToFailBy", "askOriginalFirst"]) }) else { return nil }
        var d = DelegateSpec()
        if let r = m["shouldReceive"] { d.shouldReceive = ruleList(r, touchContext: true) }
        if let r = m["shouldBegin"] { d.shouldBegin = ruleList(r, touchContext: false) }
        if let s = m["shouldRecognizeSimultaneously"] {
            if s.isScalar, (try? s.string()) == "all" { d.simultaneousWith = .all }
            else if s.isScalar, let b = try? s.bool() { d.simultaneousWith = b ? .all : nil }
            else { d.simultaneousWith = .some(refs(s, "recognizer")) }
        }
        if let r = m["shouldRequireFailureOf"] { d.requireFailureOf = refs(r, "recognizer") }
        if let r = m["shouldBeRequiredToFailBy"] { d.requiredToFailBy = refs(r, "recognizer") }
        if let a = m["askOriginalFirst"] { d.askOriginalFirst = attempt({ try a.bool() }) ?? false }
        return d
    }

    mutating func ruleList(_ f: YField, touchContext: Bool) -> RuleList? {
        if f.isScalar, let b = attempt({ try f.bool() }) { return RuleList(rules: [], otherwise: b) }
        guard let items = attempt({ try f.list("rules (a list of {when: …, answer: …} ending with {otherwise: …})") }) else { return nil }
        var list = RuleList(rules: [], otherwise: true)
        for (i, item) in items.enumerated() {
            guard let m = attempt({ try item.mapping("a rule", allowed: ["when", "answer", "otherwise"]) }) else { continue }
            if let o = m["otherwise"] {
                if i != items.count - 1 { errors.append(o.error("\(item.path): 'otherwise' must be the last rule")) }
                if m.has("when") || m.has("answer") { errors.append(o.error("\(item.path): an 'otherwise' rule takes no 'when' or 'answer'")) }
                list.otherwise = attempt({ try o.bool() }) ?? true
                continue
            }
            guard let w = attempt({ try m.required("when") }), let a = attempt({ try m.required("answer").bool() }),
                  let c = condition(w, touchContext: touchContext) else { continue }
            list.rules.append((c, a))
        }
        return list
    }

    mutating func condition(_ f: YField, touchContext: Bool) -> Condition? {
        let touchKeys = ["inside", "outside", "hitView", "notHitView", "region", "outsideRegion"]
        let gestureKeys = ["mostly", "moving", "scrollView", "offsetX", "offsetY"]
        let common = ["stackAtLeast", "always"]
        let allowed = (touchContext ? touchKeys : gestureKeys + ["inside", "outside", "region", "outsideRegion"]) + common
        guard let m = attempt({ try f.mapping(touchContext ? "a touch condition" : "a gesture condition", allowed: allowed) }) else { return nil }
        var c = Condition()
        if let v = m["inside"] { c.inside = refs(v, "view") }
        if let v = m["outside"] { c.outside = refs(v, "view") }
        if let v = m["hitView"] { c.hitView = refs(v, "view") }
        if let v = m["notHitView"] { c.notHitView = refs(v, "view") }
        if let v = m["region"] { c.region = attempt({ try v.rect() }) }
        if let v = m["outsideRegion"] { c.outsideRegion = attempt({ try v.rect() }) }
        if let v = m["mostly"] { c.mostly = attempt({ try v.choice("axis", [("horizontal", "horizontal"), ("vertical", "vertical")]) }) }
        if let v = m["moving"] { c.moving = attempt({ try v.choice("direction", ["left", "right", "up", "down"].map { ($0, $0) }) }) }
        if let v = m["scrollView"], let name = attempt({ try v.identifier() }) {
            c.scrollView = Reference(name: name, line: v.line, column: v.column)
            references.append((c.scrollView!, "view"))
        }
        for key in ["offsetX", "offsetY"] {
            guard let v = m[key] else { continue }
            var range: ClosedRange<Double>?
            if v.isSequence, let items = attempt({ try v.list("a range [min, max]") }) {
                if items.count == 2, let a = attempt({ try items[0].number() }), let b = attempt({ try items[1].number() }) {
                    if a <= b { range = a...b } else { errors.append(v.error("\(v.path): the range [\(fmtNumber(a)), \(fmtNumber(b))] is reversed; expected [min, max]")) }
                } else if items.count != 2 { errors.append(v.error("\(v.path): expected a range [min, max]")) }
            } else if let x = attempt({ try v.number() }) { range = x...x }
            if key == "offsetX" { c.offsetX = range } else { c.offsetY = range }
            if c.scrollView == nil { errors.append(v.error("\(v.path): '\(key)' needs 'scrollView' naming the scroll view")) }
        }
        if let v = m["stackAtLeast"] { c.stackAtLeast = attempt({ try v.integer(min: 0) }) }
        if let v = m["always"] { c.always = attempt({ try v.bool() }) ?? false }
        return c
    }
}
