// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import Testing
import TouchstoneFormats
import TouchstoneReplay

/// The lab in a real browser: headless Chromium sends real touch, mouse and wheel input
/// to the page, and the tests read what the page shows, then check that the trace the
/// page downloads replays to the same gestures. Without Chromium they fail, saying how to
/// install it.
@Suite(.serialized)
struct LabBrowserTests {
    /// Opens the lab on `scene` in a fresh browser and runs `body` with the page.
    private func withLab(scene: String, _ body: @escaping @Sendable (LabPageDriver) async throws -> Void) async throws {
        // The suite runs beside the others on a loaded machine: input may reach the server
        // late, and the timers wait for it (the input carries its own times, see `touch`).
        try await LabTestServer.with(lateInputAllowance: .seconds(2)) { port in
            try await Chromium.with(url: "http://127.0.0.1:\(port)/") { browser in
                try await browser.waitUntil("window.lab && lab.scene")
                let page = LabPageDriver(browser: browser)
                try await page.load(scene: scene)
                try await body(page)
            }
        }
    }

    /// A tap shows the tap's action and decision, and the saved trace replays to it.
    @Test func tap() async throws {
        try await withLab(scene: "tap") { page in
            try await page.touch([(0, 195, 400)], type: "touchStart", at: 0)
            try await page.touch([], type: "touchEnd", at: 0.05)
            try await page.browser.waitUntil(#"document.querySelector('#actions li[data-recognizer="tap"][data-state="ended"]')"#)
            try await page.browser.waitUntil(#"document.querySelector('#decisions li[data-recognizer="tap"][data-outcome="recognized"]')"#)
            #expect(try await page.browser.evaluate(#"document.querySelector('#states tr[data-recognizer="tap"]').textContent"#).contains("tap"))
            try await page.expectSavedTraceReplays(to: ["tap"], scene: "tap")
        }
    }

    /// A double tap fires the double tap, and the single tap fails waiting for it (R-A6)
    @Test func doubleTap() async throws {
        try await withLab(scene: "single-and-double-tap") { page in
            for tap in 0..<2 {
                try await page.touch([(0, 195, 400)], type: "touchStart", at: Double(tap) * 0.15)
                try await page.touch([], type: "touchEnd", at: Double(tap) * 0.15 + 0.05)
            }
            try await page.browser.waitUntil(#"document.querySelector('#actions li[data-recognizer="double"][data-state="ended"]')"#)
            try await page.browser.waitUntil(#"document.querySelector('#decisions li[data-recognizer="single"][data-outcome="failed"]')"#)
            #expect(try await page.browser.evaluate(#"String(document.querySelectorAll('#actions li[data-recognizer="single"]').length)"#) == "0")
            try await page.expectSavedTraceReplays(to: ["double"], scene: "single-and-double-tap")
        }
    }

    /// A two-finger pinch shows the pinch's scale growing. The pointer events of one
    /// browser frame reach the window as one event, as a touch screen's frame does: the
    /// fingers spread symmetrically about x = 195, so every change of the pinch is centred
    /// there, and there is one change per frame. The fingers are drawn where they are; the
    /// screenshot, taken with them down, is the README's.
    @Test func pinch() async throws {
        try await withLab(scene: "pinch-or-rotation") { page in
            try await page.touch([(0, 155, 420), (1, 235, 420)], type: "touchStart", at: 0)
            let frames = 12
            for step in 1...frames {
                let spread = 40 + Double(step) * 10
                try await page.touch([(0, 195 - spread, 420), (1, 195 + spread, 420)], type: "touchMove", at: Double(step) * 0.016)
            }
            // Drawn once the last frame's events are dispatched: finger 1 at x = 35.
            let (lastX, _) = try await page.pagePoint(35, 420)
            try await page.browser.waitUntil("""
                document.querySelectorAll('#stage .contact').length === 2 && (() => { const r = document.querySelector('#stage .contact[data-finger="1"]').getBoundingClientRect(); \
                return Math.abs(r.left + r.width / 2 - \(lastX)) < 1.5; })()
                """)
            let contacts = try await page.browser.evaluate("""
                JSON.stringify([...document.querySelectorAll('#stage .contact')].map(d => { const r = d.getBoundingClientRect();                 return [Number(d.dataset.finger), r.left + r.width / 2, r.top + r.height / 2]; }))
                """)
            let drawn = try #require(try JSONSerialization.jsonObject(with: Data(contacts.utf8)) as? [[Double]])
            for (finger, x) in [(1.0, 195.0 - 160), (2.0, 195.0 + 160)] {
                let dot = try #require(drawn.first { $0[0] == finger }, "finger \(finger) drawn: \(drawn)")
                let (pageX, pageY) = try await page.pagePoint(x, 420)
                #expect(abs(dot[1] - pageX) < 1.5 && abs(dot[2] - pageY) < 1.5, "finger \(finger) drawn at \(dot), is at \(pageX), \(pageY)")
            }
            try await page.screenshot(named: "lab-pinch.png")
            try await page.touch([], type: "touchEnd", at: 0.25)
            try await page.browser.waitUntil(#"document.querySelector('#actions li[data-recognizer="pinch"][data-state="ended"]')"#)
            let changes = try await page.browser.evaluate(#"JSON.stringify(lab.events.filter(e => e.type === 'action' && e.recognizer === 'pinch' && e.state === 'changed').map(e => [e.x, e.scale]))"#)
            let values = try #require(try JSONSerialization.jsonObject(with: Data(changes.utf8)) as? [[Double]])
            #expect((values.last?[1] ?? 0) > 2, "pinch changes: \(values)")
            #expect(values.count <= frames, "one change per frame: \(values)")
            #expect(values.allSatisfy { abs($0[0] - 195) < 1 }, "every change centred between the fingers: \(values)")
            #expect(try await page.browser.evaluate(#"String(document.querySelectorAll('#lanes .finger-span').length)"#) == "2")
            #expect(try await page.browser.evaluate("String(document.querySelectorAll('#stage .contact').length)") == "0")
            try await page.expectSavedTraceReplays(to: ["pinch"], scene: "pinch-or-rotation")
        }
    }

    /// A message costs the page the same after a long session as at its start (issue 44:
    /// it re-rendered the whole session on every message, 160 ms after 12 s of panning,
    /// and a spread of the whole list threw past 125,000 actions): counted in the
    /// elements and lane items each message draws, and in the lines kept.
    @Test func aMessageCostsTheSameLateInTheSession() async throws {
        try await withLab(scene: "tap") { page in
            let counts = try await page.browser.evaluate("""
                (() => {
                  const message = (i) => ({ type: "events", time: i / 120, states: [{ name: "pan", state: "changed" }],
                    events: [{ type: "action", time: i / 120, recognizer: "pan", state: "changed", x: i % 300, y: 100 },
                             { type: "decision", time: i / 120, recognizer: "pan", outcome: "waiting", rule: "R-A1", reason: "r" }] });
                  const cost = (from, to) => {
                    const before = lab.drawn;
                    for (let i = from; i < to; i++) { receive(message(i)); drawFrame(); }
                    return (lab.drawn - before) / (to - from);
                  };
                  const early = cost(0, 50);
                  // 20 minutes of panning, drawn at the browser's frames (none meanwhile).
                  for (let i = 50; i < 150000; i++) receive(message(i));
                  const late = cost(150000, 150050);
                  return JSON.stringify([early, late, document.querySelectorAll("#actions li").length, lab.events.length]);
                })()
                """)
            let values = try #require(try JSONSerialization.jsonObject(with: Data(counts.utf8)) as? [Double])
            #expect(values[3] == 300_100, "every event is kept: \(values)")
            #expect(values[2] <= 300, "the list keeps its last lines: \(values)")
            // Early, the lanes' 10 s window is still filling; late it is full: at most
            // the 10 s of marks per message, never the session.
            #expect(values[1] <= 2 * 10 * 120 + 10, "a late message draws \(values[1]) items")
        }
    }

    /// Before any input the page says how to try a gesture, and its lanes show no time
    /// axis; the mouse pointer is drawn where it is.
    @Test func pageBeforeInput() async throws {
        try await withLab(scene: "tap") { page in
            #expect(try await page.browser.evaluate("String(document.getElementById('hint').hidden)") == "false")
            #expect(try await page.browser.evaluate("document.getElementById('hint').textContent").contains("Try a gesture here"))
            let lanes = try await page.browser.evaluate("document.getElementById('lanes').textContent")
            #expect(lanes.contains("No input yet"), "\(lanes)")
            #expect(!lanes.contains("0.500 s"), "no time axis without input: \(lanes)")
            try await page.screenshot(named: "lab-start.png")
            try await page.mouse("mouseMoved", 100, 200)
            try await page.browser.waitUntil("document.getElementById('pointer-marker') && document.getElementById('hint').hidden")
            let marker = try await page.browser.evaluate("""
                (() => { const r = document.getElementById('pointer-marker').getBoundingClientRect();                 return JSON.stringify([r.left + r.width / 2, r.top + r.height / 2]); })()
                """)
            let center = try #require(try JSONSerialization.jsonObject(with: Data(marker.utf8)) as? [Double])
            let (x, y) = try await page.pagePoint(100, 200)
            #expect(abs(center[0] - x) < 1.5 && abs(center[1] - y) < 1.5, "pointer drawn at \(center), is at \(x), \(y)")
            // The lanes are redrawn at the browser's next frame, not with each message.
            try await page.browser.waitUntil("document.getElementById('lanes').textContent.includes('0.500 s')")
            let axis = try await page.browser.evaluate("document.getElementById('lanes').textContent")
            #expect(axis.contains("0.000 s") && axis.contains("0.500 s"), "the axis spans the input: \(axis)")
        }
    }

    /// The mouse pointer stays drawn where it is when another scene loads: the pointer
    /// did not move. (A scene that arrived after a move used to wipe the marker, which
    /// made `pageBeforeInput` wait forever when its scene's answer came late.)
    @Test func pointerStaysDrawnAcrossScenes() async throws {
        try await withLab(scene: "tap") { page in
            try await page.mouse("mouseMoved", 100, 200)
            try await page.browser.waitUntil("document.getElementById('pointer-marker')")
            try await page.load(scene: "single-and-double-tap")
            let marker = try await page.browser.evaluate("""
                (() => { const m = document.getElementById('pointer-marker'); if (!m) return 'none'; const r = m.getBoundingClientRect(); \
                return JSON.stringify([r.left + r.width / 2, r.top + r.height / 2]); })()
                """)
            try #require(marker != "none", "the new scene wiped the pointer's marker")
            let center = try #require(try JSONSerialization.jsonObject(with: Data(marker.utf8)) as? [Double])
            let (x, y) = try await page.pagePoint(100, 200)
            #expect(abs(center[0] - x) < 1.5 && abs(center[1] - y) < 1.5, "pointer drawn at \(center), is at \(x), \(y)")
        }
    }

    /// Typing on the page: the key goes to the scene's first responder and up the chain,
    /// and the page lists the responders that heard it (R-R1, R-R5).
    @Test func keysReachTheFirstResponder() async throws {
        let form = #"{"format": "touchstone-scene", "version": 1, "name": "form", "views": [{"name": "panel", "#
            + #""viewController": "form", "subviews": [{"name": "field", "frame": [10, 10, 200, 40]}]}], "firstResponder": "field"}"#
        try await withLab(scene: "tap") { page in
            _ = try await page.browser.evaluate("send({ type: 'scene', text: \(TraceFormat.quoted(form)) }); 'ok'")
            try await page.browser.waitUntil("lab.scene.name === 'form'")
            for type in ["keyDown", "keyUp"] {
                try await page.browser.command("Input.dispatchKeyEvent", ["type": type, "code": "KeyA", "key": "a",
                                                                          "text": type == "keyDown" ? "a" : "", "windowsVirtualKeyCode": 65])
            }
            try await page.browser.waitUntil(#"document.querySelector('#presses li[data-keys="keyboardA"][data-phase="ended"]')"#)
            let began = try await page.browser.evaluate(#"document.querySelector('#presses li[data-keys="keyboardA"][data-phase="began"]').textContent"#)
            #expect(began.hasSuffix("keyboardA began: field → panel → form → window"), "\(began)")
            #expect(try await page.browser.evaluate("String(lab.errors.length)") == "0")
        }
    }

    /// A mouse click taps, its saved (version 2) trace replays to the tap, and the wheel
    /// scrolls a scroll view (R-P2, R-P5)
    @Test func mouseClickAndWheel() async throws {
        try await withLab(scene: "tap") { page in
            try await page.mouse("mouseMoved", 195, 400)
            try await page.mouse("mousePressed", 195, 400, button: "left", buttons: 1)
            try await page.mouse("mouseReleased", 195, 400, button: "left", buttons: 0)
            try await page.browser.waitUntil(#"document.querySelector('#actions li[data-recognizer="tap"][data-state="ended"]')"#)
            try await page.expectSavedTraceReplays(to: ["tap"], scene: "tap")
        }
        try await withLab(scene: "scroll-view-delays-content-touches") { page in
            try await page.mouse("mouseMoved", 195, 300)
            try await page.mouse("mouseWheel", 195, 300, deltaY: 120)
            try await page.browser.waitUntil(#"lab.events.some(e => e.type === 'action' && e.recognizer.endsWith('.pan') && e.contentOffsetY > 0)"#)
        }
    }

    /// In the draw-a-shape mode, a zigzag drawn with the mouse is ranked as it is drawn;
    /// the shape recognizer, which does not know it, fails. Named and saved, the zigzag
    /// drawn again is recognized by the shape recognizer and ranked first (R-L5).
    @Test func drawSaveAndRecognizeAShape() async throws {
        try await withLab(scene: "shape-beside-tap-and-pan") { page in
            _ = try await page.browser.evaluate("document.getElementById('draw-mode').click(); 'ok'")
            try await page.drawWithMouse(LabShapeTests.zigzag)
            try await page.browser.waitUntil(#"document.querySelector('#decisions li[data-recognizer="shapes"][data-outcome="failed"]')"#)
            try await page.browser.waitUntil("lab.drawing.ranking.length > 0 && lab.drawing.rankTimer === null")
            #expect(try await page.browser.evaluate("document.querySelector('#ranking').textContent").contains("zigzag") == false)

            _ = try await page.browser.evaluate("""
                (() => { document.getElementById('shape-name').value = 'zigzag';                 document.getElementById('save-shape').click(); return 'ok'; })()
                """)
            try await page.browser.waitUntil("document.getElementById('templates').textContent.includes('zigzag')")
            #expect(try await page.browser.evaluate("String(lab.drawing.strokes.length)") == "0", "saving clears the drawing")

            try await page.drawWithMouse(LabShapeTests.zigzag)
            try await page.browser.waitUntil(#"document.querySelector('#actions li[data-recognizer="shapes"][data-state="ended"]')"#)
            try await page.browser.waitUntil("lab.drawing.rankTimer === null && lab.drawing.ranking.length > 0 && lab.drawing.strokes.length === 1")
            try await page.browser.waitUntil("document.querySelector('#ranking li') && document.querySelector('#ranking li').textContent.startsWith('zigzag ')")
        }
    }
}

/// Drives the lab's page: touch and mouse input at window coordinates of the scene.
struct LabPageDriver: Sendable {
    let browser: Chromium
    /// The time of the first input, in seconds since 1970 as DevTools takes it.
    let origin = Date().timeIntervalSince1970

    /// Loads `scene` and waits for the server's answer to this request: the page may
    /// already show a scene of that name (the session's first), and input sent before
    /// the answer arrives would be drawn, then wiped by it.
    func load(scene: String) async throws {
        try await browser.waitUntil("window.lab && lab.scene")
        _ = try await browser.evaluate("""
            (() => { window.sceneBeforeLoad = lab.scene; const s = document.getElementById('scene-select'); s.value = '\(scene)'; \
            s.dispatchEvent(new Event('change')); return 'ok'; })()
            """)
        try await browser.waitUntil("lab.scene !== window.sceneBeforeLoad && lab.scene.name === '\(scene)' && lab.events.length === 0")
        try await browser.command("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5])
    }

    /// Where the window point (`x`, `y`) is on the page.
    func pagePoint(_ x: Double, _ y: Double) async throws -> (Double, Double) {
        let text = try await browser.evaluate("""
            (() => { const r = document.getElementById('stage').getBoundingClientRect(); \
            return JSON.stringify([r.left, r.top, lab.scale]); })()
            """)
        let values = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Double])
        return (values[0] + x * values[2], values[1] + y * values[2])
    }

    /// One touch event with the fingers still down, at window coordinates, `at` seconds
    /// after the first (the event's own timestamp, which the page sends and the server
    /// places the input by, however late it arrives).
    func touch(_ points: [(id: Int, x: Double, y: Double)], type: String, at time: Double) async throws {
        var touchPoints: [[String: any Sendable]] = []
        for point in points {
            let (x, y) = try await pagePoint(point.x, point.y)
            touchPoints.append(["x": x, "y": y, "id": point.id, "radiusX": 5, "radiusY": 5, "force": 0.5])
        }
        try await browser.command("Input.dispatchTouchEvent", ["type": type, "touchPoints": touchPoints,
                                                               "timestamp": origin + time])
    }

    func mouse(_ type: String, _ x: Double, _ y: Double, button: String = "none", buttons: Int = 0, deltaY: Double = 0) async throws {
        let (pageX, pageY) = try await pagePoint(x, y)
        var parameters: [String: any Sendable] = ["type": type, "x": pageX, "y": pageY, "button": button, "buttons": buttons,
                                                  "clickCount": button == "none" ? 0 : 1]
        if type == "mouseWheel" { parameters["deltaX"] = 0; parameters["deltaY"] = deltaY }
        try await browser.command("Input.dispatchMouseEvent", parameters)
    }

    /// Drags the mouse's left button through `points` (window coordinates) as one stroke.
    func drawWithMouse(_ points: [[Double]]) async throws {
        try await mouse("mouseMoved", points[0][0], points[0][1])
        try await mouse("mousePressed", points[0][0], points[0][1], button: "left", buttons: 1)
        for point in points.dropFirst() {
            try await mouse("mouseMoved", point[0], point[1], buttons: 1)
        }
        try await mouse("mouseReleased", points[points.count - 1][0], points[points.count - 1][1], button: "left", buttons: 0)
    }

    /// Presses "Download trace", reads the trace the page downloads, and replays it
    /// through the scene: the same gestures as the page showed, and as `expected`.
    func expectSavedTraceReplays(to expected: [String], scene: String) async throws {
        _ = try await browser.evaluate("lab.saved = null; document.getElementById('save-trace').click(); 'ok'")
        try await browser.waitUntil("lab.saved")
        let trace = try await browser.evaluate("lab.saved.trace")
        // Kept in .build/ for `touchstone replay .build/lab-<scene>.trace.json --scene Examples/<scene>.scene.json`.
        let build = LabTestServer.examples.deletingLastPathComponent().appendingPathComponent(".build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try Data(trace.utf8).write(to: build.appendingPathComponent("lab-\(scene).trace.json"))
        let live = try await browser.evaluate("JSON.stringify(lab.saved.gestures)")
        let liveGestures = try #require(try JSONSerialization.jsonObject(with: Data(live.utf8)) as? [String])
        let replayed = try await MainActor.run {
            let recording = try TraceFormat.read(trace, file: "lab trace")
            let sceneFile = LabTestServer.examples.appendingPathComponent("\(scene).scene.json")
            return try Replay.run(recording, through: Scene.read(contentsOf: sceneFile)).gestureNames
        }
        #expect(liveGestures == expected)
        #expect(replayed == liveGestures)
    }

    /// Saves a PNG of the page into `.build/`, and into `docs/` when
    /// `TOUCHSTONE_UPDATE_SCREENSHOTS=1` (how the README's picture is made).
    func screenshot(named name: String) async throws {
        let result = try await browser.command("Page.captureScreenshot", ["format": "png"])
        let base64 = try #require(Chromium.object(result)?["data"] as? String)
        let png = try #require(Data(base64Encoded: base64))
        let root = LabTestServer.examples.deletingLastPathComponent()
        let build = root.appendingPathComponent(".build")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try png.write(to: build.appendingPathComponent(name))
        if ProcessInfo.processInfo.environment["TOUCHSTONE_UPDATE_SCREENSHOTS"] == "1" {
            try png.write(to: root.appendingPathComponent("docs").appendingPathComponent(name))
        }
    }
}
#endif
