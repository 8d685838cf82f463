import Testing
import TouchstoneTesting
import GestureKit

@MainActor
@Test func doubleTapIsRecognized() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var taps = 0
    window.addSubview(makeDoubleTapView { _ in taps += 1 })
    TouchSimulator(window: window).tap(at: CGPoint(x: 50, y: 50), taps: 2)
    #expect(taps == 1)
}
