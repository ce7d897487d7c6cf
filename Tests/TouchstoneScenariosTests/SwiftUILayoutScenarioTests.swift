import Foundation
import Testing
@testable import TouchstoneScenarios
import Touchstone

/// The layout views and modifiers of a `swiftui:` tree: `GeometryReader`, `LazyVStack`,
/// `LazyHStack`, `layoutPriority`, `fixedSize`, `ignoresSafeArea`, `lineLimit`, negative
/// `padding` (ScenarioDecisions X26, X27; SwiftUIDecisions SU45–SU50).
extension SwiftUIScenarioTests {
    static func frame(_ s: Scenario, _ id: String) throws -> CGRect {
        let scene = try Scene(s)
        let view = try #require(scene.view(id))
        return view.convert(view.bounds, to: nil)
    }

    /// A GeometryReader takes the screen's safe area, its content at the top-leading corner; a
    /// tap beside the content reaches nothing, one on it the reader's gesture (X26).
    @Test func aGeometryReaderInAFileTakesTouchesOnlyOnItsContent() throws {
        let yaml = """
        ios: "17"
        swiftui:
          rootView:
            GeometryReader: {}
            content:
              - Color: blue
                modifiers:
                  - frame: {width: 100, height: 100}
                  - accessibilityIdentifier: box
            modifiers:
              - accessibilityIdentifier: reader
              - onTapGesture: {}
        script:
          - tap: [300, 600]
          - tap: box
        """
        let s = try parse(yaml)
        #expect(try Self.frame(s, "reader") == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(try Self.frame(s, "box") == CGRect(x: 0, y: 47, width: 100, height: 100))
        #expect(Self.callbacks(s) == ["reader tap (onTapGesture) perform"])
    }

    /// A leading LazyVStack spans its scroll view, so its rows start at x = 0; a LazyHStack is as
    /// tall as its horizontal scroll view (X26).
    @Test func lazyStacksInAFileFillTheirCrossAxis() throws {
        let yaml = """
        swiftui:
          rootView:
            VStack: {spacing: 0}
            content:
              - ScrollView: {}
                content:
                  - LazyVStack: {alignment: leading, spacing: 0, pinnedViews: sectionHeaders}
                    content:
                      - Text: "Row 1"
                        modifiers: [{accessibilityIdentifier: row1}]
                    modifiers: [{accessibilityIdentifier: column}]
                modifiers: [{frame: {height: 200}}]
              - ScrollView: horizontal
                content:
                  - LazyHStack: {alignment: top}
                    content:
                      - Color: red
                        modifiers: [{frame: {width: 50, height: 50}}]
                    modifiers: [{accessibilityIdentifier: strip}]
                modifiers: [{frame: {height: 100}}]
        script: []
        """
        let s = try parse(yaml)
        #expect(try Self.frame(s, "column").width == 390)
        #expect(try Self.frame(s, "row1").minX == 0)
        #expect(try Self.frame(s, "strip").size == CGSize(width: 50, height: 100))
    }

    /// The modifiers of X27 in one row: the prioritised text keeps its width, the fixed one
    /// overflows its frame, the background reaches the top of the screen, the line limit cuts
    /// the text to one line, and padding -10 pulls the box in.
    @Test func theSizingModifiersInAFileLayOutAsTheirSwiftUICode() throws {
        let yaml = """
        swiftui:
          rootView:
            VStack: {spacing: 0}
            content:
              - Color: gray
                modifiers:
                  - accessibilityIdentifier: header
                  - ignoresSafeArea: {edges: top}
                  - frame: {height: 50}
              - HStack: {spacing: 0}
                content:
                  - Text: "AAAAAAAAAAAAAAAAAAAA"
                    modifiers: [{accessibilityIdentifier: a}]
                  - Text: "AAAAAAAAAAAAAAAAAAAA"
                    modifiers: [{layoutPriority: 1}, {accessibilityIdentifier: b}]
                modifiers: [{frame: {width: 200}}]
              - Text: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
                modifiers: [{fixedSize: {}}, {accessibilityIdentifier: fixed}, {frame: {width: 100}}]
              - Text: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
                modifiers: [{lineLimit: 1}, {accessibilityIdentifier: limited}, {frame: {width: 100}}]
              - Color: red
                modifiers: [{frame: {width: 100, height: 100}}, {padding: -10}, {accessibilityIdentifier: pulled}]
              - Spacer: {}
        script: []
        """
        let s = try parse(yaml)
        func thousandths(_ v: CGFloat) -> CGFloat { (v * 1000).rounded() / 1000 }
        let line = thousandths(try Self.frame(s, "limited").height)
        #expect(try Self.frame(s, "header").minY == 0)
        #expect(try Self.frame(s, "b").width == 170)
        #expect(try Self.frame(s, "a").width == 30)
        #expect(try Self.frame(s, "fixed").width == 255)
        #expect(thousandths(try Self.frame(s, "fixed").height) == line)
        #expect(try Self.frame(s, "limited").width == 100)
        #expect(try Self.frame(s, "pulled").size == CGSize(width: 80, height: 80))
    }

    /// The new arguments are checked as every argument is (X18, RobustnessDecisions R32).
    @Test func badLayoutArgumentsInAFileArePositionedErrors() {
        func errs(_ modifier: String) -> [String] {
            errors("swiftui:\n  rootView:\n    Color: red\n    modifiers:\n      - \(modifier)\nscript: []\n")
        }
        #expect(errs("lineLimit: 0") == ["t.yaml:5:20: swiftui.rootView.modifiers[0].lineLimit: expected a whole number ≥ 1, found 0"])
        #expect(errs("layoutPriority: 2000000").count == 1)
        #expect(errs("ignoresSafeArea: {edges: middle}").count == 1)
        #expect(errs("padding: -200000").count == 1)
        #expect(errs("padding: -10") == [])
    }
}
