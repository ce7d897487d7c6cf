import Foundation

/// What a class printed in a dump becomes in a scene (the table of ImportDecisions I2 and the
/// Import article): public UIKit classes their component, private UIKit classes what they stand
/// for, anything else a plain view that keeps its class name.
struct ClassMapping {
    /// The scenario class (`class:`).
    var kind: ViewSpec.Kind
    /// A control whose subviews are its own internals (switch knob, slider thumb, button label):
    /// they are folded into it, since Touchstone's control is one view.
    var foldsChildren = false
    /// How it was decided, for the warning list: `nil` when the table names the class.
    var guess: String?
}

enum ClassMap {
    /// Classes the table names: public UIKit classes and the private ones dumps show.
    static let table: [String: ClassMapping] = {
        var t: [String: ClassMapping] = [:]
        func add(_ names: [String], _ kind: ViewSpec.Kind, folds: Bool = false) {
            for n in names { t[n] = ClassMapping(kind: kind, foldsChildren: folds) }
        }
        add(["UIButton", "UINavigationButton", "_UIButtonBarButton", "_UIModernBarButton", "UIToolbarButton",
             "_UIBackButtonContainerView", "UINavigationItemButtonView", "UITabBarButton",
             "UICalloutBarButton", "UIAlertControllerActionView"], .button, folds: true)
        add(["UISwitch"], .switch, folds: true)
        add(["UISlider"], .slider, folds: true)
        add(["UISegmentedControl", "UIStepper", "UIPageControl", "UIDatePicker", "UIColorWell", "UIControl",
             "UIRefreshControl"], .control, folds: true)
        add(["UITextField", "UISearchBarTextField", "UISearchTextField"], .textField, folds: true)
        add(["UITextView"], .textView, folds: true)
        // The stand-ins make their own inner views (a web view's scroll and content views, a map's
        // content): what the dump shows inside them is folded (UIKitPiecesDecisions K12–K13).
        add(["WKWebView"], .webView, folds: true)
        add(["MKMapView"], .mapView, folds: true)
        add(["UIScrollView", "UIWebDocumentView", "_UIWebViewScrollView", "WKScrollView", "UIPickerTableView",
             "UITableView", "UICollectionView", "_UIQueuingScrollView"], .scrollView)
        add(["UILabel", "UIButtonLabel", "UITableViewLabel", "UITextFieldLabel", "_UINavigationBarTitleControl",
             "UINavigationItemView", "_UIBarButtonItemLabel", "UITabBarButtonLabel", "UIDateLabel"], .label)
        add(["UIImageView", "_UIBackdropView", "_UIVisualEffectBackdropView", "_UIBarBackgroundShadowContentImageView",
             "_UINavigationBarBackIndicatorView", "UITabBarSwappableImageView"], .imageView)
        add(["UIView", "UIWindow", "UITableViewCell", "UITableViewCellContentView", "UICollectionViewCell",
             "UICollectionReusableView", "UITableViewHeaderFooterView", "UITableViewWrapperView", "UITableViewCellScrollView",
             "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView", "UITransitionView",
             "UIDropShadowView", "UIDimmingView", "_UIBarBackground", "_UINavigationBarContentView",
             "_UINavigationBarLargeTitleView", "UINavigationBar", "UIToolbar", "UITabBar", "UISearchBar",
             "_UISearchBarSearchContainerView", "UISearchBarBackground", "_UISearchBarSearchFieldBackgroundView", "_UITableViewCellSeparatorView", "UIStackView", "_UILayoutGuide",
             "UIInputSetContainerView", "UIInputSetHostView", "UIEditingOverlayViewController", "UITextSelectionView",
             "_UITextFieldRoundedRectBackgroundViewNeue", "UIWebView", "WKContentView",
             "UINavigationBarContentView", "_UIStatusBarForegroundView", "UIStatusBar", "UIVisualEffectView",
             "_UIBarBackgroundShadowView", "_UIVisualEffectContentView", "_UITabBarBackgroundView", "_UIBackdropEffectView"], .view)
        return t
    }()

    /// The mapping of `className`, or of `baseClass` when the dump gives one.
    static func mapping(for className: String, baseClass: String?) -> ClassMapping {
        if let m = table[className] { return m }
        if let base = baseClass, var m = table[base] {
            m.guess = "a subclass of \(base) (baseClass in the dump)"
            return m
        }
        let short = className.split(separator: ".").last.map(String.init) ?? className
        if let m = table[short] { return m }
        // Names that say what they are; anything else is a plain view.
        let rules: [(String, ViewSpec.Kind)] = [("Button", .button), ("Switch", .switch), ("Slider", .slider),
                                                ("TextField", .textField), ("TextView", .textView),
                                                ("TableView", .scrollView), ("CollectionView", .scrollView),
                                                ("ScrollView", .scrollView), ("Label", .label), ("ImageView", .imageView)]
        for (suffix, kind) in rules where short.hasSuffix(suffix) {
            let folds = [.button, .switch, .slider, .textField, .textView].contains(kind)
            return ClassMapping(kind: kind, foldsChildren: folds, guess: "its name ends in '\(suffix)'")
        }
        let isUIKitPrivate = short.hasPrefix("_UI") || short.hasPrefix("UI")
        return ClassMapping(kind: .view, guess: isUIKitPrivate ? "a UIKit class the table does not name" : nil)
    }
}
