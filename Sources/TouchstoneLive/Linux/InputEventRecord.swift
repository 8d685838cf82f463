import TouchstoneFormats

/// The kernel's `struct input_event` as a 64-bit Linux writes it to a reader of
/// `/dev/input/event*`: `struct timeval` (seconds and microseconds, 8 bytes each), then
/// type (u16), code (u16) and value (s32), native byte order, 24 bytes in all.
public enum InputEventRecord {
    /// The size of one record.
    public static let size = 24

    /// Decodes the record at the start of `bytes`, which holds at least ``size`` bytes.
    public static func decode(_ bytes: UnsafeRawBufferPointer) -> EvdevStream.Event {
        let seconds = bytes.loadUnaligned(fromByteOffset: 0, as: Int64.self)
        let microseconds = bytes.loadUnaligned(fromByteOffset: 8, as: Int64.self)
        return EvdevStream.Event(microseconds: seconds &* 1_000_000 &+ microseconds,
                                 type: bytes.loadUnaligned(fromByteOffset: 16, as: UInt16.self),
                                 code: bytes.loadUnaligned(fromByteOffset: 18, as: UInt16.self),
                                 value: bytes.loadUnaligned(fromByteOffset: 20, as: Int32.self))
    }

    /// The record of `event`, as the kernel would write it.
    public static func encode(_ event: EvdevStream.Event) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: size)
        bytes.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: event.microseconds / 1_000_000, toByteOffset: 0, as: Int64.self)
            raw.storeBytes(of: event.microseconds % 1_000_000, toByteOffset: 8, as: Int64.self)
            raw.storeBytes(of: event.type, toByteOffset: 16, as: UInt16.self)
            raw.storeBytes(of: event.code, toByteOffset: 18, as: UInt16.self)
            raw.storeBytes(of: event.value, toByteOffset: 20, as: Int32.self)
        }
        return bytes
    }
}
