import CYaml
import Foundation
import Yams

/// Turns YAML text into a node tree, refusing what would make that slow before it is slow
/// (RobustnessDecisions R10 and R20):
///
/// - a key that is not a plain value — an alias (`*k: v`), a list or a mapping (`? [*k, j]: v`) —
///   is refused at its position. Building the tree compares keys to find duplicates, and a key
///   made of aliases is compared in full, expanded: a 1.7 KB file of nested alias keys took
///   exponential time there, before any node limit could count. A scenario's keys are words, so
///   nothing real is refused. This check reads libyaml's events, which cost one event per alias
///   however large its target;
/// - the tree is then built (its keys are scalars, so comparing them is cheap) and walked by
///   `InputLimits.checkShape` (nodes after expansion, nesting);
/// - the ``ParseDeadline`` is checked every 4,096 events and nodes.
///
/// Calls libyaml (the C library Yams wraps) through its event API, on a buffer the string lends
/// for the duration of the scan (`withContiguousStorageIfAvailable`, no copy).
enum YAMLComposer {
    /// A syntax error from libyaml or Yams, positioned; callers that read a file they must not
    /// quote (a `webdriver:` capture) show only its position.
    struct SyntaxError: Error { let error: ScenarioError }

    /// The document's root node (nil for an empty document). Throws ``SyntaxError`` for a YAML
    /// syntax error, and ``ScenarioError`` for a refused shape or a passed deadline.
    static func compose(_ text: String, file: String, deadline: ParseDeadline) throws -> Node? {
        try checkKeys(text, file: file, deadline: deadline)
        try deadline.check(file: file)
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch let e as YamlError {
            let error = ScenarioParser.yamlError(e, file: file)
            if InputLimits.isNestingError(error.message) { throw error }
            throw SyntaxError(error: error)
        } catch {
            throw SyntaxError(error: ScenarioError(file: file, line: 1, column: 1, message: "cannot read YAML"))
        }
        try deadline.check(file: file)
        if let node { try InputLimits.checkShape(of: node, file: file, deadline: deadline) }
        return node
    }

    /// Holds libyaml's parser state at a stable address for the scan.
    private final class EventReader {
        var parser = yaml_parser_t()
        init() { yaml_parser_initialize(&parser) }
        deinit { yaml_parser_delete(&parser) }
    }

    /// Refuses the first key that is an alias, a list or a mapping. A syntax error stops the scan
    /// quietly: composing the document reports it with its position.
    static func checkKeys(_ text: String, file: String, deadline: ParseDeadline) throws {
        var contiguous = text
        contiguous.makeContiguousUTF8()
        _ = try contiguous.utf8.withContiguousStorageIfAvailable { bytes in
            let reader = EventReader()
            yaml_parser_set_encoding(&reader.parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&reader.parser, bytes.baseAddress, bytes.count)
            // For each open collection: nil for a list; for a mapping, whether the next node is a key.
            var expectsKey: [Bool?] = []
            var events = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&reader.parser, &event) == 1 else { return }
                defer { yaml_event_delete(&event) }
                let type = event.type
                let line = Int(event.start_mark.line) + 1, column = Int(event.start_mark.column) + 1
                events += 1
                if events % 4096 == 0 { try deadline.check(file: file, line: line, column: column) }
                switch type {
                case YAML_STREAM_END_EVENT:
                    return
                case YAML_ALIAS_EVENT, YAML_SCALAR_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    if let top = expectsKey.last, let isKey = top {
                        if isKey && type != YAML_SCALAR_EVENT {
                            let what = type == YAML_ALIAS_EVENT ? "an alias (*name)" : type == YAML_SEQUENCE_START_EVENT ? "a list" : "a mapping"
                            throw ScenarioError(file: file, line: line, column: column,
                                                message: "a mapping key is \(what); keys must be plain words (aliases and collections as keys are refused: comparing them can take exponential time)")
                        }
                        expectsKey[expectsKey.count - 1] = !isKey
                    }
                    if type == YAML_SEQUENCE_START_EVENT { expectsKey.append(Bool?.none) }
                    if type == YAML_MAPPING_START_EVENT { expectsKey.append(true) }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    if !expectsKey.isEmpty { expectsKey.removeLast() }
                default:
                    break
                }
            }
        }
    }
}
