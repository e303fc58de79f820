export {
  CHUNK_RELOAD_WINDOW_MS,
  type ChunkReloadContext,
  type ChunkReloadEvent,
  chunkReloadMachine,
  mayReload,
  type ReloadMarks,
} from './chunk-reload.machine.ts'
