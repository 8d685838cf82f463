/// The modifier flags that key changes leave held, by the engine's rule (R-R6): Shift,
/// Control, Option and Command while either key of the pair is down, Caps Lock toggling
/// `alphaShift` each time it goes down.
///
/// The keyboard decoder, the trace reader and the trace recorder follow the keys with it,
/// so that each key change they write says the modifiers the engine will report for it.
package struct ModifierKeys: Sendable {
    /// The flags held now.
    package private(set) var flags: PointerEvent.Modifiers = []
    /// The modifier keys down, by key code.
    private var held: [Int] = []

    package init() {}

    /// Notes that `keyCode` changed.
    package mutating func note(_ keyCode: Int, _ phase: KeyEvent.Phase) {
        if keyCode == KeyEvent.capsLock {
            if phase == .began { flags.formSymmetricDifference(.alphaShift) }
            return
        }
        guard let flag = KeyEvent.heldModifier(ofKeyCode: keyCode) else { return }
        if phase == .began {
            held.append(keyCode)
            flags.insert(flag)
        } else {
            held.removeAll { $0 == keyCode }
            if !held.contains(where: { KeyEvent.heldModifier(ofKeyCode: $0) == flag }) { flags.remove(flag) }
        }
    }
}
