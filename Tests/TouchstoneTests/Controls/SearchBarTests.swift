import Foundation
import Testing
@testable import Touchstone

/// `UISearchBar` with its `UISearchTextField` and cancel button (UIKitPiecesDecisions K18).
@Suite("Search bar")
struct SearchBarTests {
    final class Log: UISearchBarDelegate {
        var lines: [String] = []
        var allowsEditing = true
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { lines.append("shouldBegin"); return allowsEditing }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { lines.append("didBegin") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { lines.append("didEnd") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            lines.append("cancel")
            searchBar.searchTextField.resignFirstResponder()
        }
    }

    /// A search bar at y = 100 on a plain screen whose root view has a "dismiss keyboard" tap.
    static func scene(cancel: Bool = false) -> (Device, UISearchBar, Log, ActionLog) {
        let vc = UIViewController()
        let device = Device()
        device.show(vc)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: UISearchBar.standardHeight))
        bar.accessibilityIdentifier = "search"
        bar.showsCancelButton = cancel
        let log = Log()
        bar.delegate = log
        vc.view.addSubview(bar)
        let actions = ActionLog(device)
        let rootTap = UITapGestureRecognizer()
        vc.view.addGestureRecognizer(rootTap)
        actions.attach(rootTap, as: "rootTap")
        device.trace.clear()
        return (device, bar, log, actions)
    }

    @Test func aTapOnTheFieldBeginsEditingAtTheLiftAfterTheDelegateAgreesAndTheRootTapStaysSilent() throws {
        let (device, bar, log, actions) = Self.scene()
        try device.tap(at: CGPoint(x: 195, y: 128))
        #expect(log.lines == ["shouldBegin", "didBegin"])
        #expect(bar.searchTextField.isEditing)
        #expect(device.lines(.control) == ["search.textField touchDown", "search.textField editingDidBegin",
                                           "search.textField touchUpInside"])
        #expect(actions.entries == [])
    }

    @Test func whenTheDelegateSaysNoTheFieldDoesNotEdit() throws {
        let (device, bar, log, _) = Self.scene()
        log.allowsEditing = false
        try device.tap(at: CGPoint(x: 195, y: 128))
        #expect(log.lines == ["shouldBegin"])
        #expect(!bar.searchTextField.isEditing)
        #expect(device.lines(.control) == ["search.textField touchDown", "search editing refused",
                                           "search.textField touchUpInside"])
    }

    @Test func theCancelButtonNarrowsTheFieldAndATapOnItTellsTheDelegate() throws {
        let (device, bar, log, _) = Self.scene(cancel: true)
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 296, height: 36))
        #expect(bar.cancelButton.frame == CGRect(x: 312, y: 10, width: 70, height: 36))
        try device.tap(at: CGPoint(x: 100, y: 128))
        try device.advance(by: 0.5)
        try device.tap(at: CGPoint(x: 347, y: 128))
        #expect(log.lines == ["shouldBegin", "didBegin", "cancel", "didEnd"])
        #expect(device.lines(.control).suffix(4) == ["search.cancelButton touchUpInside", "search.cancelButton primaryActionTriggered",
                                                     "search cancelButtonClicked", "search.textField editingDidEnd"])
    }
}
