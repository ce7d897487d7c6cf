import Foundation

/// A title with an icon, with SwiftUI's name (`Label("Home", systemImage: "house")`): the icon is
/// an `Image(systemName:)` placeholder before the text, 8 pt apart, as an `HStack` lays them out
/// [guess]; a tab item reads its title (SwiftUIDecisions SU56).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of `title` and `icon`.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack { icon; title }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A text label with a system image.
    public init(_ title: String, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
