import Foundation
import Touchstone

/// Helpers the CLI uses around scripts and scene building.
public enum ScenarioScript {
    /// The scenario with its script replaced by WebDriver pointer actions read from `path`.
    public static func replacingScript(of s: Scenario, withWebDriverFile path: String) throws -> Scenario {
        let data = try InputLimits.readFile(path)
        let events = try WebDriverActions.parse(data, file: path, samplingRate: s.device.samplingRate)
        var copy = s
        copy.script = events.map { Step(at: $0.time, action: .event($0.changes), duration: 0, line: 1, column: 1) }
        return copy
    }

    /// A problem that shows only when building the scene (a class this build lacks), if any.
    public static func buildProblem(_ s: Scenario) -> ScenarioError? {
        do { _ = try Scene(s); return nil } catch { return error as? ScenarioError ?? ScenarioError(file: s.file, line: 1, column: 1, message: "\(error)") }
    }
}
