import type {
  CatalogWritesService,
  OfferInput,
  PartInput,
} from '../catalog/catalog-writes.service.ts'
import {
  declaresFitment,
  type ExchangeMapping,
  type GroupRow,
  groupsOf,
  offerOf,
  type PropertyInfo,
  productOf,
  propertyOf,
  type WarehouseInfo,
} from './commerceml-map.ts'
import { type DocumentHead, ExchangeFailure, readCommerceMl } from './commerceml-reader.ts'
import { type PictureStore, picturePath } from './exchange-pictures.ts'
import { FitReport } from './fit-report.ts'
import { exchangeMessages } from './messages.ts'
import {
  type PriceTypeInfo,
  PriceTypeReport,
  PriceTypes,
  priceTypeIdsOf,
  priceTypeOf,
} from './price-types.ts'
import { textAt, type XmlElement } from './xml-element.ts'

export interface ImportCounts {
  [key: string]: number
  groups: number
  products: number
  inserted: number
  updated: number
  removed: number
  offers: number
  pricesChanged: number
}

/** What an import did, and what it could not do without failing (told to 1C after success). */
export interface ImportResult {
  counts: ImportCounts
  warnings: string[]
}

/** The price types earlier exchanges declared (exchange_price_types), and keeping new ones. */
export interface RememberedPriceTypes {
  /** Newest declaration first. */
  list(): Promise<PriceTypeInfo[]>
  remember(types: PriceTypeInfo[]): Promise<void>
}

export interface CatalogImportDeps {
  catalog: CatalogWritesService
  mapping: ExchangeMapping
  priceTypes: RememberedPriceTypes
  /** Products or offers per transaction. */
  batchSize: number
  /** Where the exchange's files are (pictures under import_files/). */
  sourceDir: string
  /** Where pictures are published (served at imageUrlPrefix). */
  pictures: Pick<PictureStore, 'publish'>
  imageUrlPrefix: string
  onProgress?: (processed: number, total: number) => void | Promise<void>
}

/** What the first reading of a file learnt: its kind, its size, and the references to check. */
interface Survey {
  head: DocumentHead
  records: number
  outsideGroups: Set<string>
  offerIds: string[]
  /** The price types the file declares. */
  priceTypes: PriceTypeInfo[]
  warnings: string[]
}

/** Document-level dictionaries read on the way (small: groups, properties, price types…). */
class Dictionaries {
  properties = new Map<string, PropertyInfo>()
  warehouses = new Map<string, WarehouseInfo>()
  groups: GroupRow[] = []

  constructor(readonly priceTypes: PriceTypes) {}

  take(record: XmlElement) {
    if (record.name === 'Группы') this.groups = groupsOf(record)
    else if (record.name === 'Свойство' || record.name === 'СвойствоНоменклатуры') {
      const p = propertyOf(record)
      this.properties.set(p.id, p)
    } else if (record.name === 'ТипЦены') {
      this.priceTypes.declare(priceTypeOf(record))
    } else if (record.name === 'Склад') {
      this.warehouses.set(textAt(record, 'Ид'), {
        id: textAt(record, 'Ид'),
        name: textAt(record, 'Наименование'),
      })
    } else return false
    return true
  }

  priceIds(mapping: ExchangeMapping) {
    return this.priceTypes.idsFor(mapping)
  }
}

/** Reads the whole file once without writing: XML, encoding, numbers and references. */
async function survey(
  file: string,
  mapping: ExchangeMapping,
  remembered: PriceTypeInfo[],
): Promise<Survey> {
  const dict = new Dictionaries(new PriceTypes(remembered))
  const report = new PriceTypeReport()
  const result: Survey = {
    head: { version: '', changesOnly: false, sections: new Set() },
    records: 0,
    outsideGroups: new Set(),
    offerIds: [],
    priceTypes: [],
    warnings: [],
  }
  result.head = await readCommerceMl(file, (record) => {
    if (dict.take(record)) return
    if (record.name === 'Товар') {
      const product = productOf(record, dict.properties, mapping)
      if (product.groupExternalId) result.outsideGroups.add(product.groupExternalId)
      result.records++
    } else if (record.name === 'Предложение') {
      const offer = offerOf(record, dict.priceIds(mapping), dict.warehouses, mapping)
      result.offerIds.push(offer.externalId)
      report.check(offer.externalId, priceTypeIdsOf(record), dict.priceTypes, mapping)
      result.records++
    }
  })
  result.priceTypes = dict.priceTypes.declared
  result.warnings = report.warnings(dict.priceTypes, mapping)
  for (const g of dict.groups) result.outsideGroups.delete(g.externalId)
  const kinds = result.head.sections
  if (!kinds.has('Каталог') && !kinds.has('ПакетПредложений') && !kinds.has('Классификатор')) {
    throw new ExchangeFailure(exchangeMessages.notCommerceMl)
  }
  return result
}

const listed = (ids: string[]) => (ids.length > 10 ? [...ids.slice(0, 10), '…'] : ids)

/**
 * Imports one CommerceML file (import.xml, offers.xml, prices.xml, rests.xml; any name): a
 * first reading checks it all, the second writes it in batches of `batchSize`, one transaction
 * each. A file that fails the first reading writes nothing.
 */
export async function importCatalogFile(
  file: string,
  deps: CatalogImportDeps,
): Promise<ImportResult> {
  const remembered = await deps.priceTypes.list()
  const checked = await survey(file, deps.mapping, remembered)
  const unknownGroups = await deps.catalog.unknownGroups([...checked.outsideGroups])
  if (unknownGroups.length > 0) {
    throw new ExchangeFailure(exchangeMessages.unknownGroups(listed(unknownGroups)))
  }
  const unknownProducts = await deps.catalog.unknownParts(checked.offerIds)
  if (unknownProducts.length > 0) {
    throw new ExchangeFailure(exchangeMessages.unknownProducts(listed(unknownProducts)))
  }
  checked.offerIds = []
  // Kept before anything is written: a later changes-only package may name them by Ид alone.
  if (checked.priceTypes.length > 0) await deps.priceTypes.remember(checked.priceTypes)

  const counts: ImportCounts = {
    groups: 0,
    products: 0,
    inserted: 0,
    updated: 0,
    removed: 0,
    offers: 0,
    pricesChanged: 0,
  }
  const dict = new Dictionaries(new PriceTypes(remembered))
  const fitReport = new FitReport()
  const seen: string[] = []
  const total = checked.records
  const progress = () => deps.onProgress?.(counts.products + counts.offers, total)
  let declared: boolean | null = null
  const fitmentDeclared = () => {
    declared ??= declaresFitment(dict.properties, deps.mapping)
    return declared
  }

  // The batch being written while the next one is read: on PostgreSQL the database writes
  // (its own process) while Node parses, instead of each waiting for the other. At most one
  // write is under way; its failure stops the import at the next batch or at the end.
  let writing: Promise<void> = Promise.resolve()
  const inTurn = async (write: () => Promise<void>) => {
    await writing
    writing = write()
    // Handled here so a failure while parsing goes on is not an unhandled rejection; the
    // next `await writing` still throws it.
    writing.catch(() => {})
  }
  const products = batched<PartInput>(deps.batchSize, inTurn, async (batch) => {
    const written = await deps.catalog.writeParts(batch)
    if (written.unknownGroups.length > 0) {
      throw new ExchangeFailure(exchangeMessages.unknownGroups(listed(written.unknownGroups)))
    }
    counts.products += batch.length
    counts.inserted += written.inserted
    counts.updated += written.updated
    fitReport.add(written.fitRefusals)
    await progress()
  })
  const offers = batched<OfferInput>(deps.batchSize, inTurn, async (batch) => {
    const written = await deps.catalog.writeOffers(batch)
    if (written.unknownProducts.length > 0) {
      throw new ExchangeFailure(exchangeMessages.unknownProducts(listed(written.unknownProducts)))
    }
    counts.offers += batch.length
    counts.pricesChanged += written.updated
    fitReport.add(written.fitRefusals)
    await progress()
  })

  const read = readCommerceMl(file, async (record) => {
    if (dict.take(record)) {
      if (record.name === 'Группы')
        counts.groups += (await deps.catalog.writeGroups(dict.groups)).changed
      return
    }
    if (record.name === 'Товар') {
      const product = productOf(record, dict.properties, deps.mapping)
      // A full catalogue lists every field: a Товар without Описание has none any more.
      if (product.description === null && !checked.head.changesOnly) product.description = ''
      // Likewise its fitment, when the file declares the property: none named, none fits.
      if (product.fits === null && !checked.head.changesOnly && fitmentDeclared()) product.fits = []
      product.images = await publishImages(product.images, deps)
      seen.push(product.externalId)
      await products.add(product)
    } else if (record.name === 'Предложение') {
      await offers.add(
        offerOf(
          record,
          dict.priceIds(deps.mapping),
          dict.warehouses,
          deps.mapping,
          dict.properties,
        ),
      )
    }
  })
  // A write still under way ends before the import does, whatever happened.
  const head = await read.catch(async (error: unknown) => {
    await writing.catch(() => {})
    throw error
  })
  await products.flush()
  await offers.flush()
  await writing
  // A full catalogue (not changes-only) lists every product: the ones it left out are gone.
  if (head.sections.has('Каталог') && !head.changesOnly && seen.length > 0) {
    counts.removed = await deps.catalog.removeMissing(seen)
  }
  return { counts, warnings: [...checked.warnings, ...fitReport.warnings()] }
}

/** Gathers items into batches of `size`; each full batch, and the rest on `flush`, is written in turn. */
function batched<T>(
  size: number,
  inTurn: (write: () => Promise<void>) => Promise<void>,
  write: (batch: T[]) => Promise<void>,
) {
  let pending: T[] = []
  const flush = async () => {
    if (pending.length === 0) return
    const batch = pending
    pending = []
    await inTurn(() => write(batch))
  }
  const add = async (item: T) => {
    pending.push(item)
    if (pending.length >= size) await flush()
  }
  return { add, flush }
}

/** Publishes the product's pictures (import_files/…) where every process serves them; returns URLs. */
async function publishImages(images: string[], deps: CatalogImportDeps): Promise<string[]> {
  const urls: string[] = []
  for (const image of images) {
    const relative = picturePath(image)
    if (!relative || !(await deps.pictures.publish(relative, deps.sourceDir))) continue
    urls.push(`${deps.imageUrlPrefix}/${relative}`)
  }
  return urls
}
