import FuzzSupport

/// libFuzzer's entry: one input, read as trace and replayed through the standard scene.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzCheck.text(start, count)
    MainActor.assumeIsolated { FuzzCheck.readAndReplay(text, format: .trace) }
    return 0
}
