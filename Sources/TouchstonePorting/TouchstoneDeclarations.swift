// Generated from the public declarations of Sources/Touchstone by PortReportTests; do not
// edit. After a change to Touchstone's public API, rewrite it with
// TOUCHSTONE_UPDATE_DECLARATIONS=1 swift test --traits Porting --filter PortReportTests
#if Porting
extension DeclarationIndex {
    /// Touchstone's public names, as its sources declared them when this file was made: a
    /// test derives them again from `Sources/Touchstone` and fails if they differ.
    public static let touchstone = DeclarationIndex(text: #"""
<free>: CATransform3DGetAffineTransform CATransform3DIdentity CATransform3DIsAffine CATransform3DIsIdentity CATransform3DMakeAffineTransform CATransform3DMakeRotation CATransform3DMakeScale CATransform3DMakeTranslation NSKeyValueObservedChange.Kind UIActionHandler UIContextualAction.Handler UIControl.ActionIdentifier UIGestureRecognizer.ActionIdentifier UITableViewDiffableDataSource.CellProvider objc_getAssociatedObject objc_removeAssociatedObjects objc_setAssociatedObject
AnimationGroup (extended) < TimerOwner: 
AnimationTiming (extended): 
Array (extended): 
CACornerMask < Hashable, OptionSet, Sendable: init layerMaxXMaxYCorner layerMaxXMinYCorner layerMinXMaxYCorner layerMinXMinYCorner rawValue
CALayer: affineTransform anchorPoint animationKeys borderColor borderWidth bounds cornerCurve cornerRadius frame isHidden maskedCorners masksToBounds opacity position presentation removeAllAnimations removeAnimation setAffineTransform shadowColor shadowOffset shadowOpacity shadowRadius transform zPosition
CALayerCornerCurve < Hashable, RawRepresentable, Sendable: circular continuous init rawValue
CATransform3D < Equatable, Sendable: init m11 m12 m13 m14 m21 m22 m23 m24 m31 m32 m33 m34 m41 m42 m43 m44
CGAffineTransform < Equatable, Hashable, Sendable: a b c concatenating d identity init inverted isIdentity rotated scaledBy translatedBy tx ty
CGColor < Sendable: alpha components init numberOfComponents
CGFloat (extended) < VelocityTrackable: 
CGPoint (extended) < VelocityTrackable: applying
CGRect (extended): applying inset
CGSize (extended): applying
CGVector < Equatable, Hashable, Sendable: dx dy init zero
ClosedRange (extended): 
GestureDecision < @MainActor CustomStringConvertible: Outcome description failureReason other outcome reason recognizer rule summary time view
GestureDecision.Outcome < Sendable, String: began cancelled failed recognized waiting
IndexPath (extended): init item row section
LayoutDecision: brokenConstraint conflictingConstraints message rule summary
LayoutItem (extended): 
LayoutTerm (extended): 
NSDiffableDataSourceSnapshot < Sendable: appendItems appendSections deleteAllItems deleteItems deleteSections indexOfItem indexOfSection init insertItems insertSections itemIdentifiers moveItem moveSection numberOfItems numberOfSections reconfigureItems reconfiguredItemIdentifiers reloadItems reloadSections reloadedItemIdentifiers reloadedSectionIdentifiers sectionIdentifier sectionIdentifiers
NSDirectionalEdgeInsets < Hashable, Sendable: bottom init leading top trailing zero
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
NSObject (extended): cancelPreviousPerformRequests
NotificationCenter (extended): addObserver removeObserver
PointerInput < Equatable, Sendable: Gesture Phase exit move scroll transform
PointerInput.Gesture < Equatable, Sendable: trackpadScroll transform wheelScroll
PointerInput.Phase < Equatable, Sendable: began cancelled changed ended
PointerInputError < CustomStringConvertible, Equatable, Error, Sendable: description gestureAlreadyUnderway invalidStylusPose invalidTransform noGestureUnderway nonFiniteLocation nonFiniteScrollDelta notAccepted pointerNotInWindow stylusHoverWithButtonsHeld wheelNotchPhase
PressInput < Equatable, Sendable: Key Phase force init key phase type
PressInput.Key < Equatable, Sendable: characters charactersIgnoringModifiers init keyCode
PressInput.Phase < Equatable, Sendable: began cancelled changed ended
RuntimeHost (extended): 
Selector < CustomStringConvertible, Hashable: == description hash init name
Set (extended): 
StylusHover < Equatable, Sendable: altitudeAngle azimuthAngle init location modifiers rollAngle zOffset
TargetActionIdentifier < Hashable, Sendable: 
TouchEstimateUpdate < Equatable, Sendable: altitudeAngle azimuthAngle estimationUpdateIndex force init location noLongerExpected updatedProperties
TouchInput < Equatable, Sendable: Phase Sample altitudeAngle azimuthAngle coalesced estimatedProperties estimatedPropertiesExpectingUpdates estimationUpdateIndex finger force init location majorRadius maximumPossibleForce phase predicted type
TouchInput.Phase < Equatable, Sendable: began cancelled ended moved
TouchInput.Sample < Equatable, Sendable: altitudeAngle azimuthAngle force init location majorRadius timestamp
TouchInputError < CustomStringConvertible, Equatable, Error: description duplicateFinger estimateUpdate fingerAlreadyDown fingerNotDown invalidAngle invalidEstimate invalidForceOrRadius invalidSample missingLocation nonFiniteLocation pointer pressInput reentrantCall reservedFinger timeOutOfRange timeWentBackwards
UIAccessibilityTraits < Hashable, OptionSet, Sendable: adjustable allowsDirectInteraction button causesPageTurn header image init keyboardKey link none notEnabled playsSound rawValue searchField selected startsMediaSession staticText summaryElement tabBar updatesFrequently
UIAction < Hashable: == Identifier discoverabilityTitle hash identifier init sender title
UIAction.Identifier < Hashable, RawRepresentable, Sendable: init rawValue
UIApplication < UIResponder: delegate init keyWindow next shared windows withShared
UIApplicationDelegate < AnyObject: window
UIButton < UIControl: ButtonType buttonType changesSelectionAsPrimaryAction currentTitle init isHovered setTitle title
UIButton.ButtonType < Int, Sendable: close contactAdd custom detailDisclosure infoDark infoLight plain roundedRect system
UIColor < @unchecked Sendable, CustomStringConvertible, Hashable: == alpha black blue brown clear cyan darkGray description getRed gray green hash init label lightGray magenta orange purple red secondaryLabel secondarySystemBackground separator systemBackground systemBlue systemGray systemGreen systemIndigo systemOrange systemPink systemPurple systemRed systemTeal systemYellow white withAlphaComponent yellow
UIContextualAction: Handler Style backgroundColor handler image init style title
UIContextualAction.Style < Int, Sendable: destructive normal
UIControl < UIView: ActionIdentifier Event State actions addAction addTarget allControlEvents allTargets beginTracking cancelTracking continueTracking endTracking enumerateEventHandlers gestureRecognizerShouldBegin hitTest init isEnabled isHighlighted isSelected isTouchInside isTracking performPrimaryAction removeAction removeTarget sendAction sendActions state touchesBegan touchesCancelled touchesEnded touchesMoved
UIControl.Event < Hashable, OptionSet, Sendable: allEditingEvents allEvents allTouchEvents applicationReserved editingChanged editingDidBegin editingDidEnd editingDidEndOnExit init menuActionTriggered primaryActionTriggered rawValue systemReserved touchCancel touchDown touchDownRepeat touchDragEnter touchDragExit touchDragInside touchDragOutside touchUpInside touchUpOutside valueChanged
UIControl.State < Hashable, OptionSet, Sendable: application disabled focused highlighted init normal rawValue reserved selected
UICoordinateSpace < AnyObject: bounds convert
UIEdgeInsets < Hashable, Sendable: bottom init left right top zero
UIEvent < Hashable: == ButtonMask EventSubtype EventType allTouches buttonMask coalescedTouches hash modifierFlags predictedTouches subtype timestamp touches type
UIEvent.ButtonMask < Hashable, OptionSet, Sendable: button init primary rawValue secondary
UIEvent.EventSubtype < Int, Sendable: motionShake none remoteControlBeginSeekingBackward remoteControlBeginSeekingForward remoteControlEndSeekingBackward remoteControlEndSeekingForward remoteControlNextTrack remoteControlPause remoteControlPlay remoteControlPreviousTrack remoteControlStop remoteControlTogglePlayPause
UIEvent.EventType < Int, Sendable: hover motion presses remoteControl scroll touches transform
UIGestureRecognizer < CustomStringConvertible, Hashable, RuntimeHost, TimerOwner, _KeyValueCodingAndObserving: == ActionIdentifier FailureReason State addAction addTarget allowedPressTypes allowedTouchTypes buttonMask canBePrevented canPrevent cancelsTouchesInView delaysTouchesBegan delaysTouchesEnded delegate description displayName failureReason hash ignore init isEnabled location modifierFlags name numberOfTouches observeValue perform pressesBegan pressesCancelled pressesChanged pressesEnded removeTarget require requiresExclusiveTouchType reset responds scheduleTimer shouldBeRequiredToFail shouldReceive shouldRequireFailure state touchesBegan touchesCancelled touchesEnded touchesEstimatedPropertiesUpdated touchesMoved view
UIGestureRecognizer.FailureReason < CustomStringConvertible, Equatable, Sendable: == Quantity Unit closest description init measured subject words
UIGestureRecognizer.FailureReason.Quantity < Equatable, Sendable: init limit unit value
UIGestureRecognizer.FailureReason.Unit < Sendable, String: degrees fingers percent points seconds taps
UIGestureRecognizer.State < CustomStringConvertible, Int, Sendable: began cancelled changed description ended failed possible recognized
UIGestureRecognizerDelegate < AnyObject: ReceiveEventRecognizer ReceivePressRecognizer ReceiveTouchRecognizer RequireFailureOtherRecognizer RequireFailureRecognizer RequiredToFailOtherRecognizer RequiredToFailRecognizer ShouldBeginRecognizer SimultaneousOtherRecognizer SimultaneousRecognizer gestureRecognizer gestureRecognizerShouldBegin
UIHoverGestureRecognizer < UIGestureRecognizer: altitudeAngle azimuthAngle azimuthUnitVector init rollAngle zOffset
UIImage < @unchecked Sendable, CustomStringConvertible: description init name scale size
UIImageView < UIView: highlightedImage image init isHighlighted
UIInterfaceOrientation < Int, Sendable: landscapeLeft landscapeRight portrait portraitUpsideDown unknown
UIInterfaceOrientationMask < Hashable, OptionSet, Sendable: all allButUpsideDown init landscape landscapeLeft landscapeRight portrait portraitUpsideDown rawValue
UIKey < CustomStringConvertible, Hashable, Sendable: == characters charactersIgnoringModifiers description hash init keyCode modifierFlags
UIKeyModifierFlags < Hashable, OptionSet, Sendable: alphaShift alternate command control init numericPad rawValue shift
UIKeyboardHIDUsage < CaseIterable, Int, Sendable: keyboard0 keyboard1 keyboard2 keyboard3 keyboard4 keyboard5 keyboard6 keyboard7 keyboard8 keyboard9 keyboardA keyboardAgain keyboardAlphanumericSwitch keyboardAlternateErase keyboardApplication keyboardB keyboardBackslash keyboardC keyboardCancel keyboardCapsLock keyboardClear keyboardClearOrAgain keyboardCloseBracket keyboardComma keyboardCopy keyboardCrSelOrProps keyboardCut keyboardD keyboardDeleteForward keyboardDeleteOrBackspace keyboardDownArrow keyboardE keyboardEnd keyboardEqualSign keyboardErrorRollOver keyboardErrorUndefined keyboardEscape keyboardExSel keyboardExecute keyboardF keyboardF1 keyboardF10 keyboardF11 keyboardF12 keyboardF13 keyboardF14 keyboardF15 keyboardF16 keyboardF17 keyboardF18 keyboardF19 keyboardF2 keyboardF20 keyboardF21 keyboardF22 keyboardF23 keyboardF24 keyboardF3 keyboardF4 keyboardF5 keyboardF6 keyboardF7 keyboardF8 keyboardF9 keyboardFind keyboardG keyboardGraveAccentAndTilde keyboardH keyboardHangul keyboardHanja keyboardHelp keyboardHiragana keyboardHome keyboardHyphen keyboardI keyboardInsert keyboardInternational1 keyboardInternational2 keyboardInternational3 keyboardInternational4 keyboardInternational5 keyboardInternational6 keyboardInternational7 keyboardInternational8 keyboardInternational9 keyboardJ keyboardK keyboardKanaSwitch keyboardKatakana keyboardL keyboardLANG1 keyboardLANG2 keyboardLANG3 keyboardLANG4 keyboardLANG5 keyboardLANG6 keyboardLANG7 keyboardLANG8 keyboardLANG9 keyboardLeftAlt keyboardLeftArrow keyboardLeftControl keyboardLeftGUI keyboardLeftShift keyboardLockingCapsLock keyboardLockingNumLock keyboardLockingScrollLock keyboardM keyboardMenu keyboardMute keyboardN keyboardNonUSBackslash keyboardNonUSPound keyboardO keyboardOpenBracket keyboardOper keyboardOut keyboardP keyboardPOSTFail keyboardPageDown keyboardPageUp keyboardPaste keyboardPause keyboardPeriod keyboardPower keyboardPrintScreen keyboardPrior keyboardQ keyboardQuote keyboardR keyboardReturn keyboardReturnOrEnter keyboardRightAlt keyboardRightArrow keyboardRightControl keyboardRightGUI keyboardRightShift keyboardS keyboardScrollLock keyboardSelect keyboardSemicolon keyboardSeparator keyboardSlash keyboardSpacebar keyboardStop keyboardSysReqOrAttention keyboardT keyboardTab keyboardU keyboardUndo keyboardUpArrow keyboardV keyboardVolumeDown keyboardVolumeUp keyboardW keyboardX keyboardY keyboardZ keyboardZenkakuHankakuKanji keyboard_Reserved keypad0 keypad1 keypad2 keypad3 keypad4 keypad5 keypad6 keypad7 keypad8 keypad9 keypadAsterisk keypadComma keypadEnter keypadEqualSign keypadEqualSignAS400 keypadHyphen keypadNumLock keypadPeriod keypadPlus keypadSlash
UILabel < UIView: init text
UILayoutGuide < Hashable: == bottomAnchor centerXAnchor centerYAnchor constraintsAffectingLayout hasAmbiguousLayout hash heightAnchor identifier init layoutFrame leadingAnchor leftAnchor owningView rightAnchor topAnchor trailingAnchor widthAnchor
UILayoutPriority < Comparable, Hashable, RawRepresentable, Sendable: + += - -= < defaultHigh defaultLow dragThatCanResizeScene dragThatCannotResizeScene fittingSizeLevel init rawValue required sceneSizeStayPut
UILongPressGestureRecognizer < UIGestureRecognizer: allowableMovement minimumPressDuration numberOfTapsRequired numberOfTouchesRequired pressesBegan pressesCancelled pressesEnded reset touchesBegan touchesCancelled touchesEnded touchesMoved
UIPageControl < UIControl: Direction InteractionState allowsContinuousInteraction cancelTracking continueTracking currentPage direction endTracking hidesForSinglePage interactionState numberOfPages
UIPageControl.Direction < Int, Sendable: bottomToTop leftToRight natural rightToLeft topToBottom
UIPageControl.InteractionState < Int, Sendable: continuous discrete none
UIPanGestureRecognizer < UIGestureRecognizer: allowedScrollTypesMask init maximumNumberOfTouches minimumNumberOfTouches reset setTranslation touchesBegan touchesCancelled touchesEnded touchesMoved translation velocity
UIPinchGestureRecognizer < UIGestureRecognizer: init reset scale touchesBegan touchesCancelled touchesEnded touchesMoved velocity
UIPress < CustomStringConvertible, Hashable: == Phase PressType description force gestureRecognizers hash key phase responder timestamp type window
UIPress.Phase < CustomStringConvertible, Int, Sendable: began cancelled changed description ended stationary
UIPress.PressType < CustomStringConvertible, Hashable, RawRepresentable, Sendable: description downArrow init leftArrow menu pageDown pageUp playPause rawValue rightArrow select tvRemoteFourColors tvRemoteOneTwoThree upArrow
UIPressesEvent < UIEvent: allPresses presses
UIRectEdge < Hashable, OptionSet, Sendable: all bottom init left rawValue right top
UIResponder < Hashable, RuntimeHost, _KeyValueCodingAndObserving: == awakeFromNib becomeFirstResponder canBecomeFirstResponder canResignFirstResponder cancelPreviousPerformRequests hash init isFirstResponder next observeValue perform performSelector pressesBegan pressesCancelled pressesChanged pressesEnded resignFirstResponder responds touchesBegan touchesCancelled touchesEnded touchesEstimatedPropertiesUpdated touchesMoved
UIRotationGestureRecognizer < UIGestureRecognizer: init reset rotation touchesBegan touchesCancelled touchesEnded touchesMoved velocity
UIScreen: bounds coordinateSpace fixedCoordinateSpace init main nativeBounds nativeScale scale
UIScreenEdgePanGestureRecognizer < UIPanGestureRecognizer: edges init touchesBegan
UIScrollType < Int, Sendable: continuous discrete
UIScrollTypeMask < Hashable, OptionSet, Sendable: all continuous discrete init rawValue
UIScrollView < UIGestureRecognizerDelegate, UIView: DecelerationRate adjustedContentInset alwaysBounceHorizontal alwaysBounceVertical bounces bouncesHorizontally bouncesVertically bouncesZoom canCancelContentTouches contentAlignmentPoint contentInset contentLayoutGuide contentOffset contentSize decelerationRate delaysContentTouches delegate frameLayoutGuide gestureRecognizer gestureRecognizerShouldBegin init isDecelerating isDirectionalLockEnabled isDragging isPagingEnabled isScrollAnimating isScrollEnabled isTracking isZoomAnimating isZoomBouncing isZooming maximumZoomScale minimumZoomScale panGestureRecognizer pinchGestureRecognizer scrollRectToVisible setContentOffset setZoomScale showsHorizontalScrollIndicator showsVerticalScrollIndicator stopScrollingAndZooming touchesShouldBegin touchesShouldCancel transfersHorizontalScrollingToParent transfersVerticalScrollingToParent zoom zoomScale
UIScrollView.DecelerationRate < Hashable, RawRepresentable, Sendable: fast init normal rawValue
UIScrollViewDelegate < AnyObject: scrollViewDidEndDecelerating scrollViewDidEndDragging scrollViewDidEndScrollingAnimation scrollViewDidEndZooming scrollViewDidScroll scrollViewDidZoom scrollViewWillBeginDecelerating scrollViewWillBeginDragging scrollViewWillBeginZooming scrollViewWillEndDragging viewForZooming
UISegmentedControl < UIControl: endTracking init insertSegment isEnabledForSegment isMomentary noSegment numberOfSegments removeAllSegments removeSegment selectedSegmentIndex setEnabled setTitle setWidth titleForSegment widthForSegment
UISlider < UIControl: beginTracking cancelTracking continueTracking endTracking isContinuous maximumValue minimumValue setValue thumbRect trackRect value
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
UITableViewDataSource < AnyObject: numberOfSections sectionIndexTitles tableView
UITableViewDataSourcePrefetching < AnyObject: tableView
UITableViewDataSourceRowEditing < UITableViewDataSource: tableView
UITableViewDataSourceRowMoving < UITableViewDataSource: tableView
UITableViewDelegate < UIScrollViewDelegate: tableView
UITableViewDiffableDataSource < UITableViewDataSource: CellProvider apply applySnapshotUsingReloadData defaultRowAnimation index indexPath init itemIdentifier numberOfSections sectionIdentifier snapshot tableView
UITableViewHeaderFooterView < UIView: backgroundView contentView init layoutSubviews prepareForReuse reuseIdentifier textLabel
UITapGestureRecognizer < UIGestureRecognizer: buttonMaskRequired canPrevent location numberOfTapsRequired numberOfTouchesRequired pressesBegan pressesCancelled pressesEnded reset touchesBegan touchesCancelled touchesEnded touchesMoved
UITouch < CustomStringConvertible, Hashable: == Phase Properties TouchType altitudeAngle azimuthAngle azimuthUnitVector description estimatedProperties estimatedPropertiesExpectingUpdates estimationUpdateIndex force gestureRecognizers hash location majorRadius majorRadiusTolerance maximumPossibleForce phase preciseLocation precisePreviousLocation previousLocation tapCount timestamp type view window
UITouch.Phase < Int, Sendable: began cancelled ended moved stationary
UITouch.Properties < Hashable, OptionSet, Sendable: altitude azimuth force init location rawValue
UITouch.TouchType < CaseIterable, Int, Sendable: direct indirect indirectPointer pencil
UITraitCollection: displayScale horizontalSizeClass init layoutDirection userInterfaceIdiom userInterfaceStyle verticalSizeClass
UITraitEnvironment < AnyObject: traitCollection traitCollectionDidChange
UITraitEnvironmentLayoutDirection < Int, Sendable: leftToRight rightToLeft unspecified
UITransitionContextViewControllerKey < Hashable, RawRepresentable, Sendable: from init rawValue to
UITransitionContextViewKey < Hashable, RawRepresentable, Sendable: from init rawValue to
UIUserInterfaceIdiom < Int, Sendable: carPlay mac pad phone tv unspecified vision
UIUserInterfaceSizeClass < Int, Sendable: compact regular unspecified
UIUserInterfaceStyle < Int, Sendable: dark light unspecified
UIView < UICoordinateSpace, UIResponder, UITraitEnvironment: AnimationCurve AnimationOptions AutoresizingMask ContentMode KeyframeAnimationOptions accessibilityHint accessibilityIdentifier accessibilityLabel accessibilityTraits accessibilityValue addConstraint addConstraints addGestureRecognizer addKeyframe addLayoutGuide addSubview alignmentRect alignmentRectInsets alpha anchorPoint animate animateKeyframes autoresizesSubviews autoresizingMask backgroundColor bottomAnchor bounds bringSubviewToFront center centerXAnchor centerYAnchor clipsToBounds constraints constraintsAffectingLayout contentCompressionResistancePriority contentHuggingPriority contentMode convert didAddSubview didMoveToSuperview didMoveToWindow directionalLayoutMargins exchangeSubview exerciseAmbiguityInLayout firstBaselineAnchor forFirstBaselineLayout forLastBaselineLayout frame gestureRecognizerShouldBegin gestureRecognizers hasAmbiguousLayout heightAnchor hitTest inheritedAnimationDuration init insertSubview insetsLayoutMarginsFromSafeArea intrinsicContentSize invalidateIntrinsicContentSize isAccessibilityElement isDescendant isExclusiveTouch isHidden isMultipleTouchEnabled isOpaque isUserInteractionEnabled lastBaselineAnchor layer layoutFittingCompressedSize layoutFittingExpandedSize layoutGuides layoutIfNeeded layoutMargins layoutMarginsDidChange layoutMarginsGuide layoutSubviews leadingAnchor leftAnchor needsUpdateConstraints next noIntrinsicMetric performWithoutAnimation point preservesSuperviewLayoutMargins readableContentGuide removeConstraint removeConstraints removeFromSuperview removeGestureRecognizer removeLayoutGuide requiresConstraintBasedLayout rightAnchor safeAreaInsets safeAreaInsetsDidChange safeAreaLayoutGuide sendSubviewToBack setContentCompressionResistancePriority setContentHuggingPriority setNeedsLayout setNeedsUpdateConstraints subviews superview systemLayoutSizeFitting tag tintColor topAnchor trailingAnchor traitCollection traitCollectionDidChange transform transition translatesAutoresizingMaskIntoConstraints updateConstraints updateConstraintsIfNeeded viewWithTag widthAnchor willMove willRemoveSubview window
UIView.AnimationCurve < Int, Sendable: easeIn easeInOut easeOut linear
UIView.AnimationOptions < Hashable, OptionSet, Sendable: `repeat` allowAnimatedContent allowUserInteraction autoreverse beginFromCurrentState curveEaseIn curveEaseInOut curveEaseOut curveLinear init layoutSubviews overrideInheritedCurve overrideInheritedDuration overrideInheritedOptions preferredFramesPerSecond30 preferredFramesPerSecond60 preferredFramesPerSecondDefault rawValue showHideTransitionViews transitionCrossDissolve transitionCurlDown transitionCurlUp transitionFlipFromBottom transitionFlipFromLeft transitionFlipFromRight transitionFlipFromTop transitionNone
UIView.AutoresizingMask < Hashable, OptionSet, Sendable: flexibleBottomMargin flexibleHeight flexibleLeftMargin flexibleRightMargin flexibleTopMargin flexibleWidth init rawValue
UIView.ContentMode < Int, Sendable: bottom bottomLeft bottomRight center left redraw right scaleAspectFill scaleAspectFit scaleToFill top topLeft topRight
UIView.KeyframeAnimationOptions < Hashable, OptionSet, Sendable: `repeat` allowUserInteraction autoreverse beginFromCurrentState calculationModeCubic calculationModeCubicPaced calculationModeDiscrete calculationModeLinear calculationModePaced init layoutSubviews overrideInheritedDuration overrideInheritedOptions rawValue
UIViewAnimatingPosition < Int, Sendable: current end start
UIViewAnimatingState < Int, Sendable: active inactive stopped
UIViewController < UIResponder, UITraitEnvironment: addChild additionalSafeAreaInsets beginAppearanceTransition childForStatusBarHidden childForStatusBarStyle children didMove endAppearanceTransition init isViewLoaded loadView loadViewIfNeeded next nibBundle nibName parent preferredContentSize preferredInterfaceOrientationForPresentation preferredStatusBarStyle preferredStatusBarUpdateAnimation prefersHomeIndicatorAutoHidden prefersStatusBarHidden prepare removeFromParent setNeedsStatusBarAppearanceUpdate shouldAutomaticallyForwardAppearanceMethods shouldAutorotate shouldPerformSegue supportedInterfaceOrientations systemMinimumLayoutMargins traitCollection traitCollectionDidChange updateViewConstraints view viewDidAppear viewDidDisappear viewDidLayoutSubviews viewDidLoad viewIfLoaded viewIsAppearing viewLayoutMarginsDidChange viewRespectsSystemMinimumLayoutMargins viewSafeAreaInsetsDidChange viewWillAppear viewWillDisappear viewWillLayoutSubviews viewWillTransition willMove
UIViewControllerTransitionCoordinator < UIViewControllerTransitionCoordinatorContext: animate animateAlongsideTransition notifyWhenInteractionChanges
UIViewControllerTransitionCoordinatorContext < AnyObject: completionCurve completionVelocity containerView initiallyInteractive isAnimated isCancelled isInteractive isInterruptible percentComplete targetTransform transitionDuration view viewController
UIViewPropertyAnimator: addAnimations addCompletion delay duration finishAnimation fractionComplete init isInterruptible isManualHitTestingEnabled isRunning isUserInteractionEnabled pauseAnimation runningPropertyAnimator scrubsLinearly startAnimation state stopAnimation
UIWindow < UIView: advanceTime currentTime gestureDecisionHandler init isKeyWindow layoutDecisionHandler makeKey makeKeyAndVisible maximumRepeatsPerCall maximumTime next nextTimerDeadline pointerButtons pointerLocation resize rootViewController screen sendEstimateUpdates sendModifierFlags sendPointer sendPresses sendStylusHover sendTouches setSafeAreaInsets touchDeliveryHandler
VirtualTimer < TimerOwner: fireDate invalidate isValid
_KeyValueCodingAndObserving < AnyObject: addObserver observe removeObserver
objc_AssociationPolicy < Sendable, UInt: OBJC_ASSOCIATION_ASSIGN OBJC_ASSOCIATION_COPY OBJC_ASSOCIATION_COPY_NONATOMIC OBJC_ASSOCIATION_RETAIN OBJC_ASSOCIATION_RETAIN_NONATOMIC
"""#)
}
#endif
