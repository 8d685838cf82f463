import Foundation

/// Where a list scrolls a row or an item to on one axis: its leading edge at the visible
/// area's, its center at the middle, its trailing edge at the visible area's, or as little
/// as shows it (nothing when it is shown).
enum ListScrollAlignment {
    case leading, centered, trailing, nearest
}

extension UIScrollView {
    /// The content offset that shows `rect` as `horizontal` and `vertical` say (an axis
    /// with `nil` keeps its offset), within the content's range, in the visible area less
    /// the adjusted content inset: what `scrollToRow` and `scrollToItem` scroll to (R-LS6).
    func offset(showing rect: CGRect, horizontal: ListScrollAlignment?, vertical: ListScrollAlignment?) -> CGPoint {
        let inset = adjustedContentInset
        func rest(_ minimum: CGFloat, _ length: CGFloat, current: CGFloat, lead: CGFloat, trail: CGFloat,
                  span: CGFloat, content: CGFloat, _ alignment: ListScrollAlignment?) -> CGFloat {
            let visible = span - lead - trail
            let offset: CGFloat
            switch alignment {
            case nil: return current
            case .leading: offset = minimum - lead
            case .centered: offset = minimum + length / 2 - lead - visible / 2
            case .trailing: offset = minimum + length - lead - visible
            case .nearest:
                if minimum < current + lead { offset = minimum - lead }
                else if minimum + length > current + lead + visible { offset = minimum + length - lead - visible }
                else { return current }
            }
            return min(max(offset, -lead), max(-lead, content + trail - span))
        }
        return CGPoint(
            x: rest(rect.minX, rect.width, current: contentOffset.x, lead: inset.left, trail: inset.right,
                    span: bounds.width, content: contentSize.width, horizontal),
            y: rest(rect.minY, rect.height, current: contentOffset.y, lead: inset.top, trail: inset.bottom,
                    span: bounds.height, content: contentSize.height, vertical))
    }
}
