import Foundation

/// The engine view of one SwiftUI element (a node): SwiftUI's hit-testing rules on UIKit's
/// hit-test (SwiftUIDecisions SU8).
///
/// The view's frame is the element's layout frame (moved by its offset); subviews are tried
/// front to back and are found even outside their parent's frame (SwiftUI does not clip
/// hit-testing); the view itself is hit only over its own shape: a shape's outline, a text's or
/// image's frame, or a `contentShape`. Stacks, frames, padding and `Color.clear` have none, so a
/// touch in their empty space passes through to what is behind.
final class ElementView: UIView {
    /// What the element is, for traces when it has no identifier (`Text "Hi"`, `VStack`).
    var elementName: String
    /// Where the view itself takes touches (in its bounds), if anywhere.
    var hitShape: ShapeKind?
    /// The gestures attached to this element, innermost (first declared) first.
    var attachments: [GestureAttachment] = []
    /// A `UIViewRepresentable`'s coordinator, kept while its UIKit view is shown (SU15).
    var coordinator: Any?
    /// The structural identity of the element shown: a re-render reuses this view for the
    /// element of the same identity (SU37).
    var identityKey: String?
    /// A `List` row that can be swiped to delete (SU51).
    var deleteRow: ListRowDelete?

    init(frame: CGRect, name: String) {
        elementName = name
        super.init(frame: frame)
    }

    override var traceName: String { accessibilityIdentifier ?? elementName }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(sub.convert(point, from: self), with: event) { return hit }
        }
        if let hitShape, hitShape.contains(point, in: bounds) { return self }
        return nil
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        hitTest(point, with: event) != nil
    }
}
