import Foundation
import Touchstone
import Yams

/// Reads a scenario from YAML (JSON is valid YAML, so `.json` files go through the same path)
/// and checks it completely before anything runs: unknown keys, wrong types, negative or NaN
/// numbers, unknown view/recogniser references, cycles in failure requirements and times going
/// backwards are all reported as `file:line:column: message`.
public enum ScenarioParser {
    /// Reads and checks the scenario file at `path` (at most `InputLimits.maximumFileBytes`, regular
    /// files only); a `webdriver:` file it names is resolved from the same folder.
    /// Throws ``ScenarioErrors`` listing every problem (an unreadable file is one of them).
    public static func parse(file path: String) throws -> Scenario {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do { data = try InputLimits.readFile(url.path) } catch let e as ScenarioError { throw ScenarioErrors([e]) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioErrors([ScenarioError(file: path, line: 1, column: 1, message: "the file is not UTF-8 text")])
        }
        return try parse(text, file: path, baseDirectory: url.deletingLastPathComponent().path)
    }

    /// Parses `text`; `file` names it in messages; `baseDirectory` resolves `webdriver:` files.
    public static func parse(_ text: String, file: String = "<scenario>", baseDirectory: String? = nil) throws -> Scenario {
        guard text.utf8.count <= InputLimits.maximumFileBytes else {
            throw ScenarioErrors([ScenarioError(file: file, line: 1, column: 1, message: "the scenario is larger than \(InputLimits.maximumFileBytes / (1 << 20)) MiB; scenario files are far smaller, so it is refused")])
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let e as YamlError {
            throw ScenarioErrors([yamlError(e, file: file)])
        } catch {
            throw ScenarioErrors([ScenarioError(file: file, line: 1, column: 1, message: "cannot read YAML: \(error)")])
        }
        guard let node else {
            throw ScenarioErrors([ScenarioError(file: file, line: 1, column: 1, message: "the file is empty; expected a scenario mapping with 'views' and 'script'")])
        }
        do { try InputLimits.checkShape(of: node, file: file) } catch let e as ScenarioError { throw ScenarioErrors([e]) }
        var p = Parsing(file: file, baseDirectory: baseDirectory)
        let scenario = p.scenario(YField(node: node, file: file, path: ""))
        if !p.errors.isEmpty { throw ScenarioErrors(p.errors) }
        guard var scenario else { throw ScenarioErrors([ScenarioError(file: file, line: 1, column: 1, message: "invalid scenario")]) }
        scenario.referencedFiles = p.referencedFiles
        return scenario
    }

    static func yamlError(_ e: YamlError, file: String) -> ScenarioError {
        switch e {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            if InputLimits.isNestingError(problem) {
                return ScenarioError(file: file, line: mark.line, column: mark.column,
                                     message: "nesting deeper than \(InputLimits.maximumDepth) levels; a scenario file needs far fewer")
            }
            return ScenarioError(file: file, line: mark.line, column: mark.column, message: "YAML syntax: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            let m = context.mark
            return ScenarioError(file: file, line: m.line, column: m.column,
                                 message: "duplicate key \(duplicates.joined(separator: ", ")); each key may appear once")
        default:
            return ScenarioError(file: file, line: 1, column: 1, message: "YAML: \(e)")
        }
    }
}

/// The state of one parse: errors collected so far and what has been declared.
struct Parsing {
    let file: String
    let baseDirectory: String?
    var errors: [ScenarioError] = []
    var references: [(Reference, String)] = []   // (reference, what it must name: view|recognizer|any|scrollView)
    var patterns: [EventPattern] = []
    /// Files read besides the scenario (`webdriver:` captures), for `Scenario.referencedFiles`.
    var referencedFiles: [String] = []

    init(file: String, baseDirectory: String?) { self.file = file; self.baseDirectory = baseDirectory }

    mutating func attempt<T>(_ body: () throws -> T) -> T? {
        do { return try body() } catch let e as ScenarioError { errors.append(e); return nil }
        catch let e as ScenarioErrors { errors.append(contentsOf: e.errors); return nil }
        catch { errors.append(ScenarioError(file: file, line: 1, column: 1, message: "\(error)")); return nil }
    }

    static let topKeys = ["name", "description", "source", "ios", "device", "root", "views", "navigation", "recognizers", "script", "expect"]

    mutating func scenario(_ f: YField) -> Scenario? {
        guard let m = attempt({ try f.mapping("a scenario", allowed: Self.topKeys) }) else { return nil }
        var s = Scenario(name: "", summary: nil, source: nil, file: file, device: DeviceSpec(),
                         root: ViewSpec(id: "root", frame: .zero), navigation: nil, recognizers: [], script: [], expectations: [])
        s.name = (attempt({ try m["name"]?.string() }) ?? nil) ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        s.summary = attempt({ try m["description"]?.string() }) ?? nil
        s.source = attempt({ try m["source"]?.string() }) ?? nil
        if let d = m["device"] { s.device = device(d) ?? DeviceSpec() }
        if let v = m["ios"], let profile = attempt({ try Self.iOSProfile(v) }) { s.device.profile = profile }
        let screen = CGRect(origin: .zero, size: s.device.screen)
        var inlineRecognizers: [RecognizerSpec] = []
        if let nav = m["navigation"] {
            if m.has("root") || m.has("views") {
                errors.append(nav.error("navigation: a scenario has either 'navigation' or 'root'/'views', not both"))
            }
            s.navigation = navigation(nav, screen: screen, recognizers: &inlineRecognizers)
        } else {
            var root = ViewSpec(id: "root", frame: screen)
            if let r = m["root"] { root = view(r, defaultID: "root", defaultFrame: screen, recognizers: &inlineRecognizers) ?? root }
            if let vs = m["views"] {
                if !root.subviews.isEmpty { errors.append(vs.error("views: the root already lists 'subviews'; use one or the other")) }
                root.subviews = nestByParent(viewList(vs, parent: root.id, recognizers: &inlineRecognizers), root: root.id)
            }
            s.root = root
        }
        var recs = inlineRecognizers
        if let rs = m["recognizers"], let items = attempt({ try rs.list("recognizers") }) {
            for item in items { if let r = recognizer(item, view: nil) { recs.append(r) } }
        }
        s.recognizers = recs
        if let sc = m["script"] { s.script = script(sc) } else { errors.append(f.error("the scenario needs a 'script' (a list of gestures)")) }
        if let ex = m["expect"], let items = attempt({ try ex.list("expectations") }) {
            s.expectations = items.compactMap { expectation($0) }
        }
        s.expectations += stateExpectations
        checkReferences(s)
        return s
    }

    // MARK: Device

    /// `ios: "15"` (or `15`, `"15.4"`, `"iOS 15"`): a version Touchstone has a profile for.
    static func iOSProfile(_ f: YField) throws -> DeviceProfile {
        let text = try f.string("an iOS version such as \"15\"")
        guard let profile = DeviceProfile(iOS: text) else {
            let known = DeviceProfile.all.map { String($0.iOSVersion) }.joined(separator: ", ")
            throw f.error("ios: no profile for iOS \(InputLimits.excerpt(text)); profiles: \(known)")
        }
        return profile
    }

    mutating func device(_ f: YField) -> DeviceSpec? {
        guard let m = attempt({ try f.mapping("the device", allowed: ["screen", "samplingRate", "systemGestures", "model"]) }) else { return nil }
        var d = DeviceSpec()
        if let g = m["systemGestures"] { d.systemGestures = attempt({ try g.bool() }) ?? true }
        if let g = m["model"] { d.model = attempt({ try g.choice("device model", [("homeIndicator", "homeIndicator"), ("homeButton", "homeButton")]) }) ?? "homeIndicator" }
        if let s = m["screen"], let size = attempt({ try s.size() }) {
            if size.width < 1 || size.height < 1 { errors.append(s.error("device.screen: the screen must be at least 1 × 1 pt")) }
            else if max(size.width, size.height) > Self.maximumScreenSide {
                errors.append(s.error("device.screen: \(fmtNumber(size.width)) × \(fmtNumber(size.height)) pt is too large; each side may be at most \(fmtNumber(Self.maximumScreenSide)) pt"))
            } else { d.screen = size }
        }
        if let r = m["samplingRate"], let v = attempt({ try r.positive("a sampling rate in Hz > 0") }) {
            if v > 1000 { errors.append(r.error("device.samplingRate: \(fmtNumber(v)) Hz is too high; expected at most 1000")) } else { d.samplingRate = v }
        }
        return d
    }

    // MARK: Views

    static let viewKeys = ["id", "class", "frame", "userInteractionEnabled", "hidden", "alpha", "multipleTouchEnabled",
                           "exclusiveTouch", "hitInsets", "hitAreas", "callsSuper", "enabled", "isOn", "value", "continuous",
                           "contentSize", "contentOffset", "paging", "delaysContentTouches", "canCancelContentTouches",
                           "bounces", "rows", "rowHeight", "subviews", "recognizers", "deferSystemEdges", "trailingActions",
                           "leadingActions", "items", "itemSize", "scrollDirection", "parent", "className", "address",
                           "transform", "recognizersNotListed"]

    mutating func viewList(_ f: YField, parent: String, recognizers: inout [RecognizerSpec]) -> [ViewSpec] {
        guard let items = attempt({ try f.list("views") }) else { return [] }
        return items.compactMap { view($0, defaultID: nil, defaultFrame: nil, recognizers: &recognizers) }
    }

    /// `flatSubviews`: the view is a navigation screen, whose `subviews` may use `parent:` like a
    /// top-level `views:` list.
    mutating func view(_ f: YField, defaultID: String?, defaultFrame: CGRect?, recognizers: inout [RecognizerSpec],
                       flatSubviews: Bool = false) -> ViewSpec? {
        guard let m = attempt({ try f.mapping("a view", allowed: Self.viewKeys) }) else { return nil }
        var id = defaultID ?? ""
        if let i = m["id"] { id = attempt({ try i.identifier() }) ?? id }
        if id.isEmpty { errors.append(f.error("\(f.path): a view needs an 'id'")); id = "?" }
        var v = ViewSpec(id: id, frame: defaultFrame ?? .zero)
        v.line = f.line; v.column = f.column
        if let c = m["class"] {
            v.kind = attempt({ try c.choice("view class", ViewSpec.Kind.allCases.map { ($0.rawValue, $0) }) }) ?? .view
        }
        if let fr = m["frame"] { v.frame = attempt({ try fr.rect() }) ?? v.frame }
        else if defaultFrame == nil { errors.append(f.error("\(f.path): view '\(id)' needs a 'frame' [x, y, width, height]")) }
        func flag(_ key: String) -> Bool? { m[key].flatMap { field in attempt { try field.bool() } } }
        v.userInteractionEnabled = flag("userInteractionEnabled")
        v.hidden = flag("hidden") ?? false
        if let a = m["alpha"], let val = attempt({ try a.nonNegative("an alpha between 0 and 1") }) {
            if val > 1 { errors.append(a.error("\(a.path): alpha \(fmtNumber(val)) is above 1; expected a value between 0 and 1")) } else { v.alpha = val }
        }
        v.multipleTouch = flag("multipleTouchEnabled") ?? false
        v.exclusiveTouch = flag("exclusiveTouch") ?? false
        if let h = m["hitInsets"] { v.hitInsets = attempt({ try h.insets() }) }
        if let h = m["hitAreas"], let items = attempt({ try h.list("hit areas") }) { v.extraHitAreas = items.compactMap { item in attempt { try item.rect() } } }
        v.callsSuper = flag("callsSuper") ?? true
        v.enabled = flag("enabled") ?? true
        v.isOn = flag("isOn")
        if let val = m["value"] { v.value = attempt({ try val.number() }) }
        v.continuous = flag("continuous")
        if let cs = m["contentSize"] { v.contentSize = attempt({ try cs.size() }) }
        if let co = m["contentOffset"] { v.contentOffset = attempt({ try co.point() }) }
        v.paging = flag("paging")
        v.delaysContentTouches = flag("delaysContentTouches")
        v.canCancelContentTouches = flag("canCancelContentTouches")
        v.bounces = flag("bounces")
        if let r = m["rows"], let n = attempt({ try r.integer(min: 0, "a number of rows") }) {
            if n > Self.maximumRows { errors.append(r.error("\(r.path): \(n) rows; a scenario table has at most \(Self.maximumRows)")) } else { v.rows = n }
        }
        if let r = m["rowHeight"] { v.rowHeight = attempt({ try r.positive("a row height > 0") }) }
        if let e = m["deferSystemEdges"] { v.deferSystemEdges = attempt({ try e.edges() }) ?? [] }
        for (key, side) in [("trailingActions", \ViewSpec.trailingActions), ("leadingActions", \ViewSpec.leadingActions)] {
            guard let field = m[key], let items = attempt({ try field.list("swipe action titles") }) else { continue }
            v[keyPath: side] = items.compactMap { item in attempt { try item.string("an action title") } }
        }
        if let r = m["items"], let n = attempt({ try r.integer(min: 0, "a number of items") }) {
            if n > Self.maximumRows { errors.append(r.error("\(r.path): \(n) items; a scenario collection view has at most \(Self.maximumRows)")) } else { v.items = n }
        }
        if let sz = m["itemSize"], let size = attempt({ try sz.size() }) {
            if size.width <= 0 || size.height <= 0 { errors.append(sz.error("\(sz.path): item sizes must be larger than 0")) } else { v.itemSize = size }
        }
        if let d = m["scrollDirection"] {
            v.scrollDirection = attempt({ try d.choice("scroll direction", [("vertical", "vertical"), ("horizontal", "horizontal")]) })
        }
        for key in ["trailingActions", "leadingActions"] where m.has(key) && v.kind != .tableView {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to tableView only"))
        }
        for key in ["items", "itemSize", "scrollDirection"] where m.has(key) && v.kind != .collectionView {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to collectionView only"))
        }
        let scrollOnly = ["contentSize", "contentOffset", "paging", "delaysContentTouches", "canCancelContentTouches", "bounces"]
        for key in scrollOnly where m.has(key) && v.kind != .scrollView && v.kind != .tableView && v.kind != .collectionView {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to scrollView, tableView and collectionView, not \(v.kind.rawValue)"))
        }
        for key in ["rows", "rowHeight"] where m.has(key) && v.kind != .tableView {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to tableView only"))
        }
        if let p = m["parent"] { v.parent = attempt({ try p.identifier() }) }
        v.recognizersNotListed = flag("recognizersNotListed") ?? false
        if let c = m["className"] { v.className = attempt({ try c.string("a class name") }).map { String($0.prefix(200)) } }
        if let a = m["address"] { v.address = attempt({ try a.string("an address such as 0x7f9c1c50a2b0") }).map { String($0.prefix(40)) } }
        if let t = m["transform"], let items = attempt({ try t.list("a transform [a, b, c, d, tx, ty]") }) {
            let numbers = items.compactMap { item in attempt { try item.number() } }
            if numbers.count != 6 || !numbers.allSatisfy(\.isFinite) {
                errors.append(t.error("\(t.path): expected six finite numbers [a, b, c, d, tx, ty]"))
            } else if abs(numbers[0] * numbers[3] - numbers[1] * numbers[2]) < 1e-9 {
                errors.append(t.error("\(t.path): the transform cannot be inverted (a·d − b·c is 0), so no point could be hit-tested"))
            } else {
                v.transform = CGAffineTransform(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
            }
        }
        if let s = m["subviews"] { v.subviews = viewList(s, parent: id, recognizers: &recognizers) }
        if flatSubviews { v.subviews = nestByParent(v.subviews, root: id) }
        for sub in v.subviews where sub.parent != nil {
            errors.append(ScenarioError(file: file, line: sub.line, column: sub.column,
                                        message: "view '\(sub.id)': 'parent' applies to views of the top-level 'views:' list and of a navigation screen's 'subviews', not to other 'subviews'"))
        }
        if let rs = m["recognizers"], let items = attempt({ try rs.list("recognizers") }) {
            for item in items { if let r = recognizer(item, view: Reference(name: id, line: f.line, column: f.column)) { recognizers.append(r) } }
        }
        return v
    }

    mutating func navigation(_ f: YField, screen: CGRect, recognizers: inout [RecognizerSpec]) -> NavigationSpec? {
        guard let m = attempt({ try f.mapping("a navigation controller", allowed: ["id", "stack", "popPolicy"]) }) else { return nil }
        let policy = m["popPolicy"].flatMap { p in attempt { try p.choice("pop policy", [("iOS18", "iOS18"), ("legacy", "legacy")]) } }
        let id = (attempt({ try m["id"]?.identifier() }) ?? nil) ?? "nav"
        guard let st = attempt({ try m.required("stack").list("the stack of screens") }) else { return nil }
        if st.isEmpty { errors.append(f.error("navigation.stack: needs at least one screen")) }
        var stack: [ScreenSpec] = []
        for item in st {
            guard let v = view(item, defaultID: nil, defaultFrame: screen, recognizers: &recognizers, flatSubviews: true) else { continue }
            stack.append(ScreenSpec(id: v.id, root: v))
        }
        return NavigationSpec(id: id, popPolicy: policy, stack: stack)
    }

    // MARK: Recognisers

    static let recognizerKeys = ["id", "kind", "view", "builtin", "taps", "touches", "minimumTouches", "maximumTouches",
                                 "minimumPressDuration", "allowableMovement", "direction", "edges", "cancelsTouchesInView",
                                 "delaysTouchesBegan", "delaysTouchesEnded", "enabled", "requireToFail", "delegate", "log"]

    mutating func recognizer(_ f: YField, view: Reference?) -> RecognizerSpec? {
        guard let m = attempt({ try f.mapping("a recogniser", allowed: Self.recognizerKeys) }) else { return nil }
        guard let id = attempt({ try m.required("id").identifier() }) else { return nil }
        var kind = RecognizerSpec.Kind.tap
        let builtin = attempt({ try m["builtin"]?.string("a built-in recogniser like scroll.pan or nav.pop") }) ?? nil
        if let k = m["kind"] {
            kind = attempt({ try k.choice("recogniser kind", RecognizerSpec.Kind.allCases.map { ($0.rawValue, $0) }) }) ?? .tap
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
        if builtin == nil {
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
                                                                       "shouldRequireFailureOf", "shouldBeRequiredToFailBy"]) }) else { return nil }
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

    // MARK: Script

    /// Limits that keep a hostile file from asking for billions of samples, fingers or rows.
    static let maximumGestureDuration: TimeInterval = 60
    static let maximumFingers = 10
    static let maximumRows = 10_000
    static let maximumScreenSide: Double = 4096

    static let stepKeys = ["at", "tap", "doubleTap", "longPress", "drag", "multiDrag", "swipe", "pinch", "rotate", "edgeSwipe",
                           "wait", "down", "move", "up", "cancel", "event", "set", "log", "webdriver"]

    mutating func script(_ f: YField) -> [Step] {
        if f.isMapping, let m = attempt({ try f.mapping("a script", allowed: ["webdriver"]) }), let w = m["webdriver"] {
            return webdriverSteps(w, base: 0, line: w.line, column: w.column)
        }
        guard let items = attempt({ try f.list("the script") }) else { return [] }
        guard items.count <= InputLimits.maximumSteps else {
            errors.append(f.error("\(f.path): \(items.count) steps; a script takes at most \(InputLimits.maximumSteps)"))
            return []
        }
        var steps: [Step] = []
        var cursor: TimeInterval = 0
        var cursorLine = 0
        var down = Set<Int>()
        for item in items {
            guard let m = attempt({ try item.mapping("a script step", allowed: Self.stepKeys) }) else { continue }
            var at: TimeInterval?
            if let a = m["at"], let t = attempt({ try a.duration() }) {
                at = t
                if t + 1e-9 < cursor {
                    errors.append(a.error("\(a.path): time goes backwards: this step is at \(ms(t)) but the previous step (line \(cursorLine)) ends at \(ms(cursor)); times must not decrease"))
                }
            }
            let actionKeys = Self.stepKeys.filter { $0 != "at" }
            guard let (key, value) = attempt({ try m.exactlyOne(of: actionKeys) }) else { continue }
            if key == "webdriver" {
                let ws = webdriverSteps(value, base: at ?? cursor, line: item.line, column: item.column)
                steps += ws
                if let last = ws.last { cursor = (last.at ?? cursor) + last.duration }
                cursorLine = item.line
                continue
            }
            let parser = self
            guard var step = attempt({ try parser.step(key, value) }) else { continue }
            step.at = at
            step.line = item.line; step.column = item.column
            if case let .moveLine(id, from, to, until) = step.action {
                let start = at ?? cursor
                if until + 1e-9 < start {
                    errors.append(value.error("\(value.path): the move ends at \(ms(until)), before it starts at \(ms(start))"))
                }
                step.action = .moveLine(id: id, from: from, to: to, duration: max(0, until - start))
                step.duration = max(0, until - start)
                down.insert(id)
            }
            if case .drag(_, _, _, _, let lift) = step.action, !lift {
                var id = 0
                while down.contains(id) { id += 1 }
                down.insert(id)
            }
            if case .event(let changes) = step.action {
                for c in changes {
                    switch c {
                    case let .down(id, _):
                        if down.contains(id) { errors.append(value.error("\(value.path): finger \(id) is already down; lift it first")) }
                        down.insert(id)
                        if down.count > Self.maximumFingers {
                            errors.append(value.error("\(value.path): \(down.count) fingers down at once; a script keeps at most \(Self.maximumFingers) down"))
                        }
                    case let .move(id, _), let .up(id), let .lift(id, _), let .cancel(id):
                        if !down.contains(id) { errors.append(value.error("\(value.path): finger \(id) is not down (put it down first)")) }
                        if case .move = c {} else { down.remove(id) }
                    }
                }
            }
            cursor = (at ?? cursor) + step.duration
            cursorLine = item.line
            steps.append(step)
        }
        return steps
    }

    func ms(_ t: TimeInterval) -> String { "\(fmtNumber((t * 1000 * 1000).rounded() / 1000))ms" }

    mutating func webdriverSteps(_ f: YField, base: TimeInterval, line: Int, column: Int) -> [Step] {
        let result: Result<[WebDriverEvent], ScenarioError>
        if f.isScalar, let path = attempt({ try f.string("a file name") }) {
            let full = path.hasPrefix("/") ? path : ((baseDirectory ?? ".") as NSString).appendingPathComponent(path)
            referencedFiles.append(full)
            let data: Data
            do { data = try InputLimits.readFile(full) } catch let e as ScenarioError {
                errors.append(f.error("\(f.path): cannot use WebDriver actions file \(InputLimits.excerpt(path)): \(e.message)")); return []
            } catch { return [] }
            result = Result { try WebDriverActions.parse(data, file: full) }.mapError { $0 as? ScenarioError ?? f.error("\($0)") }
        } else {
            result = Result { try WebDriverActions.parse(node: f) }.mapError { $0 as? ScenarioError ?? f.error("\($0)") }
        }
        switch result {
        case .failure(let e): errors.append(e); return []
        case .success(let events):
            guard events.count <= InputLimits.maximumSteps else {
                errors.append(f.error("\(f.path): the WebDriver actions make \(events.count) events; a script takes at most \(InputLimits.maximumSteps)"))
                return []
            }
            return events.map { Step(at: base + $0.time, action: .event($0.changes), duration: 0, line: line, column: column) }
        }
    }

    func step(_ key: String, _ v: YField) throws -> Step {
        func m(_ what: String, _ keys: [String]) throws -> YMap { try v.mapping(what, allowed: keys) }
        func dur(_ map: YMap, _ k: String, _ def: TimeInterval) throws -> TimeInterval { try map[k]?.duration(max: Self.maximumGestureDuration) ?? def }
        func finger(_ f: YField?) throws -> Int { try f?.integer(min: 0, "a finger id") ?? 0 }
        switch key {
        case "tap":
            if v.isSequence { return Step(action: .tap(try v.point(), duration: 0.08, fingers: 1), duration: 0.08) }
            let map = try m("a tap", ["point", "duration", "fingers"])
            let d = try dur(map, "duration", 0.08)
            let n = try map["fingers"]?.integer(min: 1, "a number of fingers") ?? 1
            if n > Self.maximumFingers, let f = map["fingers"] { throw f.error("\(f.path): \(n) fingers; a tap takes at most \(Self.maximumFingers)") }
            return Step(action: .tap(try map.required("point").point(), duration: d, fingers: n), duration: d)
        case "doubleTap":
            if v.isSequence { return Step(action: .doubleTap(try v.point(), interval: 0.12, duration: 0.06), duration: 0.24) }
            let map = try m("a double tap", ["point", "interval", "duration"])
            let i = try dur(map, "interval", 0.12), d = try dur(map, "duration", 0.06)
            return Step(action: .doubleTap(try map.required("point").point(), interval: i, duration: d), duration: 2 * d + i)
        case "longPress":
            if v.isSequence { return Step(action: .longPress(try v.point(), duration: 0.8), duration: 0.8) }
            let map = try m("a long press", ["point", "duration"])
            let d = try dur(map, "duration", 0.8)
            return Step(action: .longPress(try map.required("point").point(), duration: d), duration: d)
        case "drag":
            let map = try m("a drag", ["from", "to", "duration", "hold", "lift"])
            let d = try dur(map, "duration", 0.3), h = try dur(map, "hold", 0)
            let lift = try map["lift"]?.bool() ?? true
            return Step(action: .drag(from: try map.required("from").point(), to: try map.required("to").point(), duration: d, hold: h, lift: lift), duration: d + h)
        case "multiDrag":
            let map = try m("a multi-finger drag", ["paths", "duration", "hold"])
            let d = try dur(map, "duration", 0.3), h = try dur(map, "hold", 0)
            let paths = try map.required("paths").list("paths").map { p -> (from: CGPoint, to: CGPoint) in
                let pm = try p.mapping("a path", allowed: ["from", "to"])
                return (try pm.required("from").point(), try pm.required("to").point())
            }
            if paths.isEmpty { throw v.error("\(v.path): multiDrag needs at least one path") }
            return Step(action: .multiDrag(paths, duration: d, hold: h), duration: d + h)
        case "swipe":
            let map = try m("a swipe", ["from", "direction", "distance", "duration"])
            let dir = try map.required("direction").choice("direction", Device.Direction.allCases.map { ($0.rawValue, $0) })
            let d = try dur(map, "duration", 0.1)
            let dist = try map["distance"]?.positive("a distance > 0") ?? 200
            return Step(action: .swipe(from: try map.required("from").point(), direction: dir, distance: dist, duration: d), duration: d)
        case "pinch":
            let map = try m("a pinch", ["center", "from", "to", "duration"])
            let d = try dur(map, "duration", 0.3)
            return Step(action: .pinch(center: try map.required("center").point(), from: try map.required("from").positive("a finger distance > 0"),
                                       to: try map.required("to").positive("a finger distance > 0"), duration: d), duration: d)
        case "rotate":
            let map = try m("a rotation", ["center", "span", "from", "to", "duration"])
            let d = try dur(map, "duration", 0.3)
            return Step(action: .rotate(center: try map.required("center").point(), span: try map["span"]?.positive() ?? 100,
                                        fromDegrees: try map["from"]?.number() ?? 0, toDegrees: try map.required("to").number(), duration: d), duration: d)
        case "edgeSwipe":
            let map = try m("an edge swipe", ["edge", "position", "distance", "duration"])
            let edge = try map.required("edge").choice("edge", [("left", UIRectEdge.left), ("right", .right), ("top", .top), ("bottom", .bottom)])
            let d = try dur(map, "duration", 0.25)
            return Step(action: .edgeSwipe(edge: edge, position: try map["position"]?.number(), distance: try map["distance"]?.positive() ?? 200, duration: d), duration: d)
        case "wait":
            let d = try v.duration()
            return Step(action: .wait(d), duration: d)
        case "down":
            if v.isSequence { return Step(action: .event([.down(id: 0, at: try v.point())]), duration: 0) }
            let map = try m("a finger down", ["finger", "point"])
            return Step(action: .event([.down(id: try finger(map["finger"]), at: try map.required("point").point())]), duration: 0)
        case "move":
            if v.isSequence { return Step(action: .event([.move(id: 0, to: try v.point())]), duration: 0) }
            let map = try m("a finger move", ["finger", "to", "from", "until"])
            if let until = map["until"] {
                // A line between two absolute times; the script loop turns `until` into a duration.
                let end = try until.duration()
                return Step(action: .moveLine(id: try finger(map["finger"]), from: try map.required("from").point(),
                                              to: try map.required("to").point(), duration: end), duration: 0)
            }
            if map["from"] != nil { throw map["from"]!.error("\(v.path): 'from' needs 'until' (a move along a line between two times)") }
            return Step(action: .event([.move(id: try finger(map["finger"]), to: try map.required("to").point())]), duration: 0)
        case "up", "cancel":
            var id = 0
            if v.isScalar { id = try v.integer(min: 0, "a finger id") } else {
                let map = try m("a finger", key == "up" ? ["finger", "at"] : ["finger"])
                id = try finger(map["finger"])
                if let p = map["at"] { return Step(action: .event([.lift(id: id, at: try p.point())]), duration: 0) }
            }
            return Step(action: .event([key == "up" ? .up(id: id) : .cancel(id: id)]), duration: 0)
        case "event":
            var changes: [Device.FingerChange] = []
            for item in try v.list("finger changes") {
                let map = try item.mapping("a finger change", allowed: ["down", "move", "up", "cancel"])
                let (k, f) = try map.exactlyOne(of: ["down", "move", "up", "cancel"])
                let inner = try self.step(k, f)
                if case .event(let c) = inner.action { changes += c }
                if changes.count > Self.maximumFingers {
                    throw v.error("\(v.path): more than \(Self.maximumFingers) finger changes in one event; an event changes at most \(Self.maximumFingers) fingers")
                }
            }
            return Step(action: .event(changes), duration: 0)
        case "set":
            let map = try m("a property change", ["target", "property", "value"])
            let t = try map.required("target")
            let target = Reference(name: try t.identifier(), line: t.line, column: t.column)
            let prop = try map.required("property").choice("property", SceneProperty.settable.map { ($0, $0) })
            return Step(action: .set(target: target, property: prop, value: try map.required("value").string()), duration: 0)
        case "log":
            return Step(action: .log(try v.string()), duration: 0)
        default:
            throw v.error("\(v.path): unknown step '\(key)'")
        }
    }

    // MARK: Expectations

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

    var stateExpectations: [Expectation] = []

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

    // MARK: References and cycles

    mutating func checkReferences(_ s: Scenario) {
        var viewIDs: [String: ViewSpec] = [:]
        for v in s.allViews {
            if viewIDs[v.id] != nil { errors.append(ScenarioError(file: file, line: v.line, column: v.column, message: "duplicate view id '\(v.id)'")) }
            viewIDs[v.id] = v
        }
        var recIDs: [String: RecognizerSpec] = [:]
        for r in s.recognizers {
            if recIDs[r.id] != nil || viewIDs[r.id] != nil {
                errors.append(ScenarioError(file: file, line: r.line, column: r.column, message: "duplicate id '\(r.id)' (ids of views and recognisers must be unique)"))
            }
            recIDs[r.id] = r
        }
        var builtins: [String] = []
        var generated: [String] = []
        for v in s.allViews where v.kind == .scrollView || v.kind == .tableView { builtins.append("\(v.id).pan") }
        for v in s.allViews where v.kind == .tableView {
            for k in 0..<(v.rows ?? 0) { generated += ["\(v.id).row\(k)", "\(v.id).cell\(k)"] }
        }
        for v in s.allViews { generated.append("\(v.id).controller") }
        if let nav = s.navigation { builtins.append("\(nav.id).pop"); generated += [nav.id, "\(nav.id).view"] }
        let fixedSubjects = ["window", "application", "UIApplication", "system", "device", "root", "script"] + generated
        let all = Array(viewIDs.keys) + Array(recIDs.keys) + builtins
        for (ref, what) in references {
            let ok: Bool
            switch what {
            case "view": ok = viewIDs[ref.name] != nil
            case "recognizer": ok = recIDs[ref.name] != nil || builtins.contains(ref.name)
            case "builtin": ok = builtins.contains(ref.name)
            case "subject": ok = all.contains(ref.name) || fixedSubjects.contains(ref.name)
            default: ok = all.contains(ref.name) || fixedSubjects.contains(ref.name)
            }
            if !ok {
                let pool: [String]
                switch what {
                case "view": pool = Array(viewIDs.keys)
                case "recognizer": pool = Array(recIDs.keys) + builtins
                case "builtin": pool = builtins
                default: pool = all + fixedSubjects
                }
                var msg = "unknown \(what == "subject" || what == "any" ? "view or recogniser" : what) '\(ref.name)'"
                if let g = closest(ref.name, in: pool) { msg += " (did you mean '\(g)'?)" }
                msg += pool.isEmpty ? "" : "; known: \(Set(pool).sorted().joined(separator: ", "))"
                errors.append(ScenarioError(file: file, line: ref.line, column: ref.column, message: msg))
            }
        }
        // Cycles in static failure requirements: X requires Y requires … requires X.
        var graph: [String: [Reference]] = [:]
        for r in s.recognizers { graph[r.id] = r.requireToFail }
        var state: [String: Int] = [:]  // 1 visiting, 2 done
        var reported = Set<String>()
        func visit(_ id: String, _ path: [String]) {
            state[id] = 1
            for ref in graph[id] ?? [] {
                if state[ref.name] == 1 {
                    let cycle = Array(path.drop(while: { $0 != ref.name })) + [id, ref.name]
                    let key = Set(cycle).sorted().joined(separator: ",")
                    if reported.insert(key).inserted {
                        errors.append(ScenarioError(file: file, line: ref.line, column: ref.column,
                            message: "cycle in failure requirements: \(cycle.joined(separator: " requires ")) to fail; on a device the first of them to reach recognition wins and the others fail, whatever the gesture (Decisions G2, R9). Remove one requireToFail"))
                    }
                } else if state[ref.name] == nil, graph[ref.name] != nil {
                    visit(ref.name, path + [id])
                }
            }
            state[id] = 2
        }
        for r in s.recognizers where state[r.id] == nil { visit(r.id, []) }
    }
}
