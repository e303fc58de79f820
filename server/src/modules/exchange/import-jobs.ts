import fs from 'node:fs'
import path from 'node:path'
import type { CatalogWritesService } from '../catalog/catalog-writes.service.ts'
import { importCatalogFile } from './catalog-import.ts'
import { ExchangeFailure } from './commerceml-reader.ts'
import type { ExchangeRepository } from './exchange.repository.ts'
import {
  type ExchangeAnswer,
  type ExchangeRequest,
  failure,
  success,
  text,
} from './exchange-answer.ts'
import { fileInside, unzipInto, writePieces } from './exchange-files.ts'
import type { ExchangeLogger } from './exchange-log.ts'
import type { ExchangeSettings } from './exchange-settings.ts'
import { exchangeMessages } from './messages.ts'
import type { PriceTypeInfo } from './price-types.ts'

export const exchangeImagesPrefix = '/1c_images'

/** Unpacks every zip of a folder into it. */
export async function unpackZips(dir: string) {
  const entries = await fs.promises.readdir(dir).catch(() => [] as string[])
  for (const name of entries) {
    if (name.toLowerCase().endsWith('.zip')) await unzipInto(path.join(dir, name), dir)
  }
}

/** How often a running import says it is alive, and how long a silent one is thought dead. */
export const importHeartbeatMs = 5_000
export const importStaleMs = 30_000

/** import*.xml first, then offers, prices, rests (each names what the previous created). */
function fileRank(name: string) {
  const order = ['import', 'offers', 'prices', 'rests']
  const index = order.findIndex((prefix) => name.toLowerCase().startsWith(prefix))
  return index === -1 ? order.length : index
}

/**
 * The catalogue imports: `mode=import` runs each uploaded file in the server's background (its
 * row in exchange_imports tracks it, 1C polls and gets `progress`), and the by-hand import of
 * a folder (`npm run exchange:import`).
 */
export function createImportJobs(deps: {
  exchange: ExchangeRepository
  catalog: CatalogWritesService
  settings: ExchangeSettings
  log: ExchangeLogger
  now: () => Date
  onCatalogChanged?: (() => void | Promise<void>) | undefined
}) {
  const { settings, now } = deps
  const jobs = new Map<string, Promise<void>>()
  const imagesDir = path.join(settings.dir, 'images')
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
      imagesDir,
      imageUrlPrefix: exchangeImagesPrefix,
      ...(onProgress ? { onProgress } : {}),
    }
  }

  /**
   * Writes the session's uploaded files from the database into this process's working folder
   * (1C may have uploaded them to another process), replacing what an earlier import left.
   */
  async function stageUploads(sessionId: string) {
    const dir = sessionDir(sessionId)
    await fs.promises.rm(dir, { recursive: true, force: true })
    for (const name of await deps.exchange.uploadedFiles(sessionId)) {
      await writePieces(fileInside(dir, name), deps.exchange.uploadPieces(sessionId, name))
    }
    return dir
  }

  /**
   * Starts the import of one uploaded file in the background; its row tracks it. Null when
   * another process is importing it (its row beat lately).
   */
  async function startImport(request: ExchangeRequest, sessionId: string, filename: string) {
    const at = now()
    const stale = new Date(at.getTime() - importStaleMs)
    if (!(await deps.exchange.startImport(sessionId, filename, at, stale))) return null
    const key = `${sessionId}\n${filename}`
    // Import-scoped, not periodic work: it stops with the import (see docs/background-jobs.md).
    const heartbeat = setInterval(() => {
      deps.exchange.importHeartbeat(sessionId, filename, now()).catch(() => {})
    }, importHeartbeatMs)
    heartbeat.unref()
    const job = (async () => {
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
          catalogDeps(dir, async (processed, total) => {
            await deps.exchange.importProgress(sessionId, filename, processed, total)
          }),
        ))
        await deps.onCatalogChanged?.()
        // Imported: the file itself is not needed again (a zip stays for the files it holds).
        await deps.exchange.forgetUploads(sessionId, filename)
      } catch (error) {
        reason = error instanceof ExchangeFailure ? error.message : exchangeMessages.importFailed
        if (!(error instanceof ExchangeFailure)) console.error('exchange import failed', error)
      }
      // Logged before the import is marked finished: 1C (and the operator reading the log) is
      // answered «success» only once the log says what the import changed.
      await deps.log(request, reason ? failure(reason) : success(warnings), {
        ...(counts ? { counts } : {}),
        ...(!reason && warnings.length > 0 ? { message: warnings.join('\n') } : {}),
      })
      await deps.exchange.finishImport(
        sessionId,
        filename,
        reason ? { status: 'failed', error: reason } : { status: 'done', warnings },
        now(),
      )
    })().finally(() => {
      clearInterval(heartbeat)
      jobs.delete(key)
    })
    jobs.set(key, job)
    // Wrapped: an async function returning the promise itself would wait for the whole import.
    return { job }
  }

  return {
    /** `mode=import&filename=…`: starts or joins the file's import, `progress` until it ends. */
    async importMode(request: ExchangeRequest, sessionId: string): Promise<ExchangeAnswer> {
      const filename = request.filename ?? ''
      fileInside(sessionDir(sessionId), filename)
      const key = `${sessionId}\n${filename}`
      let job = jobs.get(key)
      if (!job) {
        const row = await deps.exchange.importOf(sessionId, filename)
        if (row?.status === 'done') return success(row.warnings)
        if (row?.status === 'failed') return failure(row.error ?? exchangeMessages.importFailed)
        // No row: a new import. A running row with no job here: another process runs it (its
        // heartbeat is fresh: 1C is told progress), or its process died (start it again).
        const started = await startImport(request, sessionId, filename)
        if (!started) return text('progress')
        job = started.job
      }
      await Promise.race([
        job,
        new Promise((resolve) => setTimeout(resolve, settings.importWaitMs)),
      ])
      const row = await deps.exchange.importOf(sessionId, filename)
      if (row?.status === 'done') return success(row.warnings)
      if (row?.status === 'failed') return failure(row.error ?? exchangeMessages.importFailed)
      return text('progress')
    },

    /** Sessions with an import running in this process (the cleanup leaves them alone). */
    busySessions: () => new Set([...jobs.keys()].map((key) => key.split('\n')[0] ?? '')),

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

    /** Waits for the imports under way (tests, shutdown). */
    idle: () => Promise.all([...jobs.values()]).then(() => {}),
  }
}
