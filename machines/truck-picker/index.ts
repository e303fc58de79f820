export {
  type FleetTruck,
  fleetPick,
  modelYears,
  type PickedTruck,
  type TruckMake,
  type TruckPickerContext,
  type TruckPickerEvent,
  type TruckPickerOptions,
  truckPickerMachine,
  truckTitle,
} from './truck-picker.machine.ts'
