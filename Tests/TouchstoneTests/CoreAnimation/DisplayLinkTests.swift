import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A view controller that steps a value once a frame with a display link, as frame-driven
/// gesture physics does.
@MainActor private final class FrameCounter: UIViewController {
    var link: CADisplayLink?
    var frames: [TimeInterval] = []

    func start() {
        let link = CADisplayLink(target: self, selector: Selector("step:", FrameCounter.step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func step(_ link: CADisplayLink) {
        frames.append(link.timestamp)
    }
}

@MainActor
@Suite("Display links on the window's clock (R-CA2)")
struct DisplayLinkTests {
    // R-CA2: a link fires on the display's grid of 1/60 s: in the first 0.1 s at 1/60, 2/60 …
    // 6/60; at 30 frames a second every other frame; paused it sends nothing; invalidated it
    // stops and lets its target go.
    @Test func aDisplayLinkFiresOnTheFrameGrid() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var counter: FrameCounter? = FrameCounter()
        window.rootViewController = counter
        let fingers = TouchSimulator(window: window)
        counter?.start()
        fingers.advance(by: 0.1)
        let first = try #require(counter?.frames)
        #expect(first.count == 6)
        for (index, time) in first.enumerated() { #expect(abs(time - Double(index + 1) / 60) < 1e-9) }
        #expect(abs((counter?.link?.duration ?? 0) - 1.0 / 60) < 1e-12)
        #expect(abs((counter?.link?.targetTimestamp ?? 0) - 7.0 / 60) < 1e-9)

        counter?.link?.preferredFramesPerSecond = 30
        fingers.advance(by: 0.1)  // to 0.2 s: frames at 8/60 … 12/60 on the 1/30 grid
        #expect(counter?.frames.count == 9)
        counter?.link?.isPaused = true
        fingers.advance(by: 0.1)
        #expect(counter?.frames.count == 9)

        weak let released = counter
        counter?.link?.invalidate()
        window.rootViewController = nil
        counter = nil
        fingers.advance(by: 0.1)
        #expect(released == nil)
    }

    // R-CA2: a 120 Hz screen gives twice the frames; the window's screen decides.
    @Test func aProMotionScreenFiresTwiceAsOften() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3, maximumFramesPerSecond: 120)
        let counter = FrameCounter()
        window.rootViewController = counter
        let fingers = TouchSimulator(window: window)
        counter.start()
        fingers.advance(by: 0.1)
        #expect(counter.frames.count == 12)
        counter.link?.invalidate()
    }
}
