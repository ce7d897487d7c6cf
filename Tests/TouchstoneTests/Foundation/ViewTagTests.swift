import Foundation
import Testing
@testable import Touchstone

/// `tag` and `viewWithTag(_:)`: Apple's documentation has the method search the view and all of
/// its subviews; Touchstone asks the view itself first, then its subviews depth first, back to
/// front at each level. `tag` is a plain stored property (PerformanceDecisions F25).
@Suite("View tags")
struct ViewTagTests {
    @Test func viewWithTagFindsTheViewItselfThenTheFirstTaggedDescendant() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView(), inner = UIView()
        a.accessibilityIdentifier = "a"; b.accessibilityIdentifier = "b"; inner.accessibilityIdentifier = "inner"
        root.addSubview(a); root.addSubview(b); a.addSubview(inner)
        inner.tag = 7; b.tag = 7
        #expect(root.tag == 0)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(7)?.accessibilityIdentifier == "inner")
        inner.tag = 3
        #expect(root.viewWithTag(7)?.accessibilityIdentifier == "b")
        #expect(root.viewWithTag(3)?.accessibilityIdentifier == "inner")
        #expect(root.viewWithTag(9) == nil)
    }
}
