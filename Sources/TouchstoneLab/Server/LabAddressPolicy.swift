import Foundation

/// Which requests the lab answers: those that name it by an address it serves, from its
/// own page. The lab is a server on a developer's machine, and any web page the developer
/// visits can make the browser send it requests; this is what keeps such a page out.
///
/// - The `Host` header must name the lab by an address it serves, with the port it serves
///   on: a page of another site whose name an attacker points at 127.0.0.1 (DNS
///   rebinding) sends its own name and is refused. A name without a port is taken. Listening on a loopback address
///   (`127.0.0.1`, `::1`, `localhost`), the lab is `localhost`, `127.0.0.1` and `[::1]`;
///   listening on every address (`0.0.0.0`, `::`), it is any IP address and `localhost`;
///   listening on an address or name given with `--host`, it is that address.
/// - The `Origin` header, which a browser sends with every WebSocket request, must be
///   `http://` and the address the `Host` header names: the page the lab served there
///   (a program's `ws://` and the name alone are taken too). A
///   page of another site (or of another server on the machine, on another port) cannot
///   open a session. A request without `Origin` comes from a program, not from a web
///   page, and is answered.
struct LabAddressPolicy: Sendable {
    /// The address the server listens on, as given (`--host`).
    let listeningHost: String

    init(listeningHost: String) {
        self.listeningHost = Self.normalized(listeningHost)
    }

    /// Why a request with these headers, on a connection to `port`, is refused; `nil`
    /// when it is the lab's own.
    func refusal(host: String?, origin: String?, port: Int) -> String? {
        guard let host else { return "the request names no Host" }
        guard accepts(hostAndPort: host, port: port) else {
            return "Host \"\(host.prefix(100))\" is not an address of this lab; open \(address(port: port))"
        }
        guard let origin else { return nil }
        // Browsers send `http://` origins, with the port unless it is 80; programs (such as
        // swift-websocket's client) may send `ws://` and the name alone.
        let lower = origin.lowercased()
        let scheme = ["http://", "ws://"].first { lower.hasPrefix($0) }
        guard let scheme, let page = Self.split(String(origin.dropFirst(scheme.count))), let named = Self.split(host),
              page.name == named.name,
              scheme == "ws://" && page.port == nil || (page.port ?? 80) == (named.port ?? port) else {
            return "Origin \"\(origin.prefix(100))\" is not this lab's page; only pages the lab serves (\(address(port: port))) may connect"
        }
        return nil
    }

    /// The address the lab tells a refused request to open.
    func address(port: Int) -> String {
        let name = Self.isWildcard(listeningHost) ? "127.0.0.1" : listeningHost
        return "http://\(name.contains(":") ? "[\(name)]" : name):\(port)/"
    }

    /// Whether `text`, a `Host` header or the part of an origin after the scheme, names
    /// the lab on `port`.
    private func accepts(hostAndPort text: String, port: Int) -> Bool {
        // A name without a port (which some programs send) names the lab as well: a
        // rebinding page's name fails below with or without one.
        guard let (name, givenPort) = Self.split(text), givenPort.map({ $0 == port }) ?? true else { return false }
        if Self.isWildcard(listeningHost) { return name == "localhost" || Self.isIPAddress(name) }
        if Self.isLoopback(listeningHost) && Self.isLoopback(name) { return true }
        return name == listeningHost
    }

    /// The name (lower case, IPv6 without brackets) and port of `host[:port]`, or `nil`
    /// when it is not of that form.
    static func split(_ text: String) -> (name: String, port: Int?)? {
        let text = text.lowercased()
        let name: Substring
        let rest: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            name = text[text.index(after: text.startIndex)..<close]
            rest = text[text.index(after: close)...]
            guard isIPv6(String(name)) else { return nil }
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            rest = text[colon...]
        } else {
            name = text[...]
            rest = ""
        }
        guard !name.isEmpty else { return nil }
        if rest.isEmpty { return (String(name), nil) }
        let digits = rest.dropFirst()
        guard rest.first == ":", (1...5).contains(digits.count), digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
              let port = Int(digits), port <= 65535 else { return nil }
        return (String(name), port)
    }

    private static func normalized(_ host: String) -> String {
        let lower = host.lowercased()
        return lower.hasPrefix("[") && lower.hasSuffix("]") ? String(lower.dropFirst().dropLast()) : lower
    }

    private static func isWildcard(_ name: String) -> Bool { name == "0.0.0.0" || name == "::" || name.isEmpty }

    private static func isLoopback(_ name: String) -> Bool {
        if name == "localhost" || name == "::1" { return true }
        return isIPv4(name) && name.hasPrefix("127.")
    }

    private static func isIPAddress(_ name: String) -> Bool { isIPv4(name) || isIPv6(name) }

    private static func isIPv4(_ name: String) -> Bool {
        var address = in_addr()
        return inet_pton(AF_INET, name, &address) == 1
    }

    private static func isIPv6(_ name: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET6, name, &address) == 1
    }
}
