import { Select, TextField } from '@gruzovik/design-system'
import { MASKED_NUMBER, maskSeries } from '@gruzovik/machines'
import type { Counterparty } from '../../../api/counterparties.ts'
import { branches } from '../../../content/branches.ts'
import { orderText } from '../../../content/order.ts'
import { COMMENT_MAX, type OrderErrors, type OrderForm, pickupBranches } from '../order-form.ts'
import type { OrderOptions } from '../use-order-options.ts'
import { ChoiceGroup } from './ChoiceGroup.tsx'
import { NewBuyerFields } from './NewBuyerFields.tsx'

const branchChoices = pickupBranches.map((id) => ({
  value: id,
  label: branches.find((b) => b.id === id)?.city ?? id,
}))

/** "None" (the empty value) first, then the saved items by uuid. */
function savedOrNone<T extends { uuid: string }>(
  none: string,
  items: readonly T[],
  label: (item: T) => string,
) {
  return [
    { value: '', label: none },
    ...items.map((item) => ({ value: item.uuid, label: label(item) })),
  ]
}

/** Buyer, recipient, delivery, payment and comment; errors sit under their fields. */
export function OrderFields({
  form,
  errors,
  options,
  set,
  onBuyerAdded,
}: {
  form: OrderForm
  errors: OrderErrors
  options: OrderOptions
  set: <K extends keyof OrderForm>(field: K, value: OrderForm[K]) => void
  /** A new organisation was saved: it joins the list and becomes the buyer; null: not allowed. */
  onBuyerAdded: ((counterparty: Counterparty) => void) | null
}) {
  const deliveryError = (field: string) => errors[`delivery.${field}`]
  return (
    <>
      <ChoiceGroup
        legend={orderText.buyer}
        name="buyer"
        value={form.buyer}
        onChange={(value) => set('buyer', value)}
        error={errors.counterparty_uuid}
        choices={savedOrNone(orderText.privatePerson, options.counterparties, (c) =>
          orderText.counterparty(c.title, c.inn),
        )}
      >
        {form.payment === 'invoice' && onBuyerAdded && <NewBuyerFields onSaved={onBuyerAdded} />}
      </ChoiceGroup>
      <ChoiceGroup
        legend={orderText.recipient}
        name="recipient"
        value={form.recipient}
        onChange={(value) => set('recipient', value)}
        error={errors.recipient_uuid}
        choices={savedOrNone(
          orderText.buyerReceives,
          options.recipients,
          // The passport stays hidden here (docs/product.md#recipient-passports).
          (r) =>
            `${r.full_name}, ${orderText.passport(maskSeries(r.passport_series), MASKED_NUMBER)}`,
        )}
      />
      {options.trucks.length > 0 && (
        <ChoiceGroup
          legend={orderText.truck}
          name="truck"
          value={form.truck}
          onChange={(value) => set('truck', value)}
          error={errors.truck_uuid}
          choices={savedOrNone(orderText.noTruck, options.trucks, (t) =>
            orderText.truckLabel({ name: t.name, model: t.model_title, year: t.year }),
          )}
        />
      )}
      <ChoiceGroup
        legend={orderText.delivery}
        name="delivery"
        value={form.delivery}
        onChange={(value) => set('delivery', value === 'pickup' ? 'pickup' : 'transport_company')}
        choices={[
          { value: 'pickup', label: orderText.pickup },
          { value: 'transport_company', label: orderText.transport },
        ]}
      >
        {form.delivery === 'pickup' ? (
          <ChoiceGroup
            legend={orderText.branch}
            name="branch"
            value={form.branch}
            onChange={(value) => set('branch', pickupBranches.find((b) => b === value) ?? '')}
            error={deliveryError('branch')}
            choices={branchChoices}
          />
        ) : (
          <>
            <TextField
              label={orderText.transportCompany}
              description={orderText.transportCompanyHint}
              value={form.transportCompany}
              onChange={(value) => set('transportCompany', value)}
              maxLength={100}
              isRequired
              isInvalid={Boolean(deliveryError('transport_company'))}
              errorMessage={deliveryError('transport_company')}
            />
            {options.addresses.length > 0 && (
              <Select
                label={orderText.savedAddress}
                options={[
                  { id: 'new', label: orderText.newAddress },
                  ...options.addresses.map((a) => ({
                    id: a.uuid,
                    label: `${a.city}, ${a.address}`,
                  })),
                ]}
                selectedKey={form.addressUuid || 'new'}
                onSelectionChange={(key) =>
                  set('addressUuid', key === 'new' || key === null ? '' : String(key))
                }
                isInvalid={Boolean(deliveryError('address_uuid'))}
                errorMessage={deliveryError('address_uuid')}
              />
            )}
            {!form.addressUuid && (
              <>
                <TextField
                  label={orderText.city}
                  value={form.city}
                  onChange={(value) => set('city', value)}
                  maxLength={100}
                  isRequired
                  isInvalid={Boolean(deliveryError('city'))}
                  errorMessage={deliveryError('city')}
                />
                <TextField
                  label={orderText.address}
                  value={form.address}
                  onChange={(value) => set('address', value)}
                  maxLength={500}
                  isRequired
                  isInvalid={Boolean(deliveryError('address'))}
                  errorMessage={deliveryError('address')}
                />
              </>
            )}
          </>
        )}
      </ChoiceGroup>
      <ChoiceGroup
        legend={orderText.payment}
        name="payment"
        value={form.payment}
        onChange={(value) => set('payment', value === 'invoice' ? 'invoice' : 'card')}
        error={errors.payment_method}
        choices={[
          { value: 'card', label: orderText.card },
          { value: 'invoice', label: orderText.invoice },
        ]}
      />
      <TextField
        label={orderText.comment}
        multiline
        value={form.comment}
        onChange={(value) => set('comment', value)}
        maxLength={COMMENT_MAX}
        isInvalid={Boolean(errors.comment)}
        errorMessage={errors.comment}
      />
    </>
  )
}
