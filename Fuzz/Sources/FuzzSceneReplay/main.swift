import FuzzSupport
import TouchstoneFormats
import TouchstoneReplay

/// libFuzzer's entry: a scene and a recording, separated by the first NUL byte (the
/// seeds pair each `Examples/` scene with its trace). The scene is read; when it is
/// accepted, the recording (format guessed) is replayed through it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneReplay(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let split = bytes.firstIndex(of: 0) ?? count
    let sceneText = String(decoding: bytes[..<split], as: UTF8.self)
    let recordingText = String(decoding: bytes[min(split + 1, count)...], as: UTF8.self)
    MainActor.assumeIsolated {
        do throws(InputError) {
            let scene = try Scene.read(sceneText, file: "fuzz.scene.json")
            FuzzCheck.readAndReplay(recordingText, format: nil, scene: scene)
        } catch {
            FuzzCheck.checkMessage(error)
        }
    }
    return 0
}
