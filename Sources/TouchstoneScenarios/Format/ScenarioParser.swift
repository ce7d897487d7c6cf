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
    /// With `readsFiles: false` a `webdriver:` file name is an error and nothing is read (a
    /// scenario uploaded to the playground may name no file on the server: PlaygroundDecisions PG4).
    /// The parse stops with a positioned error once `deadline` has passed or is cancelled (by
    /// default, ``ParseDeadline/defaultSeconds`` from the call; decision R20).
    public static func parse(_ text: String, file: String = "<scenario>", baseDirectory: String? = nil,
                             readsFiles: Bool = true, deadline: ParseDeadline? = nil) throws -> Scenario {
        let deadline = deadline ?? ParseDeadline()
        guard text.utf8.count <= InputLimits.maximumFileBytes else {
            throw ScenarioErrors([ScenarioError(file: file, line: 1, column: 1, message: "the scenario is larger than \(InputLimits.maximumFileBytes / (1 << 20)) MiB; scenario files are far smaller, so it is refused")])
        }
        let node: Node?
        do { node = try compose(text, file: file, deadline: deadline) }
        catch let e as ScenarioError { throw ScenarioErrors([e]) }
        catch let e as YAMLComposer.SyntaxError { throw ScenarioErrors([e.error]) }
        guard let node else {
            throw ScenarioErrors([ScenarioError(file: file, line: 1, column: 1, message: "the file is empty; expected a scenario mapping with 'views' and 'script'")])
        }
        var p = Parsing(file: file, baseDirectory: baseDirectory)
        p.readsFiles = readsFiles
        let scenario = p.scenario(YField(node: node, file: file, path: ""))
        if !p.errors.isEmpty { throw ScenarioErrors(p.errors) }
        do { try deadline.check(file: file) } catch let e as ScenarioError { throw ScenarioErrors([e]) }
        guard var scenario else { throw ScenarioErrors([ScenarioError(file: file, line: 1, column: 1, message: "invalid scenario")]) }
        scenario.referencedFiles = p.referencedFiles
        // Steps that name views are given their points once the scene is laid out (ScenarioDecisions X20).
        if scenario.script.contains(where: { !$0.anchors.isEmpty }) {
            let scene: Scene
            do { scene = try Scene(scenario) } catch let e as ScenarioError { throw ScenarioErrors([e]) }
            let (resolved, errors) = StepAnchor.resolve(scenario, on: scene)
            if !errors.isEmpty { throw ScenarioErrors(errors) }
            scenario = resolved
        }
        return scenario
    }

    /// The YAML document of `text`, its keys checked, its shape within the limits, read before
    /// `deadline` (``YAMLComposer``). Throws ``YAMLComposer/SyntaxError`` or ``ScenarioError``.
    static func compose(_ text: String, file: String, deadline: ParseDeadline = ParseDeadline()) throws -> Node? {
        try YAMLComposer.compose(text, file: file, deadline: deadline)
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
    /// Whether `webdriver:` may name a file (false for uploaded scenarios).
    var readsFiles = true
    var stateExpectations: [Expectation] = []
    /// The event patterns of `want:` (and `--want`): their events are checked too (`checkWantEvents`).
    var wantPatterns: [EventPattern] = []
    /// `pop` steps that name no screen: a scenario without a navigation stack cannot run them.
    var navigationSteps: [Reference] = []
    /// Views whose `class` was not known: names under them (`<id>.…`) are not reported unknown.
    var viewsOfUnknownClass: Set<String> = []
    /// The device's screen, for the script's points (read before the script).
    var screen = DeviceSpec().screen

    init(file: String, baseDirectory: String?) { self.file = file; self.baseDirectory = baseDirectory }

    mutating func attempt<T>(_ body: () throws -> T) -> T? {
        do { return try body() } catch let e as ScenarioError { errors.append(e); return nil }
        catch let e as ScenarioErrors { errors.append(contentsOf: e.errors); return nil }
        catch { errors.append(ScenarioError(file: file, line: 1, column: 1, message: "\(error)")); return nil }
    }

    static let topKeys = ["name", "description", "source", "ios", "sdk", "device", "root", "views", "navigation", "tabs", "swiftui", "recognizers", "script", "expect", "want"]

    mutating func scenario(_ f: YField) -> Scenario? {
        guard let m = attempt({ try f.mapping("a scenario", allowed: Self.topKeys) }) else { return nil }
        var s = Scenario(name: "", summary: nil, source: nil, file: file, device: DeviceSpec(),
                         root: ViewSpec(id: "root", frame: .zero), navigation: nil, recognizers: [], script: [], expectations: [])
        s.name = (attempt({ try m["name"]?.string() }) ?? nil) ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        s.summary = attempt({ try m["description"]?.string() }) ?? nil
        s.source = attempt({ try m["source"]?.string() }) ?? nil
        if let d = m["device"] { s.device = device(d) ?? DeviceSpec() }
        if let v = m["ios"], let profile = attempt({ try Self.iOSProfile(v) }) { s.device.profile = profile }
        if let v = m["sdk"], let sdk = attempt({ try Self.iOSProfile(v, key: "sdk") }) {
            if sdk.iOSVersion > s.device.profile.iOSVersion {
                errors.append(v.error("sdk: an app linked on the iOS \(sdk.iOSVersion) SDK cannot run on \(s.device.profile) (ios:); the SDK is at most the device's version"))
            } else { s.device.linkedOn = sdk }
        }
        let screen = CGRect(origin: .zero, size: s.device.screen)
        self.screen = s.device.screen
        var inlineRecognizers: [RecognizerSpec] = []
        if let ui = m["swiftui"] {
            s.swiftUI = swiftUI(ui)
            // Without `in:` the hosting controller is the screen: no UIKit root beside it (X17).
            if s.swiftUI != nil, s.swiftUI?.hostView == nil, let other = ["root", "views", "navigation", "tabs"].first(where: { m.has($0) }) {
                errors.append(ui.error("swiftui: without 'in:' the SwiftUI view is the whole screen, so the scenario has no '\(other)'; to show it inside a UIKit view, give that view's id as in:"))
            }
        }
        if let t = m["tabs"] {
            if m.has("root") || m.has("views") || m.has("navigation") {
                errors.append(t.error("tabs: a scenario has one of 'tabs', 'navigation' and 'root'/'views'"))
            }
            s.tabs = tabs(t, screen: screen, recognizers: &inlineRecognizers)
        } else if let nav = m["navigation"] {
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
        checkViewDepth(s)
        stateExpectations = []
        if let w = m["want"], let items = attempt({ try w.list("wants (expectations, as under expect:)") }) {
            s.wants = wants(items)
        }
        checkReferences(s)
        return s
    }

    // MARK: Device

    /// `ios: "15"` (or `15`, `"15.4"`, `"iOS 15"`): a version Touchstone has a profile for; the
    /// same for `sdk:`, the SDK the app was linked against.
    static func iOSProfile(_ f: YField, key: String = "ios") throws -> DeviceProfile {
        let text = try f.string("an iOS version such as \"15\"")
        guard let profile = DeviceProfile(iOS: text) else {
            let known = DeviceProfile.all.map { String($0.iOSVersion) }.joined(separator: ", ")
            throw f.error("\(key): no profile for iOS \(InputLimits.excerpt(text)); profiles: \(known)")
        }
        return profile
    }

    mutating func device(_ f: YField) -> DeviceSpec? {
        guard let m = attempt({ try f.mapping("the device", allowed: ["screen", "samplingRate", "touchSamplingRate", "systemGestures", "model"]) }) else { return nil }
        var d = DeviceSpec()
        if let g = m["systemGestures"] { d.systemGestures = attempt({ try g.bool() }) ?? true }
        if let g = m["model"] { d.model = attempt({ try g.choice("device model", [("homeIndicator", "homeIndicator"), ("homeButton", "homeButton")]) }) ?? "homeIndicator" }
        if let s = m["screen"], let size = attempt({ try s.size(bounded: false) }) {
            if size.width < 1 || size.height < 1 { errors.append(s.error("device.screen: the screen must be at least 1 × 1 pt")) }
            else if max(size.width, size.height) > Self.maximumScreenSide {
                errors.append(s.error("device.screen: \(fmtNumber(size.width)) × \(fmtNumber(size.height)) pt is too large; each side may be at most \(fmtNumber(Self.maximumScreenSide)) pt"))
            } else { d.screen = size }
        }
        if let r = m["samplingRate"], let v = attempt({ try r.positive("a sampling rate in Hz > 0") }) {
            if v > 1000 { errors.append(r.error("device.samplingRate: \(fmtNumber(v)) Hz is too high; expected at most 1000")) } else { d.samplingRate = v }
        }
        if let r = m["touchSamplingRate"], let v = attempt({ try r.choice("touch sampling rate", Device.touchSamplingRates.map { (fmtNumber($0), $0) }) }) {
            d.touchSamplingRate = v
        }
        return d
    }

    // MARK: References and cycles

    mutating func checkReferences(_ s: Scenario) {
        var viewIDs: [String: ViewSpec] = [:]
        for v in s.allViews {
            if viewIDs[v.id] != nil { errors.append(ScenarioError(file: file, line: v.line, column: v.column, message: "duplicate view id '\(v.id)'")) }
            viewIDs[v.id] = v
        }
        for v in s.allViews where v.kind == .tableView {
            for (key, id) in [("tableHeaderView", v.tableHeaderView), ("tableFooterView", v.tableFooterView)] {
                guard let id, !v.subviews.contains(where: { $0.id == id && $0.cellPlace == nil }) else { continue }
                errors.append(ScenarioError(file: file, line: v.line, column: v.column, message: "\(v.id).\(key): '\(id)' is not a subview of \(v.id); a table's header and footer are views placed in it (parent: \(v.id))"))
            }
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
        for v in s.allViews {
            builtins += v.kind.ownRecognizers(table: v).map { "\(v.id).\($0)" }
            generated += v.kind.ownViews.map { "\(v.id).\($0)" }
            if v.kind == .pageViewController {
                for k in 0..<(v.pages ?? 3) { generated += ["\(v.id).page\(k)", "\(v.id).page\(k).controller"] }
            }
        }
        // A declared id may not take a name a UIKit class gives its own views and recognisers:
        // traces and references would not know which is meant.
        let taken = Set(builtins + generated)
        for v in s.allViews where taken.contains(v.id) {
            errors.append(ScenarioError(file: file, line: v.line, column: v.column, message: "view id '\(v.id)' is the name of a view or recogniser a UIKit class makes; choose another"))
        }
        for r in s.recognizers where r.builtin == nil && taken.contains(r.id) {
            errors.append(ScenarioError(file: file, line: r.line, column: r.column, message: "recogniser id '\(r.id)' is the name of a recogniser a UIKit class makes; use builtin: \(r.id) to change that one, or choose another id"))
        }
        // Rows and items (`list.row2`, `grid.item0`) are not listed here but recognised by
        // `isCellName`: a 10,000-row table would otherwise add 20,000 names for every lookup.
        for v in s.allViews { generated.append("\(v.id).controller") }
        for nav in s.navigations {
            builtins += ["\(nav.id).pop", "\(nav.id).contentPop"]
            generated += [nav.id, "\(nav.id).view", "\(nav.id).backButton", s.navigation == nil ? "\(nav.id).navigationBar" : "navigationBar", "toolbar"]
        }
        // Bar button items: on navigation screens only; their buttons are named by their ids.
        let screenRoots = Set(s.navigations.flatMap { $0.stack + $0.screens }.map(\.id))
        let tabRoots = Set((s.tabs?.screens ?? []).filter { $0.navigation == nil }.map(\.id))
        for v in s.allViews where v.navigationItem != nil && !screenRoots.contains(v.id) {
            if tabRoots.contains(v.id), let item = v.navigationItem, !item.hidesBackButton, item.leftItems.isEmpty, item.rightItems.isEmpty { continue }
            errors.append(ScenarioError(file: file, line: v.line, column: v.column,
                                        message: "view '\(v.id)': title, hidesBackButton, leftItems and rightItems apply to navigation screens only (a tab's screen takes a title)"))
        }
        if let t = s.tabs {
            generated += [t.id, "\(t.id).view", "\(t.id).tabBar"] + t.screens.indices.map { "\(t.id).tabBar.tab\($0)" }
        }
        for v in s.allViews {
            for item in (v.navigationItem?.leftItems ?? []) + (v.navigationItem?.rightItems ?? []) {
                if viewIDs[item.id] != nil || recIDs[item.id] != nil || generated.contains(item.id) || isCellName(item.id, views: viewIDs) {
                    errors.append(ScenarioError(file: file, line: item.line, column: item.column, message: "duplicate id '\(item.id)' (ids of views, recognisers and bar button items must be unique)"))
                }
                generated.append(item.id)
            }
        }
        let screenIDs = s.navigations.flatMap { $0.stack + $0.screens }.map(\.id)
        if s.navigations.isEmpty {
            for step in navigationSteps {
                errors.append(ScenarioError(file: file, line: step.line, column: step.column,
                                            message: "a pop step needs a 'navigation:' stack; this scenario has a single screen"))
            }
        }
        // SwiftUI views are named by their accessibility identifiers; their scroll views' pans `<id>.pan`.
        let swiftUIIDs = s.swiftUI?.identifiers ?? []
        for id in swiftUIIDs where viewIDs[id] != nil || recIDs[id] != nil {
            errors.append(ScenarioError(file: file, line: s.swiftUI?.line ?? 1, column: s.swiftUI?.column ?? 1,
                                        message: "swiftui: accessibilityIdentifier '\(id)' is also the id of a UIKit view or recogniser of the scenario; each name is unique"))
        }
        generated += swiftUIIDs
        for v in s.swiftUI?.rootView.subtree ?? [] where v.kind == "ScrollView" { if let id = v.identifier { builtins.append("\(id).pan") } }
        let fixedSubjects = ["window", "application", "UIApplication", "system", "system.gate", "device", "root", "script"] + generated
        let all = Array(viewIDs.keys) + Array(recIDs.keys) + builtins
        checkWantEvents(viewIDs: viewIDs, recognizerIDs: Set(recIDs.keys).union(builtins))
        for (ref, what) in references {
            let ok: Bool
            switch what {
            case "view": ok = viewIDs[ref.name] != nil || isCellName(ref.name, views: viewIDs) || swiftUIIDs.contains(ref.name)
            case "recognizer": ok = recIDs[ref.name] != nil || builtins.contains(ref.name)
            case "builtin": ok = builtins.contains(ref.name)
            case "subject": ok = all.contains(ref.name) || fixedSubjects.contains(ref.name) || isCellName(ref.name, views: viewIDs)
            case "screen": ok = screenIDs.contains(ref.name)
            default: ok = all.contains(ref.name) || fixedSubjects.contains(ref.name) || isCellName(ref.name, views: viewIDs)
            }
            if !ok, viewsOfUnknownClass.contains(where: { ref.name.hasPrefix($0 + ".") }) { continue }
            if !ok {
                let pool: [String]
                switch what {
                case "view": pool = Array(viewIDs.keys) + swiftUIIDs
                case "recognizer": pool = Array(recIDs.keys) + builtins
                case "builtin": pool = builtins
                case "screen": pool = screenIDs
                default: pool = all + fixedSubjects
                }
                var msg = "unknown \(what == "subject" || what == "any" ? "view or recogniser" : what) '\(ref.name)'"
                if what == "screen" && s.navigations.isEmpty { msg += " (push and pop need a 'navigation:' stack, with the screens to push under 'screens:')" }
                if let g = closest(ref.name, in: pool) { msg += " (did you mean '\(g)'?)" }
                msg += pool.isEmpty ? "" : "; known: \(Self.listed(Set(pool).sorted()))"
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
                            message: "cycle in failure requirements: \(cycle.joined(separator: " requires ")) to fail; on a device the first of them to reach recognition wins and the others fail, whatever the gesture (GestureRecognizerDecisions G2, RobustnessDecisions R9). Remove one requireToFail"))
                    }
                } else if state[ref.name] == nil, graph[ref.name] != nil {
                    visit(ref.name, path + [id])
                }
            }
            state[id] = 2
        }
        for r in s.recognizers where state[r.id] == nil { visit(r.id, []) }
    }

    /// Names for a "known:" list, at most 24 of them: a table's or collection view's generated
    /// rows and items alone can be thousands, and a message stays short (at most about 1,000
    /// bytes, checked by the scenario fuzz test).
    static func listed(_ names: [String]) -> String {
        let shown = 24
        guard names.count > shown else { return names.joined(separator: ", ") }
        return names.prefix(shown).joined(separator: ", ") + " and \(names.count - shown) more"
    }
}
