export { type CountdownContext, countdownMachine } from './countdown.machine.ts'
