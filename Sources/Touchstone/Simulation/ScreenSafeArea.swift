import Foundation

/// The safe-area insets of the common iPhone screens, in points, portrait and landscape
/// (LayoutDecisions AL1). Home-button models have the 20 pt status bar at the top in portrait
/// and nothing in landscape (the status bar is hidden there); Face ID models have the sensor
/// housing at the top (44, 47, 50 or 59 pt by model) and the home indicator at the bottom
/// (34 pt), and in landscape the housing's inset on both sides with 21 pt at the bottom.
///
/// Sources: the per-model table of Tencent/QMUI_iOS (`QMUIKit/QMUICore/QMUIHelper.m`, portrait
/// and landscape for every model); useyourloaf.com "Supporting iPhone X" (20 pt status bar on
/// the iPhone 8, 44/34 on the iPhone X, no side insets on home-button phones); csl.cool "iOS
/// Layout Adaptation" (59/34 portrait, 59/21 landscape on a Dynamic Island phone).
public enum ScreenSafeArea {
    /// `(width, height, top, bottom)` of the portrait screens Touchstone knows.
    static let portrait: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
        (320, 480, 20, 0),   // iPhone 4s
        (320, 568, 20, 0),   // iPhone 5, SE (1st)
        (375, 667, 20, 0),   // iPhone 6–8, SE (2nd, 3rd)
        (414, 736, 20, 0),   // iPhone 6–8 Plus
        (375, 812, 44, 34),  // iPhone X, XS, 11 Pro
        (390, 844, 47, 34),  // iPhone 12, 13, 14
        (428, 926, 47, 34),  // iPhone 12, 13 Pro Max, 14 Plus
        (393, 852, 59, 34),  // iPhone 14 Pro, 15, 16
        (430, 932, 59, 34),  // iPhone 14 Pro Max, 15 Plus, 16 Plus
    ]

    /// The insets of a screen of `size`: from the table, portrait or (width above height)
    /// landscape; zero for a size not in the table.
    public static func insets(for size: CGSize) -> UIEdgeInsets {
        let landscape = size.width > size.height
        let w = landscape ? size.height : size.width, h = landscape ? size.width : size.height
        guard let row = portrait.first(where: { $0.0 == w && $0.1 == h }) else { return .zero }
        let top = row.2, bottom = row.3
        if !landscape { return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0) }
        // Landscape: a home-button phone hides its status bar; a Face ID phone has the housing
        // on one side (both sides are inset) and a shorter home indicator.
        return bottom == 0 ? .zero : UIEdgeInsets(top: 0, left: top, bottom: 21, right: top)
    }
}
