import Foundation

/// How the engine asks a recognizer's delegate its questions, and learns which of them
/// the delegate leaves to the protocol's defaults.
///
/// A delegate method may be written for a recognizer subclass (the protocol's associated
/// types): it is asked about recognizers of that type only, and others get UIKit's default
/// answer without a call.
extension UIGestureRecognizer {
    /// The delegate questions, as a set of those answered by a default implementation.
    struct DelegateDefaults: OptionSet {
        let rawValue: UInt8
        static let shouldBegin = DelegateDefaults(rawValue: 1 << 0)
        static let recognizeSimultaneously = DelegateDefaults(rawValue: 1 << 1)
        static let requireFailureOf = DelegateDefaults(rawValue: 1 << 2)
        static let beRequiredToFailBy = DelegateDefaults(rawValue: 1 << 3)
        static let receiveTouch = DelegateDefaults(rawValue: 1 << 4)
        static let receiveEvent = DelegateDefaults(rawValue: 1 << 5)
        static let receivePress = DelegateDefaults(rawValue: 1 << 6)
        /// The failure-requirement questions, which the engine stops asking once both are
        /// seen to be defaults (R-A5).
        static let requirements: DelegateDefaults = [.requireFailureOf, .beRequiredToFailBy]

        /// The method a Swift delegate writes to answer the question.
        var methodName: String {
            switch self {
            case .shouldBegin: "gestureRecognizerShouldBegin(_:)"
            case .recognizeSimultaneously: "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
            case .requireFailureOf: "gestureRecognizer(_:shouldRequireFailureOf:)"
            case .beRequiredToFailBy: "gestureRecognizer(_:shouldBeRequiredToFailBy:)"
            default: "gestureRecognizer(_:shouldReceive:)"
            }
        }
    }

    /// Whether the type of `delegate` writes any of its methods for a recognizer subclass
    /// (an associated type other than `UIGestureRecognizer`); worked out when the delegate
    /// is set, so that the questions need neither the associated types nor a cast when it
    /// does not, which is nearly always.
    static func narrowsParameters<D: UIGestureRecognizerDelegate>(_ delegate: D) -> Bool {
        func narrowed(_ type: UIGestureRecognizer.Type) -> Bool { type != UIGestureRecognizer.self }
        return narrowed(D.ShouldBeginRecognizer.self) || narrowed(D.SimultaneousRecognizer.self)
            || narrowed(D.SimultaneousOtherRecognizer.self) || narrowed(D.RequireFailureRecognizer.self)
            || narrowed(D.RequireFailureOtherRecognizer.self) || narrowed(D.RequiredToFailRecognizer.self)
            || narrowed(D.RequiredToFailOtherRecognizer.self) || narrowed(D.ReceiveTouchRecognizer.self)
            || narrowed(D.ReceiveEventRecognizer.self) || narrowed(D.ReceivePressRecognizer.self)
    }

    /// Called by the delegate protocol's default implementations: the one place where the
    /// engine learns that `delegate` does not implement `question`. Inlined into them, so
    /// that a default answering once per touch costs one bit test once it was seen.
    ///
    /// Generic rather than taking `AnyObject`, so that the default does not retain its
    /// delegate, which a weak reference makes a slow operation.
    @inline(__always)
    func usedDelegateDefault<Delegate: AnyObject>(of delegate: Delegate, for question: DelegateDefaults) {
        guard !delegateDefaults.contains(question) else { return }
        firstUsedDelegateDefault(of: delegate, for: question)
    }

    private func firstUsedDelegateDefault<Delegate: AnyObject>(of delegate: Delegate, for question: DelegateDefaults) {
        guard delegate === self.delegate else { return }
        if let adopter = Self.inheritedAdopter(of: delegate) {
            // Once per delegate class in the process, whichever recognizer or window asks.
            OneTimeNotes.write(key: "inherited adoption: \(String(reflecting: type(of: delegate)))") {
                Self.inheritedAdoptionNote(delegate: delegate, adopter: adopter, recognizer: self, question: question)
            }
        }
        delegateDefaults.insert(question)
        if DelegateDefaults.requirements.contains(question), answersRequirementsWithoutAsking {
            environment?.recognizerStoppedAsking(self)
        }
    }

    /// The class from which the class of `delegate` inherits its adoption of
    /// ``UIGestureRecognizerDelegate``, when that is a class of the app: Swift binds the
    /// protocol's methods there, so a method declared only in the subclass is never called,
    /// which UIKit would call. `nil` for a delegate of the adopting class itself, and for a
    /// subclass of a Touchstone class that adopts it (`UIScrollView`, the delegate of its
    /// own recognizers): there the way in is to override the class's open methods, and a
    /// subclass that overrides none has nothing to be told.
    static func inheritedAdopter(of delegate: AnyObject) -> AnyClass? {
        let delegateClass: AnyClass = type(of: delegate)
        var adopter: AnyClass = delegateClass
        while let superclass = _getSuperclass(adopter), superclass is any UIGestureRecognizerDelegate.Type {
            adopter = superclass
        }
        guard adopter != delegateClass, moduleName(of: adopter) != moduleName(of: UIGestureRecognizer.self) else {
            return nil
        }
        return adopter
    }

    /// The module that declares `type`: the part of its qualified name before the first dot.
    private static func moduleName(of type: AnyClass) -> Substring {
        String(reflecting: type).prefix { $0 != "." }
    }

    /// The one-time note for a delegate whose class inherits its adoption from `adopter`
    /// (``inheritedAdopter(of:)``), written the first time one of its questions gets the
    /// protocol's default. Whether the subclass declares that method no Swift runtime can
    /// tell, so the note says what is known and what follows if it does.
    static func inheritedAdoptionNote(delegate: AnyObject, adopter: AnyClass, recognizer: UIGestureRecognizer,
                                      question: DelegateDefaults) -> String {
        let sub = String(describing: type(of: delegate)), base = String(describing: adopter)
        return "Touchstone: \(sub), the delegate of \(recognizer.displayName), inherits UIGestureRecognizerDelegate "
            + "from \(base), which does not declare \(question.methodName): the protocol's default answers it. "
            + "If \(sub) declares that method (or another one \(base) does not), Swift never calls it, unlike "
            + "UIKit: declare it in \(base) and override it in \(sub). (Written once per delegate class.)"
    }

    // MARK: The questions (R-A1, R-S4, R-A4, R-A5)
    //
    // A question the delegate was seen to leave to the protocol's default is not asked
    // again: its type's answer is the default for good (the set is cleared when the
    // delegate changes).

    // The receiving questions ask the recognizer's own ``shouldReceive(_:)`` first, then
    // the delegate: both must agree for the recognizer to take the input.

    /// Whether the recognizer and its delegate, if any, let it receive `touch` of `event`
    /// (R-A1).
    func allowsReceiving(_ touch: UITouch, of event: UIEvent) -> Bool {
        guard shouldReceive(event) else { return false }
        guard !delegateDefaults.isSuperset(of: [.receiveEvent, .receiveTouch]),
              let delegate = delegateIfAny else { return true }
        return Self.allowsReceiving(delegate, self, touch, event)
    }

    /// Whether the recognizer and its delegate, if any, let it receive `event`, a scroll or
    /// transform gesture with no touch (R-P5): only the event questions are asked.
    func allowsReceiving(_ event: UIEvent) -> Bool {
        guard shouldReceive(event) else { return false }
        guard !delegateDefaults.contains(.receiveEvent), let delegate = delegateIfAny else { return true }
        return Self.allowsReceiving(delegate, self, event)
    }

    /// Whether the recognizer and its delegate, if any, let it receive `press` of `event`
    /// (R-R5).
    func allowsReceiving(_ press: UIPress, of event: UIEvent) -> Bool {
        guard shouldReceive(event) else { return false }
        guard !delegateDefaults.isSuperset(of: [.receiveEvent, .receivePress]),
              let delegate = delegateIfAny else { return true }
        return Self.allowsReceiving(delegate, self, press, event)
    }

    /// Whether the delegate, if any, lets the recognizer leave `possible` (R-S4).
    func delegateAllowsBeginning() -> Bool {
        guard !delegateDefaults.contains(.shouldBegin), let delegate = delegateIfAny else { return true }
        return Self.allowsBeginning(delegate, self)
    }

    /// Whether the delegate, if any, lets the recognizer recognize with `other` (R-A4).
    func delegateAllowsSimultaneousRecognition(with other: UIGestureRecognizer) -> Bool {
        guard !delegateDefaults.contains(.recognizeSimultaneously), let delegate = delegateIfAny else { return false }
        return Self.allowsSimultaneity(delegate, self, other)
    }

    /// Whether the delegate, if any, makes the recognizer wait for `other` to fail (R-A5).
    func delegateRequiresFailure(of other: UIGestureRecognizer) -> Bool {
        guard !delegateDefaults.contains(.requireFailureOf), let delegate = delegateIfAny else { return false }
        return Self.requiresFailure(delegate, self, other)
    }

    /// Whether the delegate, if any, makes `other` wait for the recognizer to fail (R-A5).
    func delegateRequiresFailure(by other: UIGestureRecognizer) -> Bool {
        guard !delegateDefaults.contains(.beRequiredToFailBy), let delegate = delegateIfAny else { return false }
        return Self.requiredToFail(delegate, self, other)
    }

    // The generic halves open the delegate's type, so that a method written for a subclass
    // receives that subclass.

    @inline(__always)
    private static func allowsReceiving<D: UIGestureRecognizerDelegate>(
        _ delegate: D, _ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent
    ) -> Bool {
        // Asked for every new touch of every candidate (R-A1): no optional to unwrap when
        // nothing is narrowed.
        let defaults = recognizer.delegateDefaults
        if !recognizer.delegateNarrows {
            return (defaults.contains(.receiveEvent)
                    || delegate.gestureRecognizer(unsafeDowncast(recognizer, to: D.ReceiveEventRecognizer.self),
                                                  shouldReceive: event))
                && (defaults.contains(.receiveTouch)
                    || delegate.gestureRecognizer(unsafeDowncast(recognizer, to: D.ReceiveTouchRecognizer.self),
                                                  shouldReceive: touch))
        }
        if !defaults.contains(.receiveEvent),
           let narrowed = recognizer.narrowed(to: D.ReceiveEventRecognizer.self, for: recognizer),
           !delegate.gestureRecognizer(narrowed, shouldReceive: event) { return false }
        if !defaults.contains(.receiveTouch),
           let narrowed = recognizer.narrowed(to: D.ReceiveTouchRecognizer.self, for: recognizer),
           !delegate.gestureRecognizer(narrowed, shouldReceive: touch) { return false }
        return true
    }

    private static func allowsReceiving<D: UIGestureRecognizerDelegate>(
        _ delegate: D, _ recognizer: UIGestureRecognizer, _ press: UIPress, _ event: UIEvent
    ) -> Bool {
        let defaults = recognizer.delegateDefaults
        if !defaults.contains(.receiveEvent),
           let narrowed = recognizer.narrowed(to: D.ReceiveEventRecognizer.self, for: recognizer),
           !delegate.gestureRecognizer(narrowed, shouldReceive: event) { return false }
        if !defaults.contains(.receivePress),
           let narrowed = recognizer.narrowed(to: D.ReceivePressRecognizer.self, for: recognizer),
           !delegate.gestureRecognizer(narrowed, shouldReceive: press) { return false }
        return true
    }

    private static func allowsReceiving<D: UIGestureRecognizerDelegate>(
        _ delegate: D, _ recognizer: UIGestureRecognizer, _ event: UIEvent
    ) -> Bool {
        guard let narrowed = recognizer.narrowed(to: D.ReceiveEventRecognizer.self, for: recognizer) else { return true }
        return delegate.gestureRecognizer(narrowed, shouldReceive: event)
    }

    private static func allowsBeginning<D: UIGestureRecognizerDelegate>(
        _ delegate: D, _ recognizer: UIGestureRecognizer
    ) -> Bool {
        guard let narrowed = recognizer.narrowed(to: D.ShouldBeginRecognizer.self, for: recognizer) else { return true }
        return delegate.gestureRecognizerShouldBegin(narrowed)
    }

    private static func allowsSimultaneity<D: UIGestureRecognizerDelegate>(
        _ delegate: D, _ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer
    ) -> Bool {
        ask(recognizer, D.SimultaneousRecognizer.self, other, D.SimultaneousOtherRecognizer.self) {
            delegate.gestureRecognizer($0, shouldRecognizeSimultaneouslyWith: $1)
        }
    }

    private static func requiresFailure<D: UIGestureRecognizerDelegate>(
        _ delegate: D, _ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer
    ) -> Bool {
        ask(recognizer, D.RequireFailureRecognizer.self, other, D.RequireFailureOtherRecognizer.self) {
            delegate.gestureRecognizer($0, shouldRequireFailureOf: $1)
        }
    }

    private static func requiredToFail<D: UIGestureRecognizerDelegate>(
        _ delegate: D, _ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer
    ) -> Bool {
        ask(recognizer, D.RequiredToFailRecognizer.self, other, D.RequiredToFailOtherRecognizer.self) {
            delegate.gestureRecognizer($0, shouldBeRequiredToFailBy: $1)
        }
    }

    /// A question about two recognizers, asked when both are of the types the delegate's
    /// method was written for; `false` (UIKit's default for all three) otherwise.
    @inline(__always)
    private static func ask<First: UIGestureRecognizer, Second: UIGestureRecognizer>(
        _ recognizer: UIGestureRecognizer, _ firstType: First.Type,
        _ other: UIGestureRecognizer, _ secondType: Second.Type,
        _ question: (First, Second) -> Bool
    ) -> Bool {
        guard let first = recognizer.narrowed(to: firstType, for: recognizer),
              let second = other.narrowed(to: secondType, for: recognizer) else {
            return false
        }
        return question(first, second)
    }

    /// The recognizer as `type`, or `nil` when it is not one; without a dynamic cast when
    /// the delegate writes no method for a subclass (``delegateNarrows``).
    @inline(__always)
    private func narrowed<R: UIGestureRecognizer>(to type: R.Type, for asker: UIGestureRecognizer) -> R? {
        guard asker.delegateNarrows else { return unsafeDowncast(self, to: R.self) }
        return self as? R
    }
}
