/** The list shapes the machine reads, straight from the contract (openapi/openapi.yaml). */
import type { components } from '@gruzovik/openapi'

type Schemas = components['schemas']

export type ImportParseResult = Schemas['ImportParseResult']
export type ImportMapping = Schemas['ImportMapping']
export type ImportRowInput = Schemas['ImportRowInput']
export type ImportResolution = Schemas['ImportResolution']
export type ImportRowResolution = Schemas['ImportRowResolution']
export type CartImportLine = Schemas['CartImportLine']
export type OrderListRow = Schemas['OrderListRow']
export type ImportCart = Schemas['Cart']

/** What is sent to be read: pasted text or a chosen file (a Blob in the browser). */
export type ListSource = { kind: 'text'; text: string } | { kind: 'file'; file: Blob; name: string }

/** A resolution asked of the server from elsewhere: a saved list or a past order. */
export type ResolveSource = { kind: 'list'; uuid: string } | { kind: 'order'; number: string }
