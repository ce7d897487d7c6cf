import Foundation
import Testing

/// The engine's unsafe constructs, each listed with its file and one-line reason (issue 32,
/// PerformanceDecisions F33): a construct the list does not name fails, and so does a listed one
/// that is gone. Unsafe constructs never sit on a public or open declaration (issue 15, F23): a
/// client reading or subclassing a UIKit type gets ordinary Swift.
///
/// A source scan like `PublicDocumentationTests`, over `Sources/` and `Playground/Sources/`
/// (comments skipped). A construct is named after the declaration it is on, or else the nearest
/// enclosing one (the nearest line above, less indented, that declares a function or something with a body). An accessor
/// pair of the form `var x: T { get { unsafe _x } _modify { yield unsafe &_x } }` counts as part
/// of its storage `_x` (the pattern of Sources/Touchstone/Touchstone.docc/Performance.md, "Unchecked storage").
@Suite("Unsafe constructs: each listed with its reason, none public")
struct UnsafeConstructsTests {
    /// Constructs that must never be on a public or open declaration.
    static let constructs = ["@exclusivity(unchecked)", "unowned(unsafe)", "Unmanaged", "unsafeBitCast",
                             "unsafelyUnwrapped", "UnsafeRawPointer", "UnsafeBufferPointer"]
    /// What counts as an unsafe construct in code: the list above, the other unchecked operations,
    /// unchecked concurrency, and `unsafe` expressions (SE-0458's acknowledgement).
    static let listedConstructs = constructs + ["unsafeDowncast", "withUnsafe", "UnsafeMutable",
                                                "@unchecked Sendable", "nonisolated(unsafe)", "unsafe "]

    /// `file:line: text` of each public or open declaration that carries an unsafe construct.
    static func unsafePublicDeclarations(in target: String, sources: URL = PublicDocumentationTests.sources) throws -> [String] {
        try scan(folder: sources.appendingPathComponent(target), name: target)
    }

    @Test func noPublicOrOpenDeclarationIsUnsafe() throws {
        #expect(try Self.unsafePublicDeclarations(in: "Touchstone") == [])
        #expect(try Self.unsafePublicDeclarations(in: "TouchstoneScenarios") == [])
        #expect(try Self.unsafePublicDeclarations(in: "TouchstoneServer", sources: PublicDocumentationTests.playgroundSources) == [])
    }

    @Test func everyUnsafeDeclarationIsListedWithItsReason() throws {
        let found = try Self.unsafeDeclarations(in: PublicDocumentationTests.sources)
            .union(Self.unsafeDeclarations(in: PublicDocumentationTests.playgroundSources))
        let (unlisted, gone) = Self.compare(found: found, listed: Self.allowList.map { ($0.file, $0.name) })
        #expect(unlisted == [], "unsafe declarations not in UnsafeConstructsTests.allowList:\n\(unlisted.joined(separator: "\n"))")
        #expect(gone == [], "listed in UnsafeConstructsTests.allowList but no longer unsafe:\n\(gone.joined(separator: "\n"))")
    }

    @Test func everyListedDeclarationHasOneReasonAndOneEntry() {
        let keys = Self.allowList.map { "\($0.file) \($0.name)" }
        #expect(Set(keys).count == keys.count)
        #expect(Self.allowList.filter { $0.reason.count < 10 || $0.reason.contains("\n") }.map(\.name) == [])
    }

    @Test func theScanNamesEachUnsafeDeclarationAndFindsUnlistedAndGoneOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unsafe-list-\(UUID().uuidString)")
        let target = folder.appendingPathComponent("Touchstone/Simulation")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        // unowned(unsafe) in a comment is not a construct.
        final class L: @unchecked Sendable {
            @exclusivity(unchecked) private var _x = 0
            var x: Int { get { unsafe _x } _modify { yield unsafe &_x } }
            unowned(unsafe) var link: L?
            func f() -> Int {
                let y = 2
                return unsafe y // unsafe
            }
            init(ref: Int) { unsafe _x = ref }
        }
        """.write(to: target.appendingPathComponent("Links.swift"), atomically: true, encoding: .utf8)
        #expect(try Self.unsafeDeclarations(in: folder).map(\.description).sorted() == [
            "Touchstone/Simulation/Links.swift L",
            "Touchstone/Simulation/Links.swift _x",
            "Touchstone/Simulation/Links.swift f",
            "Touchstone/Simulation/Links.swift init(ref:)",
            "Touchstone/Simulation/Links.swift link",
        ])
        let (unlisted, gone) = Self.compare(found: try Self.unsafeDeclarations(in: folder), listed: [
            ("Touchstone/Simulation/Links.swift", "_x"), ("Touchstone/Simulation/Links.swift", "L"),
            ("Touchstone/Simulation/Links.swift", "f"), ("Touchstone/Simulation/Links.swift", "init(ref:)"),
            ("Touchstone/Simulation/Links.swift", "removed"),
        ])
        #expect(unlisted == ["Touchstone/Simulation/Links.swift link"])
        #expect(gone == ["Touchstone/Simulation/Links.swift removed"])
    }

    /// The found declarations the list does not name, and the listed ones not found.
    static func compare(found: Set<Declaration>, listed: [(file: String, name: String)]) -> (unlisted: [String], gone: [String]) {
        let listed = Set(listed.map { Declaration(file: $0.file, name: $0.name) })
        return (found.subtracting(listed).map(\.description).sorted(), listed.subtracting(found).map(\.description).sorted())
    }

    /// A declaration that holds an unsafe construct: its file under the scanned folder, its name.
    struct Declaration: Hashable, CustomStringConvertible {
        let file: String
        let name: String
        var description: String { "\(file) \(name)" }
    }

    /// The declarations under `sources` that hold one of `listedConstructs` in code.
    static func unsafeDeclarations(in sources: URL) throws -> Set<Declaration> {
        let files = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var found: Set<Declaration> = []
        for file in files {
            let lines = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            for (index, raw) in lines.enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard !line.hasPrefix("//") else { continue }
                let code = line.components(separatedBy: " //").first ?? line
                guard listedConstructs.contains(where: { code.contains($0) }) else { continue }
                if let storage = accessorStorage(code) ?? declaredName(code) {
                    found.insert(Declaration(file: file, name: storage))
                    continue
                }
                let indent = raw.prefix { $0 == " " }.count
                var above = index - 1
                while above >= 0 {
                    let candidate = lines[above]
                    let trimmed = candidate.trimmingCharacters(in: .whitespaces)
                    if candidate.prefix(while: { $0 == " " }).count < indent, !trimmed.hasPrefix("//"),
                       ["{", "func ", "init("].contains(where: trimmed.contains), let name = declaredName(trimmed) {
                        found.insert(Declaration(file: file, name: name))
                        break
                    }
                    above -= 1
                }
                if above < 0 { found.insert(Declaration(file: file, name: "(top level)")) }
            }
        }
        return found
    }

    /// `_x` for `var x: T { get { unsafe _x } _modify { yield unsafe &_x } }` (any modifiers before).
    static func accessorStorage(_ line: String) -> String? {
        guard let get = line.range(of: "{ get { unsafe _") else { return nil }
        let name = "_" + String(line[get.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return line.hasSuffix("_modify { yield unsafe &\(name) } }") ? name : nil
    }

    static let declarationKeywords: Set<String> = ["var", "let", "func", "init", "subscript", "class", "struct",
                                                   "enum", "protocol", "extension", "actor", "deinit", "case"]
    static let modifiers: Set<String> = ["public", "open", "internal", "private", "fileprivate", "package", "final",
                                         "static", "override", "mutating", "nonmutating", "convenience", "required",
                                         "lazy", "weak", "indirect", "nonisolated", "nonisolated(unsafe)",
                                         "unowned(unsafe)", "unowned", "private(set)", "internal(set)", "dynamic"]

    /// The name a line declares (`x` for `… var x: T`, `init(ref:)`, `f` for `func f(`), or nil.
    static func declaredName(_ line: String) -> String? {
        var rest = Substring(line)
        while true {
            rest = rest.drop { $0 == " " }
            if rest.hasPrefix("@") {
                var depth = 0
                let attribute = rest.prefix { c in
                    if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                    return depth > 0 || (c != " ")
                }
                rest = rest.dropFirst(attribute.count)
                continue
            }
            let word = rest.prefix { $0.isLetter }
            let full = rest.prefix { $0 != " " }
            if modifiers.contains(String(full)) { rest = rest.dropFirst(full.count); continue }
            guard declarationKeywords.contains(String(word)) else { return nil }
            rest = rest.dropFirst(word.count)
            switch word {
            case "init", "subscript":
                guard rest.hasPrefix("(") else { return String(word) }
                let parameters = rest.dropFirst().prefix { $0 != ")" }
                let labels = parameters.split(separator: ",").map { part -> String in
                    let label = part.drop { $0 == " " }.prefix { $0 != " " && $0 != ":" }
                    return String(label) + ":"
                }
                return String(word) + "(" + labels.joined() + ")"
            case "deinit":
                return "deinit"
            default:
                let name = rest.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                return name.isEmpty ? nil : String(name)
            }
        }
    }

    @Test func theScanFindsAnUnsafePublicDeclaration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unsafe-scan-\(UUID().uuidString)")
        let target = folder.appendingPathComponent("Fake")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        open class V {
            @exclusivity(unchecked) public var isHidden = false
            public private(set) unowned(unsafe) var superview: V?
            @exclusivity(unchecked) var hiddenStorage = false
            public var isOpaque: Bool { hiddenStorage }
        }
        """.write(to: target.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
        let found = try Self.scan(folder: target, name: "Fake")
        #expect(found == ["Fake/V.swift:2: @exclusivity(unchecked) public var isHidden = false",
                          "Fake/V.swift:3: public private(set) unowned(unsafe) var superview: V?"])
    }

    /// The declarations of `unsafePublicDeclarations` in the Swift files under `folder`, named
    /// `name/file:line`.
    static func scan(folder: URL, name: String) throws -> [String] {
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var found: [String] = []
        for file in files {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            for (index, raw) in lines.enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                guard !line.hasPrefix("//") else { continue }
                let words = line.split(separator: " ").map(String.init)
                guard let first = words.firstIndex(where: { !$0.hasPrefix("@") && $0 != "final" && $0 != "weak" && !$0.hasPrefix("unowned") }),
                      ["public", "open"].contains(words[first]) else { continue }
                let declaration = words[..<min(words.count, first + 6)].joined(separator: " ")
                if constructs.contains(where: { declaration.contains($0) }) {
                    found.append("\(name)/\(file):\(index + 1): \(line)")
                }
            }
        }
        return found
    }

    /// Every unsafe declaration of `Sources/` and `Playground/Sources/`: file, name, reason.
    static let allowList: [(file: String, name: String, reason: String)] = [
        ("Touchstone/Events/RecursionGuard.swift", "_depth", "RecursionGuard field, unchecked: counted at every hit-test level and forwarded call"),
        ("Touchstone/Events/RecursionGuard.swift", "_refused", "RecursionGuard field, unchecked: counted at every hit-test level and forwarded call"),
        ("Touchstone/Events/UIEvent.swift", "_timestampStorage", "UIEvent field, unchecked: read and written by every event"),
        ("Touchstone/Events/UIEvent.swift", "_touchList", "UIEvent field, unchecked: read and written by every event"),
        ("Touchstone/Events/UIEvent.swift", "_touchListVersion", "UIEvent field, unchecked: read and written by every event"),
        ("Touchstone/Events/UIEvent.swift", "_trace", "UIEvent field, unchecked: read and written by every event"),
        ("Touchstone/Events/UITouch.swift", "carriesCoalescedSamples", "UITouch: whether the turn has coalesced samples, asked by the pan on every move (HumanGestureDecisions HG15)"),
        ("Touchstone/Events/UITouch.swift", "coalescedSamples", "UITouch field (TouchFields, pooled), unchecked: the pan reads it on every move (HumanGestureDecisions HG15)"),
        ("Touchstone/Events/UITouch.swift", "claimedBy", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "gestureRecognizers", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "gestureRecognizersStorage", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "held", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "ignoredBy", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "init(location:timestamp:window:)", "TouchFields.init: sets the unchecked fields of a new touch"),
        ("Touchstone/Events/UITouch.swift", "locationInWindow", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "phase", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "phaseStorage", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "previousLocationInWindow", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "releaseReferences", "TouchFields.releaseReferences: lets go of what a gone touch held"),
        ("Touchstone/Events/UITouch.swift", "reuse", "TouchFields.reuse: resets a pooled touch's unchecked fields"),
        ("Touchstone/Events/UITouch.swift", "sequence", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "settleMark", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "tapCount", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "tapCountStorage", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "timestamp", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "timestampStorage", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "type", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "typeStorage", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "view", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "viewState", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "viewStorage", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "window", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Events/UITouch.swift", "windowStorage", "UITouch field (TouchFields, pooled), unchecked: read or written by every event"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_began", "PhaseSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_cancelled", "PhaseSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_ended", "PhaseSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_hasBegan", "PhaseSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_hasCancelled", "PhaseSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_hasEnded", "PhaseSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_hasMoved", "PhaseSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_moved", "PhaseSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_nextSlot", "SingleTouchSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_newestOwner", "SingleTouchSets field, unchecked: read at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_newestSet", "SingleTouchSets field, unchecked: read at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_owners", "SingleTouchSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/ArbiterBuffers.swift", "_sets", "SingleTouchSets field, unchecked: refilled at every delivery"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_changedSingle", "GestureArbiter field, unchecked: read or written by every turn of the arbiter; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_changedThisTurn", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_clock", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_deviceLink", "GestureArbiter field, unchecked: read or written by every turn of the arbiter; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_dirty", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_dynamicEngaged", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_engaged", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_engagementCounter", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_finished", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_isUpdating", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_outbox", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_phaseSetsInUse", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_presentedBuffer", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_receiversBuffer", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_recognized", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_recognizersHonorExclusiveTouch", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_resetCheckDue", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_settleBuffer", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_settleGeneration", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_spareHeldLists", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_spareRecognizerLists", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_touchSetBuffer", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_touchesToSettle", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_trace", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/Arbiter/GestureArbiter.swift", "_turnDepth", "GestureArbiter field, unchecked: read or written by every turn of the arbiter"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_acknowledgedState", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_allowedTouchTypesStorage", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_arbiter", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_attemptTouches", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_cancelsTouchesInViewStorage", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_currentStateStorage", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_delaysTouchesBeganStorage", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_delaysTouchesEndedStorage", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_delegateStorage", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_dependents", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_dynamicLinks", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_dynamicRequirementCache", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_engagementOrder", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_failureRequirements", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_hooksKind", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_inbox", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_isEnabledStorage", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_isEngaged", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_isListedAsRecognized", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_isPendingRequirement", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_isQueued", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_isResetReady", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_lastCause", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_lastCentroidInWindow", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_name", "UIGestureRecognizer.name, unchecked: read by every trace line that names the recogniser (round 17)"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_mayHaveDelegate", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_requiresExclusiveTouchTypeStorage", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_reusableTimers", "UIGestureRecognizer field, unchecked: scanned by cancelTimers at every reset (plain: +2.5 checks per event, round 17)"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_retiredActions", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_sendingDepth", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_simultaneityCache", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_targetActions", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_timers", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_trackedTouches", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_transitionCount", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_viewStorage", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Gestures/UIGestureRecognizer.swift", "_waiters", "UIGestureRecognizer field, unchecked: read or written by the arbiter at every delivery"),
        ("Touchstone/Gestures/UIPanGestureRecognizer.swift", "_baseCentroid", "UIPanGestureRecognizer field, unchecked: read or written by the pan's handling of every touch"),
        ("Touchstone/Gestures/UIPanGestureRecognizer.swift", "_baseTranslation", "UIPanGestureRecognizer field, unchecked: read or written by the pan's handling of every touch"),
        ("Touchstone/Gestures/UIPanGestureRecognizer.swift", "_hysteresisStorage", "UIPanGestureRecognizer field, unchecked: read or written by the pan's handling of every touch"),
        ("Touchstone/Gestures/UIPanGestureRecognizer.swift", "_lastSampleCentroid", "UIPanGestureRecognizer field, unchecked: read or written by the pan's handling of every touch"),
        ("Touchstone/Gestures/UIPanGestureRecognizer.swift", "_lastSampleTime", "UIPanGestureRecognizer field, unchecked: read or written by the pan's handling of every touch"),
        ("Touchstone/Gestures/UIPanGestureRecognizer.swift", "_latestVelocity", "UIPanGestureRecognizer field, unchecked: read or written by the pan's handling of every touch"),
        ("Touchstone/Gestures/UIPanGestureRecognizer.swift", "_maximumNumberOfTouchesStorage", "UIPanGestureRecognizer field, unchecked: read or written by the pan's handling of every touch"),
        ("Touchstone/Gestures/UIPanGestureRecognizer.swift", "_minimumNumberOfTouchesStorage", "UIPanGestureRecognizer field, unchecked: read or written by the pan's handling of every touch"),
        ("Touchstone/Gestures/UIPanGestureRecognizer.swift", "_previousVelocity", "UIPanGestureRecognizer field, unchecked: read or written by the pan's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_allowableMovementStorage", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_fingersDown", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_fingersThisTap", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_firstTapCentroid", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_intervalTimer", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_maximumIntervalBetweenSuccessiveTapsStorage", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_maximumTapDurationStorage", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_numberOfTapsRequiredStorage", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_numberOfTouchesRequiredStorage", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_orderedBuffer", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_pressTimer", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_tapStarts", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Gestures/UITapGestureRecognizer.swift", "_tapsCompleted", "UITapGestureRecognizer field, unchecked: read or written by the tap's handling of every touch"),
        ("Touchstone/Responders/UIApplication.swift", "_deviceStorage", "UIApplication field, unchecked: read by every touch-down's hit-test; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Responders/UIApplication.swift", "_isIgnoringInteractionEventsStorage", "UIApplication field, unchecked: read by every touch-down's hit-test"),
        ("Touchstone/Responders/UIApplication.swift", "_mayHaveDelegate", "UIApplication field, unchecked: read by every touch-down's hit-test"),
        ("Touchstone/Responders/UIApplication.swift", "_windowsStorage", "UIApplication field, unchecked: read by every touch-down's hit-test"),
        ("Touchstone/Responders/UIResponder.swift", "_forwardingKind", "UIResponder field, unchecked: read by every forwarded touch call"),
        ("Touchstone/Responders/UIView+Animation.swift", "AnimationRecorder", "@unchecked Sendable only for @TaskLocal: used on the one thread that drives the device"),
        ("Touchstone/Responders/UIView.swift", "_accessibilityIdentifier", "UIView.accessibilityIdentifier, unchecked: read by every trace line that names the view (round 17)"),
        ("Touchstone/Responders/UIView.swift", "_alphaStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_animationsBlockingTouches", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_boundsStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_centerStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_clipsToBoundsStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_gestureRecognizersStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_hasIdentityTransform", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_hitTestDispatch", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_inverseTransform", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_isExclusiveTouchStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_isHiddenStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_isMultipleTouchEnabledStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_isUserInteractionEnabledStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_isWindow", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_owningViewController", "UIView field, unchecked: read by every hit-test, conversion or delivery; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Responders/UIView.swift", "_subviewsStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_superviewStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Responders/UIView.swift", "_transformStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery"),
        ("Touchstone/Responders/UIView.swift", "_windowStorage", "UIView field, unchecked: read by every hit-test, conversion or delivery; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Responders/UIView.swift", "withUnretainedSubviews", "hit-testing reads the subview list in place, no retain per level (round 15)"),
        ("Touchstone/Responders/UIWindow.swift", "_applicationStorage", "UIWindow field, unchecked: read at every touch-down; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Scrolling/UIScrollView+Dragging.swift", "endDragging", "UIKit's delegate takes the target offset as a pointer, valid for the call"),
        ("Touchstone/Scrolling/UIScrollViewDelegate.swift", "scrollViewWillEndDragging", "UIKit's own signature: the target offset as an UnsafeMutablePointer"),
        ("Touchstone/Simulation/Device.swift", "_dispatchDepth", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_downTouches", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_downTouchesVersion", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_events", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_lastEvent", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_lastEventWindow", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_queuedInput", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_systemGesturesStorage", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_touchCounter", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_touchFieldsPool", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_turnTouchesBuffer", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_turnWindowsBuffer", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/Device.swift", "_windowTouchesBuffer", "Device field, unchecked: read and written by every event turn"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "buffer", "UnretainedElements: the array storage read in place during one call"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "cast", "Unretained: the same reference as a subclass the caller tested"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "count", "UnretainedElements: the buffer's element count"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "firstIndexUnretained", "the arbiter's per-turn scans, no retain per element (round 8)"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "forEachUnretained", "the arbiter's per-turn loops, no retain per element (round 8)"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "init(_:)", "Unretained: a reference taken without a retain"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "init(ref:)", "Unretained: made from an unmanaged reference"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "isSet", "reads an unowned(unsafe) link without a retain and release"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "links", "compares an unowned(unsafe) link without a retain and release"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "object", "Unretained: the object as a strong reference"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "ref", "Unretained: the unmanaged reference it wraps"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "refers", "Unretained: identity test without a retain"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "subscript(i:)", "UnretainedElements: an element loaded without a retain"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "unretained", "an unowned(unsafe) link read as an Unretained, no retain"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "with", "Unretained: calls a body with the object, no retain (responder walk, round 8)"),
        ("Touchstone/Simulation/UnretainedLinks.swift", "withUnretainedElements", "hit-testing's subview and window scans read in place (round 15)"),
        ("Touchstone/Simulation/VirtualClock.swift", "_action", "VirtualTimer field, unchecked: read by the run loop at every timer start, cancel and fire"),
        ("Touchstone/Simulation/VirtualClock.swift", "_arbiter", "VirtualTimer field, unchecked: read by the run loop at every timer start, cancel and fire; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Simulation/VirtualClock.swift", "_fireTimeStorage", "VirtualTimer field, unchecked: read by the run loop at every timer start, cancel and fire"),
        ("Touchstone/Simulation/VirtualClock.swift", "_heap", "VirtualRunLoop field, unchecked: changed by every timer start and cancel"),
        ("Touchstone/Simulation/VirtualClock.swift", "_heapIndex", "VirtualTimer field, unchecked: read by the run loop at every timer start, cancel and fire"),
        ("Touchstone/Simulation/VirtualClock.swift", "_isCancelledStorage", "VirtualTimer field, unchecked: read by the run loop at every timer start, cancel and fire"),
        ("Touchstone/Simulation/VirtualClock.swift", "_nextSequence", "VirtualRunLoop field, unchecked: changed by every timer start and cancel"),
        ("Touchstone/Simulation/VirtualClock.swift", "_nowStorage", "VirtualClock field, unchecked: read by every event and timer"),
        ("Touchstone/Simulation/VirtualClock.swift", "_recognizer", "VirtualTimer field, unchecked: read by the run loop at every timer start, cancel and fire; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Simulation/VirtualClock.swift", "_runLoop", "VirtualTimer field, unchecked: read by the run loop at every timer start, cancel and fire; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/Simulation/VirtualClock.swift", "_sequence", "VirtualTimer field, unchecked: read by the run loop at every timer start, cancel and fire"),
        ("Touchstone/System/SystemGestureGate.swift", "_device", "SystemGestureGate field, unchecked: read by the gate at every touch-down; unowned(unsafe): its target clears it or outlives it (F6)"),
        ("Touchstone/System/SystemGestureSettings.swift", "_bottomZoneHeightStorage", "SystemGestureSettings field, unchecked: read by the system gate at every touch-down"),
        ("Touchstone/System/SystemGestureSettings.swift", "_isEnabledStorage", "SystemGestureSettings field, unchecked: read by the system gate at every touch-down"),
        ("Touchstone/System/SystemGestureSettings.swift", "_outsideZonesReasonStorage", "SystemGestureSettings field, unchecked: read by the system gate at every touch-down"),
        ("Touchstone/System/SystemGestureSettings.swift", "_topZoneHeightStorage", "SystemGestureSettings field, unchecked: read by the system gate at every touch-down"),
        ("Touchstone/Tracing/Trace.swift", "_isEnabledStorage", "Trace field, unchecked: read by every trace record and by the trace-off test of every event"),
        ("Touchstone/Tracing/Trace.swift", "_mutedKindsStorage", "Trace field, unchecked: read by every trace record and by the trace-off test of every event"),
        ("Touchstone/Tracing/Trace.swift", "_records", "Trace field, unchecked: read by every trace record and by the trace-off test of every event"),
        ("TouchstoneScenarios/Format/ParseDeadline.swift", "ParseDeadline", "@unchecked Sendable: its cancel flag, set from another thread, is read and written under a lock"),
        ("TouchstoneScenarios/Running/GestureVariation.swift", "Sink", "@unchecked Sendable: collects parallel runs' results under a lock"),
        ("TouchstoneScenarios/Tools/ConflictExplorer.swift", "Sink", "@unchecked Sendable: collects parallel runs' results under a lock"),
        ("TouchstoneScenarios/Tools/Doctor/DoctorRunner.swift", "Sink", "@unchecked Sendable: collects parallel runs' results under a lock"),
        ("TouchstoneScenarios/Tools/Doctor/WantSearch.swift", "TrialSink", "@unchecked Sendable: collects parallel trials' results under a lock"),
        ("touchstone/Serve.swift", "cArgs", "execv takes its arguments as C strings"),
    ]
}
