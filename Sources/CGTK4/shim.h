// The part of GTK 4's C API (GTK, GDK, GLib, cairo; Debian's libgtk-4-dev) that
// TouchstoneGTK calls, declared here rather than through GTK's headers: those need
// pkg-config's flags, which SwiftPM refuses with a warning on every build (-pthread,
// -msse…). Each declaration is the one GTK's headers make, and `check.c` proves it:
// compiled against GTK's own headers, it asserts every function's type and every
// constant's value (GTKDeclarationTests runs it).
#ifndef TOUCHSTONE_CGTK4_SHIM_H
#define TOUCHSTONE_CGTK4_SHIM_H

#ifndef TOUCHSTONE_GTK_CHECK
#include <stdint.h>
typedef int gboolean;
typedef unsigned int guint;
typedef int gint;
typedef uint32_t guint32;
typedef int64_t gint64;
typedef unsigned long gulong;
typedef void *gpointer;
typedef char gchar;
typedef struct _GClosure GClosure;
typedef struct _GMainContext GMainContext;
typedef void (*GCallback)(void);
typedef gboolean (*GSourceFunc)(gpointer user_data);
typedef void (*GDestroyNotify)(gpointer data);
typedef void (*GClosureNotify)(gpointer data, GClosure *closure);
typedef struct _GdkEvent GdkEvent;
typedef struct _GdkEventSequence GdkEventSequence;
typedef struct _GdkDevice GdkDevice;
typedef struct _GdkDeviceTool GdkDeviceTool;
typedef struct _GtkWidget GtkWidget;
typedef struct _GtkWindow GtkWindow;
typedef struct _GtkNative GtkNative;
typedef struct _GtkDrawingArea GtkDrawingArea;
typedef struct _GtkEventController GtkEventController;
typedef struct _cairo cairo_t;
typedef void (*GtkDrawingAreaDrawFunc)(GtkDrawingArea *drawing_area, cairo_t *cr, int width, int height, gpointer user_data);
/// One sample of an event's history (`GdkTimeCoord`): its time in milliseconds, which
/// axes it has, and their values, indexed by `GdkAxisUse`.
typedef struct _GdkTimeCoord {
    guint32 time;
    unsigned int flags;
    double axes[12];
} GdkTimeCoord;
#define TS_FUNCTION(result, name, parameters) result name parameters;
#endif

/// GDK's constants that TouchstoneGTK reads, with GTK's values.
enum {
    TSGDK_MOTION_NOTIFY = 1, TSGDK_BUTTON_PRESS = 2, TSGDK_BUTTON_RELEASE = 3,
    TSGDK_KEY_PRESS = 4, TSGDK_KEY_RELEASE = 5, TSGDK_LEAVE_NOTIFY = 7, TSGDK_FOCUS_CHANGE = 8,
    TSGDK_SCROLL = 15, TSGDK_TOUCH_BEGIN = 17, TSGDK_TOUCH_UPDATE = 18, TSGDK_TOUCH_END = 19,
    TSGDK_TOUCH_CANCEL = 20, TSGDK_TOUCHPAD_SWIPE = 21, TSGDK_TOUCHPAD_PINCH = 22,
    TSGDK_SCROLL_UP = 0, TSGDK_SCROLL_DOWN = 1, TSGDK_SCROLL_LEFT = 2, TSGDK_SCROLL_RIGHT = 3,
    TSGDK_SCROLL_SMOOTH = 4, TSGDK_SCROLL_UNIT_WHEEL = 0, TSGDK_SCROLL_UNIT_SURFACE = 1,
    TSGDK_TOUCHPAD_GESTURE_PHASE_BEGIN = 0, TSGDK_TOUCHPAD_GESTURE_PHASE_UPDATE = 1,
    TSGDK_TOUCHPAD_GESTURE_PHASE_END = 2, TSGDK_TOUCHPAD_GESTURE_PHASE_CANCEL = 3,
    TSGDK_SOURCE_PEN = 1, TSGDK_SOURCE_TOUCHSCREEN = 3,
    TSGDK_DEVICE_TOOL_TYPE_PEN = 1, TSGDK_DEVICE_TOOL_TYPE_ERASER = 2,
    TSGDK_AXIS_X = 1, TSGDK_AXIS_Y = 2, TSGDK_AXIS_PRESSURE = 5, TSGDK_AXIS_LAST = 12,
    TSGDK_TIME_COORD_SIZE = 104,
    TSG_PRIORITY_DEFAULT = 0, TSG_PRIORITY_HIGH_IDLE = 100,
};

// GLib and GObject.
TS_FUNCTION(gulong, g_signal_connect_data, (gpointer instance, const gchar *detailed_signal, GCallback c_handler, gpointer data, GClosureNotify destroy_data, unsigned int connect_flags))
TS_FUNCTION(guint, g_timeout_add_full, (gint priority, guint interval, GSourceFunc function, gpointer data, GDestroyNotify notify))
TS_FUNCTION(guint, g_idle_add_full, (gint priority, GSourceFunc function, gpointer data, GDestroyNotify notify))
TS_FUNCTION(gboolean, g_source_remove, (guint tag))
TS_FUNCTION(gboolean, g_main_context_iteration, (GMainContext *context, gboolean may_block))
TS_FUNCTION(guint, g_unix_signal_add, (gint signum, GSourceFunc handler, gpointer user_data))
TS_FUNCTION(gint64, g_get_monotonic_time, (void))
TS_FUNCTION(void, g_free, (gpointer mem))

// GTK.
TS_FUNCTION(gboolean, gtk_init_check, (void))
TS_FUNCTION(GtkWidget *, gtk_window_new, (void))
TS_FUNCTION(void, gtk_window_set_title, (GtkWindow *window, const char *title))
TS_FUNCTION(void, gtk_window_set_default_size, (GtkWindow *window, int width, int height))
TS_FUNCTION(void, gtk_window_set_child, (GtkWindow *window, GtkWidget *child))
TS_FUNCTION(void, gtk_window_present, (GtkWindow *window))
TS_FUNCTION(void, gtk_window_destroy, (GtkWindow *window))
TS_FUNCTION(gboolean, gtk_window_is_active, (GtkWindow *window))
TS_FUNCTION(GtkWidget *, gtk_drawing_area_new, (void))
TS_FUNCTION(void, gtk_drawing_area_set_draw_func, (GtkDrawingArea *self, GtkDrawingAreaDrawFunc draw_func, gpointer user_data, GDestroyNotify destroy))
TS_FUNCTION(void, gtk_widget_set_focusable, (GtkWidget *widget, gboolean focusable))
TS_FUNCTION(gboolean, gtk_widget_grab_focus, (GtkWidget *widget))
TS_FUNCTION(void, gtk_widget_queue_draw, (GtkWidget *widget))
TS_FUNCTION(void, gtk_widget_add_controller, (GtkWidget *widget, GtkEventController *controller))
TS_FUNCTION(int, gtk_widget_get_width, (GtkWidget *widget))
TS_FUNCTION(int, gtk_widget_get_height, (GtkWidget *widget))
TS_FUNCTION(gboolean, gtk_widget_translate_coordinates, (GtkWidget *src_widget, GtkWidget *dest_widget, double src_x, double src_y, double *dest_x, double *dest_y))
TS_FUNCTION(GtkNative *, gtk_widget_get_native, (GtkWidget *widget))
TS_FUNCTION(void, gtk_native_get_surface_transform, (GtkNative *self, double *x, double *y))
TS_FUNCTION(GtkEventController *, gtk_event_controller_legacy_new, (void))

// GDK's events.
TS_FUNCTION(unsigned int, gdk_event_get_event_type, (GdkEvent *event))
TS_FUNCTION(guint32, gdk_event_get_time, (GdkEvent *event))
TS_FUNCTION(gboolean, gdk_event_get_position, (GdkEvent *event, double *x, double *y))
TS_FUNCTION(unsigned int, gdk_event_get_modifier_state, (GdkEvent *event))
TS_FUNCTION(GdkEventSequence *, gdk_event_get_event_sequence, (GdkEvent *event))
TS_FUNCTION(GdkTimeCoord *, gdk_event_get_history, (GdkEvent *event, guint *out_n_coords))
TS_FUNCTION(GdkDevice *, gdk_event_get_device, (GdkEvent *event))
TS_FUNCTION(unsigned int, gdk_device_get_source, (GdkDevice *device))
TS_FUNCTION(GdkDeviceTool *, gdk_event_get_device_tool, (GdkEvent *event))
TS_FUNCTION(unsigned int, gdk_device_tool_get_tool_type, (GdkDeviceTool *tool))
TS_FUNCTION(gboolean, gdk_event_get_axis, (GdkEvent *event, unsigned int axis_use, double *value))
TS_FUNCTION(guint, gdk_button_event_get_button, (GdkEvent *event))
TS_FUNCTION(unsigned int, gdk_scroll_event_get_direction, (GdkEvent *event))
TS_FUNCTION(void, gdk_scroll_event_get_deltas, (GdkEvent *event, double *delta_x, double *delta_y))
TS_FUNCTION(gboolean, gdk_scroll_event_is_stop, (GdkEvent *event))
TS_FUNCTION(unsigned int, gdk_scroll_event_get_unit, (GdkEvent *event))
TS_FUNCTION(unsigned int, gdk_touchpad_event_get_gesture_phase, (GdkEvent *event))
TS_FUNCTION(double, gdk_touchpad_event_get_pinch_scale, (GdkEvent *event))
TS_FUNCTION(double, gdk_touchpad_event_get_pinch_angle_delta, (GdkEvent *event))
TS_FUNCTION(void, gdk_touchpad_event_get_deltas, (GdkEvent *event, double *dx, double *dy))
TS_FUNCTION(guint, gdk_key_event_get_keycode, (GdkEvent *event))
TS_FUNCTION(gboolean, gdk_touch_event_get_emulating_pointer, (GdkEvent *event))

// cairo, to fill the canvas's rectangles.
TS_FUNCTION(void, cairo_save, (cairo_t *cr))
TS_FUNCTION(void, cairo_restore, (cairo_t *cr))
TS_FUNCTION(void, cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height))
TS_FUNCTION(void, cairo_clip, (cairo_t *cr))
TS_FUNCTION(void, cairo_set_source_rgb, (cairo_t *cr, double red, double green, double blue))
TS_FUNCTION(void, cairo_fill, (cairo_t *cr))

#endif
