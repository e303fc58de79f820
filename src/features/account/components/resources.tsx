import {
  createDeliveryAddress,
  type DeliveryAddress,
  type DeliveryAddressInput,
  deleteDeliveryAddress,
  listDeliveryAddresses,
  updateDeliveryAddress,
} from '../../../api/addresses.ts'
import {
  type Counterparty,
  type CounterpartyInput,
  createCounterparty,
  deleteCounterparty,
  listCounterparties,
  updateCounterparty,
} from '../../../api/counterparties.ts'
import {
  createRecipient,
  deleteRecipient,
  listRecipients,
  type Recipient,
  type RecipientInput,
  updateRecipient,
} from '../../../api/recipients.ts'
import {
  createRepresentative,
  deleteRepresentative,
  listRepresentatives,
  type Representative,
  type RepresentativeInput,
  updateRepresentative,
} from '../../../api/representatives.ts'
import {
  addressesText,
  counterpartiesText,
  recipientsText,
  representativesText,
} from '../../../content/account.ts'
import { optional } from '../form-values.ts'
import type { CrudConfig } from './CrudPage.tsx'
import { PassportCell } from './PassportCell.tsx'
import { PhoneText } from './PhoneText.tsx'

/** The four editable lists of the account area, each as data for `CrudPage`. */

export const representativesConfig: CrudConfig<Representative, RepresentativeInput> = {
  title: representativesText.title,
  permission: 'user',
  emptyText: representativesText.empty,
  load: () => listRepresentatives(),
  columns: [
    { id: 'name', title: representativesText.fullName, render: (r) => r.full_name },
    { id: 'phone', title: representativesText.phone, render: (r) => <PhoneText phone={r.phone} /> },
    { id: 'email', title: representativesText.email, render: (r) => r.email ?? '—' },
  ],
  fields: [
    { name: 'full_name', label: representativesText.fullName, required: true, maxLength: 255 },
    {
      name: 'phone',
      label: representativesText.phone,
      required: true,
      maxLength: 32,
      inputMode: 'tel',
    },
    { name: 'email', label: representativesText.email, maxLength: 255, inputMode: 'email' },
  ],
  toValues: (r) => ({
    full_name: r?.full_name ?? '',
    phone: r?.phone ?? '',
    email: r?.email ?? '',
  }),
  toInput: (v) => ({
    full_name: (v.full_name ?? '').trim(),
    phone: (v.phone ?? '').trim(),
    email: optional(v.email),
  }),
  create: createRepresentative,
  update: updateRepresentative,
  remove: deleteRepresentative,
  nameOf: (r) => r.full_name,
}

const counterpartyTypes = [
  { id: 'legal', label: counterpartiesText.types.legal },
  { id: 'entrepreneur', label: counterpartiesText.types.entrepreneur },
] as const

export const counterpartiesConfig: CrudConfig<Counterparty, CounterpartyInput> = {
  title: counterpartiesText.title,
  permission: 'contractor',
  emptyText: counterpartiesText.empty,
  load: () => listCounterparties(),
  columns: [
    { id: 'title', title: counterpartiesText.name, render: (c) => c.title },
    { id: 'type', title: counterpartiesText.type, render: (c) => counterpartiesText.types[c.type] },
    { id: 'inn', title: counterpartiesText.inn, render: (c) => c.inn },
    { id: 'address', title: counterpartiesText.legalAddress, render: (c) => c.legal_address },
  ],
  fields: [
    { name: 'type', label: counterpartiesText.type, required: true, options: counterpartyTypes },
    { name: 'title', label: counterpartiesText.name, required: true, maxLength: 255 },
    {
      name: 'inn',
      label: counterpartiesText.inn,
      required: true,
      maxLength: 12,
      inputMode: 'numeric',
    },
    { name: 'kpp', label: counterpartiesText.kpp, maxLength: 9, inputMode: 'numeric' },
    { name: 'ogrn', label: counterpartiesText.ogrn, maxLength: 15, inputMode: 'numeric' },
    {
      name: 'legal_address',
      label: counterpartiesText.legalAddress,
      required: true,
      maxLength: 500,
    },
  ],
  toValues: (c) => ({
    type: c?.type ?? 'legal',
    title: c?.title ?? '',
    inn: c?.inn ?? '',
    kpp: c?.kpp ?? '',
    ogrn: c?.ogrn ?? '',
    legal_address: c?.legal_address ?? '',
  }),
  toInput: (v) => ({
    type: v.type === 'entrepreneur' ? 'entrepreneur' : 'legal',
    title: (v.title ?? '').trim(),
    inn: (v.inn ?? '').trim(),
    kpp: optional(v.kpp),
    ogrn: optional(v.ogrn),
    legal_address: (v.legal_address ?? '').trim(),
  }),
  create: createCounterparty,
  update: updateCounterparty,
  remove: deleteCounterparty,
  nameOf: (c) => c.title,
}

export const addressesConfig: CrudConfig<DeliveryAddress, DeliveryAddressInput> = {
  title: addressesText.title,
  permission: 'address',
  emptyText: addressesText.empty,
  load: () => listDeliveryAddresses(),
  columns: [
    { id: 'city', title: addressesText.city, render: (a) => a.city },
    { id: 'address', title: addressesText.address, render: (a) => a.address },
    { id: 'postcode', title: addressesText.postcode, render: (a) => a.postcode ?? '—' },
    { id: 'comment', title: addressesText.comment, render: (a) => a.comment ?? '—' },
  ],
  fields: [
    { name: 'city', label: addressesText.city, required: true, maxLength: 100 },
    { name: 'address', label: addressesText.address, required: true, maxLength: 500 },
    { name: 'postcode', label: addressesText.postcode, maxLength: 6, inputMode: 'numeric' },
    { name: 'comment', label: addressesText.comment, maxLength: 500, multiline: true },
  ],
  toValues: (a) => ({
    city: a?.city ?? '',
    address: a?.address ?? '',
    postcode: a?.postcode ?? '',
    comment: a?.comment ?? '',
  }),
  toInput: (v) => ({
    city: (v.city ?? '').trim(),
    address: (v.address ?? '').trim(),
    postcode: optional(v.postcode),
    comment: optional(v.comment),
  }),
  create: createDeliveryAddress,
  update: updateDeliveryAddress,
  remove: deleteDeliveryAddress,
  nameOf: (a) => `${a.city}, ${a.address}`,
}

export const recipientsConfig: CrudConfig<Recipient, RecipientInput> = {
  title: recipientsText.title,
  permission: 'recipient',
  emptyText: recipientsText.empty,
  load: () => listRecipients(),
  columns: [
    { id: 'name', title: recipientsText.fullName, render: (r) => r.full_name },
    { id: 'phone', title: recipientsText.phone, render: (r) => <PhoneText phone={r.phone} /> },
    {
      id: 'passport',
      title: recipientsText.passport,
      render: (r) => <PassportCell recipient={r} />,
    },
  ],
  fields: [
    { name: 'full_name', label: recipientsText.fullName, required: true, maxLength: 255 },
    { name: 'phone', label: recipientsText.phone, required: true, maxLength: 32, inputMode: 'tel' },
    {
      name: 'passport_series',
      label: recipientsText.passportSeries,
      required: true,
      maxLength: 4,
      inputMode: 'numeric',
    },
    {
      name: 'passport_number',
      label: recipientsText.passportNumber,
      required: true,
      maxLength: 6,
      inputMode: 'numeric',
    },
  ],
  // The listed passport is masked: an edit asks for the full series and number again.
  toValues: (r) => ({
    full_name: r?.full_name ?? '',
    phone: r?.phone ?? '',
    passport_series: '',
    passport_number: '',
  }),
  toInput: (v) => ({
    full_name: (v.full_name ?? '').trim(),
    phone: (v.phone ?? '').trim(),
    passport_series: (v.passport_series ?? '').trim(),
    passport_number: (v.passport_number ?? '').trim(),
  }),
  create: createRecipient,
  update: updateRecipient,
  remove: deleteRecipient,
  nameOf: (r) => r.full_name,
}
