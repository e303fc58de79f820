export {
  importable,
  type OrderListContext,
  type OrderListEvent,
  orderListMachine,
} from './order-list.machine.ts'
export { cartLines, rowsToResolve, rowsWithChoices, savedRows } from './order-list-rows.ts'
export type {
  ImportMapping,
  ImportParseResult,
  ImportResolution,
  ImportRowResolution,
  ListSource,
  ResolveSource,
} from './order-list-types.ts'
