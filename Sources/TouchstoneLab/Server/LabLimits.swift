/// The caps that keep one page (or a runaway script) from taking the lab down: every
/// message past a cap is answered with an error message and dropped, and the connection
/// and the server go on.
public struct LabLimits: Sendable {
    /// The largest message read, in bytes. A scene file sent from the page must fit.
    public var maximumMessageBytes: Int
    /// The largest WebSocket frame the server accepts at all; a bigger one is a protocol
    /// error that closes that connection (the others go on).
    public var maximumFrameBytes: Int
    /// Messages a connection may send in a burst.
    public var messageBurst: Int
    /// Messages a connection may send per second once its burst is spent.
    public var messagesPerSecond: Double
    /// Connections served at once; further ones get an error message and are closed.
    public var maximumConnections: Int

    /// Creates limits; the defaults leave room for ten fingers on a 240 Hz screen.
    public init(maximumMessageBytes: Int = 64 * 1024, maximumFrameBytes: Int = 1 << 20, messageBurst: Int = 1000,
                messagesPerSecond: Double = 1000, maximumConnections: Int = 8) {
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumFrameBytes = maximumFrameBytes
        self.messageBurst = messageBurst
        self.messagesPerSecond = messagesPerSecond
        self.maximumConnections = maximumConnections
    }
}
