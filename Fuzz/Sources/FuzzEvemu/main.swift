import FuzzSupport

/// libFuzzer's entry: one input, read as evemu and replayed through the standard scene.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvemu(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = FuzzCheck.text(start, count)
    MainActor.assumeIsolated { FuzzCheck.readAndReplay(text, format: .evemu) }
    return 0
}
