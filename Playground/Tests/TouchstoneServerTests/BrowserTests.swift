import AsyncHTTPClient
import Foundation
import NIOCore
import Hummingbird
import HummingbirdTesting
import Testing
import TouchstoneScenarios
@testable import TouchstoneServer

/// The installed browser and its driver (Debian's `chromium` and `chromium-driver`; `.ci/run`
/// installs them under CI).
enum Browser {
    static let driver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let chromium = ["/usr/bin/chromium", "/usr/lib/chromium/chromium"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Under CI a missing browser is a failure, not a skip: the test must not pass by not running.
    static var available: Bool {
        if driver != nil && chromium != nil { return true }
        return ProcessInfo.processInfo.environment["CI"] != nil
    }
}

/// A W3C WebDriver session on chromedriver, over plain HTTP.
///
/// CI runs that stalled as a browser test started were a server test's WebSocket client
/// (PlaygroundDecisions PG9, PG12), but whatever could hang here — the driver, the browser or a
/// call to them — cannot hang the suite either: a watchdog kills the driver and every browser
/// process of this session (found by its own profile folder) after ``deadline`` seconds, which
/// fails any call still waiting, and the error quotes the driver's log. The deadline is wide: a
/// loaded run can keep a test waiting for a thread for over a minute. The driver's port is one
/// the system just handed out, not a random one that another test's socket may hold.
final class WebDriver: @unchecked Sendable {
    let process = Process()
    let base: URL
    var session = ""
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    /// This session's folder: the browser's profile and the driver's log.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-webdriver-\(UUID().uuidString)")
    /// Seconds a session may last before the watchdog ends it.
    static let deadline: Double = 900
    private let watchdog: DispatchSourceTimer
    private let watchdogFired = FiredFlag()

    init() async throws {
        let driver = try #require(Browser.driver, "chromedriver is not installed: apt-get install chromium chromium-driver")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let port = try Self.freePort()
        process.executableURL = URL(fileURLWithPath: driver)
        process.arguments = ["--port=\(port)", "--log-path=\(folder.appendingPathComponent("chromedriver.log").path)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        base = URL(string: "http://127.0.0.1:\(port)")!
        watchdog = DispatchSource.makeTimerSource(queue: .global())
        try process.run()
        let pid = process.processIdentifier, profile = folder.path, fired = watchdogFired
        watchdog.schedule(deadline: .now() + Self.deadline)
        watchdog.setEventHandler {
            fired.set()
            kill(pid, SIGKILL)
            Self.killProcesses(mentioning: profile)
        }
        watchdog.resume()
        do {
            var up = false
            for _ in 0..<100 {
                if (try? await call("GET", "/status")) != nil { up = true; break }
                try await Task.sleep(for: .milliseconds(100))
            }
            if !up { throw WebDriverError(description: "chromedriver did not answer on port \(port) within 10 s") }
            var args = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-proxy-server", "--window-size=1280,1000",
                        "--disable-dev-shm-usage", "--user-data-dir=\(folder.appendingPathComponent("profile").path)"]
            args.append("--no-first-run")
            let caps: [String: Any] = ["capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": ["args": args]]]]
            let created = try await call("POST", "/session", caps)
            guard let id = (created["value"] as? [String: Any])?["sessionId"] as? String else {
                throw WebDriverError(description: "chromedriver did not start a browser: \(created["value"] ?? created)")
            }
            session = id
        } catch {
            let explained = explained(error)
            await quit()
            throw explained
        }
    }

    /// A port nobody listens on now: the system's choice for a socket bound to port 0.
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw WebDriverError(description: "no socket for a free port") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw WebDriverError(description: "could not bind a socket to find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Sends SIGKILL to every process whose command line mentions `text` (this session's browser
    /// processes, which name their profile folder).
    static func killProcesses(mentioning text: String) {
        guard let pids = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        for entry in pids {
            guard let pid = Int32(entry), pid != getpid(),
                  let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline")) else { continue }
            if String(decoding: line, as: UTF8.self).contains(text) { kill(pid, SIGKILL) }
        }
    }

    /// `error`, saying so when the watchdog ended the session, with the driver log's last lines.
    func explained(_ error: any Error) -> any Error {
        let log = (try? String(contentsOf: folder.appendingPathComponent("chromedriver.log"), encoding: .utf8)) ?? ""
        let tail = log.split(separator: "\n").suffix(8).joined(separator: "\n")
        let why = watchdogFired.isSet ? "the browser session passed its \(Int(Self.deadline)) s deadline and was killed; " : ""
        return WebDriverError(description: "\(why)\(error)\n--- chromedriver log (last lines) ---\n\(tail)")
    }

    @discardableResult
    func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
        var request = HTTPClientRequest(url: base.absoluteString + path)
        request.method = .RAW(value: method)
        request.headers.add(name: "Content-Type", value: "application/json")
        if let body { request.body = .bytes(ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: body))) }
        let response = try await http.execute(request, timeout: .seconds(60))
        let data = Data(buffer: try await response.body.collect(upTo: 64 << 20))
        return (try JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        let reply = try await call(method, "/session/\(session)\(path)", body)
        if let error = (reply["value"] as? [String: Any])?["error"] as? String {
            throw WebDriverError(description: "\(error): \((reply["value"] as? [String: Any])?["message"] ?? "")")
        }
        return reply["value"]
    }

    func script(_ source: String, _ args: [Any] = []) async throws -> Any? {
        try await command("POST", "/execute/sync", ["script": source, "args": args])
    }

    /// Polls `source` (a JS expression) until it is true, for up to `seconds`. It asks once more
    /// after the deadline has passed: on a loaded run a test can wait many seconds for a thread
    /// (PlaygroundDecisions PG12), and a page that became ready meanwhile has not failed.
    func wait(until source: String, seconds: Double = 10) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if (try await script("return !!(\(source))")) as? Bool == true { return }
            if Date() >= deadline { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw WebDriverError(description: "timed out waiting for \(source)")
    }

    /// Ends the browser session, then kills the driver and any browser process left outright:
    /// the driver inherits the test process's ignored SIGTERM (the server's graceful-shutdown
    /// handler sets it).
    func quit() async {
        watchdog.cancel()
        if !session.isEmpty { _ = try? await call("DELETE", "/session/\(session)") }
        try? await http.shutdown()
        kill(process.processIdentifier, SIGKILL)
        Self.killProcesses(mentioning: folder.path)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `body` with this session, quitting it afterwards whatever happens; an error says
    /// whether the watchdog ended the session and quotes the driver's log.
    func run<T>(_ body: (WebDriver) async throws -> T) async throws -> T {
        do {
            let value = try await body(self)
            await quit()
            return value
        } catch {
            let explained = explained(error)
            await quit()
            throw explained
        }
    }
}

/// Set once, from the watchdog's queue; read by the test.
final class FiredFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}

struct WebDriverError: Error, CustomStringConvertible { var description: String }

/// One browser at a time (`.serialized`): each test starts its own driver and browser. The time
/// limit lies above the watchdog's and `live`'s deadlines (900 s), so those end a stuck test first.
@Suite("Playground and report in a real browser (chromedriver, W3C touch actions)", .serialized, .enabled(if: Browser.available),
       .timeLimit(.minutes(20)))
struct BrowserTests {
    static let pinchScene = try! String(contentsOfFile: (examplesFolderForServerTests as NSString).appendingPathComponent("conflict07-pinch-and-rotate.yaml"), encoding: .utf8)

    /// Two fingers pinch on the page as W3C touch pointers: the page turns them into fingers, the
    /// device's pinch and rotation recognise, their lanes appear on the page's timeline, and the
    /// recorded scenario replays the two fingers.
    @Test func twoRealTouchFingersPinchAndTheTimelineAndRecordingShowIt() async throws {
        let server = try PlaygroundServer(scenario: try ScenarioParser.parse(Self.pinchScene, file: "conflict07.yaml"), text: Self.pinchScene)
        let app = server.application()
        try await live(app) { client in
            let port = try #require(client.port)
            try await WebDriver().run { driver in
                _ = try await driver.command("POST", "/url", ["url": "http://127.0.0.1:\(port)/"])
                try await driver.wait(until: "window.touchstone && window.touchstone.connected && document.querySelector('#screen .view')")
                // Screen points → page pixels, from the drawn screen's box.
                let box = try #require(try await driver.script("""
                    const r = document.getElementById('screen').getBoundingClientRect();
                    return [r.left, r.top, r.width / 390];
                    """) as? [Double])
                func px(_ x: Double, _ y: Double) -> [String: Any] {
                    ["type": "pointerMove", "duration": 0, "x": Int((box[0] + x * box[2]).rounded()), "y": Int((box[1] + y * box[2]).rounded())]
                }
                func finger(_ id: String, from: (Double, Double), to: (Double, Double)) -> [String: Any] {
                    var steps: [[String: Any]] = [px(from.0, from.1), ["type": "pointerDown", "button": 0]]
                    for i in 1...10 {
                        let f = Double(i) / 10
                        var move = px(from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f)
                        move["duration"] = 30
                        steps.append(move)
                    }
                    steps.append(["type": "pointerUp", "button": 0])
                    return ["type": "pointer", "id": id, "parameters": ["pointerType": "touch"], "actions": steps]
                }
                _ = try await driver.command("POST", "/actions", ["actions": [
                    finger("one", from: (150, 211), to: (90, 151)),
                    finger("two", from: (250, 211), to: (320, 281)),
                ]])
                try await driver.wait(until: "window.touchstone.marks('recognizer:pinch').includes('state-began')")
                let lanes = try #require(try await driver.script("return window.touchstone.lanes()") as? [String])
                #expect(lanes.contains("finger:finger 0") && lanes.contains("finger:finger 1"))
                #expect(lanes.contains("recognizer:rotate"))
                let pinchMarks = try #require(try await driver.script("return window.touchstone.marks('recognizer:pinch')") as? [String])
                #expect(pinchMarks.contains("action") && pinchMarks.contains("state-ended"))

                _ = try await driver.script("document.querySelector('[data-tab=record]').click(); document.getElementById('record-session').click();")
                try await driver.wait(until: "window.touchstone.recording().includes('expect:')")
                let yaml = try #require(try await driver.script("return window.touchstone.recording()") as? String)
                #expect(yaml.contains("down: { finger: 0") && yaml.contains("down: { finger: 1"))
                let replay = ScenarioRunner.run(try ScenarioParser.parse(yaml, file: "recorded.yaml"), tappableAreas: false)
                #expect(replay.passed)
                #expect(replay.entries.contains { $0.subject == "pinch" && $0.kind == .action })
            }
        }
    }

    /// A scene's names are text on the page: a scene named like markup shows as that text and
    /// creates no element.
    @Test func aSceneNamedLikeMarkupIsShownAsText() async throws {
        let name = #"<img src=x onerror="document.title='pwned'"><script>window.pwned=1</script>"#
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let quoted = String(decoding: try encoder.encode(name), as: UTF8.self)  // JSON strings are YAML
        let yaml = "name: \(quoted)\nviews:\n  - { id: box, frame: [0, 0, 100, 100] }\nscript: []\n"
        let server = try PlaygroundServer(scenario: try ScenarioParser.parse(yaml, file: "x.yaml"), text: yaml)
        try await live(server.application()) { client in
            let port = try #require(client.port)
            try await WebDriver().run { driver in
                _ = try await driver.command("POST", "/url", ["url": "http://127.0.0.1:\(port)/"])
                try await driver.wait(until: "document.querySelector('#screen .view')")
                #expect(try await driver.script("return document.getElementById('scene-name').textContent") as? String == name)
                #expect(try await driver.script("return document.querySelectorAll('img').length") as? Int == 0)
                #expect(try await driver.script("return window.pwned === undefined && document.title === 'Touchstone playground — ' + arguments[0]", [name]) as? Bool == true)
            }
        }
    }
}

extension BrowserTests {
    /// The report draws its timelines with the playground's renderer at the page's width: seed
    /// 000's held touch is a span, and at 400 px nothing needs sideways scrolling.
    @Test func theReportDrawsHeldTouchesAndFitsFrom400PixelsUp() async throws {
        let file = (examplesFolderForServerTests as NSString).appendingPathComponent("seed000-record-button.yaml")
        let html = HTMLReport.render([ScenarioRunner.run(try ScenarioParser.parse(file: file))], title: "seed 000")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-report-\(UUID().uuidString).html")
        try html.write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }
        try await WebDriver().run { driver in
            _ = try await driver.command("POST", "/url", ["url": path.absoluteString])
            try await driver.wait(until: "document.querySelectorAll('#tl0 .lane').length > 3")
            #expect(try await driver.script("return document.querySelectorAll('#tl0 .mark.held-span').length") as? Int == 2)
            let label = try await driver.script("return [...document.querySelectorAll('#tl0 .span-label')].map(e => e.textContent)") as? [String]
            #expect(label == ["held 1000ms", "held 1000ms"])
            // One legend for the page and the report, listing every mark the renderer draws.
            let keys = try await driver.script("return [...document.querySelectorAll('#legend .key')].map(e => e.textContent)") as? [String]
            #expect(keys?.contains("touch held back (gate, delay): its duration") == true && keys?.count == 18)
            _ = try await driver.command("POST", "/window/rect", ["width": 400, "height": 900])
            try await Task.sleep(for: .milliseconds(300))
            let overflow = try await driver.script("return document.documentElement.scrollWidth - document.documentElement.clientWidth") as? Int
            #expect(overflow == 0)
            #expect(try await driver.script("return document.querySelectorAll('#tl0 .mark.held-span').length") as? Int == 2)
        }
    }
}

/// The repository's `Examples/scenarios/` folder (the bundled examples).
let examplesFolderForServerTests: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/scenarios").path
}()
