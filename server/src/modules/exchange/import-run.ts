import fs from 'node:fs'
import path from 'node:path'
import { importCatalogFile } from './catalog-import.ts'
import { ExchangeFailure } from './commerceml-reader.ts'
import type { ExchangeRepository } from './exchange.repository.ts'
import { failure, success } from './exchange-answer.ts'
import { fileInside, unpackZips, writePieces } from './exchange-files.ts'
import type { ExchangeLogger } from './exchange-log.ts'
import type { ImportRunsRepository } from './import-runs.repository.ts'
import { exchangeMessages } from './messages.ts'

/** How often a running import says it is alive, and how long a silent one is thought dead. */
export const importHeartbeatMs = 5_000
export const importStaleMs = 30_000

/** The `exchange.import` job's data: the uploaded file of a session to import. */
export interface ImportJobData {
  sessionId: string
  filename: string
}

/** Thrown at an import's next batch once its worker stops (`release`): it is handed on. */
class ImportReleased extends Error {}

/** The catalogue deps of one import (import-jobs.ts builds them: settings, pictures, prices). */
export type CatalogDepsOf = (
  sourceDir: string,
  onProgress?: (processed: number, total: number) => Promise<void>,
) => Parameters<typeof importCatalogFile>[1]

/**
 * The `exchange.import` job: takes the file's row (never while another live job has it), beats
 * while it works, stages the session's uploads from the database into this process's folder,
 * imports, logs and marks the row done or failed. A process that dies mid-import leaves a row
 * whose beat stops: the queue's retry, or 1C's next poll queueing it again, takes it over.
 * A worker that is stopping (`release`, on SIGTERM) does not make a long import wait for that:
 * each import here stops after the batch it is writing, gives its row back and queues its file
 * again (`requeue`), so another worker starts it at once (imports are idempotent: it starts
 * the file over).
 */
export function createImportRun(deps: {
  exchange: ExchangeRepository
  runs: ImportRunsRepository
  uploadsDir: string
  log: ExchangeLogger
  now: () => Date
  catalogDeps: CatalogDepsOf
  onCatalogChanged?: (() => void | Promise<void>) | undefined
  /** Queues the file's import again, for another worker (after `release`). */
  requeue: (data: ImportJobData) => Promise<void>
}) {
  const { now, runs } = deps
  let releasing = false
  const sessionDir = (id: string) => path.join(deps.uploadsDir, id)
  /** Imports running in this process, by `session\nfile` (the cleanup leaves them alone). */
  const running = new Map<string, Promise<void>>()

  /** Writes the session's uploaded files from the database into this process's folder. */
  async function stageUploads(sessionId: string) {
    const dir = sessionDir(sessionId)
    await fs.promises.rm(dir, { recursive: true, force: true })
    for (const name of await deps.exchange.uploadedFiles(sessionId)) {
      await writePieces(fileInside(dir, name), deps.exchange.uploadPieces(sessionId, name))
    }
    return dir
  }

  async function importFile({ sessionId, filename }: ImportJobData, runner: string) {
    let counts: Record<string, number> | undefined
    let warnings: string[] = []
    let reason: string | null = null
    try {
      const dir = await stageUploads(sessionId)
      await unpackZips(dir)
      const file = fileInside(dir, filename)
      if (!fs.existsSync(file)) throw new ExchangeFailure(exchangeMessages.noFile(filename))
      ;({ counts, warnings } = await importCatalogFile(
        file,
        deps.catalogDeps(dir, async (processed, total) => {
          if (releasing) throw new ImportReleased()
          await runs.importProgress(sessionId, filename, runner, processed, total)
        }),
      ))
      await deps.onCatalogChanged?.()
      // Imported: the file itself is not needed again (a zip stays for the files it holds).
      await deps.exchange.forgetUploads(sessionId, filename)
    } catch (error) {
      if (error instanceof ImportReleased) {
        // Neither logged nor finished: another worker imports the file and answers 1C.
        if (await runs.releaseImport(sessionId, filename, runner)) {
          await deps.requeue({ sessionId, filename })
        }
        return
      }
      reason = error instanceof ExchangeFailure ? error.message : exchangeMessages.importFailed
      if (!(error instanceof ExchangeFailure)) console.error('exchange import failed', error)
    }
    // Logged before the import is marked finished: 1C (and the operator reading the log) is
    // answered «success» only once the log says what the import changed.
    await deps.log(
      { type: 'catalog', mode: 'import', filename, sessionId },
      reason ? failure(reason) : success(warnings),
      {
        ...(counts ? { counts } : {}),
        ...(!reason && warnings.length > 0 ? { message: warnings.join('\n') } : {}),
      },
    )
    await runs.finishImport(
      sessionId,
      filename,
      runner,
      reason ? { status: 'failed', error: reason } : { status: 'done', warnings },
      now(),
    )
  }

  return {
    /** The job's handler: `runner` names the job's attempt. */
    async run(data: ImportJobData, runner: string) {
      const { sessionId, filename } = data
      const stale = new Date(now().getTime() - importStaleMs)
      if (!(await runs.claimImport(sessionId, filename, runner, now(), stale))) return
      const key = `${sessionId}\n${filename}`
      // Import-scoped, not periodic work: it stops with the import (see docs/background-jobs.md).
      const heartbeat = setInterval(() => {
        runs.importHeartbeat(sessionId, filename, runner, now()).catch(() => {})
      }, importHeartbeatMs)
      heartbeat.unref()
      const job = importFile(data, runner).finally(() => {
        clearInterval(heartbeat)
        running.delete(key)
      })
      running.set(key, job)
      await job
    },

    busySessions: () => new Set([...running.keys()].map((key) => key.split('\n')[0] ?? '')),

    /** Waits for the imports under way here (tests, shutdown). */
    idle: () => Promise.all([...running.values()]).then(() => {}),

    /**
     * The worker stops: every import here hands its file on after the batch it is writing
     * (it is not left for `importStaleMs` of silence); resolves once they have.
     */
    release() {
      releasing = true
      return Promise.all([...running.values()]).then(() => {})
    },
  }
}
