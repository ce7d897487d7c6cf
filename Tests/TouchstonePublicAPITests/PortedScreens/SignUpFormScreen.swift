import Foundation
import Touchstone

// A long sign-up form written as iOS engineers write it in UIKit since iOS 11: a vertical scroll
// view whose content view is pinned to `contentLayoutGuide` and as wide as `frameLayoutGuide`,
// so Auto Layout sets the content size; captioned text fields, two switches, and a "Create
// account" button outside the scroll view, pinned above the safe area. The only edits for
// Touchstone are target-action's (issue 20): `addTarget(self, action: #selector(…), for: …)`
// became `addAction(UIAction { … }, for: …)`, and the methods lost their `@objc`.

final class SignUpViewController: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let titleLabel = UILabel()
    var captions: [UILabel] = []
    var fields: [UITextField] = []
    let termsLabel = UILabel()
    let termsSwitch = UISwitch()
    let newsletterLabel = UILabel()
    let newsletterSwitch = UISwitch()
    let createButton = UIButton(type: .system)
    var log: [String] = []

    private let fieldNames = ["First name", "Last name", "Email", "Password", "Confirm password",
                              "Phone", "Street address", "Postcode"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .interactive
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)

        contentView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentView)

        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = "Create your account"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        contentView.addSubview(titleLabel)

        for name in fieldNames {
            let caption = UILabel()
            caption.translatesAutoresizingMaskIntoConstraints = false
            caption.text = name
            caption.font = .preferredFont(forTextStyle: .footnote)
            caption.textColor = .secondaryLabel
            contentView.addSubview(caption)
            captions.append(caption)

            let field = UITextField()
            field.translatesAutoresizingMaskIntoConstraints = false
            field.placeholder = name
            field.borderStyle = .roundedRect
            field.isSecureTextEntry = name.contains("assword")
            field.addAction(UIAction { [weak self] _ in self?.validate() }, for: .editingChanged)
            contentView.addSubview(field)
            fields.append(field)
        }
        fields[2].keyboardType = .emailAddress
        fields[2].autocapitalizationType = .none

        for (label, text) in [(termsLabel, "I agree to the Terms of Service"), (newsletterLabel, "Send me the newsletter")] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = text
            label.numberOfLines = 0
            contentView.addSubview(label)
        }
        termsSwitch.translatesAutoresizingMaskIntoConstraints = false
        termsSwitch.addAction(UIAction { [weak self] _ in self?.termsChanged() }, for: .valueChanged)
        contentView.addSubview(termsSwitch)
        newsletterSwitch.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(newsletterSwitch)

        createButton.translatesAutoresizingMaskIntoConstraints = false
        createButton.setTitle("Create account", for: .normal)
        createButton.isEnabled = false
        createButton.addAction(UIAction { [weak self] _ in self?.createAccount() }, for: .touchUpInside)
        view.addSubview(createButton)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: createButton.topAnchor, constant: -12),

            createButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            createButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            createButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            createButton.heightAnchor.constraint(equalToConstant: 50),

            contentView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -20),
        ])

        var above = titleLabel.bottomAnchor
        var gap: CGFloat = 24
        for (caption, field) in zip(captions, fields) {
            NSLayoutConstraint.activate([
                caption.topAnchor.constraint(equalTo: above, constant: gap),
                caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                field.topAnchor.constraint(equalTo: caption.bottomAnchor, constant: 4),
                field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                field.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
                field.heightAnchor.constraint(equalToConstant: 44),
            ])
            above = field.bottomAnchor
            gap = 16
        }

        NSLayoutConstraint.activate([
            termsSwitch.topAnchor.constraint(equalTo: above, constant: 24),
            termsSwitch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            termsLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            termsLabel.trailingAnchor.constraint(lessThanOrEqualTo: termsSwitch.leadingAnchor, constant: -12),
            termsLabel.centerYAnchor.constraint(equalTo: termsSwitch.centerYAnchor),

            newsletterSwitch.topAnchor.constraint(equalTo: termsSwitch.bottomAnchor, constant: 16),
            newsletterSwitch.trailingAnchor.constraint(equalTo: termsSwitch.trailingAnchor),
            newsletterLabel.leadingAnchor.constraint(equalTo: termsLabel.leadingAnchor),
            newsletterLabel.trailingAnchor.constraint(lessThanOrEqualTo: newsletterSwitch.leadingAnchor, constant: -12),
            newsletterLabel.centerYAnchor.constraint(equalTo: newsletterSwitch.centerYAnchor),
            newsletterSwitch.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
        ])
    }

    func validate() {
        createButton.isEnabled = termsSwitch.isOn && fields[2].text?.contains("@") == true
    }

    func termsChanged() {
        log.append("terms \(termsSwitch.isOn ? "on" : "off")")
        validate()
    }

    func createAccount() {
        log.append("create account for \(fields[2].text ?? "")")
    }
}
