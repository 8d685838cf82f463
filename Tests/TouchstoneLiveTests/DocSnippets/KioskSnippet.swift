import TouchstoneLive

/// A kiosk: one full-screen view that counts taps, on live input.
@MainActor
final class Kiosk {
    let window: UIWindow
    private(set) var taps = 0

    init(screen: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: screen))
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Kiosk.handleTap))
    }

    func handleTap() {
        taps += 1
        print("tap \(taps)")
    }

    /// Runs until the input ends (the device is unplugged) or the task is cancelled.
    func run(on input: EvdevInput) async throws {
        try await LiveDriver(window: window).run(input.frames())
    }
}

@MainActor
func runKiosk() async throws {
    // The device gives its own axis ranges; `touchstone devices` lists the devices.
    let input = try EvdevInput(path: "/dev/input/event3")
    try await Kiosk(screen: input.screen).run(on: input)
}
