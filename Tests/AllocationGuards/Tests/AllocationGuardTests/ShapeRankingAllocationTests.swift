import CAllocationCounter
import Testing
import TouchstoneShapes
import TouchstoneWorkloads

/// The shape classifier's ranking allocates nothing per template (the Shapes article's
/// "Speed").
@Suite struct ShapeRankingAllocationTests {
    /// Run in release (see `AllocationTests`): a debug build allocates in the unspecialized
    /// SIMD code of the coarse stage, once per group of templates.
    @Test(.disabled(if: isDebugBuild, "allocations are counted in release builds only"), arguments: [1, 2])
    func rankingAllocatesNothingPerTemplate(strokes: Int) {
        let small = ShapeWorkload(templatesPerShape: 1, strokes: strokes), large = ShapeWorkload(templatesPerShape: 9, strokes: strokes)
        func allocations(_ workload: ShapeWorkload) -> UInt64 {
            let drawing = workload.drawings[0].strokes
            _ = workload.classifier.rank(drawing)
            let before = touchstone_allocation_count()
            _ = workload.classifier.rank(drawing)
            return touchstone_allocation_count() - before
        }
        let extraTemplates = large.classifier.templates.count - small.classifier.templates.count
        #expect(extraTemplates == 128)
        // One allocation per template would add 128.
        let (largeCount, smallCount) = (Int(allocations(large)), Int(allocations(small)))
        #expect(abs(largeCount - smallCount) < extraTemplates / 4, "\(strokes) strokes: \(largeCount) against \(smallCount)")
    }
}
