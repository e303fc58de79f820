export {
  type LoginAnswer,
  type LoginContext,
  type LoginEmitted,
  type LoginEvent,
  type LoginUser,
  loginMachine,
  type SendSmsInput,
  type VerifyCodeInput,
} from './login.machine.ts'
export {
  canRequestCode,
  type FieldErrorsCarrier,
  fieldErrorsOf,
  isCodeComplete,
  type LoginField,
  type LoginFieldErrors,
  type LoginIntent,
  type LoginMode,
  normaliseCode,
  RESEND_COUNTDOWN_SECONDS,
  SMS_CODE_LENGTH,
} from './login-rules.ts'
