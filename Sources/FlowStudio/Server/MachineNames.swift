import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The names a request may give this machine by: its host name and the addresses of its network interfaces
/// (loopback included), which a server bound to all addresses (`--host 0.0.0.0`) answers on.
enum MachineNames {
    /// The host name and every interface's IPv4 and IPv6 address, as text (`192.0.2.7`, `fe80::1`).
    static func current() -> [String] {
        var names = ["localhost"]
        var host = [CChar](repeating: 0, count: 256)
        if gethostname(&host, host.count - 1) == 0 {
            let name = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if !name.isEmpty { names.append(name) }
        }
        var interfaces: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&interfaces) == 0 else { return names }
        defer { freeifaddrs(interfaces) }
        var next = interfaces
        while let interface = next {
            next = interface.pointee.ifa_next
            if let address = interface.pointee.ifa_addr, let text = Self.text(of: address) {
                names.append(text)
            }
        }
        return names
    }

    /// An IPv4 or IPv6 address as text, without an IPv6 zone; `nil` for another family.
    private static func text(of address: UnsafeMutablePointer<sockaddr>) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let written: UnsafePointer<CChar>?
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            written = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                withUnsafePointer(to: ipv4.pointee.sin_addr) { inet_ntop(AF_INET, $0, &buffer, socklen_t(buffer.count)) }
            }
        case AF_INET6:
            written = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                withUnsafePointer(to: ipv6.pointee.sin6_addr) { inet_ntop(AF_INET6, $0, &buffer, socklen_t(buffer.count)) }
            }
        default:
            return nil
        }
        guard written != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
