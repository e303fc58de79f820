export {
  type PartNamesContext,
  type PartNamesEvent,
  partNamesMachine,
  visiblePartNames,
} from './part-names.machine.ts'
export { filterPartNames, groupByFirstLetter, type PartName } from './part-names-filter.ts'
