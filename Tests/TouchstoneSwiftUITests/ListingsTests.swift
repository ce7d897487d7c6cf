import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

// SwiftUI code in the shape Apple's documentation and common tutorials write it — property
// wrappers, trailing-closure builders, modifier chains, gesture values — which must compile
// unchanged against TouchstoneSwiftUI (the listings below are this project's own, written in
// that shape). Each is shown on a device and touched once.

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Count: \(count)")
                .font(.largeTitle)
            Button("Increment") {
                count += 1
            }
            .accessibilityIdentifier("increment")
            .buttonStyle(.borderless)
        }
        .padding()
    }

    var current: Int { count }
}

struct DraggableCircle: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var position = CGSize.zero

    var body: some View {
        Circle()
            .fill(dragOffset == .zero ? Color.blue : Color.red)
            .frame(width: 100, height: 100)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
            .animation(.spring(), value: dragOffset)
    }

    var moved: CGSize { position }
}

struct PressAndHold: View {
    @GestureState private var isDetectingLongPress = false
    @State private var completedLongPress = false

    var longPress: some Gesture {
        LongPressGesture(minimumDuration: 1)
            .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                gestureState = currentState
                transaction.animation = .easeInOut
            }
            .onEnded { finished in
                self.completedLongPress = finished
            }
    }

    var body: some View {
        Circle()
            .fill(isDetectingLongPress ? Color.red : (completedLongPress ? Color.green : Color.blue))
            .frame(width: 120, height: 120)
            .gesture(longPress)
    }

    var completed: Bool { completedLongPress }
}

struct PhotoCell: View {
    @State private var liked = false
    @State private var selected = false

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(Color.gray)
                .frame(width: 160, height: 160)
            Image(systemName: liked ? "heart.fill" : "heart")
                .font(.title2)
                .padding(8)
        }
        .overlay(alignment: .topLeading) {
            if selected {
                Circle().frame(width: 12, height: 12).padding(6)
            }
        }
        .gesture(TapGesture(count: 2).onEnded { liked.toggle() })
        .simultaneousGesture(TapGesture().onEnded { selected.toggle() })
        .highPriorityGesture(LongPressGesture().onEnded { _ in selected = false })
    }
}

struct Fruit: Identifiable {
    let id: Int
    let name: String
}

struct FruitList: View {
    let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    let extras = ["Fig", "Kiwi"]
    @Binding var chosen: String

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .contentShape(Rectangle())
                        .onTapGesture { chosen = fruit.name }
                        .accessibilityIdentifier(fruit.name)
                }
                ForEach(extras, id: \.self) { name in
                    HStack {
                        Text(name).foregroundStyle(.secondary)
                        Spacer()
                        Image(systemName: "chevron.right")
                    }
                    .padding(.horizontal)
                }
            }
        }
        .navigationTitle("Fruit")
    }
}

// Listings in the shape of Apple's own samples for the controls, lists and modifiers of issue 36's
// second slice (SwiftUIDecisions SU27–SU33): each compiles unchanged and is touched once below.

struct NotificationSettings: View {
    @State private var vibrateOnRing = false
    @State private var speed = 50.0
    @State private var isEditing = false

    var body: some View {
        VStack {
            Toggle(isOn: $vibrateOnRing) {
                Text("Vibrate on Ring")
            }
            .accessibilityIdentifier("vibrate")
            Slider(
                value: $speed,
                in: 0...100,
                onEditingChanged: { editing in
                    isEditing = editing
                }
            )
            Text("\(speed)")
                .foregroundColor(isEditing ? .red : .blue)
        }
        .padding()
    }

    var vibrates: Bool { vibrateOnRing }
}

struct Ocean: Identifiable, Hashable {
    let name: String
    let id = UUID()
}

struct TodoList: View {
    @State private var items = ["Milk", "Eggs", "Bread"]
    var body: some View {
        List {
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            .onDelete(perform: delete)
        }
        .accessibilityIdentifier("todo")
    }
    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }
    var count: Int { items.count }
}

struct OceanList: View {
    private var oceans = [
        Ocean(name: "Pacific"),
        Ocean(name: "Atlantic"),
        Ocean(name: "Indian"),
    ]
    let log: CallLog

    init(log: CallLog) { self.log = log }

    var body: some View {
        List(oceans) { ocean in
            HStack {
                Text(ocean.name)
                Spacer()
                Button("Info") { log(ocean.name) }
                    .buttonStyle(.borderless)
                    .accessibilityIdentifier(ocean.name)
            }
        }
        .listStyle(.plain)
    }
}

struct FadingBadge: View {
    @GestureState private var isDetectingLongPress = false
    @State private var completedLongPress = false

    var longPress: some Gesture {
        LongPressGesture(minimumDuration: 3)
            .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                gestureState = currentState
                transaction.animation = Animation.easeIn(duration: 2.0)
            }
            .onEnded { finished in
                self.completedLongPress = finished
            }
    }

    var body: some View {
        VStack {
            Text("Hamlet")
                .font(.system(size: 36, weight: .bold, design: .serif))
                .italic()
            + Text(" by William Shakespeare")
            Circle()
                .fill(self.isDetectingLongPress ? Color.red : (self.completedLongPress ? Color.green : Color.blue))
                .frame(width: 100, height: 100, alignment: .center)
                .gesture(longPress)
                .accessibilityIdentifier("badge")
        }
        .background(.yellow)
        .foregroundStyle(.mint)
        .animation(.linear(duration: 0.2), value: completedLongPress)
    }

    var completed: Bool { completedLongPress }
}

/// A custom gesture made of another, as SwiftUI's `Gesture` protocol allows.
struct SwipeLeft: Gesture {
    var body: some Gesture<DragGesture.Value> {
        DragGesture(minimumDistance: 30, coordinateSpace: .local)
    }
}

struct SwipeCard: View {
    @State private var removed = false
    @State private var tapped: CGPoint?
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 300, height: 200)
            .gesture(SwipeLeft().onEnded { value in
                if value.translation.width < -100 { removed = true }
            })
            .onTapGesture { location in
                tapped = location
            }
    }
    var isRemoved: Bool { removed }
}

/// Apple's `UIGestureRecognizerRepresentable` overview, with a recogniser of UIKit.
struct MyGestureRecognizer: UIGestureRecognizerRepresentable {
    let log: CallLog
    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        UITapGestureRecognizer()
    }
    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        let location = context.converter.localLocation
        log("tapped at \(location.x), \(location.y)")
    }
}

struct MountainView: View {
    let log: CallLog
    var body: some View {
        VStack {
            Image("Mountain")
                .gesture(MyGestureRecognizer(log: log))
                .accessibilityIdentifier("mountain")
        }
    }
}

@Suite struct ListingsTests {
    @Test func aCounterButtonIncrementsItsState() throws {
        let (device, host) = show(CounterView())
        try device.tap(at: host.center(of: "increment"))
        try device.tap(at: host.center(of: "increment"))
        #expect(host.rootView.current == 2)
    }

    @Test func aDraggedCircleKeepsItsTranslationAndResetsItsGestureState() throws {
        let (device, host) = show(DraggableCircle())
        let c = host.view.center
        try device.drag(from: c, to: CGPoint(x: c.x + 60, y: c.y))
        #expect(host.rootView.moved == CGSize(width: 60, height: 0))
    }

    @Test func aPressHeldForASecondCompletes() throws {
        let (device, host) = show(PressAndHold(), on: .iOS17)
        try device.longPress(at: host.view.center, duration: 1.2)
        #expect(host.rootView.completed)
    }

    @Test func aCellWithThreeGesturesAndAListWithABindingBuild() throws {
        var chosen = ""
        let binding = Binding(get: { chosen }, set: { chosen = $0 })
        let (device, host) = show(FruitList(chosen: binding))
        try device.tap(at: CGPoint(x: 300, y: host.center(of: "Pear").y))
        #expect(chosen == "Pear")
        let (_, cell) = show(PhotoCell())
        #expect(cell.buildError == nil)
        #expect(cell.view.subviews.count == 1)
    }

    @Test func aToggleAndASliderFromAppleSamplesTakeTaps() throws {
        let (device, host) = show(NotificationSettings())
        let toggle = try #require(ToggleAndSliderTests.first(UISwitch.self, in: host.element("vibrate")))
        try device.tap(at: toggle.convert(CGPoint(x: 25, y: 15), to: nil))
        #expect(host.rootView.vibrates)
    }

    @Test func aListOfIdentifiableRowsWithBorderlessButtonsFiresTheOneTapped() throws {
        let log = CallLog()
        let (device, host) = show(OceanList(log: log))
        try device.tap(at: host.center(of: "Atlantic"))
        #expect(log.calls == ["Atlantic"])
    }

    @Test func aListWithOnDeleteBuildsItsRowsAndASwipeDeletesNothing() throws {
        let (device, host) = show(TodoList())
        let list = try #require(host.element("todo"))
        #expect(ListTests.named("row 2", in: list) != nil)
        let row = try #require(ListTests.named("row 0", in: list)).convert(CGRect(x: 0, y: 0, width: 390, height: 44), to: nil)
        try device.drag(from: CGPoint(x: 350, y: row.midY), to: CGPoint(x: 100, y: row.midY))
        try device.settle()
        #expect(host.rootView.count == 3)
    }

    @Test func apples3SecondLongPressSampleWithAnEaseInAnimationCompletes() throws {
        let (device, host) = show(FadingBadge())
        try device.longPress(at: host.center(of: "badge"), duration: 3.2)
        #expect(host.rootView.completed)
    }

    @Test func aCustomGestureWithABodyIsRecognisedAsItsBody() throws {
        let (device, host) = show(SwipeCard(), on: .iOS17)
        let c = host.view.center
        try device.drag(from: c, to: CGPoint(x: c.x - 140, y: c.y))
        #expect(host.rootView.isRemoved)
    }

    @Test func applesUIGestureRecognizerRepresentableSampleTapsOnIOS18() throws {
        let log = CallLog()
        let (device, host) = show(MountainView(log: log))
        try device.tap(at: host.center(of: "mountain"))
        #expect(log.calls == ["tapped at 10.0, 10.0"])
    }
}
