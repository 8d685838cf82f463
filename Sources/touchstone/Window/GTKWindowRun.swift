#if GTK
import CGTK4
import Foundation
import Touchstone
import TouchstoneGTK
import TouchstoneReplay

/// Why the GTK window could not be opened.
struct GTKWindowError: Error, CustomStringConvertible {
    var description: String
}

/// One run of `touchstone window --toolkit gtk`: opens a GTK 4 window whose drawing area
/// shows a ``SceneCanvas``, runs the scene on the area's input through ``GTKHostLoop``
/// and prints the timeline as `live` does.
@MainActor
final class GTKWindowRun {
    private let scene: Scene
    private let explain: Bool
    private let seconds: Double?
    private var quit = false
    private var session: WindowSession?
    private var loop: GTKHostLoop?
    private var window: OpaquePointer?

    init(scene: Scene, explain: Bool, seconds: Double?) {
        self.scene = scene
        self.explain = explain
        self.seconds = seconds
    }

    /// `self` for GLib's callbacks, which run on the main thread while ``run()`` does.
    private var userData: gpointer { Unmanaged.passUnretained(self).toOpaque() }

    private static func this(_ data: gpointer?) -> GTKWindowRun {
        Unmanaged<GTKWindowRun>.fromOpaque(data!).takeUnretainedValue()
    }

    func run() throws {
        guard gtk_init_check() != 0 else {
            throw GTKWindowError(description: "gtk_init_check failed: is a display available? DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "unset")")
        }
        let run = WindowSession(scene: scene, explain: explain, inputSummary: "GTK window")
        session = run
        let size = run.windowSize
        guard let window = gtk_window_new(), let area = gtk_drawing_area_new() else {
            throw GTKWindowError(description: "gtk_window_new failed")
        }
        self.window = window
        gtk_window_set_title(window, "Touchstone: \(scene.name)")
        gtk_window_set_default_size(window, Int32(size.width), Int32(size.height))
        gtk_window_set_child(window, area)
        gtk_widget_set_focusable(area, 1)

        let loop = GTKHostLoop(window: run.receiver)
        self.loop = loop
        loop.attach(to: area)
        loop.afterPass = { gtk_widget_queue_draw(area) }
        connect()
        connect(area: area)

        gtk_window_present(window)
        _ = gtk_widget_grab_focus(area)
        run.announceOpen(size: size)
        while !quit { _ = g_main_context_iteration(nil, 1) }
        // The window closes: what is down is cancelled, as when input is lost.
        try? loop.driver.inputLost(at: loop.now)
        run.finish()
        gtk_window_destroy(window)
    }

    /// The drawing area draws the canvas, and its size is the window's.
    private func connect(area: OpaquePointer) {
        let draw: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            guard let cairo else { return }
            MainActor.assumeIsolated {
                guard let canvas = GTKWindowRun.this(data).session?.canvas(size: CGSize(width: Int(width), height: Int(height))) else { return }
                GTKWindowRun.fill(canvas, cairo: cairo)
            }
        }
        gtk_drawing_area_set_draw_func(area, draw, userData, nil)
        let resize: @convention(c) (OpaquePointer?, Int32, Int32, gpointer?) -> Void = { _, width, height, data in
            MainActor.assumeIsolated {
                GTKWindowRun.this(data).session?.resize(toWindow: CGSize(width: Int(width), height: Int(height)))
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(area), "resize", unsafeBitCast(resize, to: GCallback.self), userData, nil, 0)
    }

    /// The window's close button, SIGINT and SIGTERM, and `--seconds` end the run; the
    /// window losing focus is input lost.
    private func connect() {
        let close: @convention(c) (OpaquePointer?, gpointer?) -> gboolean = { _, data in
            MainActor.assumeIsolated { GTKWindowRun.this(data).quit = true }
            // The run destroys the window itself, after printing the gestures.
            return 1
        }
        g_signal_connect_data(UnsafeMutableRawPointer(window), "close-request", unsafeBitCast(close, to: GCallback.self), userData, nil, 0)
        let active: @convention(c) (OpaquePointer?, gpointer?, gpointer?) -> Void = { window, _, data in
            MainActor.assumeIsolated {
                let run = GTKWindowRun.this(data)
                guard let window, gtk_window_is_active(window) == 0, let loop = run.loop else { return }
                loop.enqueue(.focusLost(time: UInt32(truncatingIfNeeded: Int64(loop.now))))
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(window), "notify::is-active", unsafeBitCast(active, to: GCallback.self), userData, nil, 0)
        let stop: GSourceFunc = { data in
            MainActor.assumeIsolated { GTKWindowRun.this(data).quit = true }
            return 0
        }
        for signal in LiveRun.stopSignals { _ = g_unix_signal_add(signal, stop, userData) }
        if let seconds {
            _ = g_timeout_add_full(Int32(TSG_PRIORITY_DEFAULT), guint(clamping: Int64(seconds * 1000)), stop, userData, nil)
        }
    }

    /// Fills the canvas's rectangles; cairo scales points to the surface's pixels.
    static func fill(_ canvas: SceneCanvas, cairo: OpaquePointer) {
        for fill in canvas.fills {
            cairo_save(cairo)
            if let clip = fill.clip {
                cairo_rectangle(cairo, clip.minX, clip.minY, clip.width, clip.height)
                cairo_clip(cairo)
            }
            cairo_set_source_rgb(cairo, Double(fill.color.red) / 255, Double(fill.color.green) / 255, Double(fill.color.blue) / 255)
            cairo_rectangle(cairo, fill.rect.minX, fill.rect.minY, fill.rect.width, fill.rect.height)
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
    }
}
#endif
