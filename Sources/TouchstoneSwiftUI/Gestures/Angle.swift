import Foundation

/// A geometric angle, with SwiftUI's name: what `RotateGesture` reports.
public struct Angle: Equatable, Comparable, Hashable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static let zero = Angle()
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
