import Foundation

/// Pinch-zooming the delegate's `viewForZooming(in:)` (rules §8.1).
///
/// - `pinchGestureRecognizer` exists only while `minimumZoomScale < maximumZoomScale`.
/// - The pinch fails when the delegate offers no view for zooming. While it runs, `zoomScale` is
///   the scale at the start of the pinch times the pinch's `scale`, clamped to the allowed range
///   (no zoom bouncing, ScrollingDecisions S8). The zoomed view keeps its top-left corner at the
///   content origin, `contentSize` follows its scaled frame, and the content point under the
///   fingers stays under them.
/// - Delegate order: `scrollViewWillBeginZooming`, `scrollViewDidZoom` per change,
///   `scrollViewDidEndZooming(_:with:atScale:)`.
extension UIScrollView {
    /// The current zoom scale (1 by default). Setting it clamps to the allowed range.
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Scales `viewForZooming(in:)` to `scale`, clamped to `minimumZoomScale…maximumZoomScale`.
    /// Touchstone applies it at once even when `animated` is true.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            traceSink?.record(.error, traceName, "zoomScale \(scale) ignored", cause: "a zoom scale must be a positive number")
            return
        }
        applyZoom(scale, anchor: nil)
    }

    func updatePinchRecognizer() {
        if minimumZoomScale < maximumZoomScale {
            guard pinchGestureRecognizer == nil else { return }
            let pinch = UIScrollViewPinchGestureRecognizer()
            pinch.scrollView = self
            pinch.isEnabled = isScrollEnabled
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            pinch.delegate = ownGestureDelegate
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let anchor = pinch.location(in: self)
        switch pinch.state {
        case .began:
            isZooming = true
            zoomStartScale = storedZoomScale
            traceSink?.record(.scroll, traceName, "willBeginZooming")
            delegate?.scrollViewWillBeginZooming(self, with: view)
            applyZoom(zoomStartScale * pinch.scale, anchor: anchor)
        case .changed:
            applyZoom(zoomStartScale * pinch.scale, anchor: anchor)
        case .ended, .cancelled:
            isZooming = false
            traceSink?.record(.scroll, traceName, "didEndZooming at scale \(fmtScale(storedZoomScale))")
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: storedZoomScale)
        default:
            break
        }
    }

    /// Sets the scale, resizes the content and keeps `anchor` (scroll-view space) over the same
    /// content point.
    private func applyZoom(_ requested: CGFloat, anchor: CGPoint?) {
        let scale = min(max(requested, minimumZoomScale), maximumZoomScale)
        guard let view = delegate?.viewForZooming(in: self) else {
            storedZoomScale = scale
            return
        }
        guard scale != storedZoomScale || view.transform.a != scale else { return }
        let pinned = anchor.map { view.convert($0, from: self) }
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        if let anchor, let pinned {
            let drift = view.convert(pinned, to: self) - anchor
            contentOffset = clampedOffset(contentOffset + drift)
        }
        traceSink?.record(.scroll, traceName, "didZoom to scale \(fmtScale(scale))")
        delegate?.scrollViewDidZoom(self)
    }
}

/// The scroll view's pinch: a `UIPinchGestureRecognizer` that fails when the delegate offers no
/// view for zooming.
final class UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?

    override var traceName: String { name ?? "\(scrollView?.traceName ?? "UIScrollView").pinch" }

    override func delegateRefusal(_ candidate: UIGestureRecognizerDelegate?) -> String? {
        candidate === scrollView?.ownGestureDelegate ? nil : "UIScrollView's built-in pinch gesture recognizer must have its scroll view as its delegate"
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if currentState == .possible, let scrollView, scrollView.delegate?.viewForZooming(in: scrollView) == nil {
            return setState(.failed, because: "the delegate offers no view for zooming")
        }
        super.touchesMoved(touches, with: event)
    }
}

func fmtScale(_ s: CGFloat) -> String { String(format: "%.2f", Double(s)) }
