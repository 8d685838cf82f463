// Generated from the public declarations of Sources/Touchstone by PortReportTests; do not
// edit. After a change to Touchstone's public API, rewrite it with
// TOUCHSTONE_UPDATE_DECLARATIONS=1 swift test --traits Porting --filter PortReportTests
#if Porting
extension DeclarationIndex {
    /// Touchstone's public names, as its sources declared them when this file was made: a
    /// test derives them again from `Sources/Touchstone` and fails if they differ.
    public static let touchstone = DeclarationIndex(text: #"""
<free>: CACurrentMediaTime CATransform3DConcat CATransform3DEqualToTransform CATransform3DGetAffineTransform CATransform3DIdentity CATransform3DInvert CATransform3DIsAffine CATransform3DIsIdentity CATransform3DMakeAffineTransform CATransform3DMakeRotation CATransform3DMakeScale CATransform3DMakeTranslation CATransform3DRotate CATransform3DScale CATransform3DTranslate CFTimeInterval NSKeyValueObservedChange.Kind UIActionHandler UICollectionView.CellRegistration.Handler UICollectionView.SupplementaryRegistration.Handler UICollectionViewCompositionalLayoutSectionProvider UICollectionViewDiffableDataSource.CellProvider UICollectionViewDiffableDataSource.SupplementaryViewProvider UIContextMenuActionProvider UIContextMenuContentPreviewProvider UIContextualAction.Handler UIControl.ActionIdentifier UIGestureRecognizer.ActionIdentifier UIGraphicsBeginImageContext UIGraphicsBeginImageContextWithOptions UIGraphicsEndImageContext UIGraphicsGetCurrentContext UIGraphicsGetImageFromCurrentImageContext UIGraphicsPopContext UIGraphicsPushContext UITableViewDiffableDataSource.CellProvider UITrait kCATransactionAnimationDuration kCATransactionAnimationTimingFunction kCATransactionCompletionBlock kCATransactionDisableActions kCATransition objc_getAssociatedObject objc_removeAssociatedObjects objc_setAssociatedObject
AccessibilitySettings < Equatable, Sendable: init isBoldTextEnabled isDarkerSystemColorsEnabled isReduceMotionEnabled isReduceTransparencyEnabled isSwitchControlRunning isVideoAutoplayEnabled isVoiceOverRunning prefersCrossFadeTransitions shouldDifferentiateWithoutColor
AnimationGroup (extended) < TimerOwner: 
AnimationTiming (extended): 
Array (extended): 
CAAction: run
CAAnimation < CAAction, CAMediaTiming: autoreverses beginTime copy delegate duration fillMode init isRemovedOnCompletion repeatCount repeatDuration run speed timeOffset timingFunction
CAAnimationCalculationMode < Hashable, RawRepresentable, Sendable: cubic cubicPaced discrete init linear paced rawValue
CAAnimationDelegate < AnyObject: animationDidStart animationDidStop
CAAnimationGroup < CAAnimation: animations
CAAnimationRotationMode < Hashable, RawRepresentable, Sendable: init rawValue rotateAuto rotateAutoReverse
CABasicAnimation < CAPropertyAnimation: byValue fromValue toValue
CACornerMask < Hashable, OptionSet, Sendable: init layerMaxXMaxYCorner layerMaxXMinYCorner layerMinXMaxYCorner layerMinXMinYCorner rawValue
CADisplayLink: add duration init invalidate isPaused preferredFrameRateRange preferredFramesPerSecond remove targetTimestamp timestamp
CAFrameRateRange < Equatable, Sendable: `default` init maximum minimum preferred
CAGradientLayer < CALayer: colors endPoint init locations startPoint type
CAGradientLayerType < Hashable, RawRepresentable, Sendable: axial conic init radial rawValue
CAKeyframeAnimation < CAPropertyAnimation: biasValues calculationMode continuityValues keyTimes path rotationMode tensionValues timingFunctions values
CALayer < CAMediaTiming, Equatable: == action actions add addSublayer affineTransform allowsEdgeAntialiasing allowsGroupOpacity anchorPoint anchorPointZ animation animationKeys autoreverses backgroundColor beginTime borderColor borderWidth bounds contains contents contentsGravity contentsRect contentsScale convert convertTime cornerCurve cornerRadius defaultAction delegate display displayIfNeeded draw duration fillMode frame hitTest init insertSublayer isDoubleSided isHidden isOpaque layoutIfNeeded layoutSublayers mask maskedCorners masksToBounds model name needsDisplay needsDisplayOnBoundsChange needsLayout opacity position presentation rasterizationScale recordedDrawing removeAllAnimations removeAnimation removeFromSuperlayer render repeatCount repeatDuration replaceSublayer setAffineTransform setNeedsDisplay setNeedsLayout setValue shadowColor shadowOffset shadowOpacity shadowPath shadowRadius shouldRasterize speed sublayerTransform sublayers superlayer timeOffset transform value zPosition
CALayerContentsGravity < Hashable, RawRepresentable, Sendable: bottom center init left rawValue resize resizeAspect resizeAspectFill right top
CALayerCornerCurve < Hashable, RawRepresentable, Sendable: circular continuous init rawValue
CALayerDelegate < AnyObject: action display draw layoutSublayers
CAMediaTiming < AnyObject: autoreverses beginTime duration fillMode repeatCount repeatDuration speed timeOffset
CAMediaTimingFillMode < Hashable, RawRepresentable, Sendable: backwards both forwards init rawValue removed
CAMediaTimingFunction < @unchecked Sendable, CustomStringConvertible, Equatable: == description getControlPoint init
CAMediaTimingFunctionName < Hashable, RawRepresentable, Sendable: `default` easeIn easeInEaseOut easeOut init linear rawValue
CAPropertyAnimation < CAAnimation: init isAdditive isCumulative keyPath
CAReplicatorLayer < CALayer: init instanceAlphaOffset instanceBlueOffset instanceColor instanceCount instanceDelay instanceGreenOffset instanceRedOffset instanceTransform preservesDepth
CAShapeLayer < CALayer: fillColor fillRule init lineCap lineDashPattern lineDashPhase lineJoin lineWidth miterLimit path strokeColor strokeEnd strokeStart strokedSegment
CAShapeLayerFillRule < Hashable, RawRepresentable, Sendable: evenOdd init nonZero rawValue
CAShapeLayerLineCap < Hashable, RawRepresentable, Sendable: butt init rawValue round square
CAShapeLayerLineJoin < Hashable, RawRepresentable, Sendable: bevel init miter rawValue round
CASpringAnimation < CABasicAnimation: allowsOverdamping bounce damping init initialVelocity mass perceptualDuration settlingDuration stiffness
CATextLayer < CALayer: alignmentMode font fontSize foregroundColor init isWrapped string truncationMode
CATextLayerAlignmentMode < Hashable, RawRepresentable, Sendable: center init justified left natural rawValue right
CATextLayerTruncationMode < Hashable, RawRepresentable, Sendable: end init middle none rawValue start
CATransaction: animationDuration animationTimingFunction begin commit completionBlock disableActions flush lock setAnimationDuration setAnimationTimingFunction setCompletionBlock setDisableActions setValue unlock value
CATransform3D < Equatable, Sendable: init m11 m12 m13 m14 m21 m22 m23 m24 m31 m32 m33 m34 m41 m42 m43 m44
CATransition < CAAnimation: endProgress startProgress subtype type
CATransitionSubtype < Hashable, RawRepresentable, Sendable: fromBottom fromLeft fromRight fromTop init rawValue
CATransitionType < Hashable, RawRepresentable, Sendable: fade init moveIn push rawValue reveal
CGAffineTransform < Equatable, Hashable, Sendable: a b c concatenating d identity init inverted isIdentity rotated scaledBy translatedBy tx ty
CGBlendMode < Int32, Sendable: clear color colorBurn colorDodge copy darken destinationAtop destinationIn destinationOut destinationOver difference exclusion hardLight hue lighten luminosity multiply normal overlay plusDarker plusLighter saturation screen softLight sourceAtop sourceIn sourceOut xor
CGColor < CustomStringConvertible, Equatable, Hashable, Sendable: == alpha black clear components copy description hash init numberOfComponents white
CGContext: Operation addArc addCurve addEllipse addLine addLines addPath addQuadCurve addRect addRects beginPath boundingBoxOfClipPath boundingBoxOfPath clear clip closePath concatenate ctm draw drawPath fill fillEllipse fillPath height init isPathEmpty move operations path replacePathWithStrokedPath restoreGState rotate saveGState scaleBy setAlpha setFillColor setLineCap setLineJoin setLineWidth setMiterLimit setStrokeColor stroke strokeEllipse strokeLineSegments strokePath translateBy width
CGContext.Operation < CustomStringConvertible, Equatable: clear description fill filledPath image stroke strokedPath text
CGFloat (extended) < VelocityTrackable: 
CGImage < CustomStringConvertible, Equatable, Sendable: == description height init width
CGLineCap < Int32, Sendable: butt round square
CGLineJoin < Int32, Sendable: bevel miter round
CGMutablePath < CGPath: addArc addCurve addEllipse addLine addLines addPath addQuadCurve addRect addRects addRelativeArc addRoundedRect closeSubpath init move
CGPath < CustomStringConvertible, Equatable: == applyWithBlock boundingBox boundingBoxOfPath contains copy currentPoint description init isEmpty isRect mutableCopy
CGPath.Element (extended): 
CGPathDrawingMode < Int32, Sendable: eoFill eoFillStroke fill fillStroke stroke
CGPathElement: init points type
CGPathElementType < Int32, Sendable: addCurveToPoint addLineToPoint addQuadCurveToPoint closeSubpath moveToPoint
CGPathFillRule < Int, Sendable: evenOdd winding
CGPoint (extended) < VelocityTrackable: applying
CGRect (extended): applying inset
CGSize (extended): applying
CGVector < Equatable, Hashable, Sendable: dx dy init zero
ClosedRange (extended): 
FlowInsets (extended): 
GestureDecision < @MainActor CustomStringConvertible: Outcome description failureReason other outcome reason recognizer rule summary time view
GestureDecision.Outcome < Sendable, String: began cancelled failed recognized waiting
IndexPath (extended): init item row section
LayerValue (extended): 
LayoutDecision: brokenConstraint conflictingConstraints message rule summary
LayoutItem (extended): 
LayoutTerm (extended): 
MediaTimeline (extended): 
NSAttributedString (extended): boundingRect draw size
NSAttributedString.Key (extended): backgroundColor baselineOffset expansion font foregroundColor kern ligature link obliqueness paragraphStyle shadow strikethroughColor strikethroughStyle strokeColor strokeWidth tracking underlineColor underlineStyle
NSCollectionLayoutBoundarySupplementaryItem < NSCollectionLayoutSupplementaryItem: alignment extendsBoundary init offset pinToVisibleBounds
NSCollectionLayoutContainer < AnyObject: contentInsets contentSize effectiveContentInsets effectiveContentSize
NSCollectionLayoutDimension: absolute dimension estimated fractionalHeight fractionalWidth isAbsolute isEstimated isFractionalHeight isFractionalWidth
NSCollectionLayoutEdgeSpacing: bottom init leading top trailing
NSCollectionLayoutEnvironment < AnyObject: container traitCollection
NSCollectionLayoutGroup < NSCollectionLayoutItem: horizontal interItemSpacing subitems vertical
NSCollectionLayoutItem: contentInsets edgeSpacing init layoutSize
NSCollectionLayoutSection: boundarySupplementaryItems contentInsets init interGroupSpacing list orthogonalScrollingBehavior
NSCollectionLayoutSize: heightDimension init widthDimension
NSCollectionLayoutSpacing: fixed flexible isFixed isFlexible spacing
NSCollectionLayoutSupplementaryItem < NSCollectionLayoutItem: elementKind
NSDiffableDataSourceSnapshot < Sendable: appendItems appendSections deleteAllItems deleteItems deleteSections indexOfItem indexOfSection init insertItems insertSections itemIdentifiers moveItem moveSection numberOfItems numberOfSections reconfigureItems reconfiguredItemIdentifiers reloadItems reloadSections reloadedItemIdentifiers reloadedSectionIdentifiers sectionIdentifier sectionIdentifiers
NSDirectionalEdgeInsets < Hashable, Sendable: bottom init leading top trailing zero
NSItemProvider < NSObject: canLoadObject hasItemConformingToTypeIdentifier init loadObject registeredTypeIdentifiers suggestedName
NSItemProviderReading < AnyObject: readableTypeIdentifiersForItemProvider
NSItemProviderWriting < AnyObject: writableTypeIdentifiersForItemProvider
NSKeyValueChange < Sendable, UInt: insertion removal replacement setting
NSKeyValueChangeKey < Hashable, RawRepresentable, Sendable: indexesKey init kindKey newKey notificationIsPriorKey oldKey rawValue
NSKeyValueObservation: invalidate
NSKeyValueObservedChange: Kind indexes isPrior kind newValue oldValue
NSKeyValueObservingOptions < Hashable, OptionSet, Sendable: init initial new old prior rawValue
NSLayoutAnchor < @MainActor CustomStringConvertible, Hashable: == constraint constraintsAffectingLayout description hasAmbiguousLayout hash item name
NSLayoutConstraint < @MainActor CustomStringConvertible, Hashable: == Attribute Axis Relation activate constant deactivate description firstAnchor firstAttribute firstItem hash identifier init isActive multiplier priority relation secondAnchor secondAttribute secondItem shouldBeArchived
NSLayoutConstraint.Attribute < Int, Sendable: baseline bottom bottomMargin centerX centerXWithinMargins centerY centerYWithinMargins firstBaseline height lastBaseline leading leadingMargin left leftMargin notAnAttribute right rightMargin top topMargin trailing trailingMargin width
NSLayoutConstraint.Axis < Int, Sendable: horizontal vertical
NSLayoutConstraint.Relation < Int, Sendable: equal greaterThanOrEqual lessThanOrEqual
NSLayoutDimension < NSLayoutAnchor<NSLayoutDimension>: constraint
NSLayoutXAxisAnchor < NSLayoutAnchor<NSLayoutXAxisAnchor>: anchorWithOffset constraint
NSLayoutYAxisAnchor < NSLayoutAnchor<NSLayoutYAxisAnchor>: anchorWithOffset constraint
NSLineBreakMode < Int, Sendable: byCharWrapping byClipping byTruncatingHead byTruncatingMiddle byTruncatingTail byWordWrapping
NSMutableParagraphStyle < NSParagraphStyle: alignment firstLineHeadIndent headIndent lineBreakMode lineHeightMultiple lineSpacing maximumLineHeight minimumLineHeight paragraphSpacing setParagraphStyle tailIndent
NSNull (extended) < CAAction: run
NSObject (extended): cancelPreviousPerformRequests
NSParagraphStyle < NSCopying, NSMutableCopying, NSObject: `default` alignment copy firstLineHeadIndent headIndent init lineBreakMode lineHeightMultiple lineSpacing maximumLineHeight minimumLineHeight mutableCopy paragraphSpacing tailIndent
NSRectAlignment < Int, Sendable: bottom bottomLeading bottomTrailing leading none top topLeading topTrailing trailing
NSShadow < NSObject: init shadowBlurRadius shadowColor shadowOffset
NSString (extended) < NSItemProviderReading, NSItemProviderWriting: boundingRect draw readableTypeIdentifiersForItemProvider size writableTypeIdentifiersForItemProvider
NSStringDrawingContext < NSObject: actualScaleFactor init minimumScaleFactor totalBounds
NSStringDrawingOptions < Hashable, OptionSet, Sendable: init rawValue truncatesLastVisibleLine usesDeviceMetrics usesFontLeading usesLineFragmentOrigin
NSTextAlignment < Int, Sendable: center justified left natural right
NSURL (extended) < NSItemProviderReading, NSItemProviderWriting: readableTypeIdentifiersForItemProvider writableTypeIdentifiersForItemProvider
NSUnderlineStyle < Hashable, OptionSet, Sendable: byWord double init patternDash patternDashDot patternDashDotDot patternDot rawValue single thick
NSValue (extended): cgPointValue cgRectValue cgSizeValue init
NotificationCenter (extended): addObserver removeObserver
PointerInput < Equatable, Sendable: Gesture Phase exit move scroll transform
PointerInput.Gesture < Equatable, Sendable: trackpadScroll transform wheelScroll
PointerInput.Phase < Equatable, Sendable: began cancelled changed ended
PointerInputError < CustomStringConvertible, Equatable, Error, Sendable: description gestureAlreadyUnderway invalidStylusPose invalidTransform noGestureUnderway nonFiniteLocation nonFiniteScrollDelta notAccepted pointerNotInWindow stylusHoverWithButtonsHeld wheelNotchPhase
PressInput < Equatable, Sendable: Key Phase force init key phase type
PressInput.Key < Equatable, Sendable: characters charactersIgnoringModifiers init keyCode
PressInput.Phase < Equatable, Sendable: began cancelled changed ended
RuntimeHost (extended): 
SegueKind < Sendable: presentModally show
Selector < CustomStringConvertible, Hashable: == description hash init name
Set (extended): 
String (extended): boundingRect draw size
StylusHover < Equatable, Sendable: altitudeAngle azimuthAngle init location modifiers rollAngle zOffset
TargetActionIdentifier < Hashable, Sendable: 
TextLayout (extended): 
TouchEstimateUpdate < Equatable, Sendable: altitudeAngle azimuthAngle estimationUpdateIndex force init location noLongerExpected updatedProperties
TouchInput < Equatable, Sendable: Phase Sample altitudeAngle azimuthAngle coalesced estimatedProperties estimatedPropertiesExpectingUpdates estimationUpdateIndex finger force init location majorRadius maximumPossibleForce phase predicted type
TouchInput.Phase < Equatable, Sendable: began cancelled ended moved
TouchInput.Sample < Equatable, Sendable: altitudeAngle azimuthAngle force init location majorRadius timestamp
TouchInputError < CustomStringConvertible, Equatable, Error: description duplicateFinger estimateUpdate fingerAlreadyDown fingerNotDown invalidAngle invalidEstimate invalidForceOrRadius invalidSample missingLocation nonFiniteLocation pointer pressInput reentrantCall reservedFinger timeOutOfRange timeWentBackwards
UIAccessibility: Notification boldTextStatusDidChangeNotification isBoldTextEnabled isDarkerSystemColorsEnabled isReduceMotionEnabled isReduceTransparencyEnabled isSwitchControlRunning isVideoAutoplayEnabled isVoiceOverRunning post prefersCrossFadeTransitions reduceMotionStatusDidChangeNotification reduceTransparencyStatusDidChangeNotification shouldDifferentiateWithoutColor switchControlStatusDidChangeNotification voiceOverStatusDidChangeNotification
UIAccessibility.Notification < Hashable, RawRepresentable, Sendable: announcement init layoutChanged pageScrolled pauseAssistiveTechnology rawValue resumeAssistiveTechnology screenChanged
UIAccessibilityScrollDirection < Int, Sendable: down left next previous right up
UIAccessibilityTraits < Hashable, OptionSet, Sendable: adjustable allowsDirectInteraction button causesPageTurn header image init keyboardKey link none notEnabled playsSound rawValue searchField selected startsMediaSession staticText summaryElement tabBar updatesFrequently
UIAction < Hashable, UIMenuElement: == Identifier attributes discoverabilityTitle hash identifier init sender state
UIAction.Identifier < Hashable, RawRepresentable, Sendable: init rawValue
UIActivityIndicatorView < UIView: Style color hidesWhenStopped init intrinsicContentSize isAnimating startAnimating stopAnimating style
UIActivityIndicatorView.Style < Int, Sendable: gray large medium white whiteLarge
UIAdaptivePresentationControllerDelegate < AnyObject: adaptivePresentationStyle presentationControllerDidAttemptToDismiss presentationControllerDidDismiss presentationControllerShouldDismiss presentationControllerWillDismiss
UIApplication < UIResponder: beginIgnoringInteractionEvents delegate endIgnoringInteractionEvents init isIgnoringInteractionEvents keyWindow next shared userInterfaceLayoutDirection windows withShared
UIApplicationDelegate < AnyObject: window
UIAttachmentBehavior < UIDynamicBehavior: AttachmentType anchorPoint attachedBehaviorType attachmentRange damping frequency frictionTorque init items length
UIAttachmentBehavior.AttachmentType < Int, Sendable: anchor items
UIBarButtonItem < UIBarItem: Style SystemItem action customView fixedSpace flexibleSpace init isHidden menu primaryAction style systemItem target tintColor width
UIBarButtonItem.Style < Int, Sendable: done plain
UIBarButtonItem.SystemItem < Int, Sendable: action add bookmarks camera cancel close compose done edit fastForward fixedSpace flexibleSpace organize pause play redo refresh reply rewind save search stop trash undo
UIBarItem < NSObject: accessibilityIdentifier image init isEnabled landscapeImagePhone tag title
UIBarStyle < Int, Sendable: `default` black
UIBaselineAdjustment < Int, Sendable: alignBaselines alignCenters none
UIBezierPath < CustomStringConvertible: addArc addClip addCurve addLine addQuadCurve append apply bounds cgPath close contains currentPoint description fill flatness init isEmpty lineCapStyle lineJoinStyle lineWidth miterLimit move removeAllPoints reversing stroke usesEvenOddFillRule
UIBlurEffect < UIVisualEffect: Style init style
UIBlurEffect.Style < Int, Sendable: dark extraDark extraLight light prominent regular systemChromeMaterial systemChromeMaterialDark systemChromeMaterialLight systemMaterial systemMaterialDark systemMaterialLight systemThickMaterial systemThickMaterialDark systemThickMaterialLight systemThinMaterial systemThinMaterialDark systemThinMaterialLight systemUltraThinMaterial systemUltraThinMaterialDark systemUltraThinMaterialLight
UIButton < UIControl: ButtonType buttonType changesSelectionAsPrimaryAction currentTitle init isHovered setTitle title
UIButton.ButtonType < Int, Sendable: close contactAdd custom detailDisclosure infoDark infoLight plain roundedRect system
UICollectionLayoutListConfiguration: Appearance FooterMode HeaderMode appearance backgroundColor footerMode headerMode init showsSeparators
UICollectionLayoutListConfiguration.Appearance < Int, Sendable: grouped insetGrouped plain sidebar sidebarPlain
UICollectionLayoutListConfiguration.FooterMode < Int, Sendable: none supplementary
UICollectionLayoutListConfiguration.HeaderMode < Int, Sendable: firstItemInSection none supplementary
UICollectionLayoutSectionOrthogonalScrollingBehavior < Int, Sendable: continuous continuousGroupLeadingBoundary groupPaging groupPagingCentered none paging
UICollectionReusableView < UIView: apply didTransition init preferredLayoutAttributesFitting prepareForReuse reuseIdentifier willTransition
UICollectionView < UIScrollView: CellRegistration ElementCategory ReorderingCadence ScrollDirection ScrollPosition SupplementaryRegistration allowsMultipleSelection allowsMultipleSelectionDuringEditing allowsSelection allowsSelectionDuringEditing backgroundView beginInteractiveMovementForItem cancelInteractiveMovement cellForItem collectionViewLayout dataSource delegate deleteItems deleteSections dequeueConfiguredReusableCell dequeueConfiguredReusableSupplementary dequeueReusableCell dequeueReusableSupplementaryView deselectItem dragDelegate dragInteractionEnabled dropDelegate elementKindSectionFooter elementKindSectionHeader endInteractiveMovement hasActiveDrag hasActiveDrop indexPath indexPathForItem indexPathsForSelectedItems indexPathsForVisibleItems indexPathsForVisibleSupplementaryElements init insertItems insertSections isEditing isPrefetchingEnabled layoutAttributesForItem layoutAttributesForSupplementaryElement layoutSubviews moveItem moveSection numberOfItems numberOfSections performBatchUpdates prefetchDataSource reconfigureItems register reloadData reloadItems reloadSections reorderingCadence scrollToItem selectItem selectionFollowsFocus setCollectionViewLayout supplementaryView touchesBegan touchesCancelled touchesEnded touchesMoved updateInteractiveMovementTargetPosition visibleCells visibleSupplementaryViews
UICollectionView.CellRegistration: Handler init
UICollectionView.ElementCategory < Sendable, UInt: cell decorationView supplementaryView
UICollectionView.ReorderingCadence < Int, Sendable: fast immediate slow
UICollectionView.ScrollDirection < Int, Sendable: horizontal vertical
UICollectionView.ScrollPosition < OptionSet, Sendable: bottom centeredHorizontally centeredVertically init left rawValue right top
UICollectionView.SupplementaryRegistration: Handler init
UICollectionViewCell < UICollectionReusableView: backgroundView contentView init isHighlighted isSelected layoutSubviews preferredLayoutAttributesFitting selectedBackgroundView
UICollectionViewCompositionalLayout < UICollectionViewLayout: collectionViewContentSize configuration init invalidationContext layoutAttributesForElements layoutAttributesForItem layoutAttributesForSupplementaryView list prepare shouldInvalidateLayout
UICollectionViewCompositionalLayoutConfiguration: boundarySupplementaryItems init interSectionSpacing scrollDirection
UICollectionViewController < UICollectionViewDataSource, UICollectionViewDelegate, UIViewController: clearsSelectionOnViewWillAppear collectionView collectionViewLayout init installsStandardGestureForInteractiveMovement loadView numberOfSections scrollViewDidEndDecelerating scrollViewDidEndDragging scrollViewDidEndScrollingAnimation scrollViewDidEndZooming scrollViewDidScroll scrollViewDidZoom scrollViewWillBeginDecelerating scrollViewWillBeginDragging scrollViewWillBeginZooming scrollViewWillEndDragging setEditing useLayoutToLayoutNavigationTransitions viewForZooming viewWillAppear
UICollectionViewDataSource < AnyObject: collectionView numberOfSections
UICollectionViewDataSourceItemMoving < UICollectionViewDataSource: collectionView
UICollectionViewDataSourcePrefetching < AnyObject: collectionView
UICollectionViewDelegate < UIScrollViewDelegate: collectionView
UICollectionViewDelegateFlowLayout < UICollectionViewDelegate: collectionView
UICollectionViewDiffableDataSource < UICollectionViewDataSource: CellProvider SupplementaryViewProvider apply applySnapshotUsingReloadData collectionView index indexPath init itemIdentifier numberOfSections sectionIdentifier snapshot supplementaryViewProvider
UICollectionViewDragDelegate < AnyObject: collectionView
UICollectionViewDropCoordinator < AnyObject: destinationIndexPath drop items proposal session
UICollectionViewDropDelegate < AnyObject: collectionView
UICollectionViewDropIntent < Int, Sendable: insertAtDestinationIndexPath insertIntoDestinationIndexPath unspecified
UICollectionViewDropItem < AnyObject: dragItem previewSize sourceIndexPath
UICollectionViewDropProposal < UIDropProposal: init intent
UICollectionViewFlowLayout < UICollectionViewLayout: SectionInsetReference automaticSize collectionViewContentSize estimatedItemSize footerReferenceSize headerReferenceSize invalidationContext itemSize layoutAttributesForElements layoutAttributesForItem layoutAttributesForSupplementaryView minimumInteritemSpacing minimumLineSpacing prepare scrollDirection sectionFootersPinToVisibleBounds sectionHeadersPinToVisibleBounds sectionInset sectionInsetReference shouldInvalidateLayout
UICollectionViewFlowLayout.SectionInsetReference < Int, Sendable: fromContentInset fromLayoutMargins fromSafeArea
UICollectionViewLayout: collectionView collectionViewContentSize finalLayoutAttributesForDisappearingItem finalizeCollectionViewUpdates flipsHorizontallyInOppositeLayoutDirection init initialLayoutAttributesForAppearingItem invalidateLayout invalidationContext invalidationContextClass layoutAttributesClass layoutAttributesForDecorationView layoutAttributesForElements layoutAttributesForInteractivelyMovingItem layoutAttributesForItem layoutAttributesForSupplementaryView prepare register shouldInvalidateLayout targetContentOffset targetIndexPath
UICollectionViewLayoutAttributes: alpha bounds center copy frame indexPath init isEqual isHidden representedElementCategory representedElementKind size transform zIndex
UICollectionViewLayoutInvalidationContext: contentOffsetAdjustment contentSizeAdjustment init invalidateDataSourceCounts invalidateEverything invalidateItems invalidatedItemIndexPaths
UICollectionViewUpdateItem: Action indexPathAfterUpdate indexPathBeforeUpdate updateAction
UICollectionViewUpdateItem.Action < Int, Sendable: delete insert move none reload
UICollisionBehavior < UIDynamicBehavior: Mode addBoundary addItem boundary boundaryIdentifiers collisionDelegate collisionMode init items removeAllBoundaries removeBoundary removeItem setTranslatesReferenceBoundsIntoBoundary translatesReferenceBoundsIntoBoundary
UICollisionBehavior.Mode < OptionSet, Sendable: boundaries everything init items rawValue
UICollisionBehaviorDelegate < AnyObject: collisionBehavior
UIColor < @unchecked Sendable, CustomStringConvertible, Hashable: == alpha black blue brown cgColor clear cyan darkGray darkText description getHue getRed getWhite gray green hash init label lightGray lightText link magenta opaqueSeparator orange placeholderText purple quaternaryLabel red resolvedColor secondaryLabel secondarySystemBackground secondarySystemGroupedBackground separator set setFill setStroke systemBackground systemBlue systemBrown systemCyan systemFill systemGray systemGray2 systemGray3 systemGray4 systemGray5 systemGray6 systemGreen systemGroupedBackground systemIndigo systemMint systemOrange systemPink systemPurple systemRed systemTeal systemYellow tertiaryLabel tertiarySystemBackground white withAlphaComponent yellow
UIContextMenuConfiguration: actionProvider identifier init previewProvider
UIContextMenuInteraction < UIInteraction: delegate didMove dismissMenu init location pressDuration view willMove
UIContextMenuInteractionAnimating < AnyObject: addAnimations addCompletion previewViewController
UIContextMenuInteractionDelegate < AnyObject: contextMenuInteraction
UIContextualAction: Handler Style backgroundColor handler image init style title
UIContextualAction.Style < Int, Sendable: destructive normal
UIControl < UIView: ActionIdentifier Event State actions addAction addTarget allControlEvents allTargets beginTracking cancelTracking continueTracking endTracking enumerateEventHandlers gestureRecognizerShouldBegin hitTest init isEnabled isHighlighted isSelected isTouchInside isTracking performPrimaryAction removeAction removeTarget sendAction sendActions state touchesBegan touchesCancelled touchesEnded touchesMoved
UIControl.Event < Hashable, OptionSet, Sendable: allEditingEvents allEvents allTouchEvents applicationReserved editingChanged editingDidBegin editingDidEnd editingDidEndOnExit init menuActionTriggered primaryActionTriggered rawValue systemReserved touchCancel touchDown touchDownRepeat touchDragEnter touchDragExit touchDragInside touchDragOutside touchUpInside touchUpOutside valueChanged
UIControl.State < Hashable, OptionSet, Sendable: application disabled focused highlighted init normal rawValue reserved selected
UICoordinateSpace < AnyObject: bounds convert
UICubicTimingParameters < UITimingCurveProvider: animationCurve controlPoint1 controlPoint2 cubicTimingParameters init springTimingParameters timingCurveType
UIDevice: AccessibilityPost PlayedFeedback accessibility accessibilityPosts beginGeneratingDeviceOrientationNotifications current endGeneratingDeviceOrientationNotifications init isGeneratingDeviceOrientationNotifications isMultitaskingSupported localizedModel model name orientation orientationDidChangeNotification playInputClick playedFeedback removeRecords setOrientation systemName systemVersion userInterfaceIdiom withCurrent
UIDevice.AccessibilityPost: announcement argument notification
UIDevice.PlayedFeedback < Equatable, Sendable: Kind init kind location timestamp
UIDevice.PlayedFeedback.Kind < Equatable, Sendable: impact notification selection
UIDeviceOrientation < Int, Sendable: faceDown faceUp isFlat isLandscape isPortrait isValidInterfaceOrientation landscapeLeft landscapeRight portrait portraitUpsideDown unknown
UIDragAnimating < AnyObject: addAnimations addCompletion
UIDragDropSession < AnyObject: allowsMoveOperation canLoadObjects hasItemsConforming isRestrictedToDraggingApplication items location
UIDragItem < NSObject: init itemProvider localObject
UIDragSession < UIDragDropSession: localContext
UIDropOperation < Sendable, UInt: cancel copy forbidden move
UIDropProposal < NSObject: init isPrecise operation prefersFullSizePreview
UIDropSession < UIDragDropSession: loadObjects localDragSession
UIDynamicAnimator: addBehavior behaviors delegate elapsedTime init isRunning items referenceView removeAllBehaviors removeBehavior updateItem
UIDynamicAnimatorDelegate < AnyObject: dynamicAnimatorDidPause dynamicAnimatorWillResume
UIDynamicBehavior: action addChildBehavior childBehaviors dynamicAnimator init removeChildBehavior willMove
UIDynamicItem < AnyObject: bounds center collisionBoundingPath collisionBoundsType transform
UIDynamicItemBehavior < UIDynamicBehavior: addAngularVelocity addItem addLinearVelocity allowsRotation angularResistance angularVelocity charge density elasticity friction init isAnchored items linearVelocity removeItem resistance
UIDynamicItemCollisionBoundsType < Sendable, UInt: ellipse path rectangle
UIEdgeInsets < Hashable, Sendable: bottom init left right top zero
UIEvent < Hashable: == ButtonMask EventSubtype EventType allTouches buttonMask coalescedTouches hash modifierFlags predictedTouches subtype timestamp touches type
UIEvent.ButtonMask < Hashable, OptionSet, Sendable: button init primary rawValue secondary
UIEvent.EventSubtype < Int, Sendable: motionShake none remoteControlBeginSeekingBackward remoteControlBeginSeekingForward remoteControlEndSeekingBackward remoteControlEndSeekingForward remoteControlNextTrack remoteControlPause remoteControlPlay remoteControlPreviousTrack remoteControlStop remoteControlTogglePlayPause
UIEvent.EventType < Int, Sendable: hover motion presses remoteControl scroll touches transform
UIFeedbackGenerator < UIInteraction: didMove init prepare view willMove
UIFloatRange < Equatable, Hashable, Sendable: infinite init isInfinite maximum minimum zero
UIFont < @unchecked Sendable, CustomStringConvertible, Hashable: == TextStyle Weight ascender boldSystemFont buttonFontSize capHeight descender description familyName fontName hash init isItalic italicSystemFont labelFontSize leading lineHeight monospacedDigitSystemFont monospacedSystemFont pointSize preferredFont smallSystemFontSize systemFont systemFontSize weight withSize xHeight
UIFont.TextStyle < Hashable, RawRepresentable, Sendable: body callout caption1 caption2 footnote headline init largeTitle rawValue subheadline title1 title2 title3
UIFont.Weight < Hashable, RawRepresentable, Sendable: black bold heavy init light medium rawValue regular semibold thin ultraLight
UIFontMetrics: `default` init scaledFont scaledValue
UIGestureRecognizer < CustomStringConvertible, Hashable, RuntimeHost, TimerOwner, _KeyValueCodingAndObserving: == ActionIdentifier FailureReason State addAction addTarget allowedPressTypes allowedTouchTypes buttonMask canBePrevented canPrevent cancelsTouchesInView delaysTouchesBegan delaysTouchesEnded delegate description displayName failureReason hash ignore init isEnabled location modifierFlags name numberOfTouches observeValue perform pressesBegan pressesCancelled pressesChanged pressesEnded removeTarget require requiresExclusiveTouchType reset responds scheduleTimer shouldBeRequiredToFail shouldReceive shouldRequireFailure state touchesBegan touchesCancelled touchesEnded touchesEstimatedPropertiesUpdated touchesMoved view
UIGestureRecognizer.FailureReason < CustomStringConvertible, Equatable, Sendable: == Quantity Unit closest description init measured subject words
UIGestureRecognizer.FailureReason.Quantity < Equatable, Sendable: init limit unit value
UIGestureRecognizer.FailureReason.Unit < Sendable, String: degrees fingers percent points seconds taps
UIGestureRecognizer.State < CustomStringConvertible, Int, Sendable: began cancelled changed description ended failed possible recognized
UIGestureRecognizerDelegate < AnyObject: ReceiveEventRecognizer ReceivePressRecognizer ReceiveTouchRecognizer RequireFailureOtherRecognizer RequireFailureRecognizer RequiredToFailOtherRecognizer RequiredToFailRecognizer ShouldBeginRecognizer SimultaneousOtherRecognizer SimultaneousRecognizer gestureRecognizer gestureRecognizerShouldBegin
UIGraphicsImageRenderer < UIGraphicsRenderer: format image init
UIGraphicsImageRendererContext: cgContext clip currentImage fill format stroke
UIGraphicsImageRendererFormat: Range `default` init opaque preferred preferredRange scale
UIGraphicsImageRendererFormat.Range < Int, Sendable: automatic extended standard unspecified
UIGraphicsRenderer: bounds init
UIGravityBehavior < UIDynamicBehavior: addItem angle gravityDirection init items magnitude removeItem setAngle
UIHoverGestureRecognizer < UIGestureRecognizer: altitudeAngle azimuthAngle azimuthUnitVector init rollAngle zOffset
UIImage < @unchecked Sendable, CustomStringConvertible, NSItemProviderReading, NSItemProviderWriting: Orientation RenderingMode ResizingMode capInsets cgImage description draw flipsForRightToLeftLayoutDirection imageFlippedForRightToLeftLayoutDirection imageOrientation init isSymbolImage name readableTypeIdentifiersForItemProvider renderingMode resizableImage resizingMode scale size withRenderingMode withTintColor writableTypeIdentifiersForItemProvider
UIImage.Orientation < Int, Sendable: down downMirrored left leftMirrored right rightMirrored up upMirrored
UIImage.RenderingMode < Int, Sendable: alwaysOriginal alwaysTemplate automatic
UIImage.ResizingMode < Int, Sendable: stretch tile
UIImageView < UIView: highlightedImage image init intrinsicContentSize isHighlighted
UIImpactFeedbackGenerator < UIFeedbackGenerator: FeedbackStyle impactOccurred init
UIImpactFeedbackGenerator.FeedbackStyle < Int, Sendable: heavy light medium rigid soft
UIInteraction < AnyObject: didMove view willMove
UIInterfaceOrientation < Int, Sendable: landscapeLeft landscapeRight portrait portraitUpsideDown unknown
UIInterfaceOrientationMask < Hashable, OptionSet, Sendable: all allButUpsideDown init landscape landscapeLeft landscapeRight portrait portraitUpsideDown rawValue
UIKey < CustomStringConvertible, Hashable, Sendable: == characters charactersIgnoringModifiers description hash init keyCode modifierFlags
UIKeyInput < AnyObject: deleteBackward hasText insertText
UIKeyModifierFlags < Hashable, OptionSet, Sendable: alphaShift alternate command control init numericPad rawValue shift
UIKeyboardAppearance < Int, Sendable: `default` dark light
UIKeyboardHIDUsage < CaseIterable, Int, Sendable: keyboard0 keyboard1 keyboard2 keyboard3 keyboard4 keyboard5 keyboard6 keyboard7 keyboard8 keyboard9 keyboardA keyboardAgain keyboardAlphanumericSwitch keyboardAlternateErase keyboardApplication keyboardB keyboardBackslash keyboardC keyboardCancel keyboardCapsLock keyboardClear keyboardClearOrAgain keyboardCloseBracket keyboardComma keyboardCopy keyboardCrSelOrProps keyboardCut keyboardD keyboardDeleteForward keyboardDeleteOrBackspace keyboardDownArrow keyboardE keyboardEnd keyboardEqualSign keyboardErrorRollOver keyboardErrorUndefined keyboardEscape keyboardExSel keyboardExecute keyboardF keyboardF1 keyboardF10 keyboardF11 keyboardF12 keyboardF13 keyboardF14 keyboardF15 keyboardF16 keyboardF17 keyboardF18 keyboardF19 keyboardF2 keyboardF20 keyboardF21 keyboardF22 keyboardF23 keyboardF24 keyboardF3 keyboardF4 keyboardF5 keyboardF6 keyboardF7 keyboardF8 keyboardF9 keyboardFind keyboardG keyboardGraveAccentAndTilde keyboardH keyboardHangul keyboardHanja keyboardHelp keyboardHiragana keyboardHome keyboardHyphen keyboardI keyboardInsert keyboardInternational1 keyboardInternational2 keyboardInternational3 keyboardInternational4 keyboardInternational5 keyboardInternational6 keyboardInternational7 keyboardInternational8 keyboardInternational9 keyboardJ keyboardK keyboardKanaSwitch keyboardKatakana keyboardL keyboardLANG1 keyboardLANG2 keyboardLANG3 keyboardLANG4 keyboardLANG5 keyboardLANG6 keyboardLANG7 keyboardLANG8 keyboardLANG9 keyboardLeftAlt keyboardLeftArrow keyboardLeftControl keyboardLeftGUI keyboardLeftShift keyboardLockingCapsLock keyboardLockingNumLock keyboardLockingScrollLock keyboardM keyboardMenu keyboardMute keyboardN keyboardNonUSBackslash keyboardNonUSPound keyboardO keyboardOpenBracket keyboardOper keyboardOut keyboardP keyboardPOSTFail keyboardPageDown keyboardPageUp keyboardPaste keyboardPause keyboardPeriod keyboardPower keyboardPrintScreen keyboardPrior keyboardQ keyboardQuote keyboardR keyboardReturn keyboardReturnOrEnter keyboardRightAlt keyboardRightArrow keyboardRightControl keyboardRightGUI keyboardRightShift keyboardS keyboardScrollLock keyboardSelect keyboardSemicolon keyboardSeparator keyboardSlash keyboardSpacebar keyboardStop keyboardSysReqOrAttention keyboardT keyboardTab keyboardU keyboardUndo keyboardUpArrow keyboardV keyboardVolumeDown keyboardVolumeUp keyboardW keyboardX keyboardY keyboardZ keyboardZenkakuHankakuKanji keyboard_Reserved keypad0 keypad1 keypad2 keypad3 keypad4 keypad5 keypad6 keypad7 keypad8 keypad9 keypadAsterisk keypadComma keypadEnter keypadEqualSign keypadEqualSignAS400 keypadHyphen keypadNumLock keypadPeriod keypadPlus keypadSlash
UIKeyboardType < Int, Sendable: URL `default` asciiCapable asciiCapableNumberPad decimalPad emailAddress namePhonePad numberPad numbersAndPunctuation phonePad twitter webSearch
UILabel < UIView: adjustsFontSizeToFitWidth allowsDefaultTighteningForTruncation attributedText baselineAdjustment draw drawText font highlightedTextColor init intrinsicContentSize isEnabled isHighlighted lineBreakMode minimumScaleFactor numberOfLines preferredMaxLayoutWidth shadowColor shadowOffset showsExpansionTextWhenTruncated sizeThatFits text textAlignment textColor textRect
UILayoutGuide < Hashable: == bottomAnchor centerXAnchor centerYAnchor constraintsAffectingLayout hasAmbiguousLayout hash heightAnchor identifier init layoutFrame leadingAnchor leftAnchor owningView rightAnchor topAnchor trailingAnchor widthAnchor
UILayoutPriority < Comparable, Hashable, RawRepresentable, Sendable: + += - -= < defaultHigh defaultLow dragThatCanResizeScene dragThatCannotResizeScene fittingSizeLevel init rawValue required sceneSizeStayPut
UILongPressGestureRecognizer < UIGestureRecognizer: allowableMovement minimumPressDuration numberOfTapsRequired numberOfTouchesRequired pressesBegan pressesCancelled pressesEnded reset touchesBegan touchesCancelled touchesEnded touchesMoved
UIMenu < UIMenuElement: Identifier Options children identifier init options replacingChildren
UIMenu.Identifier < Hashable, RawRepresentable, Sendable: init rawValue
UIMenu.Options < OptionSet, Sendable: destructive displayAsPalette displayInline init rawValue singleSelection
UIMenuElement: Attributes State image subtitle title
UIMenuElement.Attributes < OptionSet, Sendable: destructive disabled hidden init keepsMenuPresented rawValue
UIMenuElement.State < Int, Sendable: mixed off on
UIModalPresentationStyle < Int, Sendable: automatic currentContext custom formSheet fullScreen none overCurrentContext overFullScreen pageSheet popover
UIModalTransitionStyle < Int, Sendable: coverVertical crossDissolve flipHorizontal partialCurl
UINavigationBar < UIView: backItem barStyle barTintColor delegate init isTranslucent items layoutSubviews popItem prefersLargeTitles pushItem setItems titleTextAttributes topItem
UINavigationBarDelegate < AnyObject: navigationBar
UINavigationController < UIViewController: Operation delegate hideShowBarDuration hidesBarsOnSwipe hidesBarsOnTap hidesBarsWhenKeyboardAppears hidesBarsWhenVerticallyCompact init interactivePopGestureRecognizer isNavigationBarHidden isToolbarHidden loadView navigationBar popToRootViewController popToViewController popViewController pushViewController setNavigationBarHidden setToolbarHidden setViewControllers shouldAutomaticallyForwardAppearanceMethods toolbar topViewController viewControllers viewDidLoad visibleViewController
UINavigationController.Operation < Int, Sendable: none pop push
UINavigationControllerDelegate < AnyObject: navigationController
UINavigationItem < NSObject: ItemStyle LargeTitleDisplayMode backBarButtonItem backButtonTitle hidesBackButton hidesSearchBarWhenScrolling init largeTitleDisplayMode leftBarButtonItem leftBarButtonItems leftItemsSupplementBackButton prompt rightBarButtonItem rightBarButtonItems setHidesBackButton setLeftBarButton setLeftBarButtonItems setRightBarButton setRightBarButtonItems style title titleView
UINavigationItem.ItemStyle < Int, Sendable: browser editor navigator
UINavigationItem.LargeTitleDisplayMode < Int, Sendable: always automatic inline never
UINotificationFeedbackGenerator < UIFeedbackGenerator: FeedbackType notificationOccurred
UINotificationFeedbackGenerator.FeedbackType < Int, Sendable: error success warning
UIOffset < Equatable, Hashable, Sendable: horizontal init vertical zero
UIPageControl < UIControl: Direction InteractionState allowsContinuousInteraction cancelTracking continueTracking currentPage direction endTracking hidesForSinglePage interactionState numberOfPages
UIPageControl.Direction < Int, Sendable: bottomToTop leftToRight natural rightToLeft topToBottom
UIPageControl.InteractionState < Int, Sendable: continuous discrete none
UIPageViewController < UIViewController: NavigationDirection NavigationOrientation OptionsKey SpineLocation TransitionStyle dataSource delegate gestureRecognizers init isDoubleSided navigationOrientation setViewControllers shouldAutomaticallyForwardAppearanceMethods spineLocation transitionStyle viewControllers viewDidLayoutSubviews viewDidLoad
UIPageViewController.NavigationDirection < Int, Sendable: forward reverse
UIPageViewController.NavigationOrientation < Int, Sendable: horizontal vertical
UIPageViewController.OptionsKey < Hashable, RawRepresentable, Sendable: init interPageSpacing rawValue spineLocation
UIPageViewController.SpineLocation < Int, Sendable: max mid min none
UIPageViewController.TransitionStyle < Int, Sendable: pageCurl scroll
UIPageViewControllerDataSource < AnyObject: pageViewController
UIPageViewControllerDelegate < AnyObject: pageViewController
UIPanGestureRecognizer < UIGestureRecognizer: allowedScrollTypesMask init maximumNumberOfTouches minimumNumberOfTouches reset setTranslation touchesBegan touchesCancelled touchesEnded touchesMoved translation velocity
UIPercentDrivenInteractiveTransition < NSObject, UIViewControllerInteractiveTransitioning: cancel completionCurve completionSpeed duration finish init pause percentComplete startInteractiveTransition update wantsInteractiveStart
UIPinchGestureRecognizer < UIGestureRecognizer: init reset scale touchesBegan touchesCancelled touchesEnded touchesMoved velocity
UIPresentationController < NSObject: adaptivePresentationStyle containerView containerViewDidLayoutSubviews containerViewWillLayoutSubviews delegate dismissalTransitionDidEnd dismissalTransitionWillBegin frameOfPresentedViewInContainerView init presentationStyle presentationTransitionDidEnd presentationTransitionWillBegin presentedView presentedViewController presentingViewController shouldPresentInFullscreen shouldRemovePresentersView traitCollection
UIPress < CustomStringConvertible, Hashable: == Phase PressType description force gestureRecognizers hash key phase responder timestamp type window
UIPress.Phase < CustomStringConvertible, Int, Sendable: began cancelled changed description ended stationary
UIPress.PressType < CustomStringConvertible, Hashable, RawRepresentable, Sendable: description downArrow init leftArrow menu pageDown pageUp playPause rawValue rightArrow select tvRemoteFourColors tvRemoteOneTwoThree upArrow
UIPressesEvent < UIEvent: allPresses presses
UIPushBehavior < UIDynamicBehavior: Mode active addItem angle init items magnitude mode pushDirection removeItem setAngle setTargetOffsetFromCenter targetOffsetFromCenter
UIPushBehavior.Mode < Int, Sendable: continuous instantaneous
UIRectCorner < Hashable, OptionSet, Sendable: allCorners bottomLeft bottomRight init rawValue topLeft topRight
UIRectEdge < Hashable, OptionSet, Sendable: all bottom init left rawValue right top
UIResponder < Hashable, RuntimeHost, _KeyValueCodingAndObserving: == awakeFromNib becomeFirstResponder canBecomeFirstResponder canResignFirstResponder cancelPreviousPerformRequests hash init isFirstResponder keyboardAnimationCurveUserInfoKey keyboardAnimationDurationUserInfoKey keyboardDidChangeFrameNotification keyboardDidHideNotification keyboardDidShowNotification keyboardFrameBeginUserInfoKey keyboardFrameEndUserInfoKey keyboardIsLocalUserInfoKey keyboardWillChangeFrameNotification keyboardWillHideNotification keyboardWillShowNotification next observeValue perform performSelector pressesBegan pressesCancelled pressesChanged pressesEnded resignFirstResponder responds touchesBegan touchesCancelled touchesEnded touchesEstimatedPropertiesUpdated touchesMoved
UIReturnKeyType < Int, Sendable: `continue` `default` done emergencyCall go google join next route search send yahoo
UIRotationGestureRecognizer < UIGestureRecognizer: init reset rotation touchesBegan touchesCancelled touchesEnded touchesMoved velocity
UIScreen: bounds coordinateSpace fixedCoordinateSpace init main maximumFramesPerSecond nativeBounds nativeScale scale
UIScreenEdgePanGestureRecognizer < UIPanGestureRecognizer: edges init touchesBegan
UIScrollType < Int, Sendable: continuous discrete
UIScrollTypeMask < Hashable, OptionSet, Sendable: all continuous discrete init rawValue
UIScrollView < UIGestureRecognizerDelegate, UIView: DecelerationRate adjustedContentInset alwaysBounceHorizontal alwaysBounceVertical bounces bouncesHorizontally bouncesVertically bouncesZoom canCancelContentTouches contentAlignmentPoint contentInset contentLayoutGuide contentOffset contentSize decelerationRate delaysContentTouches delegate frameLayoutGuide gestureRecognizer gestureRecognizerShouldBegin init isDecelerating isDirectionalLockEnabled isDragging isPagingEnabled isScrollAnimating isScrollEnabled isTracking isZoomAnimating isZoomBouncing isZooming maximumZoomScale minimumZoomScale panGestureRecognizer pinchGestureRecognizer scrollRectToVisible setContentOffset setZoomScale showsHorizontalScrollIndicator showsVerticalScrollIndicator stopScrollingAndZooming touchesShouldBegin touchesShouldCancel transfersHorizontalScrollingToParent transfersVerticalScrollingToParent zoom zoomScale
UIScrollView.DecelerationRate < Hashable, RawRepresentable, Sendable: fast init normal rawValue
UIScrollViewDelegate < AnyObject: scrollViewDidEndDecelerating scrollViewDidEndDragging scrollViewDidEndScrollingAnimation scrollViewDidEndZooming scrollViewDidScroll scrollViewDidZoom scrollViewWillBeginDecelerating scrollViewWillBeginDragging scrollViewWillBeginZooming scrollViewWillEndDragging viewForZooming
UISegmentedControl < UIControl: endTracking init insertSegment isEnabledForSegment isMomentary noSegment numberOfSegments removeAllSegments removeSegment selectedSegmentIndex setEnabled setTitle setWidth titleForSegment widthForSegment
UISelectionFeedbackGenerator < UIFeedbackGenerator: selectionChanged
UISemanticContentAttribute < Int, Sendable: forceLeftToRight forceRightToLeft playback spatial unspecified
UISlider < UIControl: accessibilityDecrement accessibilityIncrement beginTracking cancelTracking continueTracking endTracking isContinuous maximumValue minimumValue setValue thumbRect trackRect value
UISnapBehavior < UIDynamicBehavior: damping init snapPoint
UISpringTimingParameters < UITimingCurveProvider: cubicTimingParameters init initialVelocity springTimingParameters timingCurveType
UIStackView < UIView: Alignment Distribution addArrangedSubview alignment arrangedSubviews axis customSpacing distribution forFirstBaselineLayout forLastBaselineLayout init insertArrangedSubview isBaselineRelativeArrangement isLayoutMarginsRelativeArrangement removeArrangedSubview setCustomSpacing spacing spacingUseDefault spacingUseSystem updateConstraints willRemoveSubview
UIStackView.Alignment < Int, Sendable: bottom center fill firstBaseline lastBaseline leading top trailing
UIStackView.Distribution < Int, Sendable: equalCentering equalSpacing fill fillEqually fillProportionally
UIStatusBarAnimation < Int, Sendable: fade none slide
UIStatusBarStyle < Int, Sendable: `default` darkContent lightContent
UIStepper < UIControl: autorepeat beginTracking cancelTracking endTracking init isContinuous maximumValue minimumValue stepValue touchesBegan value wraps
UIStoryboardSegue: destination identifier init perform source
UISwipeActionsConfiguration: actions init performsFirstActionWithFullSwipe
UISwipeGestureRecognizer < UIGestureRecognizer: Direction direction init numberOfTouchesRequired reset touchesBegan touchesCancelled touchesEnded touchesMoved
UISwipeGestureRecognizer.Direction < Hashable, OptionSet, Sendable: down init left rawValue right up
UISwitch < UIControl: beginTracking cancelTracking continueTracking endTracking init intrinsicContentSize isOn setOn
UITabBar < UIView: barTintColor delegate init isTranslucent items layoutSubviews selectedItem setItems
UITabBarController < UIViewController: customizableViewControllers delegate init loadView selectedIndex selectedViewController setViewControllers shouldAutomaticallyForwardAppearanceMethods tabBar viewControllers viewDidLoad
UITabBarControllerDelegate < AnyObject: tabBarController
UITabBarDelegate < AnyObject: tabBar
UITabBarItem < UIBarItem: SystemItem badgeColor badgeValue init selectedImage systemItem
UITabBarItem.SystemItem < Int, Sendable: bookmarks contacts downloads favorites featured history more mostRecent mostViewed recents search topRated
UITableView < UIScrollView: RowAnimation ScrollPosition Style allowsMultipleSelection allowsMultipleSelectionDuringEditing allowsSelection allowsSelectionDuringEditing automaticDimension backgroundView beginUpdates cellForRow cellLayoutMarginsFollowReadableWidth dataSource delegate deleteRows deleteSections dequeueReusableCell dequeueReusableHeaderFooterView deselectRow dragInteractionEnabled endUpdates estimatedRowHeight estimatedSectionFooterHeight estimatedSectionHeaderHeight footerView gestureRecognizerShouldBegin headerView indexPath indexPathForRow indexPathForSelectedRow indexPathsForRows indexPathsForSelectedRows indexPathsForVisibleRows init insertRows insertSections isEditing isPrefetchingEnabled layoutSubviews moveRow moveSection numberOfRows numberOfSections performBatchUpdates prefetchDataSource reconfigureRows rect rectForFooter rectForHeader rectForRow register reloadData reloadRows reloadSections rowHeight scrollToNearestSelectedRow scrollToRow sectionFooterHeight sectionHeaderHeight sectionHeaderTopPadding selectRow separatorColor separatorInset separatorStyle setEditing style tableFooterView tableHeaderView touchesBegan touchesCancelled touchesEnded touchesMoved visibleCells
UITableView.RowAnimation < Int, Sendable: automatic bottom fade left middle none right top
UITableView.ScrollPosition < Int, Sendable: bottom middle none top
UITableView.Style < Int, Sendable: grouped insetGrouped plain
UITableViewCell < UIView: AccessoryType CellStyle EditingStyle SelectionStyle SeparatorStyle accessoryType accessoryView backgroundView contentView detailTextLabel editingAccessoryType imageView indentationLevel indentationWidth init isEditing isHighlighted isSelected layoutSubviews prepareForReuse reuseIdentifier selectedBackgroundView selectionStyle separatorInset setEditing setHighlighted setSelected shouldIndentWhileEditing showsReorderControl textLabel
UITableViewCell.AccessoryType < Int, Sendable: checkmark detailButton detailDisclosureButton disclosureIndicator none
UITableViewCell.CellStyle < Int, Sendable: `default` subtitle value1 value2
UITableViewCell.EditingStyle < Int, Sendable: delete insert none
UITableViewCell.SelectionStyle < Int, Sendable: `default` blue gray none
UITableViewCell.SeparatorStyle < Int, Sendable: none singleLine singleLineEtched
UITableViewController < UITableViewDataSource, UITableViewDelegate, UIViewController: clearsSelectionOnViewWillAppear init loadView numberOfSections scrollViewDidEndDecelerating scrollViewDidEndDragging scrollViewDidEndScrollingAnimation scrollViewDidEndZooming scrollViewDidScroll scrollViewDidZoom scrollViewWillBeginDecelerating scrollViewWillBeginDragging scrollViewWillBeginZooming scrollViewWillEndDragging sectionIndexTitles setEditing tableView viewForZooming viewWillAppear
UITableViewDataSource < AnyObject: numberOfSections sectionIndexTitles tableView
UITableViewDataSourcePrefetching < AnyObject: tableView
UITableViewDataSourceRowEditing < UITableViewDataSource: tableView
UITableViewDataSourceRowMoving < UITableViewDataSource: tableView
UITableViewDelegate < UIScrollViewDelegate: tableView
UITableViewDiffableDataSource < UITableViewDataSource: CellProvider apply applySnapshotUsingReloadData defaultRowAnimation index indexPath init itemIdentifier numberOfSections sectionIdentifier snapshot tableView
UITableViewHeaderFooterView < UIView: backgroundView contentView init layoutSubviews prepareForReuse reuseIdentifier textLabel
UITapGestureRecognizer < UIGestureRecognizer: buttonMaskRequired canPrevent location numberOfTapsRequired numberOfTouchesRequired pressesBegan pressesCancelled pressesEnded reset touchesBegan touchesCancelled touchesEnded touchesMoved
UITextAutocapitalizationType < Int, Sendable: allCharacters none sentences words
UITextAutocorrectionType < Int, Sendable: `default` no yes
UITextField < ForcedResigning, UIControl, UIKeyInput, UITextInputTraits: BorderStyle DidEndEditingReason ViewMode adjustsFontSizeToFitWidth attributedPlaceholder attributedText autocapitalizationType autocorrectionType becomeFirstResponder borderStyle canBecomeFirstResponder clearButtonMode clearsOnBeginEditing defaultTextAttributes delegate deleteBackward draw endTracking font hasText init inputAccessoryView inputView insertText intrinsicContentSize isEditing isSecureTextEntry keyboardType leftView leftViewMode minimumFontSize placeholder pressesBegan pressesCancelled pressesEnded resignFirstResponder returnKeyType rightView rightViewMode text textAlignment textColor textDidBeginEditingNotification textDidChangeNotification textDidEndEditingNotification
UITextField.BorderStyle < Int, Sendable: bezel line none roundedRect
UITextField.DidEndEditingReason < Int, Sendable: cancelled committed
UITextField.ViewMode < Int, Sendable: always never unlessEditing whileEditing
UITextFieldDelegate < AnyObject: textField textFieldDidBeginEditing textFieldDidChangeSelection textFieldDidEndEditing textFieldShouldBeginEditing textFieldShouldClear textFieldShouldEndEditing textFieldShouldReturn
UITextInputTraits < AnyObject: autocapitalizationType autocorrectionType isSecureTextEntry keyboardType returnKeyType
UITextSpellCheckingType < Int, Sendable: `default` no yes
UITextView < ForcedResigning, UIKeyInput, UIScrollView, UITextInputTraits: attributedText autocapitalizationType autocorrectionType becomeFirstResponder canBecomeFirstResponder deleteBackward draw font hasText init inputAccessoryView inputView insertText intrinsicContentSize isEditable isSecureTextEntry isSelectable keyboardType layoutSubviews pressesBegan pressesCancelled pressesEnded resignFirstResponder returnKeyType text textAlignment textColor textContainerInset textDidBeginEditingNotification textDidChangeNotification textDidEndEditingNotification touchesEnded
UITextViewDelegate < UIScrollViewDelegate: textView textViewDidBeginEditing textViewDidChange textViewDidChangeSelection textViewDidEndEditing textViewShouldBeginEditing textViewShouldEndEditing
UITimingCurveProvider < AnyObject: cubicTimingParameters springTimingParameters timingCurveType
UITimingCurveType < Int, Sendable: builtin composed cubic spring
UIToolbar < UIView: barStyle barTintColor init isTranslucent items layoutSubviews setItems
UITouch < CustomStringConvertible, Hashable: == Phase Properties TouchType altitudeAngle azimuthAngle azimuthUnitVector description estimatedProperties estimatedPropertiesExpectingUpdates estimationUpdateIndex force gestureRecognizers hash location majorRadius majorRadiusTolerance maximumPossibleForce phase preciseLocation precisePreviousLocation previousLocation tapCount timestamp type view window
UITouch.Phase < Int, Sendable: began cancelled ended moved stationary
UITouch.Properties < Hashable, OptionSet, Sendable: altitude azimuth force init location rawValue
UITouch.TouchType < CaseIterable, Int, Sendable: direct indirect indirectPointer pencil
UITraitChangeObservable < UITraitEnvironment: registerForTraitChanges unregisterForTraitChanges
UITraitChangeRegistration < AnyObject: 
UITraitCollection: displayScale horizontalSizeClass init layoutDirection userInterfaceIdiom userInterfaceStyle verticalSizeClass
UITraitDefinition: identifier
UITraitDisplayScale < UITraitDefinition: identifier
UITraitEnvironment < AnyObject: traitCollection traitCollectionDidChange
UITraitEnvironmentLayoutDirection < Int, Sendable: leftToRight rightToLeft unspecified
UITraitHorizontalSizeClass < UITraitDefinition: identifier
UITraitLayoutDirection < UITraitDefinition: identifier
UITraitUserInterfaceIdiom < UITraitDefinition: identifier
UITraitUserInterfaceStyle < UITraitDefinition: identifier
UITraitVerticalSizeClass < UITraitDefinition: identifier
UITransitionContextViewControllerKey < Hashable, RawRepresentable, Sendable: from init rawValue to
UITransitionContextViewKey < Hashable, RawRepresentable, Sendable: from init rawValue to
UIUserInterfaceIdiom < Int, Sendable: carPlay mac pad phone tv unspecified vision
UIUserInterfaceLayoutDirection < Int, Sendable: leftToRight rightToLeft
UIUserInterfaceSizeClass < Int, Sendable: compact regular unspecified
UIUserInterfaceStyle < Int, Sendable: dark light unspecified
UIVibrancyEffect < UIVisualEffect: blurEffect init style
UIVibrancyEffectStyle < Int, Sendable: fill label quaternaryLabel secondaryFill secondaryLabel separator tertiaryFill tertiaryLabel
UIView < CALayerDelegate, TraitRegistrationOwner, UICoordinateSpace, UIDynamicItem, UIResponder, UITraitChangeObservable, UITraitEnvironment: AnimationCurve AnimationOptions AutoresizingMask ContentMode KeyframeAnimationOptions accessibilityActivate accessibilityDecrement accessibilityHint accessibilityIdentifier accessibilityIncrement accessibilityLabel accessibilityPerformEscape accessibilityPerformMagicTap accessibilityScroll accessibilityTraits accessibilityValue action addConstraint addConstraints addGestureRecognizer addInteraction addKeyframe addLayoutGuide addSubview alignmentRect alignmentRectInsets alpha anchorPoint animate animateKeyframes areAnimationsEnabled autoresizesSubviews autoresizingMask backgroundColor bottomAnchor bounds bringSubviewToFront center centerXAnchor centerYAnchor clipsToBounds constraints constraintsAffectingLayout contentCompressionResistancePriority contentHuggingPriority contentMode convert didAddSubview didMoveToSuperview didMoveToWindow directionalLayoutMargins draw drawHierarchy effectiveUserInterfaceLayoutDirection endEditing exchangeSubview exerciseAmbiguityInLayout firstBaselineAnchor forFirstBaselineLayout forLastBaselineLayout frame gestureRecognizerShouldBegin gestureRecognizers hasAmbiguousLayout heightAnchor hitTest inheritedAnimationDuration init insertSubview insetsLayoutMarginsFromSafeArea interactions intrinsicContentSize invalidateIntrinsicContentSize isAccessibilityElement isDescendant isExclusiveTouch isHidden isMultipleTouchEnabled isOpaque isUserInteractionEnabled lastBaselineAnchor layer layerClass layoutFittingCompressedSize layoutFittingExpandedSize layoutGuides layoutIfNeeded layoutMargins layoutMarginsDidChange layoutMarginsGuide layoutSublayers layoutSubviews leadingAnchor leftAnchor modifyAnimations needsUpdateConstraints next noIntrinsicMetric overrideUserInterfaceStyle performWithoutAnimation point preservesSuperviewLayoutMargins readableContentGuide removeConstraint removeConstraints removeFromSuperview removeGestureRecognizer removeInteraction removeLayoutGuide requiresConstraintBasedLayout resizableSnapshotView rightAnchor safeAreaInsets safeAreaInsetsDidChange safeAreaLayoutGuide semanticContentAttribute sendSubviewToBack setAnimationsEnabled setContentCompressionResistancePriority setContentHuggingPriority setNeedsDisplay setNeedsLayout setNeedsUpdateConstraints sizeThatFits sizeToFit snapshotView subviews superview systemLayoutSizeFitting tag tintColor topAnchor trailingAnchor traitCollection traitCollectionDidChange transform transition translatesAutoresizingMaskIntoConstraints updateConstraints updateConstraintsIfNeeded userInterfaceLayoutDirection viewWithTag widthAnchor willMove willRemoveSubview window
UIView.AnimationCurve < Int, Sendable: easeIn easeInOut easeOut linear
UIView.AnimationOptions < Hashable, OptionSet, Sendable: `repeat` allowAnimatedContent allowUserInteraction autoreverse beginFromCurrentState curveEaseIn curveEaseInOut curveEaseOut curveLinear init layoutSubviews overrideInheritedCurve overrideInheritedDuration overrideInheritedOptions preferredFramesPerSecond30 preferredFramesPerSecond60 preferredFramesPerSecondDefault rawValue showHideTransitionViews transitionCrossDissolve transitionCurlDown transitionCurlUp transitionFlipFromBottom transitionFlipFromLeft transitionFlipFromRight transitionFlipFromTop transitionNone
UIView.AutoresizingMask < Hashable, OptionSet, Sendable: flexibleBottomMargin flexibleHeight flexibleLeftMargin flexibleRightMargin flexibleTopMargin flexibleWidth init rawValue
UIView.ContentMode < Int, Sendable: bottom bottomLeft bottomRight center left redraw right scaleAspectFill scaleAspectFit scaleToFill top topLeft topRight
UIView.KeyframeAnimationOptions < Hashable, OptionSet, Sendable: `repeat` allowUserInteraction autoreverse beginFromCurrentState calculationModeCubic calculationModeCubicPaced calculationModeDiscrete calculationModeLinear calculationModePaced init layoutSubviews overrideInheritedDuration overrideInheritedOptions rawValue
UIViewAnimatingPosition < Int, Sendable: current end start
UIViewAnimatingState < Int, Sendable: active inactive stopped
UIViewController < TraitRegistrationOwner, UIResponder, UITraitChangeObservable, UITraitEnvironment: addChild additionalSafeAreaInsets beginAppearanceTransition childForStatusBarHidden childForStatusBarStyle children definesPresentationContext didMove dismiss editButtonItem endAppearanceTransition init isBeingDismissed isBeingPresented isEditing isModalInPresentation isMovingFromParent isMovingToParent isViewLoaded loadView loadViewIfNeeded modalPresentationStyle modalTransitionStyle navigationController navigationItem next nibBundle nibName overrideUserInterfaceStyle parent performSegue preferredContentSize preferredInterfaceOrientationForPresentation preferredStatusBarStyle preferredStatusBarUpdateAnimation prefersHomeIndicatorAutoHidden prefersStatusBarHidden prepare present presentationController presentedViewController presentingViewController providesPresentationContextTransitionStyle registerSegue removeFromParent setEditing setNeedsStatusBarAppearanceUpdate setToolbarItems shouldAutomaticallyForwardAppearanceMethods shouldAutorotate shouldPerformSegue show showDetailViewController supportedInterfaceOrientations systemMinimumLayoutMargins tabBarController tabBarItem title toolbarItems traitCollection traitCollectionDidChange transitionCoordinator transitioningDelegate updateViewConstraints view viewDidAppear viewDidDisappear viewDidLayoutSubviews viewDidLoad viewIfLoaded viewIsAppearing viewLayoutMarginsDidChange viewRespectsSystemMinimumLayoutMargins viewSafeAreaInsetsDidChange viewWillAppear viewWillDisappear viewWillLayoutSubviews viewWillTransition willMove
UIViewControllerAnimatedTransitioning < AnyObject: animateTransition animationEnded transitionDuration
UIViewControllerContextTransitioning < AnyObject: cancelInteractiveTransition completeTransition containerView finalFrame finishInteractiveTransition initialFrame isAnimated isInteractive pauseInteractiveTransition presentationStyle targetTransform transitionWasCancelled updateInteractiveTransition view viewController
UIViewControllerInteractiveTransitioning < AnyObject: completionCurve completionSpeed startInteractiveTransition wantsInteractiveStart
UIViewControllerTransitionCoordinator < UIViewControllerTransitionCoordinatorContext: animate animateAlongsideTransition notifyWhenInteractionChanges
UIViewControllerTransitionCoordinatorContext < AnyObject: completionCurve completionVelocity containerView initiallyInteractive isAnimated isCancelled isInteractive isInterruptible percentComplete presentationStyle targetTransform transitionDuration view viewController
UIViewControllerTransitioningDelegate < AnyObject: animationController interactionControllerForDismissal interactionControllerForPresentation presentationController
UIViewPropertyAnimator: addAnimations addCompletion continueAnimation delay duration finishAnimation fractionComplete init isInterruptible isManualHitTestingEnabled isReversed isRunning isUserInteractionEnabled pauseAnimation pausesOnCompletion runningPropertyAnimator scrubsLinearly startAnimation state stopAnimation timingParameters
UIVisualEffect: init
UIVisualEffectView < UIView: contentView effect init
UIWindow < UIView: Level advanceTime currentTime gestureDecisionHandler init isKeyWindow layoutDecisionHandler makeKey makeKeyAndVisible maximumRepeatsPerCall maximumTime next nextTimerDeadline pointerButtons pointerLocation resize rootViewController screen sendEstimateUpdates sendModifierFlags sendPointer sendPresses sendStylusHover sendTouches setSafeAreaInsets touchDeliveryHandler windowLevel
UIWindow.Level < Comparable, Hashable, RawRepresentable, Sendable: + - < alert init normal rawValue statusBar
VirtualTimer < TimerOwner: fireDate invalidate isValid
_KeyValueCodingAndObserving < AnyObject: addObserver observe removeObserver
objc_AssociationPolicy < Sendable, UInt: OBJC_ASSOCIATION_ASSIGN OBJC_ASSOCIATION_COPY OBJC_ASSOCIATION_COPY_NONATOMIC OBJC_ASSOCIATION_RETAIN OBJC_ASSOCIATION_RETAIN_NONATOMIC
"""#)
}
#endif
