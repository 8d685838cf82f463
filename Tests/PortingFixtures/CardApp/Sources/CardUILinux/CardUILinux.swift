// CardUILinux is CardUI's iOS files, Sources/CardUI, ported for Touchstone at every build by
// TouchstonePortPlugin, which reads where they are from touchstone-port.json beside this file.
// SwiftPM wants a target's folder to hold a Swift source of its own: this is it.
