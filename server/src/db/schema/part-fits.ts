// Applicability: which truck models a part fits («Подходит для» on the part page).
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { parts, truckModels } from './catalog.ts'
import { ownedBy } from './columns.ts'

/**
 * A part fits these truck models besides the one in `parts.truck_model_id` (the model it was
 * listed under or taken from); the catalogue of a model lists the parts that fit it.
 */
export const partFits = pgTable(
  'part_fits',
  {
    partId: ownedBy('part_id', () => parts.id),
    truckModelId: ownedBy('truck_model_id', () => truckModels.id),
  },
  (t) => [
    primaryKey({ columns: [t.partId, t.truckModelId] }),
    // With the part: a model's rows read from the index alone, for «Только для моего грузовика»
    // (docs/performance/2026-11-29.md), where a model can have half the catalogue.
    index('part_fits_model_part_idx').on(t.truckModelId, t.partId),
  ],
)
