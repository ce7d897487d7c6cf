import Foundation

/// Something an import could not know and said rather than guessed silently: a line skipped, a
/// class mapped by a guess, a text the dump cut, a frame that made no sense (issue 17).
public struct ImportWarning: Sendable, Hashable, CustomStringConvertible {
    /// The dump it concerns, as named to the importer.
    public var file: String
    /// 1-based line of the dump; 0 when the warning is about the whole dump.
    public var line: Int
    /// What happened, and what the scene does instead; control characters quoted from the dump
    /// are escaped (`\u{1B}`).
    public var message: String

    /// A warning about `line` of `file`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = TerminalText.escaped(message, keepingLineBreaks: false)
    }

    /// `dump.txt:12: warning: …`, the compiler's format.
    public var description: String { line > 0 ? "\(TerminalText.escaped(file, keepingLineBreaks: false)):\(line): warning: \(message)" : "\(TerminalText.escaped(file, keepingLineBreaks: false)): warning: \(message)" }
}

/// A dump that cannot be imported at all, with the reason.
public struct ImportError: Error, Sendable, CustomStringConvertible {
    /// What is wrong and what was expected; control characters escaped (`\u{1B}`).
    public var description: String
    init(description: String) { self.description = TerminalText.escaped(description, keepingLineBreaks: false) }
}

/// The warnings of one import as they are found, kept bounded (issue 30: a 64 MB dump of junk
/// lines once kept 1.3 million warnings, 6.2 GB, to list 500). The first
/// ``HierarchyImport/maximumWarnings`` are kept and every one is counted. A warning that may be
/// withdrawn later (a cell's "mapped to view" guess, dropped when the cell becomes a table row)
/// is always kept — there is at most one per imported view — so that the first warnings listed
/// and the count stay exact after a withdrawal.
struct WarningLog {
    /// Kept warnings, in order; `withdrawable` marks the ones ``withdraw(where:)`` may remove.
    private(set) var kept: [(warning: ImportWarning, withdrawable: Bool)] = []
    /// Every warning appended (and not withdrawn), kept or not.
    private(set) var total = 0
    private var keptFixed = 0
    let limit: Int

    init(limit: Int = HierarchyImport.maximumWarnings) { self.limit = limit }

    /// Counts a warning; builds and keeps it only while fewer than `limit` are kept.
    mutating func append(file: String, line: Int, _ message: @autoclosure () -> String, withdrawable: Bool = false) {
        total += 1
        guard withdrawable || keptFixed < limit else { return }
        if !withdrawable { keptFixed += 1 }
        kept.append((ImportWarning(file: file, line: line, message: message()), withdrawable))
    }

    mutating func append(_ w: ImportWarning) { append(file: w.file, line: w.line, w.message) }

    /// Another log's warnings after these (the ones it did not keep are counted).
    mutating func append(contentsOf other: WarningLog) {
        for k in other.kept { append(file: k.warning.file, line: k.warning.line, k.warning.message, withdrawable: k.withdrawable) }
        total += other.total - other.kept.count
    }

    /// Removes the withdrawable warnings `drop` selects.
    mutating func withdraw(where drop: (ImportWarning) -> Bool) {
        let before = kept.count
        kept.removeAll { $0.withdrawable && drop($0.warning) }
        total -= before - kept.count
    }

    /// The first `limit` warnings, then one saying how many more there are.
    func listed(file: String) -> [ImportWarning] {
        var out = kept.prefix(limit).map(\.warning)
        if total > out.count { out.append(ImportWarning(file: file, line: 0, message: "\(total - out.count) more warnings not listed")) }
        return out
    }
}
