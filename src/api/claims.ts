import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type Claim = Schema<'Claim'>
export type ClaimInput = Schema<'ClaimInput'>
export type ClaimPhoto = Schema<'ClaimPhoto'>

/** /account/returns: the account's returns and warranty claims, newest first. */
export function listClaims(client: ApiClient = api): Promise<Schema<'ClaimList'>> {
  return unwrap(client.GET('/api/account/claims'))
}

export function createClaim(input: ClaimInput, client: ApiClient = api): Promise<Claim> {
  return unwrap(client.POST('/api/account/claims', { body: input }))
}

/** The photo goes as the body itself; the server knows its type by its first bytes. */
export function uploadClaimPhoto(file: Blob, client: ApiClient = api): Promise<ClaimPhoto> {
  return unwrap(
    client.POST('/api/account/claim-photos', {
      body: file as never,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    }),
  )
}

/** A photo as a Blob: its address needs the customer's token, which an <img> cannot send. */
export function getClaimPhoto(url: string, client: ApiClient = api): Promise<Blob> {
  const [path = '', query] = url.split('?')
  const uuid = path.split('/').pop() ?? ''
  return unwrap(
    client.GET('/api/account/claim-photos/{uuid}', {
      params: { path: { uuid }, query: query === 'size=full' ? { size: 'full' } : {} },
      parseAs: 'blob',
    }),
  ) as Promise<Blob>
}
