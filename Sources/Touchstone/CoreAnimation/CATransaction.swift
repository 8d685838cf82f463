import Foundation

/// Groups layer changes and animations (R-CA8): the animations added between ``begin()``
/// and ``commit()`` share the transaction's duration, implicit animations are turned off
/// by ``setDisableActions(_:)``, and the completion block runs once every animation added
/// in the transaction has stopped, finished or removed (at once when it added none).
/// Delegates hear `animationDidStop` before the block runs: Apple does not order the two.
///
/// **Decision: transactions belong to the bound application.** Core Animation keeps them
/// per thread; Touchstone keeps them in `UIApplication.shared` when one is bound
/// (`UIApplication.withShared(_:operation:)`), so that parallel tests never see each
/// other's (R-O4). With none bound, reading a setting gives the default, and changing one
/// traps, saying how to bind. Settings made outside ``begin()`` and ``commit()`` go to an
/// implicit transaction that commits at the next turn of the key window's clock, as Core
/// Animation commits it at the end of the run loop's turn.
@MainActor
public enum CATransaction {
    /// Opens a transaction inside the current one.
    public static func begin() {
        bound("begin()").open.append(TransactionRecord())
    }

    /// Closes the innermost transaction opened with ``begin()``; its completion block runs
    /// once its animations stop.
    public static func commit() {
        let stack = bound("commit()")
        guard let transaction = stack.open.popLast() else { return stack.commitImplicit() }
        transaction.commit()
    }

    /// Does nothing: there is no render server to flush to.
    public static func flush() {}

    /// Does nothing: the main actor serializes every change.
    public static func lock() {}

    /// Does nothing: the main actor serializes every change.
    public static func unlock() {}

    /// The duration given to animations added without one; 0.25 s by default.
    public static func animationDuration() -> CFTimeInterval { effectiveAnimationDuration }

    /// Sets the current transaction's ``animationDuration()``.
    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        bound("setAnimationDuration(_:)").current.duration = dur
    }

    /// The timing function of the transaction's implicit animations; `nil` (Core
    /// Animation's `default` curve) by default.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        UIApplication.boundApplication?.transactions.lookUp(\.timingFunction) ?? nil
    }

    /// Sets the current transaction's ``animationTimingFunction()``.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        bound("setAnimationTimingFunction(_:)").current.timingFunction = .some(function)
    }

    /// Whether changes to layers' properties make no implicit animations; `false` by
    /// default.
    public static func disableActions() -> Bool {
        UIApplication.boundApplication?.transactions.lookUp(\.disablesActions) ?? false
    }

    /// Sets the current transaction's ``disableActions()``.
    public static func setDisableActions(_ flag: Bool) {
        bound("setDisableActions(_:)").current.disablesActions = flag
    }

    /// The current transaction's completion block.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        UIApplication.boundApplication?.transactions.current.completion
    }

    /// Sets the block that runs once every animation added to the current transaction
    /// from now on has stopped.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        bound("setCompletionBlock(_:)").current.completion = block
    }

    /// The setting `key` names (``kCATransactionAnimationDuration`` and its siblings), or
    /// a value set under another key.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: animationDuration()
        case kCATransactionDisableActions: disableActions()
        case kCATransactionAnimationTimingFunction: animationTimingFunction()
        case kCATransactionCompletionBlock: completionBlock()
        default: UIApplication.boundApplication?.transactions.lookUp { $0.values[key] } ?? nil
        }
    }

    /// Sets the setting `key` names, or keeps `anObject` under another key.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration: setAnimationDuration((anObject as? Double) ?? 0.25)
        case kCATransactionDisableActions: setDisableActions((anObject as? Bool) ?? false)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(anObject as? @MainActor () -> Void)
        default: bound("setValue(_:forKey:)").current.values[key] = anObject
        }
    }

    /// The duration animations added now take when they have none.
    static var effectiveAnimationDuration: CFTimeInterval {
        UIApplication.boundApplication?.transactions.lookUp(\.duration) ?? 0.25
    }

    /// The transaction an animation added now belongs to, told of it; `nil` with no
    /// application bound.
    static func recordAnimationAdded() -> TransactionRecord? {
        guard let transaction = UIApplication.boundApplication?.transactions.current else { return nil }
        transaction.animationAdded()
        return transaction
    }

    private static func bound(_ call: String) -> TransactionStack {
        guard let application = UIApplication.boundApplication else {
            preconditionFailure("CATransaction.\(call) needs an application to keep its transactions in: bind one first, UIApplication.withShared(UIApplication()) { … }")
        }
        return application.transactions
    }
}

/// The key of ``CATransaction/animationDuration()``.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of ``CATransaction/disableActions()``.
public let kCATransactionDisableActions = "disableActions"
/// The key of ``CATransaction/animationTimingFunction()``.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of ``CATransaction/completionBlock()``.
public let kCATransactionCompletionBlock = "completionBlock"

/// One transaction: its settings, and the animations it waits for before its completion
/// block runs.
@MainActor
final class TransactionRecord {
    var duration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction??
    var disablesActions: Bool?
    var values: [String: Any] = [:]
    var completion: (@MainActor () -> Void)?
    private var running = 0
    private var committed = false

    func animationAdded() { running += 1 }

    func animationStopped() {
        running -= 1
        finishIfDone()
    }

    func commit() {
        committed = true
        finishIfDone()
    }

    private func finishIfDone() {
        guard committed, running == 0, let completion else { return }
        self.completion = nil
        completion()
    }
}

/// An application's open transactions, innermost last, and its implicit one.
@MainActor
final class TransactionStack {
    var open: [TransactionRecord] = []
    private var implicit: TransactionRecord?
    private var implicitCommit: VirtualTimer?
    private unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    /// The innermost open transaction, else the implicit one, made when first needed and
    /// committed at the next turn of the key window's clock.
    var current: TransactionRecord {
        if let innermost = open.last { return innermost }
        if let implicit { return implicit }
        let made = TransactionRecord()
        implicit = made
        application.keyWindow?.scheduleHostTimer(in: &implicitCommit, after: 0) { [weak self] in self?.commitImplicit() }
        return made
    }

    /// The innermost setting made, looking outward to the implicit transaction.
    func lookUp<Value>(_ setting: (TransactionRecord) -> Value?) -> Value? {
        for transaction in open.reversed() { if let value = setting(transaction) { return value } }
        return implicit.flatMap(setting)
    }

    /// Commits the implicit transaction, if one is open.
    func commitImplicit() {
        implicitCommit?.invalidate()
        guard let transaction = implicit else { return }
        implicit = nil
        transaction.commit()
    }
}
