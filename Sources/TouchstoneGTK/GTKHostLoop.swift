#if GTK
import CGTK4
import Foundation
import Touchstone
import TouchstoneLive

/// Runs a window's engine on GTK 4's main loop: the host loop of a GTK app.
///
/// ``attach(to:)`` puts an event controller on the widget that shows the window's
/// content; its events are gathered until the loop goes idle, then converted as one
/// batch with ``GTKInputConverter`` (one `UIEvent` per frame) and handed to the driver on
/// GDK's clock (milliseconds), the timers due are fired and ``afterPass`` is called (to
/// draw). Between inputs a GLib timeout is armed at the engine's next timer deadline
/// (`HostLoopDriver.nextUpdate`), and none while no timer is armed: the loop sleeps in
/// GLib's poll and never spins. Call `gtk_init_check()` before, and run GLib's main loop
/// (`g_main_context_iteration`, `g_main_loop_run` or `g_application_run`).
///
/// GDK stamps events with the windowing system's milliseconds, which need not share an
/// epoch with GLib's monotonic clock; the loop reads "now" on GDK's clock as the
/// monotonic time less the smallest lag seen between an event's time and its arrival.
@MainActor
public final class GTKHostLoop {
    /// The driver the input goes through.
    public let driver: HostLoopDriver
    /// The conversion.
    public private(set) var converter = GTKInputConverter()
    /// Called after each pass, once its input and timers are delivered.
    public var afterPass: () -> Void = {}
    /// Called with the input the window refused (the engine stays as it was); the loop
    /// goes on. By default the refusal is written on standard error.
    public var onRefusal: (TouchInputError) -> Void = { error in
        FileHandle.standardError.write(Data("touchstone: GTK input refused: \(error)\n".utf8))
    }
    /// Events read since the loop started.
    public private(set) var eventsRead = 0

    private var pending: [GTKInputEvent] = []
    private var passSource: guint = 0
    private var timerSource: guint = 0
    /// GLib's monotonic milliseconds less GDK's, the smallest seen.
    private var clockOffset: Double?
    /// The widget whose coordinates input is read in.
    private var widget: OpaquePointer?

    /// A loop that drives `receiver` (a `UIWindow`, or a scene session).
    public init(window receiver: any TouchReceiver) {
        driver = HostLoopDriver(window: receiver, ticksPerSecond: 1000)
    }

    /// GDK's clock now, in milliseconds.
    public var now: Double {
        Double(g_get_monotonic_time()) / 1000 - (clockOffset ?? 0)
    }

    /// Reads the input of `widget` (a `GtkWidget *`, which must be focusable to get keys),
    /// in its coordinates, from now on.
    public func attach(to widget: OpaquePointer) {
        self.widget = widget
        let controller = gtk_event_controller_legacy_new()
        let handler: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, loop in
            guard let event, let loop else { return 0 }
            return MainActor.assumeIsolated {
                Unmanaged<GTKHostLoop>.fromOpaque(loop).takeUnretainedValue().receive(event)
            }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(controller), "event", unsafeBitCast(handler, to: GCallback.self),
                              Unmanaged.passUnretained(self).toOpaque(), nil, 0)
        gtk_widget_add_controller(widget, controller)
    }

    /// Adds an event that did not come through the widget's controller (the window losing
    /// focus), to be delivered with the next pass.
    public func enqueue(_ event: GTKInputEvent) {
        pending.append(event)
        schedulePass()
    }

    /// Reads one of GDK's events; `false` lets GTK handle it too.
    private func receive(_ event: OpaquePointer) -> gboolean {
        eventsRead += 1
        let arrival = Double(g_get_monotonic_time()) / 1000
        let lag = arrival - Double(gdk_event_get_time(event))
        clockOffset = min(clockOffset ?? lag, lag)
        // GDK's positions are in the surface's coordinates: the widget's are found by
        // taking off where the surface puts its content and where the widget sits in it.
        var dx = 0.0, dy = 0.0
        if let widget, let native = gtk_widget_get_native(widget) {
            var surfaceX = 0.0, surfaceY = 0.0
            gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
            var widgetX = 0.0, widgetY = 0.0
            _ = gtk_widget_translate_coordinates(OpaquePointer(UnsafeRawPointer(native)), widget, 0, 0, &widgetX, &widgetY)
            dx = widgetX - surfaceX
            dy = widgetY - surfaceY
        }
        if let input = GTKEventReader.read(event, dx: dx, dy: dy) { enqueue(input) }
        return 0
    }

    /// Delivers the gathered events once GTK has dispatched those queued with them.
    private func schedulePass() {
        guard passSource == 0 else { return }
        let callback: @convention(c) (gpointer?) -> gboolean = { loop in
            guard let loop else { return 0 }
            MainActor.assumeIsolated { Unmanaged<GTKHostLoop>.fromOpaque(loop).takeUnretainedValue().pass() }
            return 0
        }
        passSource = g_idle_add_full(Int32(TSG_PRIORITY_HIGH_IDLE), callback, Unmanaged.passUnretained(self).toOpaque(), nil)
    }

    /// One pass: converts and delivers what arrived, fires the timers due, rearms the
    /// timeout and calls ``afterPass``.
    private func pass() {
        passSource = 0
        let batch = pending
        pending = []
        for event in converter.convert(batch) {
            do {
                try driver.send(event)
            } catch {
                onRefusal(error)
            }
        }
        do {
            try driver.update(at: now)
        } catch {
            onRefusal(error)
        }
        armTimer()
        afterPass()
    }

    /// Arms a timeout at the engine's next deadline, or none.
    private func armTimer() {
        if timerSource != 0 {
            g_source_remove(timerSource)
            timerSource = 0
        }
        guard let next = driver.nextUpdate else { return }
        let delay = guint(clamping: max(0, Int64((next - now).rounded(.up))))
        let callback: @convention(c) (gpointer?) -> gboolean = { loop in
            guard let loop else { return 0 }
            MainActor.assumeIsolated {
                let loop = Unmanaged<GTKHostLoop>.fromOpaque(loop).takeUnretainedValue()
                loop.timerSource = 0
                loop.pass()
            }
            return 0
        }
        timerSource = g_timeout_add_full(Int32(TSG_PRIORITY_DEFAULT), delay, callback, Unmanaged.passUnretained(self).toOpaque(), nil)
    }
}
#endif
