import Foundation
import Touchstone
import Yams

// Reading `expect`: what must and must not happen.
extension Parsing {
    mutating func expectation(_ f: YField) -> Expectation? {
        guard let m = attempt({ try f.mapping("an expectation", allowed: ["fires", "never", "sequence", "exactly", "maxDelay", "state", "at", "count"]) }) else { return nil }
        guard let (key, v) = attempt({ try m.exactlyOne(of: ["fires", "never", "sequence", "exactly", "maxDelay", "state"]) }) else { return nil }
        if key != "fires" {
            for k in ["at", "count"] where m.has(k) {
                errors.append(m.entries.first { $0.key == k }!.keyField.error("\(f.path): '\(k)' goes with 'fires' only"))
            }
        }
        var e: Expectation.Kind?
        switch key {
        case "fires":
            guard var p = pattern(v) else { return nil }
            if let a = m["at"] { p.time = attempt({ try a.duration() }) }
            let count = m["count"].flatMap { c in attempt { try c.integer(min: 0, "a count") } }
            e = .fires(p, count: count)
        case "never":
            guard let p = pattern(v) else { return nil }
            e = .never(p)
        case "sequence", "exactly":
            guard let items = attempt({ try v.list("a list of events") }) else { return nil }
            let ps = items.compactMap { pattern($0) }
            if ps.isEmpty { errors.append(v.error("\(v.path): '\(key)' needs at least one event")) }
            e = key == "sequence" ? .sequence(ps) : .exactly(ps)
        case "maxDelay":
            guard let map = attempt({ try v.mapping("a delay limit", allowed: ["finger", "nth", "to", "max"]) }) else { return nil }
            let finger = map["finger"].flatMap { x in attempt { try x.integer(min: 0) } } ?? 0
            let nth = map["nth"].flatMap { x in attempt { try x.integer(min: 1) } } ?? 1
            guard let to = attempt({ try map.required("to") }).flatMap({ pattern($0) }),
                  let mx = attempt({ try map.required("max").duration() }) else { return nil }
            e = .maxDelay(finger: finger, nth: nth, to: to, max: mx)
        case "state":
            let keys = map(v)
            guard let map = attempt({ try v.mapping("final states (id.property: value)", allowed: keys) }) else { return nil }
            var out: [Expectation] = []
            for (k, field, keyField) in map.entries {
                let parts = k.split(separator: ".", maxSplits: 1).map(String.init)
                guard parts.count == 2, SceneProperty.readable.contains(parts[1]) else {
                    errors.append(keyField.error("\(v.path): '\(k)' should be id.property with property one of: \(SceneProperty.readable.joined(separator: ", "))"))
                    continue
                }
                let ref = Reference(name: parts[0], line: keyField.line, column: keyField.column)
                references.append((ref, "any"))
                guard let value = attempt({ try field.string("a value") }) else { continue }
                out.append(Expectation(kind: .state(target: ref, property: parts[1], value: value), line: keyField.line, column: keyField.column))
            }
            stateExpectations += out
            return nil
        default: break
        }
        guard let kind = e else { return nil }
        return Expectation(kind: kind, line: f.line, column: f.column)
    }


    /// Keys of a mapping, to accept them all (state keys are free-form and checked afterwards).
    func map(_ f: YField) -> [String] {
        guard case .mapping(let m) = f.node else { return [] }
        return m.compactMap { $0.key.scalar?.string }
    }

    mutating func pattern(_ f: YField) -> EventPattern? {
        guard let text = attempt({ try f.string("an event like 'button touchUpInside' or 'cell touchesBegan @150ms'") }) else { return nil }
        var body = text.trimmingCharacters(in: .whitespaces)
        var time: TimeInterval?
        if let r = body.range(of: " @", options: .backwards) {
            let t = String(body[r.upperBound...])
            let tf = YField(node: .scalar(.init(t)), file: file, path: f.path)
            guard let parsed = attempt({ () throws -> TimeInterval in
                do { return try tf.duration() } catch { throw f.error("\(f.path): \(InputLimits.excerpt(String(t))) after @ is not a time like 80ms") }
            }) else { return nil }
            time = parsed
            body = String(body[..<r.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
        let parts = body.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            errors.append(f.error("\(f.path): \(InputLimits.excerpt(text)) should be 'subject event', e.g. 'button touchUpInside' or 'tapRoot action'"))
            return nil
        }
        var subject = parts[0]
        var message = parts[1]
        if subject == "finger", let sp = message.firstIndex(of: " ") {
            subject = "finger " + message[..<sp]
            message = String(message[message.index(after: sp)...])
        }
        let p = EventPattern(subject: subject, message: message, time: time, text: text, line: f.line, column: f.column)
        if !subject.hasPrefix("finger ") { references.append((Reference(name: subject, line: f.line, column: f.column), "subject")) }
        patterns.append(p)
        return p
    }
}
