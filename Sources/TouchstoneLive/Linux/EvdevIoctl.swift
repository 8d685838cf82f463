import Glibc
import TouchstoneFormats

/// The evdev `ioctl`s that describe a device (`linux/input.h`): its name, its
/// capability bits, its properties and its absolute axes.
enum EvdevIoctl {
    /// `_IOC(_IOC_READ, 'E', number, size)`.
    private static func read(_ number: UInt, size: Int) -> UInt {
        (2 << 30) | (UInt(size) << 16) | (UInt(UInt8(ascii: "E")) << 8) | number
    }

    /// `EVIOCGNAME`: the device's name.
    static func name(of fd: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { ioctl(fd, read(0x06, size: $0.count), $0.baseAddress!) }
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// `EVIOCGBIT`: the codes of `type` the device supports (`type` 0: the event types).
    static func bits(of fd: Int32, type: UInt16, maximum: UInt16) -> Set<UInt16> {
        bitSet(fd, request: read(0x20 + UInt(type), size: Int(maximum) / 8 + 1))
    }

    /// `EVIOCGPROP`: the device's properties (`INPUT_PROP_DIRECT`…).
    static func properties(of fd: Int32) -> Set<UInt16> {
        bitSet(fd, request: read(0x09, size: 4))
    }

    private static func bitSet(_ fd: Int32, request: UInt) -> Set<UInt16> {
        let size = Int((request >> 16) & 0x3fff)
        var buffer = [UInt8](repeating: 0, count: size)
        guard buffer.withUnsafeMutableBytes({ ioctl(fd, request, $0.baseAddress!) }) >= 0 else { return [] }
        var set = Set<UInt16>()
        for (index, byte) in buffer.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { set.insert(UInt16(index * 8 + bit)) }
        }
        return set
    }

    /// `EVIOCGABS`: the range and resolution of the absolute axis `code`.
    static func axis(of fd: Int32, code: UInt16) -> EvdevDevice.Axis? {
        // struct input_absinfo: value, minimum, maximum, fuzz, flat, resolution.
        var info = [Int32](repeating: 0, count: 6)
        let result = info.withUnsafeMutableBytes { ioctl(fd, read(0x40 + UInt(code), size: $0.count), $0.baseAddress!) }
        guard result >= 0 else { return nil }
        return EvdevDevice.Axis(minimum: info[1], maximum: info[2], resolution: info[5])
    }

    /// What the device at `fd` is, queried from it.
    static func capabilities(of fd: Int32) -> InputCapabilities {
        InputCapabilities(keys: bits(of: fd, type: InputCapabilities.evKey, maximum: 0x2ff),
                          relative: bits(of: fd, type: InputCapabilities.evRel, maximum: 0x0f),
                          absolute: bits(of: fd, type: InputCapabilities.evAbs, maximum: 0x3f),
                          properties: properties(of: fd))
    }

    /// The device's description: name, absolute axes, `INPUT_PROP_DIRECT`, keys and
    /// whether it has relative axes.
    static func device(of fd: Int32) -> EvdevDevice {
        let capabilities = capabilities(of: fd)
        var axes: [UInt16: EvdevDevice.Axis] = [:]
        for code in capabilities.absolute { axes[code] = axis(of: fd, code: code) }
        return EvdevDevice(name: name(of: fd), axes: axes,
                           isDirect: capabilities.properties.contains(InputCapabilities.propDirect),
                           keys: capabilities.keys, hasRelativeAxes: !capabilities.relative.isEmpty)
    }
}
