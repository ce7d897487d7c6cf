import Foundation
import Touchstone

// A settings form written as iOS engineers write it in UIKit: a vertical scroll view whose
// content view is pinned to the content layout with Auto Layout, rows of a label with a switch
// or a slider. The only edits for Touchstone are target-action's (issue 20): `addTarget(self,
// action: #selector(…), for: .valueChanged)` became `addAction(UIAction { … })`, and the two
// methods lost their `@objc`.

final class SettingsFormViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let notificationsLabel = UILabel()
    let notificationsSwitch = UISwitch()
    let volumeLabel = UILabel()
    let volumeSlider = UISlider()
    let brightnessLabel = UILabel()
    let brightnessSlider = UISlider()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentView)

        notificationsLabel.text = "Notifications"
        volumeLabel.text = "Volume"
        brightnessLabel.text = "Brightness"
        for label in [notificationsLabel, volumeLabel, brightnessLabel] {
            label.font = .preferredFont(forTextStyle: .body)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        notificationsSwitch.translatesAutoresizingMaskIntoConstraints = false
        notificationsSwitch.addAction(UIAction { [weak self] _ in self?.notificationsChanged() }, for: .valueChanged)
        contentView.addSubview(notificationsSwitch)
        for slider in [volumeSlider, brightnessSlider] {
            slider.translatesAutoresizingMaskIntoConstraints = false
            slider.minimumValue = 0
            slider.maximumValue = 100
            slider.value = 50
            slider.addAction(UIAction { [weak self] action in self?.sliderChanged(action.sender as? UISlider) }, for: .valueChanged)
            contentView.addSubview(slider)
        }

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            contentView.heightAnchor.constraint(equalToConstant: 1200),

            notificationsLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
            notificationsLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            notificationsSwitch.centerYAnchor.constraint(equalTo: notificationsLabel.centerYAnchor),
            notificationsSwitch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),

            volumeLabel.topAnchor.constraint(equalTo: notificationsLabel.bottomAnchor, constant: 32),
            volumeLabel.leadingAnchor.constraint(equalTo: notificationsLabel.leadingAnchor),
            volumeSlider.topAnchor.constraint(equalTo: volumeLabel.bottomAnchor, constant: 8),
            volumeSlider.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            volumeSlider.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),

            brightnessLabel.topAnchor.constraint(equalTo: volumeSlider.bottomAnchor, constant: 32),
            brightnessLabel.leadingAnchor.constraint(equalTo: notificationsLabel.leadingAnchor),
            brightnessSlider.topAnchor.constraint(equalTo: brightnessLabel.bottomAnchor, constant: 8),
            brightnessSlider.leadingAnchor.constraint(equalTo: volumeSlider.leadingAnchor),
            brightnessSlider.trailingAnchor.constraint(equalTo: volumeSlider.trailingAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: 1200)
    }

    func notificationsChanged() {
        log.append("notifications \(notificationsSwitch.isOn ? "on" : "off")")
    }

    func sliderChanged(_ slider: UISlider?) {
        guard let slider else { return }
        let name = slider === volumeSlider ? "volume" : "brightness"
        if log.last?.hasPrefix(name) != true { log.append(name) }
    }
}
