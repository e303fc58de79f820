export {
  MASKED_NUMBER,
  maskSeries,
  type PassportContext,
  type PassportData,
  type PassportEvent,
  type PassportRecipient,
  passportDisplay,
  passportMachine,
} from './passport.machine.ts'
