import Foundation
import Synchronization
import Testing
import Touchstone
import TouchstoneTesting
@testable import TouchstoneXCTest
import XCTest

/// XCTest tests run here by hand, one made to fail after a gesture: XCTest's discovery
/// lists only methods whose names start with `test`, so `swift test` does not run them
/// on their own. They are synchronous, called as XCTest calls a test (see `run`).
final class DeliberatelyFailingGestureTests: XCTestCase {
    /// The README's screen, tapped once: the assertion that it zoomed fails.
    @MainActor func oneTapDoesNotZoom() {
        let screen = PhotoController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        let fingers = TouchSimulator(window: window)
        fingers.tap(at: CGPoint(x: 200, y: 400))
        fingers.settle()
        XCTAssertTrue(screen.isZoomed, "a single tap does not zoom, so this fails")
        XCTAssertTrue(screen.isZoomed, "a second failure")
    }

    /// The README's screen, tapped twice: it zooms, and nothing fails.
    @MainActor func twoTapsZoom() {
        let screen = PhotoController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        let fingers = TouchSimulator(window: window)
        fingers.tap(at: CGPoint(x: 200, y: 400), taps: 2)
        fingers.settle()
        XCTAssertTrue(screen.isZoomed)
    }

    /// A finger lifted that is not down: the simulator refuses it.
    @MainActor func liftsAFingerThatIsNotDown() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        TouchSimulator(window: window).up(7)
    }
}

/// `GestureLogObserver` (issue 55): a failing XCTest assertion after a gesture prints the
/// explanation `.gestureLog` gives a failing Swift Testing expectation, and the timeline's
/// files.
@MainActor @Suite(.serialized) struct GestureLogObserverTests {
    /// Runs `method` of ``DeliberatelyFailingGestureTests`` as XCTest runs a test, with an
    /// observer writing into a fresh folder; returns what it printed, the folder and the
    /// test's failures.
    func run(_ name: String, _ method: @escaping @MainActor (DeliberatelyFailingGestureTests) -> () -> Void)
        throws -> (printed: [String], folder: URL, failures: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-log-observer-\(UUID().uuidString)")
        let printed = Mutex<[String]>([])
        let observer = GestureLogObserver(directory: folder) { line in printed.withLock { $0.append(line) } }
        XCTestObservationCenter.shared.addTestObserver(observer)
        defer { XCTestObservationCenter.shared.removeTestObserver(observer) }
        let test = DeliberatelyFailingGestureTests(name: name) { testCase in
            MainActor.assumeIsolated { method(testCase as! DeliberatelyFailingGestureTests)() }
        }
        test.run()
        return (printed.withLock { $0 }, folder, test.testRun?.failureCount ?? -1)
    }

    @Test func aFailingAssertionPrintsTheExplanationAndTheTimelinesFiles() throws {
        let (printed, folder, failures) = try run("oneTapDoesNotZoom") { $0.oneTapDoesNotZoom }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(failures == 2)
        #expect(printed.count == 3, "\(printed)")
        // The first failure carries the explanation: the log's title, the timeline, and
        // why the double tap did not fire, as `.gestureLog` words it in Swift Testing.
        let first = try #require(printed.first)
        #expect(first.contains("Gesture log of window:"), "\(first)")
        #expect(first.contains("why:"), "\(first)")
        #expect(first.contains("failed"), "\(first)")
        #expect(first.contains("(R-A6)"), "\(first)")  // the single tap waited for the double tap
        #expect(printed[1].hasSuffix("The gesture log is with the test's first failure."), "\(printed[1])")
        // Then the files, which exist and hold the SVG timeline and a trace of one tap.
        let paths = try #require(printed.last?.components(separatedBy: "gesture log files: ").last)
            .components(separatedBy: ", ")
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["window.svg", "window.trace"])
        let svg = try String(contentsOfFile: paths[0], encoding: .utf8)
        #expect(svg.contains("<svg"))
        let trace = try String(contentsOfFile: paths[1], encoding: .utf8)
        #expect(trace.contains("touchstone-trace"))
        #expect(paths.allSatisfy { $0.hasPrefix(folder.path) })
    }

    @Test func refusedInputFailsTheXCTestInsteadOfTrapping() throws {
        let (printed, folder, failures) = try run("liftsAFingerThatIsNotDown") { $0.liftsAFingerThatIsNotDown }
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(failures == 1)
        // The simulator's log of the window explains the refusal's failure too.
        #expect(printed.first?.contains("Gesture log of window:") == true, "\(printed)")
    }

    @Test func aPassingXCTestPrintsNothing() throws {
        let (printed, folder, failures) = try run("twoTapsZoom") { $0.twoTapsZoom }
        #expect(failures == 0)
        #expect(printed.isEmpty, "\(printed)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func testNamesBecomeFolderNames() {
        #expect(GestureLogObserver.folderName("-[PhotoTests testDoubleTap]") == "PhotoTests_testDoubleTap")
        #expect(GestureLogObserver.folderName("PhotoTests.testDoubleTap") == "PhotoTests.testDoubleTap")
    }
}
