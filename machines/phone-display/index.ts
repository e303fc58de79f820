export {
  maskPhone,
  type PhoneDisplayContext,
  type PhoneDisplayEvent,
  type PhoneDisplayInput,
  phoneDisplayMachine,
  phoneText,
} from './phone-display.machine.ts'
