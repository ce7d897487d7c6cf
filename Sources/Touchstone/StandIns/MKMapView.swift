import Foundation

/// A stand-in for MapKit's `MKMapView`: no map is drawn, but the recognisers the real view
/// installs are here, on an inner content view as on iOS 15–18, so an app's recognisers meet
/// them as on a device (issue 16; UIKitPiecesDecisions K13). Sources: Apple's MKMapView
/// documentation (`isScrollEnabled`, `isZoomEnabled`, `isRotateEnabled`), a class dump of
/// `MKMapGestureController` (iOS 15.6) and device reports.
///
/// - `pan` scrolls the map, `pinch` zooms, `rotation` rotates, `doubleTap` (two taps) zooms in,
///   `twoFingerTap` zooms out; each follows its `is…Enabled` switch.
/// - None of them relates to an app's recogniser: a single tap the app adds to the map fires on
///   the first tap of a double tap that also zooms the map — the reported conflict, fixed with
///   `appTap.require(toFail:)` on the map's double tap (at the cost of the app's tap waiting for
///   the double tap to fail).
open class MKMapView: UIView {
    let contentView = MapContentView()
    let pan = MapPan(role: "pan")
    let pinch = MapPinch(role: "pinch")
    let rotation = MapRotation(role: "rotation")
    let doubleTap = MapTap(role: "doubleTap")
    let twoFingerTap = MapTap(role: "twoFingerTap")

    /// The map scrolls under a drag (default true).
    open var isScrollEnabled = true { didSet { pan.isEnabled = isScrollEnabled } }
    /// The map zooms with a pinch and taps (default true).
    open var isZoomEnabled = true { didSet { [pinch, doubleTap, twoFingerTap].forEach { $0.isEnabled = isZoomEnabled } } }
    /// The map rotates with two fingers (default true).
    open var isRotateEnabled = true { didSet { rotation.isEnabled = isRotateEnabled } }

    /// A map view at `frame` with MapKit's recognisers on its content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.mapView = self
        addSubview(contentView)
        doubleTap.numberOfTapsRequired = 2
        twoFingerTap.numberOfTouchesRequired = 2
        for r in [pan, pinch, rotation, doubleTap, twoFingerTap] as [UIGestureRecognizer] {
            (r as? any MapNamed)?.map = self
            r.delegate = contentView
            r.addTarget(self, action: MKMapView.handleMapGesture)
            contentView.addGestureRecognizer(r)
        }
    }

    /// The map moves, zooms or turns; nothing is drawn, so the recogniser's action line in the
    /// trace is the record.
    func handleMapGesture(_ r: UIGestureRecognizer) {}

    /// Keeps the content view the size of the map.
    open override func geometryDidChange() {
        super.geometryDidChange()
        contentView.frame = bounds
    }
}

/// The map's content view, where its recognisers live; as their delegate it lets them run
/// together with each other (a pinch and a rotation at once), not with an app's.
final class MapContentView: UIView, UIGestureRecognizerDelegate {
    weak var mapView: MKMapView?
    override var traceName: String { (mapView?.traceName).map { "\($0).content" } ?? "MKMapContentView" }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer.view === self
    }
}

protocol MapNamed: AnyObject { var map: MKMapView? { get set } }

// Map recognisers, named after their role in traces (`map.pan`, `map.doubleTap`).
final class MapPan: UIPanGestureRecognizer, MapNamed {
    weak var map: MKMapView?; let role: String
    init(role: String) { self.role = role; super.init() }
    override var traceName: String { name ?? (map?.traceName).map { "\($0).\(role)" } ?? role }
}
final class MapPinch: UIPinchGestureRecognizer, MapNamed {
    weak var map: MKMapView?; let role: String
    init(role: String) { self.role = role; super.init() }
    override var traceName: String { name ?? (map?.traceName).map { "\($0).\(role)" } ?? role }
}
final class MapRotation: UIRotationGestureRecognizer, MapNamed {
    weak var map: MKMapView?; let role: String
    init(role: String) { self.role = role; super.init() }
    override var traceName: String { name ?? (map?.traceName).map { "\($0).\(role)" } ?? role }
}
final class MapTap: UITapGestureRecognizer, MapNamed {
    weak var map: MKMapView?; let role: String
    init(role: String) { self.role = role; super.init() }
    override var traceName: String { name ?? (map?.traceName).map { "\($0).\(role)" } ?? role }
}
