import Foundation

/// A problem in a scenario file, reported as `file:line:column: what is wrong and what was
/// expected` — the form compilers use, so editors can jump to it. Never a crash.
public struct ScenarioError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file, as given to the parser.
    public var file: String
    /// Line of the problem (1-based).
    public var line: Int
    /// Column of the problem (1-based).
    public var column: Int
    /// What is wrong and what was expected.
    public var message: String

    /// A problem at a position of a file.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    /// `file:line:column: message`, one line: control characters quoted from the input (or in
    /// the file's name) are shown as `\u{…}` escapes, never sent to the terminal (`TerminalText`).
    public var description: String {
        TerminalText.escaped("\(file):\(line):\(column): \(message)", keepingLineBreaks: false)
    }
}

/// Several problems found in one pass (validation keeps going after the first one it can
/// recover from, so a user sees every mistake at once).
public struct ScenarioErrors: Error, CustomStringConvertible, Sendable {
    /// The problems, in the order they were found.
    public var errors: [ScenarioError]
    /// Several problems at once.
    public init(_ errors: [ScenarioError]) { self.errors = errors }
    /// One `file:line:column: message` line per problem.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
