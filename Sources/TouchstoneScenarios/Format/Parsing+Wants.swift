import Foundation
import Touchstone
import Yams

// Reading `want:` (and `touchstone doctor --want`): expectations in the grammar of `expect:`
// whose events are checked as well, since a want that can never match is a search for nothing.
extension Parsing {
    /// The wants of a `want:` list, their patterns remembered for `checkWantEvents`.
    mutating func wants(_ items: [YField]) -> [Expectation] {
        let start = patterns.count
        var out = items.compactMap { expectation($0) }
        out += stateExpectations
        stateExpectations = []
        wantPatterns += patterns[start...]
        return out
    }

    /// What a recogniser's trace lines say: its action, and its states (`possible→began`…).
    static let recognizerEvents = ["action", "possible", "began", "changed", "ended", "recognized", "failed", "cancelled",
                                   "pending", "does", "receives", "ignores", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"]
    /// What a control's trace lines say: touches delivered and control events.
    static let controlEvents = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "touchDown", "touchDownRepeat",
                                "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit", "touchUpInside", "touchUpOutside",
                                "touchCancel", "valueChanged", "primaryActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd",
                                "editingDidEndOnExit", "becameFirstResponder", "resignedFirstResponder", "hit", "highlighted", "unhighlighted"]

    /// A want's event must be one its subject can have: a recogniser's action or state, a
    /// control's touches or control events (other subjects say too many things to check).
    /// An unknown one is a positioned error with the closest known event.
    mutating func checkWantEvents(viewIDs: [String: ViewSpec], recognizerIDs: Set<String>) {
        let controls: Set<ViewSpec.Kind> = [.button, .control, .switch, .slider, .textField]
        for p in wantPatterns where p.message != "*" && !p.message.contains("→") {
            let word = String(p.message.prefix { $0 != " " && $0 != "(" })
            let known: [String]
            if recognizerIDs.contains(p.subject) { known = Self.recognizerEvents }
            else if let v = viewIDs[p.subject], controls.contains(v.kind) { known = Self.controlEvents }
            else { continue }
            guard !known.contains(word) else { continue }
            var msg = "unknown event '\(word)' for \(p.subject)"
            if let g = closest(word, in: known) { msg += " (did you mean '\(g)'?)" }
            msg += "; known: \(known.joined(separator: ", "))"
            errors.append(ScenarioError(file: file, line: p.line, column: p.column, message: msg))
        }
    }
}

extension ScenarioParser {
    /// Wants given apart from the file (`touchstone doctor --want 'fires: swipeLeft action'`),
    /// each in the grammar of one `expect:` item, checked against `scenario`'s views and
    /// recognisers. Errors are positioned in `--want N` (the Nth want, 1-based). Throws
    /// ``ScenarioErrors``.
    public static func parseWants(_ texts: [String], for scenario: Scenario) throws -> [Expectation] {
        var all: [Expectation] = []
        var errors: [ScenarioError] = []
        for (i, text) in texts.enumerated() {
            let file = "--want \(i + 1)"
            guard text.utf8.count <= 4096 else {
                errors.append(ScenarioError(file: file, line: 1, column: 1, message: "a want is at most 4096 bytes")); continue
            }
            let node: Node?
            do { node = try Yams.compose(yaml: text) } catch let e as YamlError { errors.append(yamlError(e, file: file)); continue }
            catch { errors.append(ScenarioError(file: file, line: 1, column: 1, message: "cannot read YAML: \(error)")); continue }
            guard let node else { errors.append(ScenarioError(file: file, line: 1, column: 1, message: "the want is empty; write e.g. 'fires: swipeLeft action'")); continue }
            var p = Parsing(file: file, baseDirectory: nil)
            let got = p.wants([YField(node: node, file: file, path: "want")])
            p.checkReferences(scenario)
            // Only the want's references and events: whatever the scene itself draws from the
            // same checks (an imported dump's names) is not the want's fault.
            var plain = Parsing(file: file, baseDirectory: nil)
            plain.checkReferences(scenario)
            let scenes = Set(plain.errors.map(\.description))
            errors += p.errors.filter { !scenes.contains($0.description) }
            all += got
        }
        if !errors.isEmpty { throw ScenarioErrors(errors) }
        return all
    }
}
