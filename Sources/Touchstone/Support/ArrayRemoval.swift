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
        removeAll(atIndicesWhere: { shouldRemove($0[$1]) })
    }

    /// Removes the elements at whose index `isRemoved` holds, keeping the order of the others.
    @MainActor @inline(__always)
    fileprivate mutating func removeAll(atIndicesWhere isRemoved: @MainActor (borrowing Self, Int) -> Bool) {
        var kept = 0
        for index in indices where !isRemoved(self, index) {
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

extension Array where Element: AnyObject {
    /// `removeAllOnMainActor(where:)` for a list of objects: each is handed to the
    /// predicate borrowed (``withBorrowed(_:_:)``), neither retained nor released. That is
    /// safe for every caller: the list holds its elements, and nothing can change it while
    /// this mutating method has it.
    @MainActor
    mutating func removeAllOnMainActor(where shouldRemove: @MainActor (Element) -> Bool) {
        removeAll(atIndicesWhere: { withBorrowed(.passUnretained($0[$1]), shouldRemove) })
    }
}
