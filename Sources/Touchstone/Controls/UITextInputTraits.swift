import Foundation

// The keyboard settings of a text field (UIKit `UITextInputTraits`), stored: Touchstone shows no
// keyboard, so they change nothing about touches (PortingDecisions U4).

/// Which keyboard a text field asks for.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// Letters, numbers and punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// A keyboard for URLs.
    case URL
    /// A number pad.
    case numberPad
    /// A phone pad.
    case phonePad
    /// A name and phone pad.
    case namePhonePad
    /// A keyboard for email addresses.
    case emailAddress
    /// A number pad with a decimal point.
    case decimalPad
    /// A keyboard for Twitter text.
    case twitter
    /// A keyboard for web search.
    case webSearch
    /// A number pad of ASCII digits.
    case asciiCapableNumberPad
}

/// The title of the keyboard's Return key.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency call.
    case emergencyCall
    /// Continue.
    case `continue`
}

/// When the keyboard capitalises.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// Never.
    case none
    /// Each word.
    case words
    /// Each sentence.
    case sentences
    /// Every character.
    case allCharacters
}

/// Whether the keyboard corrects spelling.
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    /// As the system decides.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}

/// The kind of content a text field holds, for autofill (UIKit `UITextContentType`).
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
    /// The type's UIKit name.
    public let rawValue: String
    /// A type of this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
}
