import Foundation
import Testing
@testable import Touchstone

/// Trace numbers are worded without Foundation's formatter (PerformanceDecisions F36): every
/// value gives the same characters as `String(format: "%.1f")` did, ties and all.
@Suite("Trace numbers: one decimal, as printf words it")
struct NumberWordingTests {
    /// What `fmt` answered before round 18, the reference.
    private func printf(_ v: CGFloat) -> String {
        v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.1f", Double(v))
    }

    @Test func oneDecimalIsPrintfsForTiesNearTiesAndEveryMagnitude() {
        var values: [CGFloat] = [0.05, 0.15, 0.25, 0.35, 0.45, -0.05, -0.25, -0.04, 0.04, 1.25, 2.5, 1e13 + 0.5,
                                 99_999_999_999_999.95, 1e14 + 0.25, 1e15 + 0.5, -1e15 - 0.5, 4.5e15 + 0.5,
                                 .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                                 .ulpOfOne, 0.1, 0.2, 0.3, 1 / 3, 2 / 3, -2 / 3, 123.456, 9.95, 9.94999, 19.95]
        // Every hundredth and twentieth (the ties and their neighbours) up to 1,000 either way.
        for k in -100_000...100_000 { values.append(CGFloat(k) / 100) }
        for k in -20_000...20_000 { values.append(CGFloat(k) / 20) }
        // Random values of every magnitude (a fixed seed: the same values every run).
        var g = SplitMix64(seed: 35_37)
        for _ in 0..<200_000 {
            let exponent = Int(g.next() % 68) - 20
            let x = (Double(g.next() % 1_000_000_007) / 1_000_000_007) * pow(2, Double(exponent))
            values.append(CGFloat(g.next() % 2 == 0 ? x : -x))
            values.append(CGFloat(x.nextUp)); values.append(CGFloat(x.nextDown))
        }
        // The decade below 10¹⁴, where the rounding argument is tightest: the neighbours of ties.
        for _ in 0..<20_000 {
            let tie = (Double(g.next() % 900_000_000_000_000) + 100_000_000_000_000 + 0.5) / 10
            values.append(CGFloat(tie)); values.append(CGFloat(tie.nextUp)); values.append(CGFloat(tie.nextDown))
        }
        let wrong = values.filter { fmt($0) != printf($0) }.prefix(5).map { "\($0): \(fmt($0)) ≠ \(printf($0))" }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(fmt(0.25) == "0.2" && fmt(0.35) == "0.3" && fmt(-0.04) == "-0.0" && fmt(12) == "12" && fmt(CGPoint(x: 1.25, y: -3)) == "(1.2, -3)")
    }
}
