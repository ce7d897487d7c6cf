import Foundation
import Testing
@testable import Touchstone

/// The visual API is stored, not drawn, and UIKit code that sets it compiles unchanged; the few
/// properties that are the view's own act on touches as UIKit's do (issue 20, PortingDecisions U4–U6).
@Suite("Visual API stored without rendering (issue 20)")
struct VisualAPITests {
    @Test func layerMasksToBoundsIsTheViewsClipsToBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!view.layer.masksToBounds)
    }

    @Test func layerOpacityIsAlphaSoAZeroOpacityViewIsNotHit() throws {
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        front.accessibilityIdentifier = "front"
        let (device, root) = makeScene { $0.addSubview(front) }
        front.layer.opacity = 0.5
        #expect(front.alpha == 0.5)
        front.alpha = 0.25
        #expect(front.layer.opacity == 0.25)
        try device.tap(at: CGPoint(x: 50, y: 50))
        front.layer.opacity = 0
        try device.tap(at: CGPoint(x: 50, y: 50))
        #expect(device.trace.entries.filter { $0.kind == .hitTest }.map(\.subject) == ["front", "root"])
        #expect(root.layer.isHidden == false)
    }

    @Test func aRoundedCornerStillTakesTouchesAndTheLooksReadBack() throws {
        // Hit-testing follows the rectangle, not the drawn shape: a tap in the corner a 22 pt
        // radius cuts away still lands on the button (as on a device).
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 44, height: 44)
        button.accessibilityIdentifier = "round"
        button.layer.cornerRadius = 22
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.systemBlue.cgColor
        button.layer.shadowColor = UIColor.black.cgColor
        button.layer.shadowOpacity = 0.2
        button.layer.shadowOffset = CGSize(width: 0, height: 2)
        button.layer.shadowRadius = 4
        button.backgroundColor = .systemBackground
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let (device, _) = makeScene { $0.addSubview(button) }
        try device.tap(at: CGPoint(x: 101, y: 101))
        #expect(taps == 1)
        #expect(device.lines(.control) == ["round touchDown", "round touchUpInside", "round primaryActionTriggered"])
        #expect(button.layer.cornerRadius == 22 && button.layer.shadowRadius == 4)
        #expect(button.layer.borderColor == UIColor.systemBlue.cgColor)
        #expect(button.backgroundColor == .systemBackground)
        #expect(button.layer.backgroundColor == UIColor.systemBackground.cgColor)
    }

    @Test func aLayerKeptAfterItsViewKeepsTheViewsLastValues() {
        var view: UIView? = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view?.clipsToBounds = true
        view?.alpha = 0.5
        let layer = view!.layer
        view = nil
        #expect(layer.masksToBounds && layer.opacity == 0.5)
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        layer.masksToBounds = false
        #expect(!layer.masksToBounds)
    }

    @Test func aStandaloneLayerKeepsItsSublayers() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        child.addSublayer(parent)  // a cycle: refused
        #expect(parent.sublayers?.count == 1 && child.superlayer === parent && child.sublayers == nil)
        child.removeFromSuperlayer()
        #expect(parent.sublayers == nil && child.superlayer == nil)
    }

    @Test func tintColorIsInheritedAndTintColorDidChangeReachesTheViewsThatInheritIt() {
        final class TintLog: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = TintLog(frame: .zero), inherits = TintLog(frame: .zero), own = TintLog(frame: .zero)
        root.addSubview(inherits)
        root.addSubview(own)
        own.tintColor = .systemRed
        #expect(inherits.tintColor == .systemBlue)
        root.tintColor = .systemPurple
        #expect(inherits.tintColor == .systemPurple && own.tintColor == .systemRed)
        #expect([root.changes, inherits.changes, own.changes] as [Int] == [1, 1, 1])
        root.tintColor = nil
        #expect(inherits.tintColor == .systemBlue)
        #expect([root.changes, inherits.changes, own.changes] as [Int] == [2, 2, 1])
    }

    @Test func aDeepChainInheritsItsTintWithoutRecursion() {
        let root = UIView(frame: .zero)
        var leaf = root
        for _ in 0..<20_000 {
            let child = UIView(frame: .zero)
            leaf.addSubview(child)
            leaf = child
        }
        root.tintColor = .systemPink
        #expect(leaf.tintColor == .systemPink)
        root.tintColor = nil
        #expect(leaf.tintColor == .systemBlue)
    }

    @Test func badAccessoryAndHeaderValuesAreRefusedOrReadAsZero() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryView = cell  // a view cannot be its own subview
        #expect(cell.superview == nil && !cell.subviews.contains { $0 === cell })
        let toggle = UISwitch()
        let other = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryView = toggle
        other.accessoryView = toggle  // moves, as addSubview does
        #expect(toggle.superview === other)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        #expect(cell.contentView.frame.width == 390)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan))
        #expect(table.tableHeaderView?.frame.height == 0 && table.contentSize.height == 0)
        #expect(UIFont.systemFont(ofSize: .infinity).pointSize == 17)
    }

    @Test func colorsHaveTheirComponents() {
        #expect(UIColor.systemBlue.rgba == (0, 122.0 / 255, 1, 1))
        #expect(UIColor.secondaryLabel.cgColor.alpha == 0.6)
        #expect(UIColor.white.cgColor == CGColor(gray: 1, alpha: 1))
        #expect(UIColor.systemRed.withAlphaComponent(0.5).rgba == (1, 59.0 / 255, 48.0 / 255, 0.5))
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
        #expect(UIColor(red: 2, green: -1, blue: .nan, alpha: 1).rgba == (1, 0, 0, 1))
        #expect(UIColor.systemBlue.description == "systemBlue")
        #expect(UIColor(named: "Brand")?.name == "Brand")
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        UIColor.systemOrange.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [1, 149.0 / 255, 0, 1])
    }

    @Test func fontsHaveTheirStyleSizesAndWeights() {
        #expect(UIFont.preferredFont(forTextStyle: .headline).description == ".SFUI-Semibold 17pt")
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.systemFont(ofSize: 15, weight: .medium).weight == .medium)
        #expect(UIFont.boldSystemFont(ofSize: 20).description == ".SFUI-Bold 20pt")
        #expect(UIFont(name: "Menlo", size: 0)?.pointSize == 17)
        #expect(UILabel().font == .systemFont(ofSize: 17))
    }

    @Test func buttonLooksFallBackToTheNormalState() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitleColor(.systemGreen, for: .normal)
        button.setImage(UIImage(systemName: "checkmark"), for: .normal)
        button.setTitleColor(.systemGray, for: .disabled)
        #expect(button.titleLabel?.text == "Save" && button.titleLabel?.textColor == .systemGreen)
        #expect(button.titleColor(for: .highlighted) == .systemGreen)
        button.isEnabled = false
        #expect(button.currentTitleColor == .systemGray && button.titleLabel?.textColor == .systemGreen)
        #expect(button.imageView?.image?.name == "checkmark")
        #expect(button.subviews.isEmpty)
        var config = UIButton.Configuration.filled()
        config.title = "Continue"
        let filled = UIButton(configuration: config)
        #expect(filled.traceName == "UIButton \"Continue\"" && filled.configuration?.style == .filled)
    }

    @Test func textFieldSwitchSliderAndImageViewKeepTheirLooks() {
        let field = UITextField()
        field.placeholder = "Email"
        field.font = .preferredFont(forTextStyle: .body)
        field.textColor = .label
        field.borderStyle = .roundedRect
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.isSecureTextEntry = true
        field.autocapitalizationType = .none
        #expect(field.keyboardType == .emailAddress && field.borderStyle == .roundedRect && field.isSecureTextEntry)
        let toggle = UISwitch()
        toggle.onTintColor = .systemGreen
        let slider = UISlider()
        slider.minimumTrackTintColor = .systemOrange
        let imageView = UIImageView(image: UIImage(named: "avatar"))
        imageView.contentMode = .scaleAspectFill
        let segments = UISegmentedControl()
        segments.selectedSegmentTintColor = .systemTeal
        let pages = UIPageControl()
        pages.currentPageIndicatorTintColor = .label
        #expect(segments.selectedSegmentTintColor == .systemTeal && pages.currentPageIndicatorTintColor == .label)
        #expect(toggle.onTintColor == .systemGreen && slider.minimumTrackTintColor == .systemOrange)
        #expect(imageView.imageName == "avatar" && imageView.contentMode == .scaleAspectFill)
        #expect(!imageView.isUserInteractionEnabled)
    }

    @Test func aSettingsScreenPastedFromUIKitIsStyledAndItsSwitchesWork() throws {
        let settings = SettingsViewController()
        let device = Device()
        device.show(settings)
        let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? SwitchCell)
        #expect(cell.textLabel?.text == "Bluetooth" && cell.textLabel?.font == .preferredFont(forTextStyle: .body))
        #expect(cell.layer.cornerRadius == 10 && cell.clipsToBounds)
        #expect(cell.toggle.tintColor == .systemIndigo)
        #expect(cell.toggle.frame == CGRect(x: 323, y: 6.5, width: 51, height: 31))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 323, height: 44))
        // The switch in the accessory view takes its tap; the row is not selected.
        try device.tap(at: CGPoint(x: 348, y: 44 + 22))
        // A tap on the row's text selects the row.
        try device.tap(at: CGPoint(x: 60, y: 88 + 22))
        #expect(settings.log == ["Bluetooth on", "selected Airplane Mode"])
        #expect(settings.settings.map(\.isOn) == [true, true, false])
    }
}
