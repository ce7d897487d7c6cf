import Foundation
import Touchstone

/// Properties a scenario can read in `state:` expectations and change with `set:` steps.
public enum SceneProperty {
    /// The properties `state:` expectations can read.
    public static let readable = ["state", "enabled", "hidden", "alpha", "userInteractionEnabled", "cancelsTouchesInView",
                                  "isOn", "value", "highlighted", "selected", "contentOffset", "isFirstResponder",
                                  "selectedRow", "topViewController", "stackCount", "numberOfTouches", "currentPage", "selectedIndex"]
    /// The properties `set:` steps can change.
    public static let settable = ["enabled", "hidden", "alpha", "userInteractionEnabled", "cancelsTouchesInView",
                                  "delaysTouchesBegan", "delaysTouchesEnded"]

    /// The current value as text, or nil when `property` does not apply to the object.
    static func read(_ property: String, of id: String, in scene: Scene) -> String? {
        if let r = scene.recognizer(id) {
            switch property {
            case "state": return r.state.description
            case "enabled": return String(r.isEnabled)
            case "cancelsTouchesInView": return String(r.cancelsTouchesInView)
            case "numberOfTouches": return String(r.numberOfTouches)
            default: return nil
            }
        }
        if let nav = scene.navigationControllers[id] {
            switch property {
            case "stackCount": return String(nav.viewControllers.count)
            case "topViewController": return nav.topViewController.map { $0.traceName.replacingOccurrences(of: ".controller", with: "") } ?? "none"
            default: return nil
            }
        }
        if property == "selectedIndex", let tabs = scene.tabBarController, scene.scenario.tabs?.id == id { return String(tabs.selectedIndex) }
        if property == "currentPage", let pager = scene.pagers[id] { return pager.currentPage.map(String.init) ?? "none" }
        guard let v = scene.view(id) else { return nil }
        switch property {
        case "hidden": return String(v.isHidden)
        case "alpha": return fmtNumber(Double(v.alpha))
        case "userInteractionEnabled": return String(v.isUserInteractionEnabled)
        case "contentOffset": return "[\(fmtNumber(Double(v.bounds.origin.x))), \(fmtNumber(Double(v.bounds.origin.y)))]"
        case "isFirstResponder": return String(v.isFirstResponder)
        default: return ComponentProperties.read(property, of: v)
        }
    }

    /// Applies a `set:` step. Returns an error message when the property does not apply.
    static func write(_ property: String, _ value: String, on id: String, in scene: Scene) -> String? {
        func bool() -> Bool? { ["true", "yes", "on"].contains(value.lowercased()) ? true : ["false", "no", "off"].contains(value.lowercased()) ? false : nil }
        if let r = scene.recognizer(id) {
            guard let b = bool() else { return "'\(value)' is not true or false" }
            switch property {
            case "enabled": r.isEnabled = b
            case "cancelsTouchesInView": r.cancelsTouchesInView = b
            case "delaysTouchesBegan": r.delaysTouchesBegan = b
            case "delaysTouchesEnded": r.delaysTouchesEnded = b
            default: return "'\(property)' does not apply to recogniser '\(id)'"
            }
            return nil
        }
        guard let v = scene.view(id) else { return "unknown view or recogniser '\(id)'" }
        switch property {
        case "alpha":
            guard let a = Double(value), a.isFinite, a >= 0, a <= 1 else { return "alpha must be between 0 and 1" }
            v.alpha = a
        case "hidden", "userInteractionEnabled":
            guard let b = bool() else { return "'\(value)' is not true or false" }
            if property == "hidden" { v.isHidden = b } else { v.isUserInteractionEnabled = b }
        default:
            return ComponentProperties.write(property, value, on: v) ?? nil
        }
        return nil
    }

    /// Whether a read value equals the expected text (numbers compared with a small tolerance).
    static func matches(_ actual: String, _ expected: String) -> Bool {
        if actual == expected { return true }
        let norm = { (s: String) in s.replacingOccurrences(of: " ", with: "").lowercased() }
        if norm(actual) == norm(expected) { return true }
        if let a = Double(actual), let e = Double(expected) { return abs(a - e) <= 1e-6 + 1e-3 * abs(e) }
        let yes = ["true", "yes", "on"], no = ["false", "no", "off"]
        return (yes.contains(actual) && yes.contains(expected.lowercased())) || (no.contains(actual) && no.contains(expected.lowercased()))
    }
}

/// Properties of UIKit controls, tables and navigation.
enum ComponentProperties {
    static func read(_ property: String, of view: UIView) -> String? {
        switch property {
        case "isOn": return (view as? UISwitch).map { String($0.isOn) }
        case "value": return (view as? UISlider).map { String(format: "%.3f", Double($0.value)) }
        case "enabled": return (view as? UIControl).map { String($0.isEnabled) }
        case "highlighted": return (view as? UIControl).map { String($0.isHighlighted) } ?? (view as? UITableViewCell).map { String($0.isHighlighted) }
        case "selected": return (view as? UIControl).map { String($0.isSelected) } ?? (view as? UITableViewCell).map { String($0.isSelected) }
        case "selectedRow": return (view as? UITableView).map { $0.indexPathForSelectedRow.map { String($0.row) } ?? "none" }
        default: return nil
        }
    }

    static func write(_ property: String, _ value: String, on view: UIView) -> String?? {
        let b: Bool? = ["true", "yes", "on"].contains(value.lowercased()) ? true : ["false", "no", "off"].contains(value.lowercased()) ? false : nil
        switch property {
        case "enabled":
            guard let c = view as? UIControl else { return .some("'enabled' applies to controls and recognisers") }
            guard let b else { return .some("'\(value)' is not true or false") }
            c.isEnabled = b
            return .some(nil)
        default:
            return .some("'\(property)' cannot be set on this view")
        }
    }
}
