import Foundation

/// The estimates of one window that await their real values, and the delivery of those
/// values when the host sends them (R-P9).
///
/// When a touch's data carries estimated properties that expect updates, the environment
/// records them here, with the data's values and who received the touch: the gesture
/// recognizers fixed for it (R-A1) and its view, if the view accepted it. An update (or
/// word that none will come) reaches those, recognizers first as with touches, in
/// `touchesEstimatedPropertiesUpdated(_:)`, with the touch showing the updated data under
/// its own ``UITouch/estimationUpdateIndex``. The record goes when no property of it
/// expects an update any more; until then it holds the touch, even after the touch ended,
/// since UIKit's updates may come that late.
@MainActor
final class EstimateDelivery {
    /// One touch's data whose estimates await updates.
    private struct Pending {
        let touch: UITouch
        var estimation: UITouch.Estimation
        var values: DataValues
        let recognizers: [UIGestureRecognizer]
        let view: UIView?
    }

    /// The values of a touch's data that estimates may replace, with its time.
    private struct DataValues {
        var windowLocation: CGPoint
        var force: CGFloat
        var altitudeAngle: CGFloat
        var windowAzimuth: CGFloat
        var timestamp: TimeInterval
        var estimation: UITouch.Estimation?

        @MainActor init(of touch: UITouch) {
            windowLocation = touch.windowLocation
            force = touch.force
            altitudeAngle = touch.altitudeAngle
            windowAzimuth = touch.windowAzimuth
            timestamp = touch.timestamp
            estimation = touch.estimation
        }

        @MainActor func show(in touch: UITouch) {
            touch.windowLocation = windowLocation
            touch.force = force
            touch.altitudeAngle = altitudeAngle
            touch.windowAzimuth = windowAzimuth
            touch.timestamp = timestamp
            touch.estimation = estimation
        }
    }

    /// The estimates awaiting updates, by their index.
    private var pending: [Int: Pending] = [:]
    /// The indexes of one call's updates, to find one given twice.
    private var indexesSeen = Set<Int>()

    /// Records the estimates of `touch`'s current data, which expect updates.
    func record(_ touch: UITouch) {
        guard let estimation = touch.estimation else { return }
        pending[estimation.index] = Pending(touch: touch, estimation: estimation, values: DataValues(of: touch),
                                            recognizers: touch.recognizers,
                                            view: touch.delivery.accepted ? touch.view : nil)
    }

    /// Checks `updates` whole, so that a refused call changes nothing.
    func validate(_ updates: [TouchEstimateUpdate]) throws(TouchInputError) {
        indexesSeen.removeAll(keepingCapacity: true)
        for update in updates {
            let index = update.estimationUpdateIndex
            func refuse(_ problem: String) -> TouchInputError { .estimateUpdate(index: index, problem: problem) }
            guard indexesSeen.insert(index).inserted else { throw refuse("the index appears twice in one call") }
            guard let entry = pending[index] else { throw refuse("no estimate with this index awaits updates") }
            let updated = update.updatedProperties
            if updated.isEmpty && update.noLongerExpected.isEmpty {
                throw refuse("the update carries no value and gives up no property")
            }
            if !updated.isDisjoint(with: update.noLongerExpected) {
                throw refuse("properties \(updated.intersection(update.noLongerExpected).rawValue) are both updated and given up")
            }
            let named = updated.union(update.noLongerExpected)
            if !named.isSubset(of: entry.estimation.expecting) {
                throw refuse("properties \(named.subtracting(entry.estimation.expecting).rawValue) expect no update "
                             + "(expecting \(entry.estimation.expecting.rawValue))")
            }
            if let location = update.location, !location.isFinite { throw refuse("the location is not finite") }
            if let force = update.force, !(force >= 0 && force.isFinite) {
                throw refuse("the force \(force) is negative or not finite")
            }
            if let altitude = update.altitudeAngle, !(altitude >= 0 && altitude <= .pi / 2) {
                throw refuse("the altitude \(altitude) is outside 0…π/2")
            }
            if let azimuth = update.azimuthAngle, !azimuth.isFinite { throw refuse("the azimuth is not finite") }
        }
    }

    /// Applies validated `updates` in order, telling each one's recipients.
    func apply(_ updates: [TouchEstimateUpdate]) {
        for update in updates {
            guard var entry = pending.removeValue(forKey: update.estimationUpdateIndex) else { continue }
            if let location = update.location { entry.values.windowLocation = location }
            if let force = update.force { entry.values.force = force }
            if let altitude = update.altitudeAngle { entry.values.altitudeAngle = altitude }
            if let azimuth = update.azimuthAngle { entry.values.windowAzimuth = azimuth }
            let updated = update.updatedProperties
            entry.estimation.estimated.subtract(updated)
            entry.estimation.expecting.subtract(updated.union(update.noLongerExpected))
            entry.values.estimation = entry.estimation
            if !entry.estimation.expecting.isEmpty { pending[update.estimationUpdateIndex] = entry }
            deliver(entry)
        }
    }

    /// Tells the recipients of `entry` of its update. A touch whose current data is the
    /// updated data keeps the new values; one that has moved on shows the updated data
    /// only during the calls, and then its current data again.
    private func deliver(_ entry: Pending) {
        let touch = entry.touch
        let isCurrent = touch.estimation?.index == entry.estimation.index
        let current = isCurrent ? nil : DataValues(of: touch)
        entry.values.show(in: touch)
        let touches: Set<UITouch> = [touch]
        for recognizer in entry.recognizers where recognizer.storedView != nil {
            recognizer.touchesEstimatedPropertiesUpdated(touches)
        }
        entry.view?.touchesEstimatedPropertiesUpdated(touches)
        current?.show(in: touch)
    }
}
