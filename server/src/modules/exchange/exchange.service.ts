import { randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { JobSender } from '../../jobs/job-definition.ts'
import type { CatalogWritesService } from '../catalog/catalog-writes.service.ts'
import { ExchangeFailure } from './commerceml-reader.ts'
import type { ExchangeRepository } from './exchange.repository.ts'
import { type ExchangeAnswer, type ExchangeRequest, failure, text } from './exchange-answer.ts'
import { createExchangeCleanup } from './exchange-cleanup.ts'
import { appendChunk, fileInside, piecesOf, unpackZips } from './exchange-files.ts'
import type { ExchangeImagesRepository } from './exchange-images.repository.ts'
import { createExchangeLogger, readableLog } from './exchange-log.ts'
import { createPictureStore } from './exchange-pictures.ts'
import type { ExchangeSettings } from './exchange-settings.ts'
import { createImportJobs } from './import-jobs.ts'
import type { ImportRunsRepository } from './import-runs.repository.ts'
import { exchangeMessages } from './messages.ts'
import type { SaleExchange } from './sale-exchange.ts'

export type { ExchangeAnswer, ExchangeRequest } from './exchange-answer.ts'
export type { ExchangeSettings } from './exchange-settings.ts'
export { exchangeImagesPrefix } from './import-jobs.ts'

export const exchangeCookie = 'exchange_session'

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * 1C's «обмен с сайтом» protocol: checkauth, init, file, import, query, success, each answer
 * but `progress` written to the exchange log. The imports run in import-jobs.ts, orders in
 * sale-exchange.ts, stale sessions go with exchange-cleanup.ts.
 */
export function createExchangeService(deps: {
  exchange: ExchangeRepository
  runs: ImportRunsRepository
  images: ExchangeImagesRepository
  catalog: CatalogWritesService
  sale: SaleExchange
  settings: ExchangeSettings
  /** Where `mode=import` queues the import (a job worker runs it). */
  jobs: JobSender
  now?: () => Date
  /** Called after an import changed the catalogue (caches of pages drop their copies). */
  onCatalogChanged?: () => void | Promise<void>
  /** The server's log (the cleanup job reports there). */
  serverLog?: (message: string) => void
  /** Sessions with an `exchange.import` job waiting or running in any process (the cleanup spares them). */
  importingSessions?: () => Promise<Set<string>>
}) {
  const { settings } = deps
  const now = deps.now ?? (() => new Date())
  const uploadsDir = path.join(settings.dir, 'uploads')
  const sessionDir = (id: string) => path.join(uploadsDir, id)
  const log = createExchangeLogger(deps.exchange, now)
  // Pictures earlier imports wrote to this process's disk move to the database when read.
  const pictures = createPictureStore({
    images: deps.images,
    legacyDir: path.join(settings.dir, 'images'),
  })
  const imports = createImportJobs({
    exchange: deps.exchange,
    runs: deps.runs,
    catalog: deps.catalog,
    settings,
    pictures,
    jobs: deps.jobs,
    log,
    now,
    onCatalogChanged: deps.onCatalogChanged,
  })

  async function answer(request: ExchangeRequest): Promise<ExchangeAnswer> {
    const { type, mode } = request
    if (type !== 'catalog' && type !== 'sale')
      return failure(exchangeMessages.unknownMode(type, mode))
    if (mode === 'checkauth') {
      const id = randomBytes(16).toString('hex')
      await deps.exchange.createSession(id, now())
      return text(`success\n${exchangeCookie}\n${id}`)
    }
    const session = request.sessionId
      ? await deps.exchange.touchSession(request.sessionId, now())
      : null
    if (!session) return failure(exchangeMessages.noSession, 401)
    const dir = sessionDir(session.id)
    switch (mode) {
      case 'init':
        // A new exchange starts clean: files and import states of an earlier one are gone.
        await fs.promises.rm(dir, { recursive: true, force: true })
        await deps.exchange.forgetImports(session.id)
        await deps.exchange.forgetUploads(session.id)
        return text(`zip=yes\nfile_limit=${settings.fileLimit}`)
      case 'file': {
        const filename = request.filename ?? ''
        const target = fileInside(dir, filename)
        if (!request.body) return failure(exchangeMessages.noFile(filename))
        if (type === 'catalog') {
          // Kept in the database: the import may be asked of another process.
          await deps.exchange.appendUpload(
            session.id,
            filename,
            piecesOf(request.body, settings.fileLimit),
            now(),
          )
          return text('success')
        }
        // Orders' statuses are read in this same request: a file of this process is enough.
        await appendChunk(target, request.body, settings.fileLimit)
        await unpackZips(dir)
        const { counts, refusals } = await deps.sale.importStatuses(dir)
        await fs.promises.rm(dir, { recursive: true, force: true })
        return {
          kind: 'text',
          text: 'success',
          counts,
          ...(refusals.length > 0 ? { message: refusals.join('\n') } : {}),
        }
      }
      case 'import':
        if (type !== 'catalog') break
        return imports.importMode(request, session.id)
      case 'query': {
        if (type !== 'sale') break
        const { xml, orderIds } = await deps.sale.ordersDocument()
        await deps.exchange.setSentOrders(session.id, orderIds)
        return { kind: 'xml', xml }
      }
      case 'success':
        if (type === 'sale') {
          await deps.sale.markExported(session.sentOrderIds)
          await deps.exchange.setSentOrders(session.id, [])
        }
        return text('success')
    }
    return failure(exchangeMessages.unknownMode(type, mode))
  }

  return {
    /** Whether EXCHANGE_LOGIN is set: without it /1c_exchange answers 404. */
    enabled: settings.login !== '',

    credentialsMatch: (login: string, password: string) =>
      sameSecret(login, settings.login) && sameSecret(password, settings.password),

    /** One request of 1C's protocol; every answer but `progress` goes to the exchange log. */
    async handle(request: ExchangeRequest): Promise<ExchangeAnswer> {
      let result: ExchangeAnswer
      try {
        result = await answer(request)
      } catch (error) {
        if (!(error instanceof ExchangeFailure)) throw error
        result = failure(error.message)
      }
      // An import logs itself when it ends.
      if (request.mode !== 'import') {
        await log(request, result, {
          ...(result.kind === 'text' && result.counts ? { counts: result.counts } : {}),
          ...(result.kind === 'text' && result.message ? { message: result.message } : {}),
        })
      }
      return result
    },

    /** The operator's view: the newest entries of the exchange log. */
    recentLog: (limit = 50) => deps.exchange.recentLog(limit),
    /** The same as text, oldest first (`npm run exchange:log`, `/1c_exchange?mode=log`). */
    readableLog: (limit = 50) => readableLog(deps.exchange, limit),

    /** A filed claim's photo, the link of a claim's Документ (the route checks the login). */
    claimPhoto: (id: string) => deps.sale.claimPhoto(id),

    /** A picture 1C sent, served at /1c_images/<path> by any process. */
    picture: (relative: string) => pictures.read(relative),

    importFolder: imports.importFolder,

    /** The import job a worker runs (`exchange.import`). */
    jobDefinitions: imports.jobDefinitions,

    /** Stale sessions and their files, on the shared periodic job (app.ts starts it). */
    cleanup: createExchangeCleanup({
      exchange: deps.exchange,
      uploadsDir,
      ttlHours: settings.sessionTtlHours,
      busySessions: imports.busySessions,
      importingSessions: deps.importingSessions,
      now,
      log: deps.serverLog ?? (() => {}),
    }),

    /** Waits for the imports under way (tests, shutdown). */
    idle: imports.idle,

    /** The worker stops: imports under way here are handed on at their next batch. */
    release: imports.release,
  }
}

export type ExchangeService = ReturnType<typeof createExchangeService>
