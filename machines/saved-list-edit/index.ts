export {
  type DraftProblems,
  type DraftRow,
  draftQuantity,
  listInput,
  type SavedListEditContext,
  type SavedListEditEvent,
  savedListEditMachine,
} from './saved-list-edit.machine.ts'
