export {
  type LatestBuild,
  NEW_VERSION_POLL_MS,
  type NewVersionContext,
  type NewVersionEvent,
  newVersionMachine,
} from './new-version.machine.ts'
