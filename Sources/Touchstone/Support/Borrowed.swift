// Reading the engine's lists without reference counting.
//
// A class reference read from an array that the next call could change is retained for
// as long as it is used, and released after: an atomic operation each, several per
// recognizer per event, which made reference counting the largest single cost of the
// event path. Where the engine knows the list keeps its elements alive for the whole use
// (a recognizer stays in `participants` until the reset pass, which never runs during a
// delivery), it borrows them instead.
//
// For the same reason the engine's bookkeeping properties (on its components, touches,
// recognizers, views and the clock) are `@exclusivity(unchecked)`: everything runs on the
// main actor and no access to them overlaps another (none spans a call into user code),
// while the run-time exclusivity checks Swift would otherwise make on every access cost
// more than the rest of the event path. Each engine file says in one comment which of the
// two it uses and why it is safe there. Public properties never carry the attribute: the
// hot ones are computed over a stored property of the module (`storedPhase` behind
// `phase`), which does, so that the public API stays plain while its cost stays the same.

/// Calls `body` with the object that `object` refers to, neither retained nor released
/// around the call.
///
/// The caller vouches that something else keeps the object alive until `body` returns.
/// This is `Unmanaged._withUnsafeGuaranteedRef` behind a function of this module: a
/// main-actor closure handed straight to the standard library's method would check on
/// every call that it runs on the main actor (dynamic actor isolation, SE-0423), which
/// costs more than the retain it saves.
@inline(__always)
func withBorrowed<Object: AnyObject, Result>(_ object: Unmanaged<Object>, _ body: (Object) -> Result) -> Result {
    object._withUnsafeGuaranteedRef(body)
}
