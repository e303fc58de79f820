import type { components } from '@gruzovik/openapi'
import { readVin, type VinMake, vinMakeTitles } from '@gruzovik/rules'
import type { CustomerWithAccount } from '../customers/customer.ts'
import { checkPermission } from '../permissions/check-permission.ts'
import { conflict, forbidden, invalid, notFound } from '../shared/domain-errors.ts'
import { truckMessages as m } from './messages.ts'
import type { TruckRecord, TrucksRepository, TruckValues } from './trucks.repository.ts'
import { askVinCatalogue, type VinCatalogue } from './vin-catalogue.ts'

type S = components['schemas']

/**
 * Whether a catalogue make is the VIN's maker: by the slug the rules name it with, or by its
 * title, for a make 1C created under another slug.
 */
const isMarkOf = (mark: { slug: string; title: string }, make: VinMake) =>
  mark.slug === make || mark.title.toLowerCase() === vinMakeTitles[make].toLowerCase()

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const text = (value: string | null | undefined) => value?.trim() || null

/**
 * «Мои грузовики» (docs/product.md#the-fleet): an account's trucks, seen by its people with
 * `truck.show`, added, changed and deleted with `truck.edit` (the owner holds both). The VIN is
 * read by rules/vin.ts: refused with its message, or checked against the chosen make; a VIN is
 * in a fleet once. Bad input saves nothing.
 */
export function createTrucksService(deps: {
  trucks: TrucksRepository
  now?: () => Date
  /** The online VIN catalogue when configured (VIN_CATALOGUE_*): asked within its timeout. */
  online?: { catalogue: VinCatalogue; timeoutMs: number; log: (message: string) => void }
}) {
  const { trucks } = deps
  const thisYear = () => (deps.now?.() ?? new Date()).getFullYear()
  const require = (who: CustomerWithAccount, key: 'truck.show' | 'truck.edit') => {
    if (!checkPermission(who.customer.permissions, key)) throw forbidden(m.forbidden)
  }
  const allows = (who: CustomerWithAccount) => {
    const edit = checkPermission(who.customer.permissions, 'truck.edit')
    return { edit, delete: edit }
  }
  const present = (who: CustomerWithAccount, truck: TruckRecord): S['Truck'] => ({
    uuid: truck.id,
    name: truck.name,
    mark_uuid: truck.markId,
    mark_title: truck.markTitle,
    model_uuid: truck.modelId,
    model_title: truck.modelTitle,
    year: truck.year,
    vin: truck.vin,
    chassis_number: truck.chassisNumber,
    plate_number: truck.plateNumber,
    mileage_km: truck.mileageKm,
    created_at: seconds(truck.createdAt),
    updated_at: seconds(truck.updatedAt),
    allows: allows(who),
  })

  /** The input checked whole: every field's message at once, nothing written on any. */
  async function valuesOf(who: CustomerWithAccount, input: S['TruckInput'], exceptId?: string) {
    const errors: Record<string, string[]> = {}
    const makes = await trucks.makes()
    const mark = makes.find((make) => make.id === input.mark_uuid.toLowerCase())
    if (!mark) errors.mark_uuid = [m.unknownMark]
    const modelId = input.model_uuid?.toLowerCase() ?? null
    if (mark && modelId && !mark.models.some((model) => model.id === modelId)) {
      const other = makes.flatMap((make) => make.models).find((model) => model.id === modelId)
      errors.model_uuid = [m.modelOfAnotherMark(other?.title ?? 'Эта', mark.title)]
    }
    const year = thisYear()
    if (input.year != null && input.year > year) errors.year = [m.futureYear(year)]
    let vin: string | null = null
    if (text(input.vin)) {
      const reading = readVin(input.vin ?? '', year)
      if (!reading.ok) errors.vin = [reading.message]
      else {
        vin = reading.vin
        if (mark && !isMarkOf(mark, reading.make)) {
          errors.vin = [m.vinOfAnotherMark(vinMakeTitles[reading.make], mark.title)]
        }
      }
    }
    if (Object.keys(errors).length > 0) throw invalid(m.invalid, errors)
    if (vin) {
      const taken = await trucks.withVin(who.account.id, vin, exceptId)
      if (taken) throw conflict(m.vinTaken(taken.name), { vin: [m.vinTaken(taken.name)] })
    }
    return {
      name: input.name.trim(),
      markId: mark?.id ?? null,
      modelId,
      year: input.year ?? null,
      vin,
      chassisNumber: text(input.chassis_number),
      plateNumber: text(input.plate_number)?.toUpperCase() ?? null,
      mileageKm: input.mileage_km ?? null,
      updatedBy: who.customer.id,
    } satisfies TruckValues
  }

  /** The catalogue's makes with their models, for the fleet's form and the header's picker. */
  async function presentMakes(): Promise<S['TruckMake'][]> {
    return (await trucks.makes()).map((make) => ({
      uuid: make.id,
      title: make.title,
      slug: make.slug,
      models: make.models.map((model) => ({
        uuid: model.id,
        title: model.title,
        years: model.years,
      })),
    }))
  }

  const vinTakenMeanwhile = () => conflict(m.vinTakenMeanwhile, { vin: [m.vinTakenMeanwhile] })

  return {
    async list(who: CustomerWithAccount): Promise<S['TruckList']> {
      require(who, 'truck.show')
      const [rows, makes] = await Promise.all([trucks.all(who.account.id), presentMakes()])
      return {
        items: rows.map((row) => present(who, row)),
        makes,
        allows: { create: allows(who).edit },
      }
    },
    makes: presentMakes,
    async create(who: CustomerWithAccount, input: S['TruckInput']) {
      require(who, 'truck.edit')
      const truck = await trucks.create(who.account.id, await valuesOf(who, input))
      if (!truck) throw vinTakenMeanwhile()
      return present(who, truck)
    },
    async update(who: CustomerWithAccount, id: string, input: S['TruckInput']) {
      require(who, 'truck.edit')
      const truckId = id.toLowerCase()
      if (!(await trucks.one(who.account.id, truckId))) throw notFound(m.notFound)
      const truck = await trucks.update(
        who.account.id,
        truckId,
        await valuesOf(who, input, truckId),
      )
      if (truck === false) throw vinTakenMeanwhile()
      if (!truck) throw notFound(m.notFound)
      return present(who, truck)
    },
    async remove(who: CustomerWithAccount, id: string) {
      require(who, 'truck.edit')
      if (!(await trucks.remove(who.account.id, id.toLowerCase()))) throw notFound(m.notFound)
      return { success: true }
    },
    /**
     * The truck a buyer orders for (docs/product.md#orders-for-a-truck), as the order keeps it:
     * of their account and seen with `truck.show`; null otherwise.
     */
    async orderTruck(
      who: CustomerWithAccount,
      id: string,
    ): Promise<{ id: string; snapshot: S['OrderTruck'] } | null> {
      if (!checkPermission(who.customer.permissions, 'truck.show')) return null
      const truck = await trucks.one(who.account.id, id.toLowerCase())
      if (!truck) return null
      return {
        id: truck.id,
        snapshot: {
          name: truck.name,
          model: truck.modelTitle ?? truck.markTitle,
          year: truck.year,
          vin: truck.vin,
          plate_number: truck.plateNumber,
        },
      }
    },
    /** `GET /api/vin/{vin}`: the VIN read offline, with the catalogue's make when the shop has it. */
    async decodeVin(input: string): Promise<S['VinDecoding']> {
      const reading = readVin(input, thisYear())
      if (!reading.ok) throw invalid(reading.message, { vin: [reading.message] })
      const [makes, catalogue] = await Promise.all([
        trucks.makes(),
        deps.online
          ? askVinCatalogue(
              deps.online.catalogue,
              reading.vin,
              deps.online.timeoutMs,
              deps.online.log,
            )
          : null,
      ])
      const mark = makes.find((make) => isMarkOf(make, reading.make))
      return {
        catalogue,
        vin: reading.vin,
        maker: vinMakeTitles[reading.make],
        plant: reading.plant,
        year: reading.year,
        mark: mark ? { uuid: mark.id, title: mark.title, slug: mark.slug } : null,
      }
    },
  }
}

export type TrucksService = ReturnType<typeof createTrucksService>
