// The TraceRecorder example of the file formats article
// (TouchstoneReplay.docc/FileFormats.md), in the function it assumes.
import Touchstone
import TouchstoneFormats
import TouchstoneReplay
import TouchstoneTesting

/// A tap at the middle of a 390 × 844 window, recorded as a trace's text.
@MainActor func recordATap(in window: UIWindow, with fingers: TouchSimulator) -> String {
let recorder = TraceRecorder()
fingers.inputObserver = { inputs, time in recorder.record(inputs, at: time) }
fingers.pointerObserver = { input, time in recorder.record(input, at: time) }
fingers.tap(at: CGPoint(x: 195, y: 422))
let text = TraceFormat.write(recorder.recording(screen: window.bounds.size, endTime: fingers.now))
return text
}
