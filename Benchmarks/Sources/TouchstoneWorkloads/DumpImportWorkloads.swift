import Foundation
import TouchstoneScenarios

/// Dump-import workloads (issue 17): a 100,000-line `recursiveDescription` in lldb's spacing,
/// 1 to 12 levels deep, and a 10,000-deep dump with collapsed markers.
public enum DumpImportWorkloads {
    /// `lines` view lines under a window, as lldb prints them.
    public static func wideDump(lines: Int = 100_000) -> String {
        var out = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n"
        out.reserveCapacity(lines * 120)
        for i in 0..<lines {
            let depth = 1 + i % 12
            out += String(repeating: "   |", count: depth)
            out += " <UIView: 0x\(String(i + 16, radix: 16)); frame = (0 \(i % 800); 390 44); autoresize = W+H; layer = <CALayer: 0x\(String(i + 99_999, radix: 16))>>\n"
        }
        return out
    }

    /// A chain `depth` views deep, markers collapsed (`|||…`).
    public static func deepDump(depth: Int = 10_000) -> String {
        var out = "<UIWindow: 0x1; frame = (0 0; 390 844)>\n"
        for i in 1...depth { out += String(repeating: "|", count: i) + " <UIView: 0x\(String(i + 16, radix: 16)); frame = (0 0; 390 844)>\n" }
        return out
    }

    /// Imports `text`; returns the scenario's size, so nothing is optimised away.
    public static func importDump(_ text: String) throws -> Int {
        try HierarchyImport.importDumps([.init(file: "dump.txt", text: text)]).yaml.utf8.count
    }
}
