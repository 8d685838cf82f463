import Foundation

/// An X server of the test's own (Debian's `xvfb`), for the tests that drive a real
/// window, with `xdotool` and ImageMagick's `import` to move the mouse, type and take
/// screenshots. Each test starts its own, on a free display, so tests run in parallel and
/// never touch the user's display.
///
/// Processes are spawned and reaped directly (`posix_spawnp`, `waitpid`): Foundation's
/// `Process.waitUntilExit` was seen never to return in this test process.
final class XvfbServer {
    /// The display, such as `:99`.
    let display: String
    private let server: ChildProcess

    /// The programs the tests run; the first missing one is why the tests are skipped.
    static let tools = ["Xvfb", "xdotool", "import"]

    /// Why the X tests cannot run here, or `nil` when they can.
    static let unavailability: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for tool in tools where !path.split(separator: ":").contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }) {
            return "\(tool) is not installed (apt-get install xvfb xdotool imagemagick)"
        }
        return nil
    }()

    /// Starts a server on a free display and waits until it accepts clients.
    init() throws {
        // A display no other server holds (its lock file), picked at random so that tests
        // running in parallel rarely pick the same; a clash makes the later server exit,
        // and another is tried.
        for _ in 0..<20 {
            let number = Int.random(in: 200..<5000)
            guard !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") else { continue }
            let server = try ChildProcess(["Xvfb", ":\(number)", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"])
            let socket = "/tmp/.X11-unix/X\(number)"
            let end = Date().addingTimeInterval(10)
            while server.isRunning && !FileManager.default.fileExists(atPath: socket) && Date() < end {
                Thread.sleep(forTimeInterval: 0.02)
            }
            if server.isRunning && FileManager.default.fileExists(atPath: socket) {
                self.server = server
                display = ":\(number)"
                return
            }
            server.stop()
        }
        throw XvfbError("no Xvfb server could be started")
    }

    deinit { stop() }

    /// Stops the server.
    func stop() { server.stop() }

    /// Starts `command` on this display, its standard output into `output`, with
    /// `environment` added to the test's.
    func start(_ command: [String], output: URL, environment: [String: String] = [:]) throws -> ChildProcess {
        try ChildProcess(command, display: display, output: output, environment: environment)
    }

    /// Runs `tool` on this display to its end; its standard output. A failure throws.
    @discardableResult
    func run(_ tool: String, _ arguments: [String]) throws -> String {
        try String(decoding: output(of: [tool] + arguments), as: UTF8.self)
    }

    /// The color of each pixel of the X window `window`, through a screenshot (PPM).
    func screenshot(of window: String) throws -> Screenshot {
        try Screenshot(ppm: output(of: ["import", "-window", window, "-depth", "8", "ppm:-"]))
    }

    private func output(of command: [String]) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-x-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let child = try ChildProcess(command, display: display, output: file)
        let status = child.wait()
        guard status == 0 else { throw XvfbError("\(command.joined(separator: " ")) ended with status \(status)") }
        return try Data(contentsOf: file)
    }
}

/// A process the tests started, reaped by `waitpid`.
final class ChildProcess {
    let pid: pid_t
    private var status: Int32?

    /// Starts `command` (found on the PATH), with `DISPLAY` set to `display` if given,
    /// `extra` added to the environment, and its standard output into `output` (or
    /// nowhere); its standard error goes nowhere.
    init(_ command: [String], display: String? = nil, output: URL? = nil, environment extra: [String: String] = [:]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output?.path ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["DISPLAY"] = display }
        environment.merge(extra) { $1 }
        var pid: pid_t = 0
        let result = withCStrings(command) { argv in
            withCStrings(environment.map { "\($0)=\($1)" }) { envp in posix_spawnp(&pid, command[0], &actions, nil, argv, envp) }
        }
        guard result == 0 else { throw XvfbError("cannot run \(command[0]): error \(result)") }
        self.pid = pid
    }

    /// Whether it still runs (it is reaped if it ended).
    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        guard waitpid(pid, &raw, WNOHANG) == pid else { return true }
        status = raw
        return false
    }

    /// Waits for the end; the exit status, or 128 plus the signal that ended it.
    @discardableResult
    func wait() -> Int32 {
        if status == nil {
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            status = raw
        }
        // WIFEXITED, WEXITSTATUS and WTERMSIG, which Swift does not import.
        let raw = status!
        return raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    }

    /// Sends `signal` (SIGTERM by default).
    func signal(_ signal: Int32 = SIGTERM) {
        if isRunning { kill(pid, signal) }
    }

    /// Ends it (SIGTERM, then SIGKILL after 5 s) and reaps it.
    func stop() {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        let end = Date().addingTimeInterval(5)
        while isRunning && Date() < end { Thread.sleep(forTimeInterval: 0.02) }
        if isRunning { kill(pid, SIGKILL) }
        wait()
    }
}

/// `strings` as a NULL-terminated array of C strings, for `body`.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return body(pointers)
}

/// A screenshot's pixels, from a binary PPM (P6, 8 bits a channel).
struct Screenshot {
    let width: Int, height: Int
    private let pixels: [UInt8]

    init(ppm: Data) throws {
        let bytes = [UInt8](ppm)
        // The header: P6, width, height, maximum, each after white space.
        var fields: [String] = []
        var index = 0
        while fields.count < 4 && index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0a { index += 1 }
            var field = ""
            while index < bytes.count, bytes[index] != 0x20 && bytes[index] != 0x0a {
                field.append(Character(UnicodeScalar(bytes[index])))
                index += 1
            }
            fields.append(field)
        }
        index += 1
        guard fields.count == 4, fields[0] == "P6", let width = Int(fields[1]), let height = Int(fields[2]), fields[3] == "255",
              bytes.count - index >= width * height * 3 else {
            throw XvfbError("not an 8-bit binary PPM screenshot: \(fields)")
        }
        self.width = width
        self.height = height
        pixels = Array(bytes[index..<(index + width * height * 3)])
    }

    /// The color at (`x`, `y`): red, green, blue.
    subscript(x: Int, y: Int) -> [UInt8] {
        let start = (y * width + x) * 3
        return Array(pixels[start..<(start + 3)])
    }
}

/// A failure of the X server or of one of its tools.
struct XvfbError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
