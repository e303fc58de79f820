export {
  type LoginAnswer,
  type LoginContext,
  type LoginEmitted,
  type LoginEvent,
  type LoginUser,
  loginMachine,
  type SendSmsInput,
  type SmsSent,
  type VerifyCodeInput,
} from './login.machine.ts'
export {
  canRequestCode,
  type FieldErrorsCarrier,
  fieldErrorsOf,
  type LoginField,
  type LoginFieldErrors,
  type LoginIntent,
  type LoginMode,
} from './login-rules.ts'
