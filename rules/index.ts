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
  normaliseVin,
  readVin,
  VIN_LENGTH,
  type VinMake,
  type VinReading,
  type VinRefusal,
  vinCheckDigit,
  vinMakes,
  vinMakeTitles,
  vinModelYear,
  vinPattern,
  vinWmis,
  type WmiEntry,
} from './vin.ts'
