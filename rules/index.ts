export {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_MILEAGE_MAX,
  type ClaimMove,
  type ClaimPhotoType,
  type ClaimReason,
  type ClaimState,
  claimHoldsPieces,
  claimKinds,
  claimKindTitles,
  claimMoveBetween,
  claimMoves,
  claimPathBetween,
  claimPhotoLimits,
  claimPhotoTypeOf,
  claimReasonKeys,
  claimReasons,
  claimStateFromTitle,
  claimStates,
  claimStateTitles,
} from './claim.ts'
export {
  type ImportRowStatus,
  importRowStatuses,
  importRowStatusTitles,
} from './import-row-status.ts'
export {
  mayMoveOrderLine,
  type OrderLineMove,
  type OrderLineReport,
  type OrderLineState,
  orderLineMoveBetween,
  orderLineMoves,
  orderLineStateOf,
  orderLineStates,
} from './order-line.ts'
export {
  COUNTRY_CODE_MAX_DIGITS,
  countryCodePattern,
  digitsInMask,
  maskedPhonePattern,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneMaskPattern,
} from './phone.ts'
export {
  discountApplies,
  type PriceFacts,
  payablePrice,
  type ShownPrice,
  shownPrice,
  unitDiscount,
} from './price.ts'
export {
  heldQuantity,
  MAX_LINE_QUANTITY,
  orderableQuantity,
  pickedQuantity,
  type QuantityFacts,
} from './quantity.ts'
export {
  isSmsCode,
  normaliseSmsCode,
  SMS_CODE_LENGTH,
  SMS_RESEND_AFTER_SECONDS,
  smsCodePattern,
} from './sms-code.ts'
export {
  addTerm,
  type BaseWarranty,
  type Buyer,
  baseWarranties,
  type ClaimKind,
  type ClaimLineFacts,
  claimNeedsMileage,
  claimTermEnds,
  type PartKind,
  partKindOf,
  partKinds,
  returnTerms,
  type Term,
} from './warranty-terms.ts'
