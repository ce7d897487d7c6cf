import Foundation
import TouchstoneScenarios

/// The live playground's frame (issue 19), without sockets: one session of the doctor's screen
/// answering a 120 Hz drag on its scroll view as the page sends it — a `move` every frame and a
/// `tick` every other frame — so callgrind counts a frame's instructions (marginal between N and
/// 2N frames) and `playground-perf` times it.
public final class PlaygroundFrames {
    /// One 120 Hz frame, seconds.
    public static let frame = 1.0 / 120
    /// The session, welcomed, with finger 1 down on the scroll view.
    public let session: PlaygroundSession
    /// Frames played so far.
    public private(set) var played = 0
    /// Bytes of the replies so far (a check that the work was not optimised away).
    public private(set) var replyBytes = 0

    /// A session of `DoctorWorkloads.screen(views:)` with a finger down at (200, 400).
    public init(views: Int) throws {
        session = try PlaygroundSession(scenario: DoctorWorkloads.screen(views: views), text: "")
        for reply in session.welcome() { replyBytes += reply.utf8.count }
        for reply in session.handle(#"{"type":"down","pointer":1,"x":200,"y":400,"t":1000}"#) { replyBytes += reply.utf8.count }
    }

    /// The `move` of frame `i` (1.5 pt further down each frame), as the page sends it.
    public static func move(_ i: Int) -> String {
        #"{"type":"move","pointer":1,"x":200,"y":\#(400 + Double(i) * 1.5),"t":\#(1000 + Double(i) * frame * 1000)}"#
    }

    /// Plays the next frame: its move and, every other frame, a tick just after it.
    public func next() {
        played += 1
        for reply in session.handle(Self.move(played)) { replyBytes += reply.utf8.count }
        if played % 2 == 0 {
            for reply in session.handle(#"{"type":"tick","t":\#(1000 + Double(played) * Self.frame * 1000 + 1)}"#) { replyBytes += reply.utf8.count }
        }
    }
}
