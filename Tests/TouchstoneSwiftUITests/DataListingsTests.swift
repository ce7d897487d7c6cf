import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

// Listings in the shape Apple's documentation and common tutorials write deletable lists,
// observable models, tab bars and navigation paths (this project's own code, written in that
// shape): each compiles unchanged against TouchstoneSwiftUI and is touched once
// (SwiftUIDecisions SU51, SU53, SU55, SU56).

struct FruitBasket: View {
    @State private var fruits = ["Apple", "Banana", "Papaya", "Mango"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { fruits.remove(atOffsets: $0) }
            }
            .navigationTitle("Fruits")
        }
    }
}

final class ReadingList: ObservableObject {
    @Published var books: [String] = ["Dune", "Emma", "Ulysses"]
    @Published var showsFinished = false
}

struct ReadingListView: View {
    @StateObject private var readingList = ReadingList()

    var body: some View {
        List {
            Toggle("Show finished", isOn: $readingList.showsFinished)
            ForEach(readingList.books, id: \.self) { book in
                Text(book)
            }
            .onDelete { offsets in
                readingList.books.remove(atOffsets: offsets)
            }
        }
        .accessibilityIdentifier("books")
    }
}

final class AppSettings: ObservableObject {
    @Published var isDarkMode = false
}

struct SettingsScreen: View {
    @EnvironmentObject var settings: AppSettings

    var body: some View {
        VStack {
            Toggle("Dark mode", isOn: $settings.isDarkMode)
                .accessibilityIdentifier("dark")
            Text(settings.isDarkMode ? "Dark" : "Light")
        }
        .padding()
    }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            FruitBasket()
                .tabItem {
                    Label("Fruits", systemImage: "leaf")
                }
            SettingsScreen()
                .tabItem {
                    Label("Settings", systemImage: "gear")
                }
        }
        .environmentObject(AppSettings())
    }
}

struct PathDemo: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Mango", value: "Mango")
                NavigationLink("Seven", value: 7)
            }
            .navigationDestination(for: String.self) { fruit in
                Text("Fruit \(fruit)")
            }
            .navigationDestination(for: Int.self) { number in
                Button("Back to the list") { path.removeLast() }
                    .accessibilityIdentifier("back")
            }
        }
    }
}

@Suite struct DataListingsTests {
    func texts(_ view: UIView) -> [String] {
        ((view as? ElementView).map { [$0.elementName] }?.filter { $0.hasPrefix("Text ") } ?? []) + view.subviews.flatMap(texts)
    }

    func frame(of name: String, in view: UIView) -> CGRect? {
        if (view as? ElementView)?.elementName == name { return view.convert(view.bounds, to: nil) }
        return view.subviews.lazy.compactMap { frame(of: name, in: $0) }.first
    }

    @Test func aFruitSwipedAcrossItsRowIsDeleted() throws {
        let (device, host) = show(FruitBasket())
        let row = try #require(frame(of: "row 1", in: host.view))
        try device.drag(from: CGPoint(x: 370, y: row.midY), to: CGPoint(x: 30, y: row.midY))
        #expect(texts(host.view).filter { $0 != "Text \"Fruits\"" } == ["Text \"Apple\"", "Text \"Papaya\"", "Text \"Mango\""])
    }

    @Test func aBookDeletedFromAStateObjectsListLeavesTheOthers() throws {
        let (device, host) = show(ReadingListView())
        let row = try #require(frame(of: "row 2", in: host.view))
        try device.drag(from: CGPoint(x: 370, y: row.midY), to: CGPoint(x: 30, y: row.midY))
        #expect(texts(host.view).filter { !$0.contains("finished") } == ["Text \"Dune\"", "Text \"Ulysses\""])
    }

    @Test func theSettingsTabReadsTheEnvironmentObjectAndRendersItsChange() throws {
        let (device, host) = show(MainTabs())
        let tabs = try #require(host.children.first as? UITabBarController)
        #expect(tabs.tabBar.items?.map(\.title) == ["Fruits", "Settings"])
        func find(_ v: UIView) -> UIView? { v.traceName == "TabView.tabBar.tab1" ? v : v.subviews.lazy.compactMap(find).first }
        let button = try #require(find(host.view))
        let settingsTab = button.convert(button.bounds, to: nil)
        try device.tap(at: CGPoint(x: settingsTab.midX, y: settingsTab.midY))
        #expect(tabs.selectedIndex == 1)
        let dark = try #require(host.element("dark"))
        let f = dark.convert(dark.bounds, to: nil)
        try device.tap(at: CGPoint(x: f.maxX - 26, y: f.midY))
        #expect(texts(host.view).contains("Text \"Dark\""))
    }

    @Test func aNavigationPathPushesALinksValueAndRemoveLastPopsIt() throws {
        let (device, host) = show(PathDemo())
        let navigation = try #require(host.children.first as? UINavigationController)
        let row = try #require(frame(of: "row 1", in: host.view))
        try device.tap(at: CGPoint(x: row.midX, y: row.midY))
        try device.settle()
        #expect(navigation.viewControllers.count == 2)
        try device.tap(at: host.center(of: "back"))
        try device.settle()
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aNavigationPathCountsItsValuesAndRemovingMoreThanItHasEmptiesIt() {
        var path = NavigationPath()
        path.append("Mango")
        path.append(7)
        #expect(path.count == 2)
        #expect(path != NavigationPath(["Mango"]))
        path.removeLast()
        #expect(path == NavigationPath(["Mango"]))
        path.append(3)
        path.removeLast(5)
        #expect(path.isEmpty)
    }
}
