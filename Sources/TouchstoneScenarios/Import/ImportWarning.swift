import Foundation

/// Something an import could not know and said rather than guessed silently: a line skipped, a
/// class mapped by a guess, a text the dump cut, a frame that made no sense (issue 17).
public struct ImportWarning: Sendable, Hashable, CustomStringConvertible {
    /// The dump it concerns, as named to the importer.
    public var file: String
    /// 1-based line of the dump; 0 when the warning is about the whole dump.
    public var line: Int
    /// What happened, and what the scene does instead.
    public var message: String

    /// A warning about `line` of `file`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `dump.txt:12: warning: …`, the compiler's format.
    public var description: String { line > 0 ? "\(file):\(line): warning: \(message)" : "\(file): warning: \(message)" }
}

/// A dump that cannot be imported at all, with the reason.
public struct ImportError: Error, Sendable, CustomStringConvertible {
    /// What is wrong and what was expected.
    public var description: String
}
