import { openDatabase } from './database.ts'
import { DataDirInUseError } from './pglite-lock.ts'

/**
 * `openDatabase` for a process's entry point (npm start, the scripts): a data directory held by
 * another process is refused in one line naming it, with exit code 1, not a stack trace.
 */
export async function openDatabaseForProcess(options: Parameters<typeof openDatabase>[0]) {
  try {
    return await openDatabase(options)
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
