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
}
