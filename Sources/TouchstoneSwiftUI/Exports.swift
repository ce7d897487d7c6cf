// `import TouchstoneSwiftUI` gives the engine too, as `import SwiftUI` gives UIKit on iOS.
@_exported import Touchstone
