import { randomBytes, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { CatalogWritesService } from '../catalog/catalog-writes.service.ts'
import { importCatalogFile } from './catalog-import.ts'
import type { ExchangeMapping } from './commerceml-map.ts'
import { ExchangeFailure } from './commerceml-reader.ts'
import type { ExchangeRepository } from './exchange.repository.ts'
import { appendChunk, fileInside, unzipInto } from './exchange-files.ts'
import { exchangeMessages } from './messages.ts'
import type { SaleExchange } from './sale-exchange.ts'

/** EXCHANGE_* settings (README «Обмен с 1С»). */
export interface ExchangeSettings {
  /** EXCHANGE_LOGIN / EXCHANGE_PASSWORD; the exchange is off while the login is empty. */
  login: string
  password: string
  /** Bytes per request 1C may send (init's file_limit). */
  fileLimit: number
  /** Where uploads (per session) and published pictures live. */
  dir: string
  mapping: ExchangeMapping
  /** Products or offers per transaction. */
  batchSize: number
  /** EXCHANGE_ORDERS_SINCE: orders created before it are never sent to 1C (null: all). */
  ordersSince: Date | null
  /** How long `mode=import` waits for a small import to finish before answering `progress`. */
  importWaitMs: number
}

export const exchangeCookie = 'exchange_session'
export const exchangeImagesPrefix = '/1c_images'

export interface ExchangeRequest {
  type: string
  mode: string
  filename?: string | undefined
  sessionId: string | null
  body?: Readable | undefined
}

/** What 1C reads: plain text (`success`, `progress`, `failure\n…`) or the orders document. */
export type ExchangeAnswer =
  | {
      kind: 'text'
      text: string
      status?: number
      counts?: Record<string, number>
      /** For the log only (what was refused), not sent to 1C. */
      message?: string
    }
  | { kind: 'xml'; xml: Buffer }

const text = (value: string, status?: number): ExchangeAnswer => ({
  kind: 'text',
  text: value,
  ...(status ? { status } : {}),
})
const failure = (reason: string, status?: number) => text(`failure\n${reason}`, status)

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export function createExchangeService(deps: {
  exchange: ExchangeRepository
  catalog: CatalogWritesService
  sale: SaleExchange
  settings: ExchangeSettings
  now?: () => Date
  /** Called after an import changed the catalogue (caches of pages drop their copies). */
  onCatalogChanged?: () => void
}) {
  const { settings } = deps
  const now = deps.now ?? (() => new Date())
  const jobs = new Map<string, Promise<void>>()
  const uploadsDir = path.join(settings.dir, 'uploads')
  const imagesDir = path.join(settings.dir, 'images')
  const sessionDir = (id: string) => path.join(uploadsDir, id)

  const log = (
    request: ExchangeRequest,
    answer: ExchangeAnswer,
    extra: { counts?: Record<string, number>; message?: string } = {},
  ) => {
    const outcome = answer.kind === 'xml' ? 'success' : (answer.text.split('\n')[0] ?? '')
    if (outcome === 'progress') return Promise.resolve()
    return deps.exchange.log({
      at: now(),
      sessionId: request.sessionId,
      type: request.type,
      mode: request.mode,
      filename: request.filename ?? null,
      outcome: outcome === 'failure' ? 'failure' : 'success',
      // checkauth's answer carries the session cookie: not for the log.
      message:
        request.mode === 'checkauth'
          ? null
          : (extra.message ??
            (answer.kind === 'text' ? answer.text.split('\n').slice(1).join(' ') || null : null)),
      counts: extra.counts ?? null,
    })
  }

  async function unpackZips(dir: string) {
    const entries = await fs.promises.readdir(dir).catch(() => [] as string[])
    for (const name of entries) {
      if (name.toLowerCase().endsWith('.zip')) await unzipInto(path.join(dir, name), dir)
    }
  }

  function catalogDeps(
    sourceDir: string,
    onProgress?: (processed: number, total: number) => Promise<void>,
  ) {
    return {
      catalog: deps.catalog,
      mapping: settings.mapping,
      batchSize: settings.batchSize,
      sourceDir,
      imagesDir,
      imageUrlPrefix: exchangeImagesPrefix,
      ...(onProgress ? { onProgress } : {}),
    }
  }

  /** Starts the import of one uploaded file in the background; its row tracks it. */
  async function startImport(request: ExchangeRequest, sessionId: string, filename: string) {
    await deps.exchange.startImport(sessionId, filename, now())
    const key = `${sessionId}\n${filename}`
    const job = (async () => {
      let counts: Record<string, number> | undefined
      let reason: string | null = null
      try {
        const dir = sessionDir(sessionId)
        await unpackZips(dir)
        const file = fileInside(dir, filename)
        if (!fs.existsSync(file)) throw new ExchangeFailure(exchangeMessages.noFile(filename))
        counts = await importCatalogFile(
          file,
          catalogDeps(dir, async (processed, total) => {
            await deps.exchange.importProgress(sessionId, filename, processed, total)
          }),
        )
        deps.onCatalogChanged?.()
      } catch (error) {
        reason = error instanceof ExchangeFailure ? error.message : exchangeMessages.importFailed
        if (!(error instanceof ExchangeFailure)) console.error('exchange import failed', error)
      }
      await deps.exchange.finishImport(
        sessionId,
        filename,
        reason ? { status: 'failed', error: reason } : { status: 'done' },
        now(),
      )
      await log(request, reason ? failure(reason) : text('success'), counts ? { counts } : {})
    })().finally(() => {
      jobs.delete(key)
    })
    jobs.set(key, job)
    // Wrapped: an async function returning the promise itself would wait for the whole import.
    return { job }
  }

  async function importMode(request: ExchangeRequest, sessionId: string): Promise<ExchangeAnswer> {
    const filename = request.filename ?? ''
    fileInside(sessionDir(sessionId), filename)
    const key = `${sessionId}\n${filename}`
    let job = jobs.get(key)
    if (!job) {
      const row = await deps.exchange.importOf(sessionId, filename)
      if (row?.status === 'done') return text('success')
      if (row?.status === 'failed') return failure(row.error ?? exchangeMessages.importFailed)
      // No row: a new import. A running row with no job here: the server restarted, start again.
      job = (await startImport(request, sessionId, filename)).job
    }
    await Promise.race([job, new Promise((resolve) => setTimeout(resolve, settings.importWaitMs))])
    const row = await deps.exchange.importOf(sessionId, filename)
    if (row?.status === 'done') return text('success')
    if (row?.status === 'failed') return failure(row.error ?? exchangeMessages.importFailed)
    return text('progress')
  }

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
        return text(`zip=yes\nfile_limit=${settings.fileLimit}`)
      case 'file': {
        const target = fileInside(dir, request.filename ?? '')
        if (!request.body) return failure(exchangeMessages.noFile(request.filename ?? ''))
        await appendChunk(target, request.body, settings.fileLimit)
        if (type === 'sale') {
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
        return text('success')
      }
      case 'import':
        if (type !== 'catalog') break
        return importMode(request, session.id)
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
      const results: { file: string; counts: Record<string, number> }[] = []
      for (const file of files) {
        const counts = await importCatalogFile(
          path.join(dir, file),
          catalogDeps(dir, async (processed, total) => onProgress(file, processed, total)),
        )
        results.push({ file, counts })
        await deps.exchange.log({
          at: now(),
          sessionId: null,
          type: 'catalog',
          mode: 'cli',
          filename: file,
          outcome: 'success',
          counts,
        })
      }
      deps.onCatalogChanged?.()
      return results
    },

    /** Waits for the imports under way (tests, shutdown). */
    idle: () => Promise.all([...jobs.values()]).then(() => {}),
  }
}

/** import*.xml first, then offers, prices, rests (each names what the previous created). */
function fileRank(name: string) {
  const order = ['import', 'offers', 'prices', 'rests']
  const index = order.findIndex((prefix) => name.toLowerCase().startsWith(prefix))
  return index === -1 ? order.length : index
}

export type ExchangeService = ReturnType<typeof createExchangeService>
