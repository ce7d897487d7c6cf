import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `ObservableObject`, `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`:
/// a change re-renders the screens that read the object, as `@State` does (SwiftUIDecisions SU53, SU54).
@Suite struct ObservableObjectTests {
    final class Model: ObservableObject {
        @Published var count = 0
        @Published var isOn = false
        let name: String
        init(name: String = "model", log: CallLog? = nil) { self.name = name; log?("made \(name)") }
    }

    struct Counter: View {
        @ObservedObject var model: Model
        var body: some View {
            Text("Count \(model.count)")
                .frame(width: 200, height: 60)
                .accessibilityIdentifier("count")
                .onTapGesture { model.count += 1 }
        }
    }

    struct Owner: View {
        let log: CallLog
        @StateObject private var model = Model(name: "owned", log: nil)
        var body: some View {
            VStack {
                Counter(model: model)
                Text("Owner sees \(model.count)").accessibilityIdentifier("owner")
            }
        }
    }

    static func reRenders(_ device: Device) -> [String?] {
        device.trace.entries(of: "UIHostingView", kinds: [.layout]).filter { $0.message == "re-rendered" }.map(\.cause)
    }

    /// The text shown by the view whose identifier is `id`, as `Text "…"` (read from the nodes the
    /// screen was last built from).
    static func text(_ id: String, _ host: UIHostingController<some View>) -> String? {
        text(id, in: host.root)
    }

    static func text(_ id: String, in node: Node?) -> String? {
        guard let node else { return nil }
        if node.identifier == id { return TabViewContent.firstText(in: [node]).map { "Text \"\($0)\"" } }
        return node.children.lazy.compactMap { text(id, in: $0) }.first
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aPublishedChangeReRendersEveryViewThatReadsTheObjectBeforeTheNextTouch(profile: DeviceProfile) throws {
        let (device, host) = show(Owner(log: CallLog()), on: profile)
        #expect(Self.text("owner", host) == "Text \"Owner sees 0\"")
        try device.tap(at: host.center(of: "count"))
        try device.tap(at: host.center(of: "count"))
        #expect(Self.text("count", host) == "Text \"Count 2\"")
        #expect(Self.text("owner", host) == "Text \"Owner sees 2\"")
        #expect(Self.reRenders(device) == ["state changed: Owner.model, Counter.model (SwiftUIDecisions SU37)",
                                           "state changed: Owner.model, Counter.model (SwiftUIDecisions SU37)"])
    }

    struct Maker: View {
        let log: CallLog
        @StateObject private var model: Model
        init(log: CallLog) {
            self.log = log
            _model = StateObject(wrappedValue: Model(name: "kept", log: log))
        }
        var body: some View {
            Text("Made \(model.count)").frame(width: 200, height: 60).accessibilityIdentifier("maker")
                .onTapGesture { model.count += 1 }
        }
    }

    @Test func aStateObjectIsMadeOnceAndKeptAcrossReRenders() throws {
        let log = CallLog()
        let (device, host) = show(Maker(log: log))
        for _ in 0..<3 { try device.tap(at: host.center(of: "maker")) }
        #expect(Self.text("maker", host) == "Text \"Made 3\"")
        #expect(log.calls == ["made kept"])
    }

    @Test func settingAnEqualPublishedValueStillReRendersAsCombineSendsOnEverySet() throws {
        let model = Model()
        let (device, host) = show(Counter(model: model))
        model.isOn = false
        try device.advance(by: 0.02)
        #expect(Self.reRenders(device) == ["state changed: Counter.model (SwiftUIDecisions SU37)"])
        #expect(Self.text("count", host) == "Text \"Count 0\"")
    }

    final class Manual: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        var value = 0 { willSet { objectWillChange.send() } }
    }

    struct ManualView: View {
        @ObservedObject var manual: Manual
        var body: some View { Text("Value \(manual.value)").accessibilityIdentifier("manual") }
    }

    @Test func anObjectWithItsOwnPublisherReRendersOnSend() throws {
        let manual = Manual()
        let (device, host) = show(ManualView(manual: manual))
        manual.value = 5
        try device.advance(by: 0.02)
        #expect(Self.text("manual", host) == "Text \"Value 5\"")
        #expect(Self.reRenders(device).count == 1)
    }

    struct SettingsRow: View {
        @EnvironmentObject var settings: Model
        var body: some View {
            Toggle("Wi-Fi", isOn: $settings.isOn).accessibilityIdentifier("wifi")
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func anEnvironmentObjectIsFoundByTypeAndItsBindingWritesThroughTheObject(profile: DeviceProfile) throws {
        let settings = Model(name: "settings")
        let (device, host) = show(VStack { SettingsRow() }.environmentObject(settings), on: profile)
        let wifi = try #require(host.element("wifi"))
        let frame = wifi.convert(wifi.bounds, to: nil)
        // The switch sits at the toggle's trailing edge (SU27).
        try device.tap(at: CGPoint(x: frame.maxX - 26, y: frame.midY))
        #expect(settings.isOn == true)
        #expect(Self.reRenders(device) == ["state changed: SettingsRow.settings (SwiftUIDecisions SU37)"])
    }

    @Test func aMissingEnvironmentObjectIsAClearErrorInsteadOfACrash() {
        let (device, host) = show(VStack { SettingsRow() })
        #expect(host.buildError == .missingEnvironmentObject(type: "Model", view: "SettingsRow"))
        #expect(device.trace.entries(of: "UIHostingView", kinds: [.error]).map(\.cause)
                == ["No ObservableObject of type Model found: a View.environmentObject(_:) for Model is missing as an ancestor of SettingsRow; nothing was shown"])
    }

    @Test func aScreenThatNoLongerReadsAnObjectStopsListeningToIt() throws {
        struct Switcher: View {
            let model: Model
            @State private var showing = true
            var body: some View {
                VStack {
                    if showing { Counter(model: model) }
                    Color.gray.frame(width: 100, height: 50).accessibilityIdentifier("hide").onTapGesture { showing = false }
                }
            }
        }
        let model = Model()
        let (device, host) = show(Switcher(model: model))
        try device.tap(at: host.center(of: "hide"))
        let before = Self.reRenders(device).count
        model.count = 9
        try device.advance(by: 0.02)
        #expect(Self.reRenders(device).count == before)
    }
}
