import FuzzSupport

/// libFuzzer's entry: one input, read as getevent and replayed through the standard scene.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGetevent(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzCheck.text(start, count)
    MainActor.assumeIsolated { FuzzCheck.readAndReplay(text, format: .getevent) }
    return 0
}
