export {
  currentGoal,
  maskPhone,
  type PhoneDisplayContext,
  type PhoneDisplayEvent,
  type PhoneDisplayInput,
  type PhoneGoals,
  phoneDisplayMachine,
  phoneText,
} from './phone-display.machine.ts'
