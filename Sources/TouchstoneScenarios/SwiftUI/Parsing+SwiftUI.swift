import Foundation
import Touchstone
import Yams

// Reading `swiftui:` (ScenarioDecisions X17, X18; limits RobustnessDecisions R28). A view is a
// mapping with one key naming its type, whose value holds the initialiser's arguments (a scalar
// for the unlabelled one, a mapping for labelled ones), `content:` for its `@ViewBuilder` views
// and `modifiers:` in the order the code writes them:
//
//     VStack: {spacing: 0}                  VStack(spacing: 0) {
//     content:                                  Color.red
//       - Color: red                                .frame(height: 100)
//         modifiers:                                .accessibilityIdentifier("tile")
//           - frame: {height: 100}                  .gesture(DragGesture(minimumDistance: 10))
//           - accessibilityIdentifier: tile     }
//           - gesture: {DragGesture: {minimumDistance: 10}}
extension Parsing {
    /// Views a `swiftui:` tree may make, `ForEach` copies included (RobustnessDecisions R28).
    static let maximumSwiftUIViews = 10_000

    /// The `swiftui:` section: `rootView:` and, to show it inside a UIKit view of the scenario, `in:`.
    mutating func swiftUI(_ f: YField) -> SwiftUISceneSpec? {
        guard let m = attempt({ try f.mapping("the swiftui section", allowed: ["rootView", "in"]) }) else { return nil }
        guard let rootField = attempt({ try m.required("rootView") }) else { return nil }
        var count = 0
        guard let root = swiftUIView(rootField, count: &count) else { return nil }
        var spec = SwiftUISceneSpec(rootView: root, line: f.line, column: f.column)
        if let host = m["in"], let id = attempt({ try host.identifier() }) {
            spec.hostView = id
            references.append((Reference(name: id, line: host.line, column: host.column), "view"))
        }
        var seen: [String: SwiftUIViewSpec] = [:]
        for v in root.subtree {
            guard let id = v.identifier else { continue }
            if let first = seen[id] {
                errors.append(ScenarioError(file: file, line: v.line, column: v.column,
                                            message: "swiftui: accessibilityIdentifier '\(id)' is already used by the \(first.kind) at line \(first.line); scripts and traces name views by it, so each is unique"))
                continue
            }
            seen[id] = v
            spec.identifiers.append(id)
        }
        return spec
    }

    /// One view: its type's key, `content:` and `modifiers:`.
    mutating func swiftUIView(_ f: YField, count: inout Int) -> SwiftUIViewSpec? {
        let kinds = SwiftUIViewKind.all.map(\.name)
        guard let m = attempt({ try f.mapping("a SwiftUI view (\(kinds.prefix(4).joined(separator: ", ")), …)", allowed: kinds + ["content", "modifiers"]) })
        else { return nil }
        guard let (name, argsField) = attempt({ try m.exactlyOne(of: kinds) }) else { return nil }
        let kind = SwiftUIViewKind.named(name)!
        count += 1
        guard count <= Self.maximumSwiftUIViews else {
            errors.append(f.error("\(f.path): more than \(Self.maximumSwiftUIViews) SwiftUI views (ForEach copies counted); a scenario's screen needs far fewer, so it is refused"))
            return nil
        }
        var spec = SwiftUIViewSpec(kind: name, arguments: SwiftUIArguments(), content: [], modifiers: [], line: f.line, column: f.column)
        spec.arguments = swiftUIArguments(argsField, of: name, parameters: kind.parameters, count: &count) ?? SwiftUIArguments()
        if let c = m["content"] {
            if !kind.takesContent {
                errors.append(c.error("\(c.path): \(name) takes no content; content: is for \(SwiftUIViewKind.contentKinds)"))
            } else if let items = attempt({ try c.list("the views of \(name)'s content") }) {
                let start = count
                let template = items.compactMap { swiftUIView($0, count: &count) }
                if name == "ForEach" {
                    let n = Int(spec.arguments.number("_") ?? 0)
                    let size = count - start
                    if size * n > Self.maximumSwiftUIViews || count + size * max(0, n - 1) > Self.maximumSwiftUIViews {
                        errors.append(argsField.error("\(argsField.path): ForEach of \(n) copies of \(size) view(s) makes more than \(Self.maximumSwiftUIViews) SwiftUI views; a scenario's screen needs far fewer, so it is refused"))
                        return nil
                    }
                    count += size * max(0, n - 1)
                    spec.content = (0..<n).flatMap { i in template.map { Self.substituting($0, index: i) } }
                } else {
                    spec.content = template
                }
            }
        } else if name == "ForEach" {
            errors.append(f.error("\(f.path): ForEach needs content: (the views made for each n)"))
        }
        if name == "NavigationLink", (spec.arguments.view("destination") == nil) == (spec.arguments.text("value") == nil) {
            errors.append(argsField.error("\(argsField.path): NavigationLink needs destination: (the view it pushes), such as {destination: {Text: \"Detail\"}}, or value: (pushed by the stack's navigationDestination), not both"))
        }
        if let ms = m["modifiers"], let items = attempt({ try ms.list("the modifiers, in the order the code writes them") }) {
            spec.modifiers = items.compactMap { swiftUIModifier($0, count: &count) }
        }
        for mod in spec.modifiers where mod.name == "onDelete" && name != "ForEach" {
            errors.append(ScenarioError(file: file, line: mod.line, column: mod.column,
                                        message: "onDelete is a modifier of ForEach (ForEach(…) { … }.onDelete { … }), whose rows a List lets you swipe to delete; \(name) has none"))
        }
        for mod in spec.modifiers where mod.name == "accessibilityIdentifier" {
            guard let id = mod.arguments.text("_") else { continue }
            let probe = id.replacingOccurrences(of: "{n}", with: "0")
            if probe.isEmpty || !probe.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." })
                || probe.count > InputLimits.maximumIdentifierLength {
                errors.append(ScenarioError(file: file, line: mod.line, column: mod.column,
                                            message: "accessibilityIdentifier \(InputLimits.excerpt(id)) is not a valid identifier (letters, digits, '_', '-' and '.', at most \(InputLimits.maximumIdentifierLength) characters; {n} inside a ForEach)"))
            }
        }
        return spec
    }

    /// One modifier: a mapping with one key, its name.
    mutating func swiftUIModifier(_ f: YField, count: inout Int) -> SwiftUIModifierSpec? {
        let names = SwiftUIModifierKind.all.map(\.name)
        guard let m = attempt({ try f.mapping("a modifier such as 'frame: {height: 100}'", allowed: names) }),
              let (name, value) = attempt({ try m.exactlyOne(of: names) }) else { return nil }
        let kind = SwiftUIModifierKind.named(name)!
        var spec = SwiftUIModifierSpec(name: name, arguments: SwiftUIArguments(), line: f.line, column: f.column)
        if ["gesture", "highPriorityGesture", "simultaneousGesture"].contains(name) {
            let gestures = SwiftUIGestureKind.all.map(\.name)
            if value.isScalar {
                guard let g = attempt({ try value.choice("gesture", gestures.map { ($0, $0) }) }) else { return nil }
                spec.gesture = SwiftUIGestureSpec(kind: g, arguments: SwiftUIArguments(), line: value.line, column: value.column)
                return spec
            }
            guard let gm = attempt({ try value.mapping("\(name)'s gesture, such as {DragGesture: {minimumDistance: 10}}", allowed: gestures + ["including"]) }),
                  let (g, gArgs) = attempt({ try gm.exactlyOne(of: gestures) }) else { return nil }
            let gKind = SwiftUIGestureKind.named(g)!
            spec.gesture = SwiftUIGestureSpec(kind: g, arguments: swiftUIArguments(gArgs, of: g, parameters: gKind.parameters, count: &count) ?? SwiftUIArguments(),
                                              line: gArgs.line, column: gArgs.column)
            if let inc = gm["including"], let mask = attempt({ try inc.choice("GestureMask", SwiftUIModifierKind.masks.map { ($0, $0) }) }) {
                spec.arguments.values["including"] = .text(mask)
            }
            return spec
        }
        if kind.parameters.count == 1, kind.parameters[0].domain.isView {
            if let v = swiftUIView(value, count: &count) { spec.arguments.values["_"] = .view(v) }
            return spec
        }
        spec.arguments = swiftUIArguments(value, of: name, parameters: kind.parameters, count: &count) ?? SwiftUIArguments()
        return spec
    }

    /// A call's arguments: nothing (`{}` or empty), a scalar for the unlabelled one, or a mapping
    /// of labelled ones.
    mutating func swiftUIArguments(_ f: YField, of name: String, parameters: [SwiftUIParameter], count: inout Int) -> SwiftUIArguments? {
        var args = SwiftUIArguments()
        if case .scalar(let s) = f.node, s.string.isEmpty || s.string == "~" || s.string == "null", s.style == .plain {
            return args
        }
        if f.isScalar {
            guard let p = parameters.first(where: { $0.label == "_" }) else {
                let labels = parameters.map(\.label)
                errors.append(f.error("\(f.path): \(name) takes no unlabelled argument; expected {} or a mapping of \(labels.isEmpty ? "nothing" : labels.joined(separator: ", "))"))
                return nil
            }
            let parser = self
            guard let v = attempt({ try parser.swiftUIValue(f, p) }) else { return nil }
            args.values["_"] = v
            return args
        }
        let labels = parameters.map(\.label).filter { $0 != "_" }
        guard let m = attempt({ try f.mapping("\(name)'s arguments", allowed: labels) }) else { return nil }
        for p in parameters where p.label != "_" {
            if p.domain.isView, let field = m[p.label] {
                // A view argument (`NavigationLink`'s `destination:`) is a view of the tree, counted with it.
                if let v = swiftUIView(field, count: &count) { args.values[p.label] = .view(v) }
                continue
            }
            let parser = self
            guard let field = m[p.label], let v = attempt({ try parser.swiftUIValue(field, p) }) else { continue }
            args.values[p.label] = v
        }
        return args
    }

    /// One argument's value, checked against its domain.
    func swiftUIValue(_ f: YField, _ p: SwiftUIParameter) throws -> SwiftUIValue {
        switch p.domain {
        case .length:
            if p.label.hasPrefix("max"), f.isScalar, ["infinity", ".infinity"].contains(try f.string()) { return .number(.infinity) }
            return .number(try f.extent("a length ≥ 0 in points\(p.label.hasPrefix("max") ? " (or infinity)" : "")"))
        case .coordinate: return .number(try f.coordinate("an offset in points"))
        case let .count(min, max):
            let n = try f.integer(min: min, "a whole number")
            guard n <= max else { throw f.error("\(f.path): \(n) is more than \(max); expected a whole number from \(min) to \(max)") }
            return .number(Double(n))
        case .seconds:
            let v = try f.nonNegative("a time in seconds ≥ 0")
            guard v <= Self.maximumGestureDuration else { throw f.error("\(f.path): \(fmtNumber(v)) s is too long; expected at most \(fmtNumber(Self.maximumGestureDuration)) s") }
            return .number(v)
        case .fraction:
            let v = try f.nonNegative("a number from 0 to 1")
            guard v <= 1 else { throw f.error("\(f.path): \(fmtNumber(v)) is more than 1; expected a number from 0 to 1") }
            return .number(v)
        case .text:
            let s = try f.string("a text")
            guard s.count <= 1_000 else { throw f.error("\(f.path): a text of \(s.count) characters; at most 1,000") }
            return .text(s)
        case let .choice(options): return .text(try f.choice(p.label == "_" ? "value" : p.label, options.map { ($0, $0) }))
        case .value: return .number(try controlValue(f, "a number"))
        case .step:
            let v = try controlValue(f, "a step > 0")
            guard v > 0 else { throw f.error("\(f.path): \(fmtNumber(v)) is not positive; expected a step > 0") }
            return .number(v)
        case .range:
            let items = try f.list("a range [lowerBound, upperBound]")
            guard items.count == 2 else { throw f.error("\(f.path): \(items.count) number(s); expected a range [lowerBound, upperBound]") }
            let lo = try controlValue(items[0], "a lower bound"), hi = try controlValue(items[1], "an upper bound")
            guard lo <= hi else {
                throw f.error("\(f.path): the lower bound \(fmtNumber(lo)) is more than the upper bound \(fmtNumber(hi)); a ClosedRange needs lowerBound ≤ upperBound")
            }
            return .range(lo, hi)
        case .bool: return .bool(try f.bool())
        case .view: throw f.error("\(f.path): expected a view")
        }
    }

    /// A control's value, bound or step: a finite number within ±`SwiftUIViewKind.maximumControlValue`.
    func controlValue(_ f: YField, _ what: String) throws -> Double {
        let v = try f.number(what)
        guard abs(v) <= SwiftUIViewKind.maximumControlValue else {
            throw f.error("\(f.path): \(fmtNumber(v)) is out of range; expected \(what) between -1,000,000 and 1,000,000")
        }
        return v
    }

    /// A `ForEach` element: `{n}` replaced by `index` in every text of the view and its subtree.
    static func substituting(_ v: SwiftUIViewSpec, index: Int) -> SwiftUIViewSpec {
        func args(_ a: SwiftUIArguments) -> SwiftUIArguments {
            var out = a
            for (k, value) in a.values {
                switch value {
                case let .text(t) where t.contains("{n}"): out.values[k] = .text(t.replacingOccurrences(of: "{n}", with: String(index)))
                case let .view(inner): out.values[k] = .view(substituting(inner, index: index))
                default: break
                }
            }
            return out
        }
        var out = v
        out.arguments = args(v.arguments)
        out.content = v.content.map { substituting($0, index: index) }
        out.modifiers = v.modifiers.map { m in var m = m; m.arguments = args(m.arguments); return m }
        return out
    }
}

extension SwiftUIParameter.Domain {
    var isView: Bool { if case .view = self { true } else { false } }
}
