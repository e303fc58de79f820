import fs from 'node:fs'
import iconv from 'iconv-lite'
import { SaxesParser } from 'saxes'
import { exchangeMessages } from './messages.ts'
import type { XmlElement } from './xml-element.ts'

/** A reason 1C is told after `failure` (Russian); the import stops and nothing more is written. */
export class ExchangeFailure extends Error {}

/**
 * The records a CommerceML reader hands out, by the container they sit in: each is parsed into
 * a small tree on its own, so a document of any size streams through in constant memory.
 */
const recordContainers: Record<string, string> = {
  Группы: 'Классификатор',
  Свойство: 'Свойства',
  СвойствоНоменклатуры: 'Свойства',
  Товар: 'Товары',
  ТипЦены: 'ТипыЦен',
  Склад: 'Склады',
  Предложение: 'Предложения',
  Документ: 'КоммерческаяИнформация',
}

export interface DocumentHead {
  /** `КоммерческаяИнформация/@ВерсияСхемы`. */
  version: string
  /** Каталог or ПакетПредложений carries `СодержитТолькоИзменения="true"`. */
  changesOnly: boolean
  /** Which packages the document holds: Классификатор, Каталог, ПакетПредложений, … */
  sections: Set<string>
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/** The encoding the XML declaration names (UTF-8 when none). */
function declaredEncoding(head: Buffer): string {
  const declaration = head.toString('latin1').match(/^\s*(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]*\?>/)
  const named = declaration?.[0].match(/encoding\s*=\s*["']([^"']+)["']/i)?.[1]
  return (named ?? 'utf-8').toLowerCase()
}

type Decoder = { write(chunk: Buffer): string; end(): string }

function decoderFor(encoding: string): Decoder {
  if (encoding === 'utf-8' || encoding === 'utf8') {
    // fatal: bytes that are not UTF-8 (a 1251 file labelled UTF-8) fail instead of turning into �.
    const decoder = new TextDecoder('utf-8', { fatal: true })
    return {
      write: (chunk) => decoder.decode(chunk, { stream: true }),
      end: () => decoder.decode(),
    }
  }
  if (!iconv.encodingExists(encoding))
    throw new ExchangeFailure(exchangeMessages.encoding(encoding))
  const decoder = iconv.getDecoder(encoding)
  return { write: (chunk) => decoder.write(chunk), end: () => decoder.end() ?? '' }
}

/**
 * Streams a CommerceML file (UTF-8 or windows-1251, as its declaration says) and calls
 * `onRecord` for each record, awaiting it before reading on. Malformed XML and undecodable
 * bytes throw ExchangeFailure with a Russian reason.
 */
export async function readCommerceMl(
  file: string,
  onRecord: (record: XmlElement, head: DocumentHead) => Promise<void> | void,
): Promise<DocumentHead> {
  const head: DocumentHead = { version: '', changesOnly: false, sections: new Set() }
  const parser = new SaxesParser({ xmlns: false, position: true })
  const stack: XmlElement[] = []
  const path: string[] = []
  let record: XmlElement | null = null
  let pending: XmlElement[] = []
  let changesOnlyText = false

  parser.on('opentag', (tag) => {
    const name = localName(tag.name)
    const parent = path[path.length - 1] ?? ''
    const attrs: Record<string, string> = {}
    for (const [key, value] of Object.entries(tag.attributes)) {
      attrs[localName(key)] = value
    }
    path.push(name)
    if (record) {
      const el: XmlElement = { name, attrs, children: [], text: '' }
      stack[stack.length - 1]?.children.push(el)
      stack.push(el)
      return
    }
    if (path.length === 1) head.version = attrs.ВерсияСхемы ?? ''
    if (path.length === 2) {
      head.sections.add(name)
      if (attrs.СодержитТолькоИзменения === 'true') head.changesOnly = true
    }
    if (name === 'СодержитТолькоИзменения') changesOnlyText = true
    if (recordContainers[name] === parent) {
      record = { name, attrs, children: [], text: '' }
      stack.push(record)
    }
  })
  parser.on('text', (text) => {
    if (changesOnlyText && text.trim() === 'true') head.changesOnly = true
    const top = stack[stack.length - 1]
    if (top) top.text += text
  })
  parser.on('closetag', () => {
    path.pop()
    changesOnlyText = false
    if (!record) return
    const closed = stack.pop()
    if (closed === record) {
      pending.push(record)
      record = null
    }
  })

  const fd = await fs.promises.open(file, 'r')
  try {
    const first = Buffer.alloc(512)
    const { bytesRead } = await fd.read(first, 0, 512, 0)
    const decoder = decoderFor(declaredEncoding(first.subarray(0, bytesRead)))
    const feed = async (text: string) => {
      try {
        parser.write(text)
      } catch (error) {
        throw new ExchangeFailure(exchangeMessages.malformed((error as Error).message))
      }
      const ready = pending
      pending = []
      for (const r of ready) await onRecord(r, head)
    }
    for await (const chunk of fd.createReadStream({
      start: 0,
      highWaterMark: 256 * 1024,
      autoClose: false,
    })) {
      let text: string
      try {
        text = decoder.write(chunk as Buffer)
      } catch {
        throw new ExchangeFailure(exchangeMessages.notUtf8)
      }
      await feed(text)
    }
    let rest: string
    try {
      rest = decoder.end()
    } catch {
      // The last bytes are half a character: the file was cut off.
      throw new ExchangeFailure(exchangeMessages.malformed('файл обрывается на середине символа'))
    }
    await feed(rest)
    try {
      parser.close()
    } catch (error) {
      throw new ExchangeFailure(exchangeMessages.malformed((error as Error).message))
    }
    if (!head.version && head.sections.size === 0)
      throw new ExchangeFailure(exchangeMessages.notCommerceMl)
    return head
  } finally {
    await fd.close()
  }
}
