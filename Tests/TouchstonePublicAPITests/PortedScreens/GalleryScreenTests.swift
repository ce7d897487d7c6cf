import Foundation
import Testing
import Touchstone

/// The gallery (GalleryScreen.swift), ported with target-action as the only change (issue 20):
/// frames from its constraints and its `viewDidLayoutSubviews`, paging, pinch and double-tap
/// zoom, and the single tap that waits for the double tap to fail (rules §5, seed 001).
@Suite("Ported screen: photo gallery")
struct GalleryScreenTests {
    func show() -> (Device, GalleryViewController) {
        let device = Device()
        let gallery = GalleryViewController()
        device.show(gallery)
        return (device, gallery)
    }

    @Test func framesComeFromTheConstraintsAndTheLayoutPass() {
        let (device, gallery) = show()
        withExtendedLifetime(device) {
            #expect(gallery.pager.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(gallery.pages.map(\.frame.minX) == [0, 390, 780])
            #expect(gallery.pager.contentSize == CGSize(width: 1170, height: 844))
            #expect(gallery.captionBar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
            #expect(gallery.pages[0].imageView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        }
    }

    /// A sideways swipe turns one page; a pinch on the photo zooms that photo and turns no page.
    @Test func aSwipeTurnsAPageAndAPinchZoomsThePhotoInstead() throws {
        let (device, gallery) = show()
        try device.swipe(from: CGPoint(x: 300, y: 400), direction: .left, distance: 200)
        try device.settle(limit: 3)
        #expect(gallery.pager.contentOffset.x == 390)
        #expect(gallery.log == ["page 1"])
        #expect(gallery.captionBar.text == "2 of 3")
        try device.pinch(center: CGPoint(x: 195, y: 400), fromSpan: 100, toSpan: 250)
        try device.settle(limit: 3)
        #expect(gallery.pages[1].zoomScale > 2)
        #expect(gallery.pager.contentOffset.x == 390)
    }

    /// The single tap waits until the double tap fails, so the chrome toggles late; a double tap
    /// zooms and the single tap never fires.
    @Test func theSingleTapWaitsForTheDoubleTapAndADoubleTapOnlyZooms() throws {
        let (device, gallery) = show()
        try device.tap(at: CGPoint(x: 195, y: 400))
        #expect(gallery.log.isEmpty)
        try device.settle(limit: 2)
        #expect(gallery.log == ["chrome hidden"])
        let toggled = try #require(device.trace.actions(of: gallery.singleTap.traceName).first)
        #expect(toggled.time > 0.3)
        try device.advance(by: 1)
        try device.doubleTap(at: CGPoint(x: 195, y: 400))
        try device.settle(limit: 2)
        #expect(gallery.log == ["chrome hidden", "zoom 2.0"])
        #expect(gallery.pages[0].zoomScale == 2)
    }
}
