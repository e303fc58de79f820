import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Unzip, UnzipInflate } from 'fflate'
import { ExchangeFailure } from './commerceml-reader.ts'
import { exchangeMessages } from './messages.ts'

/**
 * A file name 1C sends (`import.xml`, `import_files/ab/cd.jpg`) as a path inside `dir`, or a
 * failure for anything that would leave it (`..`, absolute paths, NUL).
 */
export function fileInside(dir: string, filename: string): string {
  const relative = path.posix.normalize(filename.replaceAll('\\', '/'))
  if (
    !filename ||
    filename.includes('\u0000') ||
    relative.startsWith('../') ||
    relative === '..' ||
    path.posix.isAbsolute(relative) ||
    /^[a-z]:/i.test(relative)
  ) {
    throw new ExchangeFailure(exchangeMessages.badFilename(filename))
  }
  return path.join(dir, relative)
}

/** Appends one chunk of a file to what came before (1C splits big files by file_limit). */
export async function appendChunk(target: string, body: Readable, limit: number) {
  await fs.promises.mkdir(path.dirname(target), { recursive: true })
  let size = 0
  await pipeline(
    body,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        size += chunk.length
        if (size > limit) throw new ExchangeFailure(exchangeMessages.tooLarge(limit))
        yield chunk
      }
    },
    fs.createWriteStream(target, { flags: 'a' }),
  )
  return size
}

/** The most one row of an uploaded file holds (exchange_upload_chunks). */
export const uploadPieceBytes = 1 << 20

/**
 * A request's body as pieces of at most `pieceBytes`, refused with a Russian reason once it
 * passes `limit` bytes (1C's file_limit).
 */
export async function* piecesOf(
  body: AsyncIterable<Buffer>,
  limit: number,
  pieceBytes = uploadPieceBytes,
): AsyncGenerator<Buffer> {
  let size = 0
  let held: Buffer[] = []
  let heldBytes = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > limit) throw new ExchangeFailure(exchangeMessages.tooLarge(limit))
    let rest = chunk
    while (heldBytes + rest.length >= pieceBytes) {
      const take = pieceBytes - heldBytes
      yield Buffer.concat([...held, rest.subarray(0, take)])
      held = []
      heldBytes = 0
      rest = rest.subarray(take)
    }
    if (rest.length > 0) {
      held.push(rest)
      heldBytes += rest.length
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held)
}

/** Writes an uploaded file's pieces (from the database) to `target`, replacing what was there. */
export async function writePieces(target: string, pieces: AsyncIterable<Buffer>) {
  await fs.promises.mkdir(path.dirname(target), { recursive: true })
  await pipeline(pieces, fs.createWriteStream(target))
}

/**
 * Unpacks a zip into `dir` as a stream (no whole archive in memory) and removes the archive.
 * A broken archive fails with a Russian reason and leaves what it unpacked to be overwritten
 * by the next try.
 */
export async function unzipInto(zipFile: string, dir: string): Promise<string[]> {
  const names: string[] = []
  const writes: Promise<void>[] = []
  const open = new Map<string, () => void>()
  let failure: Error | null = null
  const unzip = new Unzip((file) => {
    if (file.name.endsWith('/')) return
    let target: string
    try {
      target = fileInside(dir, file.name)
    } catch (error) {
      failure = error as Error
      return
    }
    names.push(file.name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    const out = fs.createWriteStream(target)
    writes.push(
      new Promise<void>((resolve, reject) => {
        out.on('finish', resolve)
        out.on('error', reject)
        const abandon = () => {
          out.destroy()
          resolve()
        }
        open.set(file.name, abandon)
        file.ondata = (error, data, final) => {
          if (error) {
            failure = error
            open.delete(file.name)
            abandon()
            return
          }
          out.write(data)
          if (final) {
            open.delete(file.name)
            out.end()
          }
        }
      }),
    )
    try {
      file.start()
    } catch (error) {
      failure = error as Error
    }
  })
  unzip.register(UnzipInflate)
  try {
    for await (const chunk of fs.createReadStream(zipFile, { highWaterMark: 256 * 1024 })) {
      unzip.push(chunk as Buffer)
      if (failure) break
    }
    if (!failure) unzip.push(new Uint8Array(0), true)
  } catch (error) {
    failure = error as Error
  }
  // A cut-off archive never finishes its last file.
  for (const [name, abandon] of open) {
    failure ??= new Error(`файл ${name} обрезан`)
    abandon()
  }
  await Promise.all(writes)
  if (failure) throw new ExchangeFailure(exchangeMessages.brokenZip((failure as Error).message))
  if (names.length === 0)
    throw new ExchangeFailure(exchangeMessages.brokenZip('в архиве нет файлов'))
  await fs.promises.rm(zipFile, { force: true })
  return names
}

/** Unpacks every zip of a folder into it. */
export async function unpackZips(dir: string) {
  const entries = await fs.promises.readdir(dir).catch(() => [] as string[])
  for (const name of entries) {
    if (name.toLowerCase().endsWith('.zip')) await unzipInto(path.join(dir, name), dir)
  }
}
