import Foundation
import Testing
@testable import TouchstoneScenarios
import Touchstone

/// The playground's per-frame `update`, built for speed (Decision PG10): the same bytes as
/// `JSONEncoder`, the same frames as `convert(_:to:)`, and only the views that moved.
@Suite("Playground update frames")
struct PlaygroundUpdateTests {
    typealias JSON = [String: Any]

    func decode(_ text: String) -> JSON { (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? JSON ?? [:] }

    func send(_ s: PlaygroundSession, _ request: JSON) -> [JSON] {
        let data = try! JSONSerialization.data(withJSONObject: request)
        return s.handle(String(decoding: data, as: UTF8.self)).map(decode)
    }

    /// Text that needs every escape the encoder makes, and some it does not.
    static let awkward = "a \"quoted\" \\ back/slash\n\r\t\u{8}\u{C}\u{0}\u{1}\u{1F}\u{7F} é 🙂 \u{2028} <script>"

    static let numbers: [Double] = [0, 1, 100, -3, 0.5, 12.25, -0.75, 123.456, 0.001, 0.01, 1.5e-5, 0.30000000000000004,
                                    1.0 / 3, 999_999_999.999, 1e9, 1e15, 1e16, 1e21, -1e-7, .leastNonzeroMagnitude, -0.0,
                                    844.67, 390.0 / 7, 1e300]

    func update(numbers: [Double], text: String) -> PlaygroundUpdate {
        let entry = TraceEntry(time: 0.0125, kind: .touches, subject: text, message: "touchesMoved")
        let marks = numbers.enumerated().map { i, n in
            TimelineModel.Mark(style: "style \(text)", time: n / 1000, end: i % 2 == 0 ? nil : n / 500, label: text, tip: "\(i)", entry: i)
        }
        let lane = TimelineBuilder.LaneChange(key: "view:\(text)", kind: .view, title: text, subtitle: "UIView", order: 2_000_001, from: 3, marks: marks)
        var entries = [PlaygroundEntry(entry, index: 7)]
        entries[0].line = text
        return PlaygroundUpdate(
            time: 1234.5, entries: entries, lanes: [lane, lane],
            states: [("b", "began"), ("a", text), ("B", "possible"), ("é", "failed"), ("a1", "ended"), ("Z", "changed")],
            frames: numbers.map { n in (String(n), PlaygroundRect(CGRect(x: n, y: -n, width: n / 3, height: 7))) }
                .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) },
            fingers: numbers.prefix(8).enumerated().map { i, n in .init(id: i - 2, x: n, y: n * 1.5, view: i % 3 == 0 ? nil : text) },
            busy: true)
    }

    @Test func theHandWrittenUpdateIsByteForByteWhatJSONEncoderWrites() {
        for text in ["", "grid", Self.awkward] {
            let u = update(numbers: Self.numbers, text: text)
            let mine = u.json()
            #expect(mine == u.encoded())
            #expect(decode(mine)["type"] as? String == "update")
        }
        let empty = PlaygroundUpdate(time: 0, entries: [], lanes: [], states: [], frames: [], fingers: [], busy: false)
        #expect(empty.json() == #"{"busy":false,"entries":[],"fingers":[],"frames":{},"lanes":[],"states":{},"time":0,"type":"update"}"#)
        #expect(empty.json() == empty.encoded())
    }

    /// JSON has no NaN: such an update is the encoder's error frame, as it was before.
    @Test func anUpdateWithANumberThatIsNotFiniteIsTheEncodersErrorFrame() {
        for bad in [Double.nan, .infinity, -.infinity] {
            let u = update(numbers: [1, bad], text: "x")
            #expect(u.json() == #"{"type":"error","message":"a reply could not be encoded"}"#)
            #expect(u.json() == u.encoded())
        }
    }

    static let scrollScene = """
    name: "a list that scrolls"
    views:
      - id: header
        frame: [0, 0, 390, 100]
      - id: list
        class: scrollView
        frame: [0, 100, 390, 600]
        contentSize: [390, 2000]
        subviews:
          - id: row1
            frame: [0, 0, 390, 44.5]
            subviews:
              - { id: badge, frame: [300.25, 10, 20, 20] }
          - id: turned
            frame: [0, 300, 100, 50]
            transform: [0.5, 0.5, -0.5, 0.5, 3, 7]
            subviews:
              - { id: inner, frame: [10, 10, 30, 20] }
    script: []
    """

    /// A drag on the list moves its rows, not the header or the list itself: the update after
    /// each move carries exactly the views whose frame on screen changed, at the frame
    /// `convert(_:to:)` gives, and an update with nothing moved carries none.
    @Test func anUpdateCarriesOnlyTheViewsThatMovedAtTheirFramesOnScreen() throws {
        let s = try PlaygroundSession(scenario: try parse(Self.scrollScene), text: Self.scrollScene)
        let welcome = s.welcome().map(decode)
        #expect(Set((welcome[1]["frames"] as? [String: [Double]] ?? [:]).keys) == ["root", "header", "list", "row1", "badge", "turned", "inner"])
        _ = send(s, ["type": "mode", "mode": "step"])
        _ = send(s, ["type": "down", "pointer": 1, "x": 200, "y": 600])
        var moved: [[String]] = []
        for y in stride(from: 590.0, through: 400, by: -10.5) {
            _ = send(s, ["type": "step", "ms": 8])
            let frames = try #require(send(s, ["type": "move", "pointer": 1, "x": 200, "y": y]).last?["frames"] as? [String: [Double]])
            moved.append(frames.keys.sorted())
            for (id, frame) in frames {
                let v = try #require(s.scene.view(id))
                #expect(frame == rectArray(v.convert(v.bounds, to: nil)), "\(id)")
            }
        }
        // The first moves only reach the pan's 10 pt threshold; then every move scrolls the rows.
        #expect(moved.last == ["badge", "inner", "row1", "turned"])
        #expect(moved.allSatisfy { $0.isEmpty || $0 == ["badge", "inner", "row1", "turned"] })
        #expect(moved.filter(\.isEmpty).count < 3)
        let still = send(s, ["type": "step", "ms": 8])
        #expect((still.last?["frames"] as? [String: [Double]]) == [:])
    }

    /// The window frame is `convert(bounds, to: nil)` to the last bit, through scroll offsets,
    /// fractional frames and transforms (which take `convert` itself), on every example.
    @Test(arguments: exampleFiles + ["scroll"])
    func theWindowFrameIsConvertsAnswerToTheLastBit(_ file: String) throws {
        let scenario = file == "scroll" ? try parse(Self.scrollScene)
            : try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(file))
        let scene = try Scene(scenario)
        if let list = scene.view("list") as? UIScrollView { list.contentOffset = CGPoint(x: 0, y: 333.3333) }
        let tracked = PlaygroundSession.trackedViews(scene)
        #expect(!tracked.isEmpty)
        for (id, v) in tracked {
            let expected = v.convert(v.bounds, to: nil), got = PlaygroundViewFrames.windowFrame(v)
            #expect([got.minX, got.minY, got.width, got.height].map(\.bitPattern) ==
                    [expected.minX, expected.minY, expected.width, expected.height].map(\.bitPattern), "\(file): \(id)")
        }
    }

    /// Two views that share an id: the page keeps the last one drawn, so only its frame is followed.
    @Test func viewsThatShareAnIdAreFollowedOnceByTheLastOne() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let c = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        for v in [a, b, c] { root.addSubview(v) }
        var frames = PlaygroundViewFrames([("same", a), ("other", c), ("same", b)])
        #expect(frames.views.map(\.id) == ["other", "same"])
        #expect(frames.changes().map { [$0.id] + $0.frame.array.map { "\($0)" } } == [["other", "1.0", "2.0", "3.0", "4.0"], ["same", "5.0", "5.0", "10.0", "10.0"]])
        #expect(frames.changes().isEmpty)
        b.center.x += 0.004
        #expect(frames.changes().isEmpty)
        b.center.x += 0.004
        #expect(frames.changes().map(\.id) == ["same"])
    }

    /// Trimming a trace line without `NSString` gives Foundation's answer, for lines and for
    /// every scalar of the Basic Multilingual Plane alone.
    @Test func trimmingALineGivesFoundationsAnswer() {
        let differing = (UInt32(0)...0xFFFF).compactMap(Unicode.Scalar.init).filter {
            let s = "\($0)"
            return TimelineBuilder.trimmed(s) != s.trimmingCharacters(in: .whitespaces)
        }
        #expect(differing.map(\.value) == [])
        for s in ["", " ", "\t", "  12.5 ms  touches   grid touchesMoved  ", "x", " \u{A0}a b\u{3000}", "\u{2009}\u{200B}z\u{180E}",
                  "\n line \n", " \u{301}é ", "\u{1680}\u{202F}\u{205F}", "🙂 ", "\r\n"] {
            #expect(TimelineBuilder.trimmed(s) == s.trimmingCharacters(in: .whitespaces), "\(s.unicodeScalars.map(\.value))")
        }
    }
}
