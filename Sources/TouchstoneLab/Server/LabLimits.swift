/// The caps that keep one page (or a runaway script, or another program on the machine)
/// from taking the lab down: every message past a cap is answered with an error message
/// and dropped, and the connection and the server go on; every connection that holds
/// memory or a place without using it is bounded in time or in bytes.
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
    /// Pages served at once. When all places are taken, a new page takes the place of the
    /// page that has sent nothing for longest, if that is at least `idleBeforeEviction`;
    /// otherwise it gets an error message and is closed.
    public var maximumConnections: Int
    /// How long a page must have sent nothing before a new page may take its place.
    public var idleBeforeEviction: Duration
    /// The bytes of replies a connection may leave unread; past it, replies are dropped
    /// (a `save` is answered with an error instead), so that a client that never reads
    /// cannot make the server hold its replies.
    public var maximumUnreadReplyBytes: Int
    /// The largest HTTP request head (request line and headers); a bigger one is answered
    /// with 431 and the connection closed.
    public var maximumRequestHeadBytes: Int
    /// How long a connection may take to send a complete request head, or stay idle
    /// between requests; then it is answered with 408 and closed.
    public var requestHeadTimeout: Duration
    /// Connections waiting for a request head at once; a new one closes the one that has
    /// waited longest, so that half-sent requests cannot hold the server.
    public var maximumWaitingConnections: Int

    /// Creates limits; the defaults leave room for ten fingers on a 240 Hz screen.
    public init(maximumMessageBytes: Int = 64 * 1024, maximumFrameBytes: Int = 1 << 20, messageBurst: Int = 1000,
                messagesPerSecond: Double = 1000, maximumConnections: Int = 8, idleBeforeEviction: Duration = .seconds(60),
                maximumUnreadReplyBytes: Int = 16 << 20, maximumRequestHeadBytes: Int = 16 * 1024,
                requestHeadTimeout: Duration = .seconds(10), maximumWaitingConnections: Int = 64) {
        self.maximumMessageBytes = maximumMessageBytes
        self.maximumFrameBytes = maximumFrameBytes
        self.messageBurst = messageBurst
        self.messagesPerSecond = messagesPerSecond
        self.maximumConnections = maximumConnections
        self.idleBeforeEviction = idleBeforeEviction
        self.maximumUnreadReplyBytes = maximumUnreadReplyBytes
        self.maximumRequestHeadBytes = maximumRequestHeadBytes
        self.requestHeadTimeout = requestHeadTimeout
        self.maximumWaitingConnections = maximumWaitingConnections
    }
}
