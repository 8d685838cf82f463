import TouchstoneFormats

/// The kernel's `struct input_event` as a 64-bit Linux writes it to a reader of
/// `/dev/input/event*`: `struct timeval` (seconds and microseconds, 8 bytes each), then
/// type (u16), code (u16) and value (s32), native byte order, 24 bytes in all.
public enum InputEventRecord {
    /// The size of one record.
    public static let size = 24

    /// Decodes the record at the start of `bytes`, which holds at least ``size`` bytes;
    /// `location` names it in the error.
    ///
    /// The kernel keeps the microseconds within 0…999,999, but a pipe carries whatever its
    /// writer wrote: any microseconds are taken as an offset from the seconds, as long as
    /// the two together fit in 64-bit microseconds (±292,000 years).
    ///
    /// - Throws: `InputError` (`.invalidValue`) when the timestamp does not fit.
    public static func decode(_ bytes: UnsafeRawBufferPointer, at location: InputLocation) throws(InputError) -> EvdevStream.Event {
        let seconds = bytes.loadUnaligned(fromByteOffset: 0, as: Int64.self)
        let microseconds = bytes.loadUnaligned(fromByteOffset: 8, as: Int64.self)
        let (scaled, scaleOverflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        let (total, sumOverflow) = scaled.addingReportingOverflow(microseconds)
        guard !scaleOverflow && !sumOverflow else {
            throw InputError(.invalidValue, at: location, "the timestamp \(seconds) s + \(microseconds) µs does not fit in 64-bit microseconds "
                                + "(±292,000 years)")
        }
        return EvdevStream.Event(microseconds: total,
                                 type: bytes.loadUnaligned(fromByteOffset: 16, as: UInt16.self),
                                 code: bytes.loadUnaligned(fromByteOffset: 18, as: UInt16.self),
                                 value: bytes.loadUnaligned(fromByteOffset: 20, as: Int32.self))
    }

    /// The record of `event`, as the kernel would write it: the microseconds within
    /// 0…999,999, also before the clock's epoch.
    public static func encode(_ event: EvdevStream.Event) -> [UInt8] {
        encode(seconds: event.microseconds.floorDividing(by: 1_000_000), microseconds: event.microseconds.floorModulo(1_000_000),
               type: event.type, code: event.code, value: event.value)
    }

    /// A record with the timestamp's two fields as given, as a writer that is not the
    /// kernel may write them.
    public static func encode(seconds: Int64, microseconds: Int64, type: UInt16, code: UInt16, value: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: size)
        bytes.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: seconds, toByteOffset: 0, as: Int64.self)
            raw.storeBytes(of: microseconds, toByteOffset: 8, as: Int64.self)
            raw.storeBytes(of: type, toByteOffset: 16, as: UInt16.self)
            raw.storeBytes(of: code, toByteOffset: 18, as: UInt16.self)
            raw.storeBytes(of: value, toByteOffset: 20, as: Int32.self)
        }
        return bytes
    }
}

private extension Int64 {
    /// The quotient rounded down, so that the remainder is never negative.
    func floorDividing(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }

    /// The remainder of ``floorDividing(by:)``, within 0..<divisor.
    func floorModulo(_ divisor: Int64) -> Int64 {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
