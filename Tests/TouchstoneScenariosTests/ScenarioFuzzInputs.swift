import Foundation
import Touchstone

/// The scenario fuzzer's random source: the engine's SplitMix64, so one seed is one input on every
/// machine.
struct FuzzRandom {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    /// An integer in `0..<n`; 0 when `n` ≤ 0.
    mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    mutating func chance(_ p: Double) -> Bool { generator.uniform() < p }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// One fuzz input: the text and how it was made (shown when it breaks something).
struct FuzzInput {
    var text: String
    var recipe: String
}

/// Builds malformed scenario files from a seed (GitHub issue 6): random bytes, YAML/JSON-ish token
/// soup, and one to four mutations of a scenario from `Examples/` (lines deleted, duplicated,
/// swapped; numbers made NaN, negative or huge; keys renamed; indentation broken; the file
/// truncated; references to unknown ids; cycles in `requireToFail`; times going backwards; values
/// of the wrong type; anchors and aliases).
struct ScenarioFuzzInputs {
    /// The files mutations start from: every scenario in `Examples/`, plus one scenario written
    /// as JSON whose script is the WebDriver capture in `Examples/webdriver/`, inline.
    static let corpus: [(name: String, text: String)] = {
        var files = exampleFiles.compactMap { name -> (String, String)? in
            let path = (examplesFolder as NSString).appendingPathComponent(name)
            return (try? String(contentsOfFile: path, encoding: .utf8)).map { (name, $0) }
        }
        let capture = (examplesFolder as NSString).appendingPathComponent("../webdriver/back-swipe-capture.json")
        if let json = try? String(contentsOfFile: capture, encoding: .utf8) {
            files.append(("json-webdriver-inline", """
            {
              "name": "back swipe from a capture",
              "views": [ { "id": "page", "class": "scrollView", "frame": [0, 0, 390, 844], "contentSize": [1200, 844],
                           "recognizers": [ { "id": "pageTap", "kind": "tap", "requireToFail": ["pagePan"] },
                                            { "id": "pagePan", "kind": "pan" } ] } ],
              "script": { "webdriver": \(json) },
              "expect": [ { "fires": "page willBeginDragging" }, { "never": "pageTap action" } ]
            }
            """))
        }
        files.append(("yaml-webdriver-file", """
        views:
          - { id: box, frame: [0, 0, 390, 844], recognizers: [ { id: boxPan, kind: pan } ] }
        script:
          - webdriver: webdriver/back-swipe-capture.json
          - at: 900ms
            tap: [100, 100]
        expect:
          - fires: "boxPan action (began)"
        """))
        return files
    }()

    static let tokens: [String] = [
        "views:", "script:", "expect:", "recognizers:", "root:", "navigation:", "device:", "stack:", "subviews:",
        "id:", "kind:", "class:", "frame:", "view:", "at:", "tap:", "drag:", "from:", "to:", "duration:", "wait:",
        "down:", "move:", "up:", "cancel:", "event:", "set:", "webdriver:", "requireToFail:", "delegate:",
        "fires:", "never:", "sequence:", "state:", "maxDelay:", "screen:", "samplingRate:", "rows:", "fingers:",
        "tap", "pan", "longPress", "swipe", "pinch", "rotation", "screenEdgePan", "button", "scrollView", "tableView",
        "box", "root", "nav", "a", "b", "- ", "-", ": ", ":", "[", "]", "{", "}", ", ", ",", "\n", "\n  ", "\n    ",
        "  ", "\t", "\"", "'", "#", "&a ", "*a", "&b ", "*b", "<<: ", "!!str ", "!!int ", "!!map", "|", ">", "? ",
        "---", "...", "%YAML 1.2\n", "0", "1", "-1", "2", "1e308", "-1e308", "1e999", ".nan", ".inf", "-.inf", "NaN",
        "100ms", "-5ms", "1.5s", "0x1F", "1_000", "99999999999999999999", "true", "false", "null", "~", "\"\"",
        "[0, 0, 10, 10]", "[100, 100]", "{ id: a, kind: tap }", "{ id: b, kind: pan, requireToFail: a }",
        "\"box touchesBegan\"", "\"a action @80ms\"", "\"actions\": ", "\"type\": \"pointer\"",
        "{ \"type\": \"pointerMove\", \"duration\": 1e300, \"x\": 1, \"y\": 2 }", "\u{FEFF}", "é", "💥", "\\",
        "\u{0}", "\u{7}", "\r", "\r\n", "\u{85}", "\u{2028}",
    ]

    static let keys: [String] = [
        "name", "description", "source", "device", "root", "views", "navigation", "recognizers", "script", "expect",
        "id", "class", "frame", "subviews", "kind", "view", "builtin", "taps", "touches", "requireToFail", "delegate",
        "at", "tap", "drag", "wait", "down", "move", "up", "event", "set", "fires", "never", "sequence", "exactly",
        "state", "count", "hitInsets", "rows", "contentSize", "samplingRate", "screen", "edges", "direction",
    ]

    static let weirdNumbers: [String] = [
        ".nan", "NaN", "nan", ".inf", "-.inf", "-1", "-0", "-0.0001", "0", "1e308", "-1e308", "1e999", "1e-320",
        "99999999999", "9223372036854775807", "9223372036854775808", "-9223372036854775809", "1e18", "4294967296",
        "2147483648", "0x10", "0o17", "1_000", "1e9", "999999999", "1000000", "1e15", "12abc", "", "1.", ".5",
    ]

    static let weirdValues: [String] = [
        "~", "null", "\"\"", "[]", "{}", "[1, 2]", "[1, 2, 3, 4, 5]", "{ x: 1 }", "true", "yes", "-", "'[0, 0]'",
        "[[[[[[]]]]]]", "*nowhere", "!!binary aGVsbG8=", "|\n  block", "[.nan, .nan]", "[1e308, 1e308, 1e308, 1e308]",
        "[-5, -5, -10, -10]", "1e308s", "1e300ms", "-100ms", "10h", "ghost",
    ]

    var rng: FuzzRandom

    init(seed: UInt64) { rng = FuzzRandom(seed: seed) }

    /// The input for this generator's seed: 10 % random bytes, 15 % token soup, 5 % alias bombs,
    /// 5 % inputs past a size limit, 65 % mutated files.
    mutating func make() -> FuzzInput {
        let roll = rng.below(100)
        if roll < 10 { return randomBytes() }
        if roll < 25 { return tokenSoup() }
        if roll < 30 { return aliasBomb() }
        if roll < 35 { return pastALimit() }
        return mutatedExample()
    }

    /// "Billion laughs": anchors each nesting the previous one `fan` times, used where the parser
    /// walks them (views, subviews, recognisers, script steps, a description list), 3 to 12 levels
    /// deep (RobustnessDecisions R10: refused past 100,000 expanded nodes; small ones still parse).
    mutating func aliasBomb() -> FuzzInput {
        let levels = 3 + rng.below(10), fan = 2 + rng.below(11)
        var parts = ["&a0 {id: a0, frame: [0, 0, 10, 10]}"]
        for i in 1..<levels {
            let refs = Array(repeating: "*a\(i - 1)", count: fan).joined(separator: ", ")
            parts.append("&a\(i) {id: a\(i), frame: [0, 0, 10, 10], subviews: [\(refs)]}")
        }
        let text: String
        switch rng.below(3) {
        case 0: text = "views: [\(parts.joined(separator: ", "))]\nscript: []\n"
        case 1:
            var steps = ["&s0 {wait: 1ms}"]
            for i in 1..<levels { steps.append("&s\(i) [\(Array(repeating: "*s\(i - 1)", count: fan).joined(separator: ", "))]") }
            text = "views: []\nscript: [\(steps.joined(separator: ", "))]\n"
        default:
            var items = ["&d0 [lol, lol]"]
            for i in 1..<levels { items.append("&d\(i) [\(Array(repeating: "*d\(i - 1)", count: fan).joined(separator: ", "))]") }
            text = "views: []\nscript: []\nsource: [\(items.joined(separator: ", "))]\n"
        }
        return FuzzInput(text: text, recipe: "alias bomb, \(levels) levels × \(fan)")
    }

    /// An input just past one of the limits of RobustnessDecisions R5/R10, or a long value of the wrong type.
    mutating func pastALimit() -> FuzzInput {
        switch rng.below(5) {
        case 0:
            let depth = 60 + rng.below(2_000)
            return FuzzInput(text: "views: []\nscript: []\ndescription: \(String(repeating: "[", count: depth))\(String(repeating: "]", count: depth))\n",
                             recipe: "nesting \(depth) deep")
        case 1:
            let steps = 9_990 + rng.below(30)
            return FuzzInput(text: "views: []\nscript:\n" + String(repeating: "  - wait: 1ms\n", count: steps), recipe: "\(steps) steps")
        case 2:
            let fingers = 9 + rng.below(5)
            let downs = (0..<fingers).map { "{ down: { finger: \($0), point: [\($0 * 10), 10] } }" }.joined(separator: ", ")
            return FuzzInput(text: "views: []\nscript:\n  - event: [\(downs)]\n", recipe: "\(fingers) fingers in one event")
        case 3:
            let length = 1_000 + rng.below(200_000)
            return FuzzInput(text: "views: []\nscript:\n  - wait: \(String(repeating: "9x", count: length / 2))\n", recipe: "\(length)-character duration")
        default:
            let length = 150 + rng.below(400)
            return FuzzInput(text: "views:\n  - { id: \(String(repeating: "v", count: length)), frame: [0, 0, 1, 1] }\nscript: []\n",
                             recipe: "\(length)-character id")
        }
    }

    mutating func randomBytes() -> FuzzInput {
        let count = rng.below(400)
        let printable = rng.chance(0.5)
        let bytes = (0..<count).map { _ in printable ? UInt8(9 + rng.below(118)) : UInt8(truncatingIfNeeded: rng.next()) }
        return FuzzInput(text: String(decoding: bytes, as: UTF8.self), recipe: "\(count) random bytes")
    }

    mutating func tokenSoup() -> FuzzInput {
        let count = 1 + rng.below(80)
        let text = (0..<count).map { _ in rng.pick(Self.tokens) }.joined(separator: rng.chance(0.5) ? " " : "")
        return FuzzInput(text: text, recipe: "\(count) tokens")
    }

    mutating func mutatedExample() -> FuzzInput {
        guard !Self.corpus.isEmpty else { return tokenSoup() }
        let (name, original) = rng.pick(Self.corpus)
        var lines = original.components(separatedBy: "\n")
        var steps: [String] = []
        for _ in 0..<(1 + rng.below(4)) { steps.append(mutate(&lines)) }
        return FuzzInput(text: lines.joined(separator: "\n"), recipe: "\(name): " + steps.joined(separator: ", "))
    }

    // MARK: Mutations

    /// Applies one random mutation to `lines` and says what it did.
    mutating func mutate(_ lines: inout [String]) -> String {
        if lines.isEmpty { lines = [""] }
        let i = rng.below(lines.count)
        switch rng.below(15) {
        case 0:
            lines.remove(at: i)
            return "deleted line \(i + 1)"
        case 1:
            let times = rng.chance(0.9) ? 1 : 1 + rng.below(50)
            lines.insert(contentsOf: Array(repeating: lines[i], count: times), at: i)
            return "duplicated line \(i + 1) ×\(times)"
        case 2:
            let j = rng.below(lines.count)
            lines.swapAt(i, j)
            return "swapped lines \(i + 1) and \(j + 1)"
        case 3:
            var text = lines.joined(separator: "\n")
            let cut = rng.below(text.count + 1)
            text = String(text.prefix(cut))
            lines = text.components(separatedBy: "\n")
            return "truncated after \(cut) characters"
        case 4, 5:
            return replaceNumber(&lines)
        case 6:
            return renameKey(&lines)
        case 7:
            return breakIndentation(&lines, at: i)
        case 8:
            return unknownReference(&lines)
        case 9:
            return addRequireToFailCycle(&lines)
        case 10:
            return timesGoBackwards(&lines)
        case 11:
            return replaceValue(&lines)
        case 12:
            let chars = Array(lines[i])
            let at = rng.below(chars.count + 1)
            let token = rng.pick(Self.tokens)
            lines[i] = String(chars[..<at]) + token + String(chars[at...])
            return "inserted \(token.debugDescription) in line \(i + 1)"
        case 13:
            var chars = Array(lines[i])
            guard !chars.isEmpty else { lines.remove(at: i); return "deleted empty line \(i + 1)" }
            let at = rng.below(chars.count)
            let removed = chars.remove(at: at)
            lines[i] = String(chars)
            return "deleted \(String(removed).debugDescription) in line \(i + 1)"
        default:
            return anchorsAndAliases(&lines)
        }
    }

    mutating func replaceNumber(_ lines: inout [String]) -> String {
        let candidates = lines.indices.filter { lines[$0].contains(where: \.isNumber) }
        guard !candidates.isEmpty else { return "no number to replace" }
        let i = rng.pick(candidates)
        let matches = lines[i].ranges(of: /-?[0-9]+(\.[0-9]+)?/)
        guard !matches.isEmpty else { return "no number to replace" }
        let r = rng.pick(matches)
        let old = String(lines[i][r])
        let new = rng.pick(Self.weirdNumbers)
        lines[i].replaceSubrange(r, with: new)
        return "number \(old) → \(new.debugDescription) in line \(i + 1)"
    }

    mutating func renameKey(_ lines: inout [String]) -> String {
        let candidates = lines.indices.filter { lines[$0].contains(":") }
        guard !candidates.isEmpty else { return "no key to rename" }
        let i = rng.pick(candidates)
        let matches = lines[i].ranges(of: /[A-Za-z]+(?=:)/)
        guard !matches.isEmpty else { return "no key to rename" }
        let r = rng.pick(matches)
        let old = String(lines[i][r])
        var new = rng.pick(Self.keys)
        switch rng.below(3) {
        case 0: new = String(old.dropLast())
        case 1: new = old.uppercased()
        default: break
        }
        lines[i].replaceSubrange(r, with: new)
        return "key \(old) → \(new) in line \(i + 1)"
    }

    mutating func breakIndentation(_ lines: inout [String], at i: Int) -> String {
        switch rng.below(3) {
        case 0:
            let n = 1 + rng.below(5)
            lines[i] = String(repeating: " ", count: n) + lines[i]
            return "indented line \(i + 1) by \(n)"
        case 1:
            let body = lines[i].drop { $0 == " " }
            let removed = lines[i].count - body.count
            guard removed > 0 else { lines[i] = " " + lines[i]; return "indented line \(i + 1) by 1" }
            lines[i] = String(repeating: " ", count: rng.below(removed)) + body
            return "dedented line \(i + 1)"
        default:
            lines[i] = "\t" + lines[i]
            return "tab before line \(i + 1)"
        }
    }

    /// Ids declared in the file (`id: name`).
    func declaredIDs(_ lines: [String]) -> [String] {
        lines.flatMap { line in line.matches(of: /id: *"?([A-Za-z0-9_.\-]+)/).map { String($0.output.1) } }
    }

    mutating func unknownReference(_ lines: inout [String]) -> String {
        let ids = declaredIDs(lines)
        guard !ids.isEmpty else { return "no id to misspell" }
        let id = rng.pick(ids)
        let uses = lines.indices.filter { lines[$0].contains(id) }
        guard !uses.isEmpty else { return "no use of \(id)" }
        let i = rng.pick(uses)
        let ghost = rng.chance(0.5) ? "ghost\(rng.below(10))" : id + "x"
        lines[i] = lines[i].replacingOccurrences(of: id, with: ghost)
        return "\(id) → \(ghost) in line \(i + 1)"
    }

    /// Each recogniser written as a flow mapping (`{ id: x, kind: … }`) requires the next one to
    /// fail, the last one the first: a cycle (a single recogniser requires itself).
    mutating func addRequireToFailCycle(_ lines: inout [String]) -> String {
        let recognizerLines = lines.indices.filter { lines[$0].contains("kind:") && lines[$0].contains("{") && lines[$0].contains("}") }
        let found: [(Int, String)] = recognizerLines.compactMap { i in
            lines[i].firstMatch(of: /id: *([A-Za-z0-9_.\-]+)/).map { (i, String($0.output.1)) }
        }
        guard !found.isEmpty else { return "no flow recogniser for a cycle" }
        let count = 1 + rng.below(found.count)
        let start = rng.below(found.count)
        let members = (0..<count).map { found[(start + $0) % found.count] }
        for (k, (line, _)) in members.enumerated() {
            let next = members[(k + 1) % members.count].1
            guard let close = lines[line].lastIndex(of: "}") else { continue }
            lines[line].insert(contentsOf: ", requireToFail: \(next)", at: close)
        }
        return "requireToFail cycle over \(members.map(\.1).joined(separator: "→"))"
    }

    mutating func timesGoBackwards(_ lines: inout [String]) -> String {
        let timed = lines.indices.filter { lines[$0].contains("at: ") && lines[$0].contains("ms") }
        if timed.count >= 2, rng.chance(0.5) {
            let a = rng.pick(timed), b = rng.pick(timed)
            if a != b, let ra = lines[a].firstRange(of: /at: *[0-9.]+ms/), let rb = lines[b].firstRange(of: /at: *[0-9.]+ms/) {
                let va = String(lines[a][ra]), vb = String(lines[b][rb])
                lines[a].replaceSubrange(ra, with: vb)
                lines[b].replaceSubrange(rb, with: va)
                return "swapped times of lines \(a + 1) and \(b + 1)"
            }
        }
        guard let script = lines.firstIndex(where: { $0.hasPrefix("script:") }) else { return "no script to make go backwards" }
        let indent = lines.dropFirst(script + 1).first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
            .map { String($0.prefix { $0 == " " }) } ?? "  "
        let late = rng.below(3000), early = rng.below(max(1, late))
        lines.insert(contentsOf: ["\(indent)- { at: \(late)ms, wait: 10ms }", "\(indent)- { at: \(early)ms, tap: [5, 5] }"], at: script + 1)
        return "steps at \(late)ms then \(early)ms"
    }

    mutating func replaceValue(_ lines: inout [String]) -> String {
        let candidates = lines.indices.filter { lines[$0].contains(": ") }
        guard !candidates.isEmpty else { return "no value to replace" }
        let i = rng.pick(candidates)
        guard let r = lines[i].firstRange(of: /: +[^,}\]]+/) else { return "no value to replace" }
        let new = rng.pick(Self.weirdValues)
        lines[i].replaceSubrange(r, with: ": " + new)
        return "value → \(new.debugDescription) in line \(i + 1)"
    }

    mutating func anchorsAndAliases(_ lines: inout [String]) -> String {
        let candidates = lines.indices.filter { lines[$0].hasSuffix(":") || lines[$0].contains(": ") }
        guard candidates.count >= 1 else { return "no place for an anchor" }
        let a = rng.pick(candidates), b = rng.pick(candidates)
        guard let ra = lines[a].firstRange(of: /: */) else { return "no place for an anchor" }
        lines[a].replaceSubrange(ra, with: ": &x ")
        if let rb = lines[b].firstRange(of: /: +.*$/), a != b {
            lines[b].replaceSubrange(rb, with: ": *x")
            return "anchor in line \(a + 1), alias in line \(b + 1)"
        }
        return "anchor in line \(a + 1)"
    }
}
