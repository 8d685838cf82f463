import Foundation
import Synchronization
import Touchstone
import TouchstoneTesting
import XCTest

/// Makes a failing XCTest test explain its gestures, as the `TouchstoneTesting` trait
/// `.gestureLog` does in Swift Testing: while it watches, every `TouchSimulator` made in a
/// test keeps a `GestureLog` of its window, and when an assertion fails, the log's
/// explanation (the timeline, the gestures that fired, and why the others did not, as
/// `touchstone replay --explain` prints it) is printed with the failure. Once the failed
/// test ends, each log's SVG timeline and replayable trace are written to files whose
/// paths are printed (Linux's XCTest has no `XCTAttachment`), and attached where XCTest
/// has `XCTAttachment`. A simulator's refused input becomes an XCTest failure of the test
/// instead of a trap.
///
/// Register it once, before the tests run, from the class `setUp` of the test cases that
/// drive gestures (registering again does nothing):
///
/// ```swift
/// final class PhotoControllerTests: XCTestCase {
///     override class func setUp() {
///         super.setUp()
///         GestureLogObserver.register()
///     }
/// }
/// ```
///
/// This module links XCTest; a Swift Testing suite needs only `TouchstoneTesting`.
public final class GestureLogObserver: NSObject, XCTestObservation, Sendable {
    /// Where the explanations and the files' paths go.
    private let output: @Sendable (String) -> Void
    /// The folder the failed tests' files go in, one folder a test.
    public let directory: URL

    /// The observer `register()` adds, watching every test.
    private static let shared = Mutex<GestureLogObserver?>(nil)

    /// The folder the files go in by default: `TOUCHSTONE_GESTURE_LOGS` if set, else
    /// `touchstone-gesture-logs` in the temporary folder.
    public static var defaultDirectory: URL {
        if let path = ProcessInfo.processInfo.environment["TOUCHSTONE_GESTURE_LOGS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-gesture-logs", isDirectory: true)
    }

    /// An observer that prints with `output` (standard output by default) and writes the
    /// failed tests' files under `directory`. Add it with
    /// `XCTestObservationCenter.shared.addTestObserver(_:)`, or use ``register()``.
    public init(directory: URL = GestureLogObserver.defaultDirectory,
                output: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.directory = directory
        self.output = output
    }

    /// Adds one observer, printing to standard output, to XCTest's observation center,
    /// the first time it is called; later calls do nothing.
    public static func register() {
        let observer = shared.withLock { shared -> GestureLogObserver? in
            guard shared == nil else { return nil }
            shared = GestureLogObserver()
            return shared
        }
        if let observer { XCTestObservationCenter.shared.addTestObserver(observer) }
    }

    /// Starts the test's scope: the simulators made in it get a log.
    public func testCaseWillStart(_ testCase: XCTestCase) {
        GestureLogScope.observe(GestureLogScope()) { message in XCTFail(message) }
    }

    /// Prints the logs' explanation with the test's first failure, a pointer back to it
    /// with later ones.
    public func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
                         atLine lineNumber: Int) {
        guard let scope = GestureLogScope.observedHere?.scope else { return }
        #if canImport(Darwin)
        let first = !scope.failed
        #endif
        guard let text = scope.explainFailure() else { return }
        output("\(testCase.name): \(text)")
        #if canImport(Darwin)
        // Attached while the test runs, at its first failure, as XCTest wants.
        if first {
            let files = MainActor.assumeIsolated { Self.files(of: scope) }
            for (name, text) in files {
                let attachment = XCTAttachment(string: text)
                attachment.name = name
                attachment.lifetime = .keepAlways
                testCase.add(attachment)
            }
        }
        #endif
    }

    /// Each log's SVG timeline and trace, named after the log.
    @MainActor private static func files(of scope: GestureLogScope) -> [(name: String, text: String)] {
        scope.logs.flatMap { log in [("\(log.title).svg", log.svg), ("\(log.title).trace", log.traceText)] }
    }

    /// Ends the test's scope; if it failed, writes each log's SVG timeline and trace and
    /// prints their paths.
    public func testCaseDidFinish(_ testCase: XCTestCase) {
        let scope = GestureLogScope.observedHere?.scope
        GestureLogScope.stopObserving()
        guard let scope, scope.failed else { return }
        // XCTest calls its observers on the main thread, where the logs live.
        let files = MainActor.assumeIsolated { Self.files(of: scope) }
        guard !files.isEmpty else { return }
        let folder = directory.appendingPathComponent(Self.folderName(testCase.name), isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var paths: [String] = []
            for (name, text) in files {
                let file = folder.appendingPathComponent(name)
                try Data(text.utf8).write(to: file)
                paths.append(file.path)
            }
            output("\(testCase.name): gesture log files: \(paths.joined(separator: ", "))")
        } catch {
            output("\(testCase.name): the gesture log files could not be written in \(folder.path): \(error)")
        }
    }

    /// A test's name (`PhotoTests.testDoubleTap`, `-[PhotoTests testDoubleTap]`) as a
    /// folder name: letters, digits, dots, dashes and underscores, none at either end.
    static func folderName(_ testName: String) -> String {
        let kept = testName.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar) ? Character(scalar) : "_"
        }
        return String(kept).trimmingCharacters(in: CharacterSet(charactersIn: "_-."))
    }
}
