import { formatPrice, Select } from '@gruzovik/design-system'
import type { CartProduct } from '../../../api/cart.ts'
import { cartText } from '../../../content/cart.ts'
import { warrantyOptionCost } from '../cart-lines.ts'

const NONE = 'none'

export interface WarrantyChoiceProps {
  line: CartProduct
  isDisabled?: boolean
  onChange: (warrantyUuid: string | null) => void
}

/** The warranty of a line: none or one of the part's, each with its cost for the quantity. */
export function WarrantyChoice({ line, isDisabled, onChange }: WarrantyChoiceProps) {
  const warranties = line.product.warranties ?? []
  if (warranties.length === 0) return null
  const options = [
    { id: NONE, label: cartText.noWarranty },
    ...warranties.map((w) => ({
      id: w.uuid,
      label: `${w.title}: +${formatPrice(warrantyOptionCost(line, w), { decimals: 'always' })}`,
    })),
  ]
  const selected = warranties.some((w) => w.uuid === line.warranty_uuid)
    ? (line.warranty_uuid as string)
    : NONE
  return (
    <Select
      label={cartText.warranty}
      options={options}
      selectedKey={selected}
      isDisabled={isDisabled}
      onSelectionChange={(key) => {
        const next = key === NONE || key === null ? null : String(key)
        if (next !== (selected === NONE ? null : selected)) onChange(next)
      }}
    />
  )
}
