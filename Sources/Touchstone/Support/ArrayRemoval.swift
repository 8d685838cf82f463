// Removing elements from the short arrays of the event path (a recognizer's touches,
// the engine's queues and lists), cheaply. The standard library's versions are built
// for the general case and cost more than the work itself on arrays of a few elements.

extension Array {
    /// `removeAll(where:)` for main-actor code.
    ///
    /// The standard library's `removeAll(where:)` is nonisolated, so a main-actor predicate
    /// handed to it is converted to a nonisolated function type, and Swift 6 makes such a
    /// closure check on every call that it really runs on the main actor (dynamic actor
    /// isolation, SE-0423), which costs more than the comparison. Taking the predicate as
    /// `@MainActor` keeps its isolation known, so there is nothing to check. Like the
    /// original, it keeps the order of the remaining elements.
    @MainActor
    mutating func removeAllOnMainActor(where shouldRemove: @MainActor (Element) -> Bool) {
        var kept = 0
        for index in indices where !shouldRemove(self[index]) {
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        removeLastElements(count - kept)
    }

    /// `removeAllOnMainActor(where:)` for a list of objects that holds them: each is handed
    /// to the predicate borrowed (``withBorrowed(_:_:)``), neither retained nor released.
    /// The predicate must not change the list.
    @MainActor
    mutating func removeAllBorrowed(where shouldRemove: @MainActor (Element) -> Bool) where Element: AnyObject {
        var kept = 0
        for index in indices where !withBorrowed(.passUnretained(self[index]), shouldRemove) {
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        removeLastElements(count - kept)
    }

    /// `removeAll(keepingCapacity: true)`, element by element: the standard library's
    /// goes through the generic `replaceSubrange`, which costs more than the work even for an
    /// empty array, where popping one element costs a few.
    mutating func removeAllKeepingCapacity() {
        while !isEmpty { removeLast() }
    }

    /// `removeLast(count)`, element by element, for the same reason.
    mutating func removeLastElements(_ count: Int) {
        for _ in 0..<count { removeLast() }
    }
}
