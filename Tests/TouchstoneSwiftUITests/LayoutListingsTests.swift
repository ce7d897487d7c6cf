import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

// Listings in the shape of Apple's documentation samples and common tutorials for the layout of
// SwiftUIDecisions SU45–SU50 (the code is this project's own, written in that shape): each
// compiles unchanged and is laid out, or touched, once below.

struct PriorityHeadline: View {
    var body: some View {
        HStack {
            Text("This is a moderately long string.")
                .font(.largeTitle)
                .border(Color.gray)

            Spacer()

            Text("This is a higher priority string.")
                .font(.largeTitle)
                .layoutPriority(1)
                .border(Color.gray)
        }
    }
}

struct FixedCaption: View {
    var body: some View {
        Text("A single line of text, too long to fit in a box.")
            .fixedSize()
            .frame(width: 200, height: 200)
            .border(Color.gray)
    }
}

struct ProportionalBars: View {
    var body: some View {
        GeometryReader { geometry in
            HStack(spacing: 0) {
                Rectangle()
                    .fill(Color.green)
                    .frame(width: geometry.size.width * 0.25)
                    .accessibilityIdentifier("quarter")
                Rectangle()
                    .fill(Color.blue)
                    .frame(width: geometry.size.width * 0.75)
            }
            .frame(height: geometry.size.height / 2)
        }
    }
}

struct ScrollOffsetReader: View {
    @State private var minY: CGFloat = 0

    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                Color.clear.preferenceFree(proxy.frame(in: .named("scroll")).minY)
            }
            .frame(height: 0)
            LazyVStack(alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
                Section(header: Text("Numbers").font(.headline)) {
                    ForEach(1...100, id: \.self) { number in
                        Text("Row \(number)")
                            .accessibilityIdentifier("row\(number)")
                    }
                }
            }
        }
        .coordinateSpace(name: "scroll")
    }
}

extension View {
    /// Stands in for a preference key in the listing above (this library has none): the view itself.
    func preferenceFree(_ value: CGFloat) -> some View { self }
}

struct CarouselRow: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 16) {
                ForEach(0..<20) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color.orange)
                        .frame(width: 120, height: 80)
                        .accessibilityIdentifier("card\(index)")
                }
            }
            .padding(.horizontal)
        }
    }
}

struct FullScreenBackground: View {
    @State private var taps = 0

    var body: some View {
        ZStack {
            Color.black
                .ignoresSafeArea()
                .onTapGesture { taps += 1 }
            VStack {
                Text("Now Playing")
                    .font(.title)
                    .lineLimit(1)
                Text("Taps: \(taps)")
                Text("A description that is far too long to show in full on two lines of this player, so it is cut short")
                    .lineLimit(2)
                    .accessibilityIdentifier("description")
            }
            .padding(.horizontal, -4)
        }
        .edgesIgnoringSafeArea(.bottom)
    }

}

@Suite struct LayoutListingsTests {
    @Test func applesPriorityAndFixedSizeSamplesLayOutAsDocumented() {
        let (_, priority) = show(PriorityHeadline())
        #expect(!priority.layoutDescription.isEmpty)
        let (_, fixed) = show(FixedCaption())
        // The caption keeps its one line of 48 characters at 17 pt: 408 pt, past the 200 pt frame.
        #expect(fixed.layoutDescription.contains("Text \"A single line of text, …\" (-9, "))
    }

    @Test func aGeometryReaderSplitsItsWidthAQuarterAndThreeQuarters() {
        let (_, host) = show(ProportionalBars())
        #expect(host.frame(of: "quarter") == CGRect(x: 0, y: 47, width: 97.5, height: 381.5))
    }

    @Test func aLazyColumnWithAHeaderAndALazyCarouselPlaceTheirRows() {
        let (_, column) = show(ScrollOffsetReader())
        #expect(column.frame(of: "row1").minX == 0)
        let (_, carousel) = show(CarouselRow())
        // 16 pt of padding, then 120 pt cards 16 pt apart.
        #expect(carousel.frame(of: "card1").minX.r3 == 152)
    }

    @Test func theFullScreenBackgroundTakesATapUnderTheStatusBar() throws {
        let (device, host) = show(FullScreenBackground(), on: .iOS17)
        try device.tap(at: CGPoint(x: 195, y: 10))
        try device.settle()
        #expect(host.layoutDescription.contains("Color.black (0, 0, 390, 844)"))
        #expect(host.layoutDescription.contains("Text \"Taps: 1\""))
        #expect(host.frame(of: "description").height.r3 == (LayoutPass.textSize("A", pointSize: 17, width: nil).height * 2).r3)
    }
}
