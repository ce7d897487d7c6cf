import Foundation
import Touchstone
import Yams

// Reading the view tree: `root`, `views`, each view's keys (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/ScenarioFiles.md).
extension Parsing {
    static let viewKeys = ["id", "class", "frame", "userInteractionEnabled", "hidden", "alpha", "multipleTouchEnabled",
                           "exclusiveTouch", "hitInsets", "hitAreas", "callsSuper", "enabled", "isOn", "value", "continuous",
                           "contentSize", "contentOffset", "paging", "delaysContentTouches", "canCancelContentTouches", "touchesShouldCancelControls",
                           "bounces", "rows", "rowHeight", "subviews", "recognizers", "deferSystemEdges", "trailingActions",
                           "leadingActions", "items", "itemSize", "scrollDirection", "parent", "className", "address",
                           "transform", "recognizersNotListed", "userScalable", "longPressTargets", "preventsDefault", "scrollEnabled",
                           "zoomEnabled", "rotateEnabled", "pages", "currentPage", "title", "hidesBackButton", "leftItems", "rightItems", "showsCancelButton", "beginsEditing",
                           "tableHeaderView", "tableFooterView"]

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
        // An unknown class is reported once (ScenarioDecisions X13): the keys of the class meant
        // and the names it would make (`list.row0`, `list.pan`) are not errors of their own.
        var kindKnown = true
        if let c = m["class"] {
            if let known = attempt({ try c.choice("view class", ViewSpec.Kind.allCases.map { ($0.rawValue, $0) }) }) { v.kind = known }
            else { kindKnown = false; viewsOfUnknownClass.insert(id) }
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
        v.touchesShouldCancelControls = flag("touchesShouldCancelControls") ?? false
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
        for key in ["trailingActions", "leadingActions"] where kindKnown && m.has(key) && v.kind != .tableView {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to tableView only"))
        }
        for key in ["items", "itemSize", "scrollDirection"] where kindKnown && m.has(key) && v.kind != .collectionView {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to collectionView only"))
        }
        let scrollOnly = ["contentSize", "contentOffset", "paging", "delaysContentTouches", "canCancelContentTouches", "touchesShouldCancelControls", "bounces"]
        for key in scrollOnly where kindKnown && m.has(key) && v.kind != .scrollView && v.kind != .tableView && v.kind != .collectionView {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to scrollView, tableView and collectionView, not \(v.kind.rawValue)"))
        }
        v.userScalable = flag("userScalable") ?? true
        v.longPressTargets = flag("longPressTargets") ?? false
        v.preventsDefault = flag("preventsDefault") ?? false
        v.mapScrollEnabled = flag("scrollEnabled") ?? true
        v.mapZoomEnabled = flag("zoomEnabled") ?? true
        v.mapRotateEnabled = flag("rotateEnabled") ?? true
        for key in ["userScalable", "longPressTargets", "preventsDefault"] where kindKnown && m.has(key) && v.kind != .webView {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to webView only"))
        }
        for key in ["scrollEnabled", "zoomEnabled", "rotateEnabled"] where kindKnown && m.has(key) && v.kind != .mapView {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to mapView only"))
        }
        if let r = m["pages"], let n = attempt({ try r.integer(min: 1, "a number of pages ≥ 1") }) {
            if n > Self.maximumRows { errors.append(r.error("\(r.path): \(n) pages; a scenario page view controller has at most \(Self.maximumRows)")) } else { v.pages = n }
        }
        if let r = m["currentPage"], let n = attempt({ try r.integer(min: 0, "a page index ≥ 0") }) {
            if n >= (v.pages ?? 3) { errors.append(r.error("\(r.path): page \(n) does not exist; pages are numbered from 0 to \((v.pages ?? 3) - 1)")) } else { v.currentPage = n }
        }
        v.showsCancelButton = flag("showsCancelButton") ?? false
        v.beginsEditing = flag("beginsEditing") ?? true
        for key in ["showsCancelButton", "beginsEditing"] where kindKnown && m.has(key) && v.kind != .searchBar {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to searchBar only"))
        }
        for key in ["pages", "currentPage"] where kindKnown && m.has(key) && v.kind != .pageViewController {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to pageViewController only"))
        }
        if let h = m["tableHeaderView"] { v.tableHeaderView = attempt({ try h.identifier() }) }
        if let h = m["tableFooterView"] { v.tableFooterView = attempt({ try h.identifier() }) }
        for key in ["rows", "rowHeight", "tableHeaderView", "tableFooterView"] where kindKnown && m.has(key) && v.kind != .tableView {
            errors.append(m.entries.first { $0.key == key }!.keyField.error("\(f.path): '\(key)' applies to tableView only"))
        }
        if m.has("title") || m.has("hidesBackButton") || m.has("leftItems") || m.has("rightItems") {
            var item = NavigationItemSpec()
            item.title = m["title"].flatMap { t in attempt { try t.string("a title") } }
            item.hidesBackButton = flag("hidesBackButton") ?? false
            for (key, side) in [("leftItems", \NavigationItemSpec.leftItems), ("rightItems", \NavigationItemSpec.rightItems)] {
                guard let field = m[key], let list = attempt({ try field.list("bar button items") }) else { continue }
                item[keyPath: side] = list.compactMap { barItem($0) }
            }
            v.navigationItem = item
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

    /// A bar button item: `{id, title}`, `{id, systemItem}` or `{id, image}`.
    mutating func barItem(_ f: YField) -> BarItemSpec? {
        guard let m = attempt({ try f.mapping("a bar button item", allowed: ["id", "title", "systemItem", "image"]) }),
              let id = attempt({ try m.required("id").identifier() }) else { return nil }
        var item = BarItemSpec(id: id, line: f.line, column: f.column)
        item.title = m["title"].flatMap { t in attempt { try t.string("a title") } }
        item.image = m["image"].flatMap { t in attempt { try t.string("an image name") } }
        if let s = m["systemItem"] {
            item.systemItem = attempt { try s.choice("system item", UIBarButtonItem.SystemItem.allCases.map { ("\($0)", "\($0)") }) }
        }
        if [item.title, item.systemItem, item.image].compactMap({ $0 }).count != 1 {
            errors.append(f.error("\(f.path): a bar button item needs exactly one of 'title', 'systemItem' and 'image'"))
        }
        return item
    }

    /// `tabs: {id, selectedIndex, items: [screen, …]}`.
    mutating func tabs(_ f: YField, screen: CGRect, recognizers: inout [RecognizerSpec]) -> TabsSpec? {
        guard let m = attempt({ try f.mapping("a tab bar controller", allowed: ["id", "items", "selectedIndex"]) }) else { return nil }
        let id = (attempt({ try m["id"]?.identifier() }) ?? nil) ?? "tabs"
        guard let list = attempt({ try m.required("items").list("the tabs' screens") }) else { return nil }
        if list.isEmpty { errors.append(f.error("tabs.items: needs at least one screen")) }
        var spec = TabsSpec(id: id, screens: [])
        for item in list {
            // A tab holding a navigation stack: `- { navigation: {id, stack, screens, popPolicy}, title: Feed }`.
            if Self.hasKey("navigation", item) {
                guard let tab = attempt({ try item.mapping("a tab holding a navigation stack", allowed: ["navigation", "title"]) }),
                      let n = tab["navigation"], let nav = navigation(n, screen: screen, recognizers: &recognizers), !nav.stack.isEmpty else { continue }
                let title = tab["title"].flatMap { t in attempt { try t.string() } }
                spec.screens.append(ScreenSpec(id: nav.id, root: nav.stack[0].root, navigation: nav, tabTitle: title))
                continue
            }
            guard let v = view(item, defaultID: nil, defaultFrame: screen, recognizers: &recognizers, flatSubviews: true) else { continue }
            spec.screens.append(ScreenSpec(id: v.id, root: v))
        }
        if let i = m["selectedIndex"], let n = attempt({ try i.integer(min: 0, "a tab index ≥ 0") }) {
            if n >= list.count { errors.append(i.error("\(i.path): tab \(n) does not exist; tabs are numbered from 0 to \(list.count - 1)")) } else { spec.selectedIndex = n }
        }
        return spec
    }

    /// Whether `f` is a mapping with the key `key`.
    static func hasKey(_ key: String, _ f: YField) -> Bool {
        guard case .mapping(let m) = f.node else { return false }
        return m.contains { if case .scalar(let k) = $0.key { return k.string == key } else { return false } }
    }

    /// A `popPolicy:` value: an ``InteractivePopPolicy`` case by name. The names these policies had
    /// before they were named for what they do, `iOS18` and `legacy`, still read (ProfileDecisions
    /// V21); messages list only the current names.
    static func popPolicy(_ f: YField) throws -> InteractivePopPolicy {
        let formerNames: [String: InteractivePopPolicy] = ["iOS18": .backSwipeBeatsScrollView, "legacy": .scrollViewBeatsBackSwipe]
        if case .scalar(let s) = f.node, let policy = formerNames[s.string] { return policy }
        return try f.choice("pop policy", InteractivePopPolicy.allCases.map { ($0.rawValue, $0) })
    }

    mutating func navigation(_ f: YField, screen: CGRect, recognizers: inout [RecognizerSpec]) -> NavigationSpec? {
        guard let m = attempt({ try f.mapping("a navigation controller", allowed: ["id", "stack", "screens", "popPolicy", "barUserInteractionEnabled"]) }) else { return nil }
        let policy = m["popPolicy"].flatMap { p in attempt { try Self.popPolicy(p) } }
        let id = (attempt({ try m["id"]?.identifier() }) ?? nil) ?? "nav"
        guard let st = attempt({ try m.required("stack").list("the stack of screens") }) else { return nil }
        if st.isEmpty { errors.append(f.error("navigation.stack: needs at least one screen")) }
        var stack: [ScreenSpec] = []
        for item in st {
            guard let v = view(item, defaultID: nil, defaultFrame: screen, recognizers: &recognizers, flatSubviews: true) else { continue }
            stack.append(ScreenSpec(id: v.id, root: v))
        }
        var screens: [ScreenSpec] = []
        if let sc = m["screens"], let items = attempt({ try sc.list("screens the script can push") }) {
            for item in items {
                guard let v = view(item, defaultID: nil, defaultFrame: screen, recognizers: &recognizers, flatSubviews: true) else { continue }
                screens.append(ScreenSpec(id: v.id, root: v))
            }
        }
        var spec = NavigationSpec(id: id, popPolicy: policy, stack: stack, screens: screens)
        if let b = m["barUserInteractionEnabled"], let on = attempt({ try b.bool() }) { spec.barUserInteractionEnabled = on }
        return spec
    }
}
