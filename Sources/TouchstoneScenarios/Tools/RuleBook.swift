import Foundation

/// The rule book that output for people cites: "rules §5.3", "rules H2", "rules CC47", "rules P23"
/// name a heading of the Touchstone documentation's articles UIKitRules (sections §0–§15, rules
/// H, R and T), UIKitConformanceCases (CC01–CC68) and UIKitRuleSources (A, D and P keys)
/// (DocumentationDecisions E6). Output that cites it ends with ``note``,
/// once, so a reader who has only the terminal knows where to look.
package enum RuleBook {
    /// The line that names the articles, printed once after output that cites them.
    package static let note = "rules §…, H…, R…, T…, CC…: UIKit's touch rules as Touchstone follows them — the articles "
        + "UIKitRules, UIKitConformanceCases and UIKitRuleSources of the Touchstone documentation "
        + "(Sources/Touchstone/Touchstone.docc/)"

    /// Whether `text` cites the rule book: "rules " followed by a rule number, a case or a source key.
    package static func cites(_ text: String) -> Bool {
        text.range(of: #"\brules (§[0-9]|[HRT][0-9]|CC[0-9]|[ADP][0-9])"#, options: .regularExpression) != nil
    }

    /// `text`, followed by a blank line and ``note`` when it cites the rule book; unchanged otherwise.
    package static func withNote(_ text: String) -> String {
        cites(text) ? text + "\n\n" + note : text
    }
}
