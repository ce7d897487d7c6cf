import Foundation

/// Placeholder: a stack of view controllers (grown by the navigation work).
open class UINavigationController: UIViewController {}
