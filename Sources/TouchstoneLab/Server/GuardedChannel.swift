// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import HummingbirdCore
import Logging
import NIOCore

/// The server's connections: Hummingbird's HTTP and WebSocket channel with a
/// ``ConnectionGuard`` in front of it.
struct GuardedChannel<Inner: ServerChildChannel>: ServerChildChannel {
    let inner: Inner
    let policy: LabAddressPolicy
    let limits: LabLimits
    let waitingConnections: WaitingConnections

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Inner.Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(
                ConnectionGuard(policy: policy, limits: limits, waitingConnections: waitingConnections), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Inner.Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
#endif
