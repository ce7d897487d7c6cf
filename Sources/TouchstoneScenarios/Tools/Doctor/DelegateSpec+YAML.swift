import Foundation

extension DelegateSpec {
    /// The delegate as a scenario file's flow mapping (`{ shouldReceive: [...], askOriginalFirst: true }`),
    /// read back by the parser as the same delegate (`DoctorFindingTests`).
    var flowYAML: String {
        var parts: [String] = []
        func rules(_ list: RuleList) -> String {
            let each = list.rules.map { "{ when: \($0.condition.flowYAML), answer: \($0.answer ? "yes" : "no") }" }
            return "[" + (each + ["{ otherwise: \(list.otherwise ? "yes" : "no") }"]).joined(separator: ", ") + "]"
        }
        func ids(_ refs: [Reference]) -> String { "[" + refs.map(\.name).joined(separator: ", ") + "]" }
        if let r = shouldReceive { parts.append("shouldReceive: \(rules(r))") }
        if let r = shouldBegin { parts.append("shouldBegin: \(rules(r))") }
        switch simultaneousWith {
        case .all?: parts.append("shouldRecognizeSimultaneously: all")
        case .some(let refs)?: parts.append("shouldRecognizeSimultaneously: \(ids(refs))")
        case nil: break
        }
        if !requireFailureOf.isEmpty { parts.append("shouldRequireFailureOf: \(ids(requireFailureOf))") }
        if !requiredToFailBy.isEmpty { parts.append("shouldBeRequiredToFailBy: \(ids(requiredToFailBy))") }
        if askOriginalFirst { parts.append("askOriginalFirst: true") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }
}

extension Condition {
    /// The condition as a flow mapping (`{ inside: toolBar, stackAtLeast: 2 }`).
    var flowYAML: String {
        var parts: [String] = []
        func ids(_ refs: [Reference]) -> String { refs.count == 1 ? refs[0].name : "[" + refs.map(\.name).joined(separator: ", ") + "]" }
        func n(_ v: Double) -> String { HTMLReport.n(v) }
        func rect(_ r: CGRect) -> String { "[\(n(Double(r.minX))), \(n(Double(r.minY))), \(n(Double(r.width))), \(n(Double(r.height)))]" }
        if always { parts.append("always: true") }
        if !inside.isEmpty { parts.append("inside: \(ids(inside))") }
        if !outside.isEmpty { parts.append("outside: \(ids(outside))") }
        if !hitView.isEmpty { parts.append("hitView: \(ids(hitView))") }
        if !notHitView.isEmpty { parts.append("notHitView: \(ids(notHitView))") }
        if let r = region { parts.append("region: \(rect(r))") }
        if let r = outsideRegion { parts.append("outsideRegion: \(rect(r))") }
        if let m = mostly { parts.append("mostly: \(m)") }
        if let m = moving { parts.append("moving: \(m)") }
        if let s = scrollView { parts.append("scrollView: \(s.name)") }
        if let r = offsetX { parts.append("offsetX: [\(n(r.lowerBound)), \(n(r.upperBound))]") }
        if let r = offsetY { parts.append("offsetY: [\(n(r.lowerBound)), \(n(r.upperBound))]") }
        if let k = stackAtLeast { parts.append("stackAtLeast: \(k)") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }
}
