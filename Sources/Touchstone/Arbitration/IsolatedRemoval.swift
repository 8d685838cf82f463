/// `removeAll(where:)` for the event path.
///
/// The standard library's `removeAll(where:)` is nonisolated, so a main-actor predicate
/// handed to it is converted to a nonisolated function type, and Swift 6 makes such a
/// closure check on every call that it really runs on the main actor (dynamic actor
/// isolation, SE-0423): about 90 instructions per element, a few percent of a touch
/// event. Taking the predicate as `@MainActor` keeps its isolation known, so there is
/// nothing to check. Like the original, it keeps the order of the remaining elements.
extension Array {
    @MainActor
    mutating func removeAllOnMainActor(where shouldRemove: @MainActor (Element) -> Bool) {
        var kept = 0
        for index in indices where !shouldRemove(self[index]) {
            if kept != index { swapAt(kept, index) }
            kept += 1
        }
        if kept < count { removeLast(count - kept) }
    }
}
