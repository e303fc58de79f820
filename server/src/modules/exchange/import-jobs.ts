import fs from 'node:fs'
import path from 'node:path'
import { type JobDefinition, type JobSender, jobDefinition } from '../../jobs/job-definition.ts'
import type { CatalogWritesService } from '../catalog/catalog-writes.service.ts'
import { importCatalogFile } from './catalog-import.ts'
import type { ExchangeRepository } from './exchange.repository.ts'
import {
  type ExchangeAnswer,
  type ExchangeRequest,
  failure,
  success,
  text,
} from './exchange-answer.ts'
import { fileInside, unpackZips } from './exchange-files.ts'
import type { ExchangeLogger } from './exchange-log.ts'
import type { PictureStore } from './exchange-pictures.ts'
import type { ExchangeSettings } from './exchange-settings.ts'
import { createImportRun, type ImportJobData, importStaleMs } from './import-run.ts'
import type { ImportRunsRepository } from './import-runs.repository.ts'
import { exchangeMessages } from './messages.ts'
import type { PriceTypeInfo } from './price-types.ts'

export const exchangeImagesPrefix = '/1c_images'

/** The job queue's name of a file's import. */
export const importJobName = 'exchange.import'

/** How often `mode=import` looks at the row while it waits for the job (EXCHANGE_IMPORT_WAIT_MS). */
const pollMs = 100

/** import*.xml first, then offers, prices, rests (each names what the previous created). */
function fileRank(name: string) {
  const order = ['import', 'offers', 'prices', 'rests']
  const index = order.findIndex((prefix) => name.toLowerCase().startsWith(prefix))
  return index === -1 ? order.length : index
}

/**
 * The catalogue imports: `mode=import` queues each uploaded file's import as an
 * `exchange.import` job (its row in exchange_imports tracks it, 1C polls and gets `progress`),
 * a job worker runs it (import-run.ts); and the by-hand import of a folder
 * (`npm run exchange:import`).
 */
export function createImportJobs(deps: {
  exchange: ExchangeRepository
  runs: ImportRunsRepository
  catalog: CatalogWritesService
  settings: ExchangeSettings
  pictures: Pick<PictureStore, 'publish'>
  jobs: JobSender
  log: ExchangeLogger
  now: () => Date
  onCatalogChanged?: (() => void | Promise<void>) | undefined
}) {
  const { settings, now } = deps
  const sessionDir = (id: string) => path.join(settings.dir, 'uploads', id)

  function catalogDeps(
    sourceDir: string,
    onProgress?: (processed: number, total: number) => Promise<void>,
  ) {
    return {
      catalog: deps.catalog,
      mapping: settings.mapping,
      priceTypes: {
        list: () => deps.exchange.priceTypes(),
        remember: (types: PriceTypeInfo[]) => deps.exchange.rememberPriceTypes(types, now()),
      },
      batchSize: settings.batchSize,
      sourceDir,
      pictures: deps.pictures,
      imageUrlPrefix: exchangeImagesPrefix,
      ...(onProgress ? { onProgress } : {}),
    }
  }

  const run = createImportRun({
    exchange: deps.exchange,
    runs: deps.runs,
    uploadsDir: path.join(settings.dir, 'uploads'),
    log: deps.log,
    now,
    catalogDeps,
    onCatalogChanged: deps.onCatalogChanged,
    requeue: (data) =>
      deps.jobs.send(importJobName, data, {
        singletonKey: `${data.sessionId}\n${data.filename}\n${now().toISOString()}`,
      }),
  })

  /** 1C's answer for a finished row, or null while it runs. */
  const answerOf = async (sessionId: string, filename: string) => {
    const row = await deps.exchange.importOf(sessionId, filename)
    if (row?.status === 'done') return success(row.warnings)
    if (row?.status === 'failed') return failure(row.error ?? exchangeMessages.importFailed)
    return null
  }

  return {
    /** `mode=import&filename=…`: queues or joins the file's import, `progress` until it ends. */
    async importMode(request: ExchangeRequest, sessionId: string): Promise<ExchangeAnswer> {
      const filename = request.filename ?? ''
      fileInside(sessionDir(sessionId), filename)
      const finished = await answerOf(sessionId, filename)
      if (finished) return finished
      // No row: a new import. A running row whose job beat lately: 1C is told progress. One
      // whose beat stopped (its process died): queued again. The conditional write lets one
      // process queue it, whichever 1C asked.
      const at = now()
      const stale = new Date(at.getTime() - importStaleMs)
      if (await deps.exchange.queueImport(sessionId, filename, at, stale)) {
        await deps.jobs.send(importJobName, { sessionId, filename } satisfies ImportJobData, {
          singletonKey: `${sessionId}\n${filename}\n${at.toISOString()}`,
        })
      }
      // A short wait for a short file: 1C is answered success at once rather than next poll.
      const until = Date.now() + settings.importWaitMs
      while (Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, until - Date.now())))
        const answer = await answerOf(sessionId, filename)
        if (answer) return answer
      }
      return (await answerOf(sessionId, filename)) ?? text('progress')
    },

    /** The job a worker runs: one uploaded file's import. */
    jobDefinitions: (): JobDefinition[] => [
      jobDefinition<ImportJobData>({
        name: importJobName,
        // One runner per attempt: a retry of a job that outlived its expiry, still running
        // elsewhere, must wait for that attempt's beat to stop like any other job.
        handle: (data, job) => run.run(data, `${job.id}#${job.attempt}`),
        // A process that died mid-import: tried again once its job expires (or sooner, by
        // 1C's next poll). A failed import is not retried: it is 1C's answer (failure).
        retry: { limit: 3, delaySeconds: 5 },
        // Big catalogues take minutes; a live import beats, so a retry never doubles it.
        expireInSeconds: 3600,
      }),
    ],

    /** Sessions with an import running in this process (the cleanup leaves them alone). */
    busySessions: run.busySessions,

    /**
     * Imports a folder by hand (`npm run exchange:import`): zips unpacked, then the catalogue
     * files before the offers ones, as 1C sends them.
     */
    async importFolder(
      dir: string,
      onProgress: (file: string, processed: number, total: number) => void,
    ) {
      await unpackZips(dir)
      const files = (await fs.promises.readdir(dir))
        .filter((name) => name.toLowerCase().endsWith('.xml'))
        .sort((a, b) => fileRank(a) - fileRank(b) || a.localeCompare(b))
      const results: { file: string; counts: Record<string, number>; warnings: string[] }[] = []
      for (const file of files) {
        const { counts, warnings } = await importCatalogFile(
          path.join(dir, file),
          catalogDeps(dir, async (processed, total) => onProgress(file, processed, total)),
        )
        results.push({ file, counts, warnings })
        await deps.exchange.log({
          at: now(),
          sessionId: null,
          type: 'catalog',
          mode: 'cli',
          filename: file,
          outcome: 'success',
          message: warnings.length > 0 ? warnings.join('\n') : null,
          counts,
        })
      }
      await deps.onCatalogChanged?.()
      return results
    },

    /** Waits for the imports under way in this process (tests, shutdown). */
    idle: run.idle,
    /** The worker stops: imports here hand their files on to another worker (import-run.ts). */
    release: run.release,
  }
}
