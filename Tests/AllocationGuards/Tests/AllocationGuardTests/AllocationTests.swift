import CAllocationCounter
import Glibc
import Testing
import Touchstone
import TouchstoneWorkloads

// Also read by the pointer's allocation tests (PointerAllocationTests.swift).
#if DEBUG
let isDebugBuild = true
#else
let isDebugBuild = false
#endif

/// Guards the hot path's allocations: once warm, an event in which fingers only move
/// allocates nothing, whatever the nesting, the fingers or the recognizers (hot-path
/// standard). Counted by the allocation counter linked into the test runner, on this
/// thread only.
///
/// Only optimized builds can be held to this: an unoptimized build allocates a frame for
/// every generic collection access, so the check is skipped in debug builds. `.ci/run`
/// runs it in release, in this package of its own (`swift test -c release -Xswiftc
/// -enable-testing --package-path Tests/AllocationGuards`).
@MainActor
@Suite(.disabled(if: isDebugBuild, "unoptimized builds allocate in every generic collection access"))
struct AllocationTests {
    /// Plays `rounds` warm rounds of `workload` and returns the allocations made during
    /// its move-only events, and the number of those events.
    private func movedEventAllocations(_ workload: Workload, rounds: Int = 2) -> (allocations: UInt64, events: Int) {
        let player = WorkloadPlayer(workload)
        player.play(events: 3 * workload.eventsPerRound)  // warm: every buffer at its working size
        var allocations: UInt64 = 0, events = 0
        for _ in 0..<(rounds * workload.eventsPerRound) {
            let isMove = player.nextEvent.inputs.allSatisfy { $0.phase == .moved }
            let before = touchstone_allocation_count()
            player.step()
            if isMove {
                allocations += touchstone_allocation_count() - before
                events += 1
            }
        }
        return (allocations, events)
    }

    // R-AL12: a warm drag frame on an Auto Layout screen (one constraint's constant and the
    // layout pass that moves the view) allocates nothing.
    @Test func aConstraintDragFrameAllocatesNothing() {
        let screen = LayoutScreen(views: 1000)
        screen.activate()
        screen.layOut()
        let constants = LayoutScreen.dragConstants(frames: 800)
        for constant in constants { screen.drag(to: constant) }
        let before = touchstone_allocation_count()
        for constant in constants { screen.drag(to: constant) }
        let allocations = touchstone_allocation_count() - before
        #expect(allocations == 0, "\(allocations) allocations in \(constants.count) drag frames")
    }

    // R-LS3: a scrolled frame of a table costs what the rows on screen cost, whatever the
    // row count: the same 2,000 warm frames (28,000 points, short of either table's end)
    // allocate exactly as much in a table of 100,000 rows as in one of 1,000, and the table
    // made only a screenful of cells (844 / 44 rounds up to 20 rows, 21 when a frame
    // straddles two). Frames in which no row arrives allocate nothing: the counts are those
    // of the ~320 rows that arrive.
    @Test func aScrolledTableFrameCostsTheSameAtAnyRowCount() {
        func allocations(rows: Int) -> (UInt64, Int) {
            let screen = TableScreen(rows: rows)
            for _ in 0..<2_000 { screen.scrollOneFrame() }
            let before = touchstone_allocation_count()
            for _ in 0..<2_000 { screen.scrollOneFrame() }
            return (touchstone_allocation_count() - before, screen.cellsMade)
        }
        let small = allocations(rows: 1_000), large = allocations(rows: 100_000)
        #expect(large.0 == small.0, "\(large.0) allocations at 100,000 rows, \(small.0) at 1,000")
        #expect(large.1 <= 21)
        #expect(small.1 <= 21)
    }

    @Test(arguments: ["standard", "depth-8", "fingers-10", "views-1000", "recognizers-1000"])
    func movedEventsAllocateNothing(_ name: String) throws {
        let workload = try #require(Workload.named(name))
        let measured = movedEventAllocations(workload)
        #expect(measured.events > 0)
        #expect(measured.allocations == 0, "\(measured.allocations) allocations in \(measured.events) moved events")
    }

    /// Plays `rounds` warm rounds of `workload` and returns every allocation made.
    private func roundAllocations(_ workload: Workload, rounds: Int = 2) -> UInt64 {
        let player = WorkloadPlayer(workload)
        player.play(events: 3 * workload.eventsPerRound)
        let before = touchstone_allocation_count()
        player.play(events: rounds * workload.eventsPerRound)
        return touchstone_allocation_count() - before
    }

    // What a new touch needs (the touch and its list of recognizers) is allocated once
    // per touch, however many recognizers receive it: the built-in recognizers re-arm
    // their timers instead of making new ones. Eight times the recognizers on the
    // touched path, the same allocations.
    @Test func allocationsDoNotGrowWithTheRecognizersOnThePath() throws {
        let standard = roundAllocations(try #require(Workload.named("standard")))
        let nested = roundAllocations(try #require(Workload.named("depth-8")))
        #expect(standard > 0)
        #expect(nested == standard, "standard: \(standard), depth-8: \(nested) allocations in two rounds")
    }

    /// A 400×800 window driven by pre-built inputs on its own time line, so that only the
    /// engine allocates.
    @MainActor
    private struct ScriptedWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        private var time: TimeInterval = 0

        mutating func send(_ inputs: [TouchInput], after interval: TimeInterval) {
            time += interval
            do { _ = try window.sendTouches(inputs, at: time) } catch {
                Issue.record("the window refused the input at \(time): \(error)")
            }
        }

        mutating func idle(for interval: TimeInterval) {
            time += interval
            do { try window.advanceTime(to: time) } catch {
                Issue.record("the window refused to move to \(time): \(error)")
            }
        }
    }

    /// A window whose only content is a 400×800 scroll view over a 400×4,000 page that it
    /// can zoom up to 4×, with a button on the page.
    @MainActor
    private final class ScrollScene: UIScrollViewDelegate {
        private var host = ScriptedWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 4000))
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 50))
        private(set) var buttonTaps = 0
        private let buttonDown = [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 150, y: 120))]
        private let dragDown = [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 20, y: 600))]
        private let dragMoves = (1...10).map { [TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 20, y: 600 - 12 * $0))] }
        private let lift = [TouchInput(finger: 1, phase: .ended)]
        private let pullDown = [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 20, y: 200))]
        private let pullMoves = (1...10).map { [TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 20, y: 200 + 12 * $0))] }
        private let pinchDown = [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 150, y: 400)),
                                 TouchInput(finger: 2, phase: .began, location: CGPoint(x: 250, y: 400))]
        private let pinchMoves = (1...10).map {
            [TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 150 - 5 * $0, y: 400)),
             TouchInput(finger: 2, phase: .moved, location: CGPoint(x: 250 + 5 * $0, y: 400))]
        }
        private let pinchLift = [TouchInput(finger: 1, phase: .ended), TouchInput(finger: 2, phase: .ended)]

        init() {
            scrollView.contentSize = page.bounds.size
            scrollView.maximumZoomScale = 4
            scrollView.delegate = self
            scrollView.addSubview(page)
            page.addSubview(button)
            button.addAction(UIAction { [unowned self] _ in buttonTaps += 1 }, for: .touchUpInside)
            host.window.addSubview(scrollView)
        }

        private func send(_ inputs: [TouchInput], after interval: TimeInterval) { host.send(inputs, after: interval) }
        private func idle(for interval: TimeInterval) { host.idle(for: interval) }

        /// Scrolls back to the top and taps the button there, holding it for `hold`
        /// seconds (the scroll view's content-touch delay is 0.15 s); then waits out the tap.
        func tapButton(holding hold: TimeInterval) {
            scrollView.setContentOffset(.zero, animated: false)
            send(buttonDown, after: 0)
            send(lift, after: hold)
            idle(for: 0.5)
        }

        /// A flick up the scroll view and its deceleration to rest; returns the
        /// allocations of the finger going down, of the moves, and of the rest.
        func flick() -> (down: UInt64, moves: UInt64, rest: UInt64) {
            var mark = touchstone_allocation_count()
            func allocations() -> UInt64 {
                defer { mark = touchstone_allocation_count() }
                return touchstone_allocation_count() - mark
            }
            send(dragDown, after: 0)
            let down = allocations()
            for move in dragMoves { send(move, after: 0.016) }
            let moves = allocations()
            send(lift, after: 0.016)
            idle(for: 3)  // about 180 animation frames
            return (down, moves, allocations())
        }

        /// With paging, a flick that turns a page; then, without, a drag down past the top
        /// edge released while moving, which springs back. Returns the allocations of the
        /// moves and frames of each (the finger going down is left out, as in ``flick()``).
        func pageAndSpringBack() -> (page: UInt64, springBack: UInt64, offsets: (page: CGFloat, springBack: CGFloat)) {
            scrollView.setContentOffset(.zero, animated: false)
            scrollView.isPagingEnabled = true
            send(dragDown, after: 0)
            var before = touchstone_allocation_count()
            for move in dragMoves.prefix(4) { send(move, after: 0.016) }
            send(lift, after: 0.016)
            idle(for: 2)
            let page = touchstone_allocation_count() - before
            let pageOffset = scrollView.contentOffset.y
            scrollView.isPagingEnabled = false
            scrollView.setContentOffset(.zero, animated: false)
            send(pullDown, after: 0)
            before = touchstone_allocation_count()
            for move in pullMoves { send(move, after: 0.016) }
            send(lift, after: 0.016)
            idle(for: 2)
            return (page, touchstone_allocation_count() - before, (pageOffset, scrollView.contentOffset.y))
        }

        /// Two fingers spreading from 100 to 200 points apart, zooming the page in;
        /// returns the allocations of the moves and of the second after the lift (a zoom
        /// past the maximum bounces back then), and the zoom reached. Then zooms back out.
        func pinchOpen() -> (moves: UInt64, afterLift: UInt64, zoomScale: CGFloat) {
            send(pinchDown, after: 0)
            var before = touchstone_allocation_count()
            for move in pinchMoves { send(move, after: 0.016) }
            let moves = touchstone_allocation_count() - before
            send(pinchLift, after: 0.016)
            before = touchstone_allocation_count()
            idle(for: 1)
            let afterLift = touchstone_allocation_count() - before
            let zoomScale = scrollView.zoomScale
            scrollView.setZoomScale(1, animated: false)
            return (moves, afterLift, zoomScale)
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { page }
    }

    // A scroll view following a finger and then decelerating on the host clock, sixty
    // frames a second, allocates nothing per event or frame; what its touch needs is
    // allocated when the finger comes down (R-V2, R-O3).
    @Test func scrollingAllocatesNothingPerMoveOrFrame() {
        let scene = ScrollScene()
        for _ in 0..<3 { _ = scene.flick() }
        let flicks = (0..<3).map { _ in scene.flick() }
        #expect(scene.scrollView.contentOffset.y > 1000, "the flicks scrolled")
        #expect(flicks.allSatisfy { $0.moves == 0 && $0.rest == 0 }, "\(flicks)")
    }

    // A page settling and content springing back from beyond the top edge run on the same
    // host-timer frames, and allocate nothing per move or frame either (R-V4, R-V5).
    @Test func pagingAndSpringBackAllocateNothingPerMoveOrFrame() {
        let scene = ScrollScene()
        for _ in 0..<3 { _ = scene.pageAndSpringBack() }
        let runs = (0..<3).map { _ in scene.pageAndSpringBack() }
        #expect(runs.allSatisfy { $0.offsets.page == 800 && $0.offsets.springBack == 0 }, "\(runs)")
        #expect(runs.allSatisfy { $0.page == 0 && $0.springBack == 0 }, "\(runs)")
    }

    // Zooming reads the transformed page's frame on every move of the pinch; that
    // allocates nothing either.
    @Test func zoomingAllocatesNothingPerMove() {
        let scene = ScrollScene()
        for _ in 0..<3 { _ = scene.pinchOpen() }
        let pinches = (0..<3).map { _ in scene.pinchOpen() }
        #expect(pinches.allSatisfy { $0.zoomScale > 1.5 }, "the pinches zoomed: \(pinches)")
        #expect(pinches.allSatisfy { $0.moves == 0 }, "\(pinches)")
    }

    // A pinch past the maximum zoom (bouncesZoom) springs back over host-timer frames that
    // allocate nothing either (R-V6).
    @Test func aZoomBounceAllocatesNothingPerFrame() {
        let scene = ScrollScene()
        scene.scrollView.maximumZoomScale = 1.5
        for _ in 0..<3 { _ = scene.pinchOpen() }
        let pinches = (0..<3).map { _ in scene.pinchOpen() }
        #expect(pinches.allSatisfy { $0.zoomScale == 1.5 }, "bounced back: \(pinches)")
        #expect(pinches.allSatisfy { $0.moves == 0 && $0.afterLift == 0 }, "\(pinches)")
    }

    /// A pan on the window's content view and a button, whose actions are methods of
    /// `self` registered in each of the forms that take the sender (R-S5, R-C1).
    @MainActor
    private final class TargetActionScene {
        private var host = ScriptedWindow()
        private(set) var actionsSent = 0
        private let panDown = [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 200, y: 600))]
        private let buttonDown = [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 150, y: 120))]
        private let panMoves = (1...10).map { [TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 200, y: 600 - 20 * $0))] }
        private let buttonMoves = (1...10).map { [TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 150 + $0, y: 120))] }
        private let lift = [TouchInput(finger: 1, phase: .ended)]
        private let pullDown = [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 20, y: 200))]
        private let pullMoves = (1...10).map { [TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 20, y: 200 + 12 * $0))] }

        init() {
            let content = UIView(frame: host.window.bounds)
            let pan = UIPanGestureRecognizer(target: self, action: TargetActionScene.panned)
            pan.addTarget(self, action: TargetActionScene.sent(by:))
            content.addGestureRecognizer(pan)
            let button = UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 50))
            button.addTarget(self, action: TargetActionScene.dragged(_:), for: .touchDragInside)
            button.addTarget(self, action: TargetActionScene.dragged(_:with:), for: .touchDragInside)
            button.addTarget(self, action: TargetActionScene.sent(by:), for: .touchDragInside)
            host.window.addSubview(content)
            host.window.addSubview(button)
        }

        func panned(_ recognizer: UIPanGestureRecognizer) { actionsSent += 1 }
        func dragged(_ button: UIButton) { actionsSent += 1 }
        func dragged(_ control: UIControl, with event: UIEvent) { actionsSent += 1 }
        func sent(by sender: Any) { actionsSent += 1 }

        /// Drags on the pan's view, then on the button; returns the allocations of the
        /// moves.
        func dragBoth() -> UInt64 {
            var moves: UInt64 = 0
            for (down, drag) in [(panDown, panMoves), (buttonDown, buttonMoves)] {
                host.send(down, after: 0)
                let before = touchstone_allocation_count()
                for move in drag { host.send(move, after: 0.016) }
                moves += touchstone_allocation_count() - before
                host.send(lift, after: 0.016)
                host.idle(for: 1)
            }
            return moves
        }
    }

    // Sending an action to a method that takes the sender, registered in any of the
    // forms (a recognizer's initializer and `addTarget`, a control's `addTarget` with the
    // sender and with the sender and the event, a sender typed `Any`), allocates nothing:
    // a pan's actions go out on every move.
    @Test func actionsSentToTargetMethodsAllocateNothing() {
        let scene = TargetActionScene()
        for _ in 0..<3 { _ = scene.dragBoth() }
        let sentBefore = scene.actionsSent
        let moves = (0..<3).map { _ in scene.dragBoth() }
        #expect(scene.actionsSent - sentBefore >= 3 * (2 * 9 + 3 * 10), "actions sent")
        #expect(moves == [0, 0, 0])
    }

    /// A view that, as UIKit code often does, asks the event for its touches on every
    /// move.
    @MainActor
    private final class EventReadingView: UIView {
        private(set) var touchesSeen = 0
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let event else { return }
            touchesSeen += (event.allTouches?.count ?? 0) + (event.touches(for: self)?.count ?? 0)
            if let window { touchesSeen += event.touches(for: window)?.count ?? 0 }
        }
    }

    /// A recognizer of your own that, as custom recognizers often do, asks the event for
    /// its touches on every move.
    @MainActor
    private final class EventReadingRecognizer: UIGestureRecognizer {
        private(set) var touchesSeen = 0
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
            touchesSeen += event.touches(for: self)?.count ?? 0
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            state = .failed
        }
    }

    // Asking the event for its touches on every move, from a view or a recognizer, builds
    // the set once, when it is first asked after a finger came down or lifted, not once
    // per move.
    @Test func askingTheEventForItsTouchesAllocatesOncePerChange() {
        var host = ScriptedWindow()
        let view = EventReadingView(frame: host.window.bounds)
        let recognizer = EventReadingRecognizer()
        view.addGestureRecognizer(recognizer)
        host.window.addSubview(view)
        let down = [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 100, y: 100))]
        let moves = (1...10).map { [TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 100 + 10 * $0, y: 100))] }
        let lift = [TouchInput(finger: 1, phase: .ended)]
        func drag() -> UInt64 {
            host.send(down, after: 0)
            let before = touchstone_allocation_count()
            for move in moves { host.send(move, after: 0.016) }
            let allocations = touchstone_allocation_count() - before
            host.send(lift, after: 0.016)
            host.idle(for: 1)
            return allocations
        }
        for _ in 0..<3 { _ = drag() }
        let drags = (0..<3).map { _ in drag() }
        #expect(view.touchesSeen == 6 * 10 * 3)
        #expect(recognizer.touchesSeen == 6 * 10)
        #expect(drags == [1, 1, 1])
    }

    // A touch on a scroll view, or on a control in one, needs no more allocations than a
    // finger on the standard workload's view: nothing the scroll view's recognizers or
    // the control keep about the touch allocates.
    @Test func touchesOnScrollViewsAndControlsAllocateLikeAnyOther() throws {
        let oneFinger = try #require(Workload.named("fingers-1"))
        let touchesPerRound = oneFinger.round.count { $0.inputs[0].phase == .began }
        try #require(touchesPerRound > 0)
        let perTouch = roundAllocations(oneFinger, rounds: 1) / UInt64(touchesPerRound)
        let scene = ScrollScene()
        for _ in 0..<3 { scene.tapButton(holding: 0.05); scene.tapButton(holding: 0.2); _ = scene.flick() }
        let before = touchstone_allocation_count()
        for hold in [0.05, 0.2, 0.05, 0.2] { scene.tapButton(holding: hold) }
        let taps = touchstone_allocation_count() - before
        let flickDowns = (0..<4).map { _ in scene.flick().down }
        #expect(scene.buttonTaps == 10)
        #expect(taps == 4 * perTouch, "4 taps on the button: \(taps) allocations, \(perTouch) per touch on a plain view")
        #expect(flickDowns.allSatisfy { $0 == perTouch }, "\(flickDowns) per flick, \(perTouch) per touch on a plain view")
    }

    // Choosing a segment, or a page of a page control, with a tap allocates nothing but
    // the touch (the controls have no recognizers, so the touch has no list of them):
    // finding the segment or page under the finger and sending `valueChanged` allocate
    // nothing.
    @Test func choosingASegmentOrAPageAllocatesOnlyTheTouch() {
        var host = ScriptedWindow()
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        let pages = UIPageControl(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        pages.numberOfPages = 5
        var changes = 0
        for control: UIControl in [segments, pages] {
            control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            host.window.addSubview(control)
        }
        // Each tap changes the value: segments one, three, two; the page after, then before.
        let downs = [CGPoint(x: 50, y: 20), CGPoint(x: 250, y: 20), CGPoint(x: 150, y: 20),
                     CGPoint(x: 280, y: 120), CGPoint(x: 20, y: 120)]
            .map { [TouchInput(finger: 1, phase: .began, location: $0)] }
        let lift = [TouchInput(finger: 1, phase: .ended)]
        func tapAll() -> UInt64 {
            let before = touchstone_allocation_count()
            for down in downs {
                host.send(down, after: 0)
                host.send(lift, after: 0.05)
                host.idle(for: 1)
            }
            return touchstone_allocation_count() - before
        }
        for _ in 0..<3 { _ = tapAll() }
        let changesBefore = changes
        let rounds = (0..<3).map { _ in tapAll() }
        #expect(changes - changesBefore == 3 * downs.count, "value changes")
        #expect(rounds == Array(repeating: UInt64(downs.count), count: 3), "allocations per round of \(downs.count) taps")
    }

    // The counter itself counts: each allocation call of this thread, one by one.
    @Test func counterSeesAllocations() {
        let before = touchstone_allocation_count()
        let pointers = (0..<3).map { _ in malloc(64) }
        let after = touchstone_allocation_count()
        pointers.forEach { free($0) }
        #expect(after - before >= 3)
    }
}
