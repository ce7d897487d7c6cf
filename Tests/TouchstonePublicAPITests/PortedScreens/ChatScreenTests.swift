import Foundation
import Testing
import Touchstone

/// The chat screen (ChatScreen.swift), ported with target-action as the only change (issue 20):
/// its frames are what its constraints say on a 390 × 844 iPhone, and its two reported conflicts
/// reproduce — the keyboard-dismissing tap swallows message selection (rules §7.6, seed 003), and
/// the bottom of the Send button lies in the home indicator's zone (rules §10, seed 000).
@Suite("Ported screen: chat")
struct ChatScreenTests {
    func show() -> (Device, ChatViewController) {
        let device = Device()
        let chat = ChatViewController()
        device.show(chat)
        return (device, chat)
    }

    @Test func framesAreWhatTheConstraintsSayAboveTheSafeArea() {
        let (device, chat) = show()
        withExtendedLifetime(device) {
            #expect(chat.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(chat.tableView.frame == CGRect(x: 0, y: 47, width: 390, height: 711))
            #expect(chat.inputBar.frame == CGRect(x: 0, y: 758, width: 390, height: 52))
            #expect(chat.sendButton.frame == CGRect(x: 318, y: 0, width: 60, height: 52))
            #expect(chat.textField.frame == CGRect(x: 12, y: 8, width: 298, height: 36))
            #expect(chat.tableView.numberOfRows(inSection: 0) == 3)
        }
    }

    /// The view's tap recognises on a tap on a message and cancels the cell's touches, so the
    /// row is never selected; `cancelsTouchesInView = false` is UIKit's fix.
    @Test func theDismissTapSwallowsMessageSelectionUntilItStopsCancellingTouches() throws {
        let (device, chat) = show()
        try device.tap(at: CGPoint(x: 195, y: 77))
        #expect(chat.log == ["dismiss keyboard"])
        chat.dismissTap.cancelsTouchesInView = false
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 195, y: 77))
        #expect(chat.log == ["dismiss keyboard", "dismiss keyboard", "selected message 0"])
    }

    /// Send high on the button works at the lift; low on it, the touch lands in the home
    /// indicator's 50 pt zone and the system gate holds it before the button sees it.
    @Test func theSendButtonWorksAndItsLowestPointsAreHeldByTheHomeIndicatorsGate() throws {
        let (device, chat) = show()
        chat.textField.text = "On my way"
        try device.tap(at: CGPoint(x: 348, y: 770))
        #expect(chat.log == ["sent On my way"])
        #expect(chat.tableView.numberOfRows(inSection: 0) == 4)
        let before = device.trace.entries.count
        try device.tap(at: CGPoint(x: 348, y: 805))
        try device.settle()
        let system = device.trace.entries[before...].filter { $0.kind == .system }.map(\.summary)
        #expect(system == ["system.gate holds finger 0 for the home gesture"])
        #expect(chat.log == ["sent On my way", "send (empty)"])
    }
}
