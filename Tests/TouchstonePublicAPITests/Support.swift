import Touchstone

extension Device {
    /// Trace lines of the given kinds as `subject message`.
    func lines(_ kinds: TraceEntry.Kind...) -> [String] { trace.summaries(Set(kinds)) }
}
