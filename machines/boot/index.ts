export {
  type BootContext,
  type BootEmitted,
  type BootEvent,
  bootMachine,
  type InitialData,
} from './boot.machine.ts'
