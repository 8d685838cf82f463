// A host that drives a window live works with the engine's types (UIWindow, TouchInput):
// importing the driver is enough.
@_exported import Touchstone
