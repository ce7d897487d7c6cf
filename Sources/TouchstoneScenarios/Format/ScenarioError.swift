import Foundation

/// A problem in a scenario file, reported as `file:line:column: what is wrong and what was
/// expected` — the form compilers use, so editors can jump to it. Never a crash.
public struct ScenarioError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// Several problems found in one pass (validation keeps going after the first one it can
/// recover from, so a user sees every mistake at once).
public struct ScenarioErrors: Error, CustomStringConvertible, Sendable {
    public var errors: [ScenarioError]
    public init(_ errors: [ScenarioError]) { self.errors = errors }
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
