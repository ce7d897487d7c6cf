// playground-perf: the live playground's cost as a page feels it (issue 19).
//
//   swift run -c release playground-perf [--views 200] [--moves 240] [--in-process]
//
// 1. In process: one session answering a 120 Hz drag (a move and, every other frame, a tick),
//    the trace on — the server's share of each frame (`PlaygroundFrames`; `--in-process` stops
//    here; for instruction counts use `touchstone-perf playground`, which has no SwiftNIO).
// 2. Over loopback: 1 and then 20 pages at once, each dragging at 120 Hz on a schedule, measuring
//    each move's round trip (request sent → its update received); a reply later than one 120 Hz
//    frame (8.33 ms) is a missed deadline.
import Foundation
import HummingbirdWSClient
import TouchstoneScenarios
import TouchstoneServer
import TouchstoneWorkloads

let args = CommandLine.arguments
func option(_ name: String, _ fallback: Int) -> Int {
    guard let i = args.firstIndex(of: name), i + 1 < args.count, let v = Int(args[i + 1]) else { return fallback }
    return v
}
let views = option("--views", 200)
let moves = option("--moves", 240)
let frame = 1.0 / 120

func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func drag(_ i: Int) -> String { PlaygroundFrames.move(i) }

let scenario = try DoctorWorkloads.screen(views: views)

// 1. In process.
do {
    let frames = try PlaygroundFrames(views: views)
    var times: [Double] = []
    for _ in 1...moves {
        let start = ContinuousClock.now
        frames.next()
        let d = ContinuousClock.now - start
        times.append(Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1e3)
    }
    print(String(format: "in process, %d views, %d moves: median %.3f ms, p99 %.3f ms, max %.3f ms per frame",
                 views, moves, percentile(times, 0.5), percentile(times, 0.99), times.max() ?? 0))
}

if args.contains("--in-process") { exit(0) }

// 2. Over loopback.
actor Latencies {
    var all: [Double] = []
    func add(_ v: [Double]) { all += v }
}

func page(port: Int) async throws -> [Double] {
    let sent = SentTimes(count: moves + 1)
    let latencies = Latencies()
    // The scene message of a 200-view screen is far over the client's default 16 KiB frame.
    _ = try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/ws", configuration: .init(maxFrameSize: 1 << 24),
                                          logger: .init(label: "perf")) { inbound, outbound, _ in
        var it = inbound.messages(maxSize: 16 << 20).makeAsyncIterator()
        _ = try await it.next(); _ = try await it.next()  // scene, update
        try await outbound.write(.text(#"{"type":"down","pointer":1,"x":200,"y":400,"t":1000}"#))
        _ = try await it.next()
        let clock = ContinuousClock()
        let start = clock.now
        async let sender: Void = {
            for i in 1...moves {
                try await clock.sleep(until: start + .seconds(Double(i) * frame))
                sent.set(i, clock.now)
                try await outbound.write(.text(drag(i)))
            }
        }()
        for i in 1...moves {
            guard (try await it.next()) != nil else { break }
            let d = clock.now - sent.get(i)
            await latencies.add([Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1e3])
        }
        try await sender
        try await outbound.write(.text(#"{"type":"up","pointer":1,"x":200,"y":760,"t":99999}"#))
        _ = try await it.next()
        try await outbound.close(.normalClosure, reason: nil)
    }
    return await latencies.all
}

/// Send times by move, written by the sender and read by the receiver.
final class SentTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [ContinuousClock.Instant]
    init(count: Int) { times = Array(repeating: ContinuousClock.now, count: count) }
    func set(_ i: Int, _ t: ContinuousClock.Instant) { lock.lock(); times[i] = t; lock.unlock() }
    func get(_ i: Int) -> ContinuousClock.Instant { lock.lock(); defer { lock.unlock() }; return times[i] }
}

var config = PlaygroundServer.Configuration()
config.port = 0
let server = try PlaygroundServer(scenario: scenario, text: "", configuration: config)
let portStream = AsyncStream<Int>.makeStream()
let app = server.application { port in portStream.continuation.yield(port) }
let serverTask = Task { try await app.run() }
func firstPort(_ stream: AsyncStream<Int>) async -> Int? {
    for await port in stream { return port }
    return nil
}
guard let port = await firstPort(portStream.stream) else { fatalError("the server did not start") }

for sessions in [1, 20] {
    let all = Latencies()
    try await withThrowingTaskGroup(of: Void.self) { group in
        for _ in 0..<sessions { group.addTask { await all.add(try await page(port: port)) } }
        try await group.waitForAll()
    }
    let values = await all.all
    let missed = values.filter { $0 > frame * 1000 }.count
    print(String(format: "loopback, %2d page(s) dragging at 120 Hz, %d views: round trip median %.2f ms, p99 %.2f ms, max %.2f ms; %d of %d over 8.33 ms",
                 sessions, views, percentile(values, 0.5), percentile(values, 0.99), values.max() ?? 0, missed, values.count))
}
serverTask.cancel()
