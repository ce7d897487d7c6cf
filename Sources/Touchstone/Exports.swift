/// Like UIKit, Touchstone re-exports Foundation: `CGRect`, `CGPoint`, `CGFloat` and
/// `TimeInterval` come with `import Touchstone`, so UIKit code and the README's tour compile
/// without an import of their own on Linux (DocumentationDecisions E2; `ReadmeTourTests`).
@_exported import Foundation
