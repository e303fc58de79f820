import { inArray } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { truckModels, trucks } from '../db/schema/index.ts'

/** The demo company's fleet (docs/product.md#the-chosen-truck): something for the header's picker. */
const demoTrucks = [
  { name: 'Тягач №7', model: 'volvo-fh', year: 2016, plate: 'А123ВС178', mileage: 612_000 },
  { name: 'Самосвал', model: 'kamaz-65115', year: 2019, plate: 'Е456КМ116', mileage: 184_000 },
  { name: 'Седельный MAN', model: 'man-tgs', year: 2012, plate: 'О789РТ47', mileage: 905_000 },
]

/** A few trucks of the account, by the catalogue's models; a model the catalogue lacks is skipped. */
export async function seedDemoTrucks(db: Database, accountId: string, updatedBy: string) {
  const models = await db
    .select({ id: truckModels.id, markId: truckModels.markId, slug: truckModels.slug })
    .from(truckModels)
    .where(
      inArray(
        truckModels.slug,
        demoTrucks.map((truck) => truck.model),
      ),
    )
  const rows = demoTrucks.flatMap((truck) => {
    const model = models.find((m) => m.slug === truck.model)
    if (!model) return []
    return [
      {
        accountId,
        name: truck.name,
        markId: model.markId,
        modelId: model.id,
        year: truck.year,
        plateNumber: truck.plate,
        mileageKm: truck.mileage,
        updatedBy,
      },
    ]
  })
  if (rows.length) await db.insert(trucks).values(rows)
}
