import { type ApiClient, api } from './client.ts'
import { unwrap } from './errors.ts'
import type { Schema } from './types.ts'

export type LoginResponse = Schema<'LoginResponse'>
export type SmsSentResponse = Schema<'SmsSentResponse'>
export type LoginInput = Schema<'LoginInput'>
export type RegistrationInput = Schema<'RegistrationInput'>

export function sendLoginSms(phone: string, client: ApiClient = api): Promise<SmsSentResponse> {
  return unwrap(client.POST('/api/auth/login/send-sms', { body: { phone } }))
}

export function sendRegistrationSms(
  input: { name: string; phone: string },
  client: ApiClient = api,
): Promise<SmsSentResponse> {
  return unwrap(client.POST('/api/auth/registration/send-sms', { body: input }))
}

export function login(input: LoginInput, client: ApiClient = api): Promise<LoginResponse> {
  return unwrap(client.POST('/api/auth/login', { body: input }))
}

export function register(
  input: RegistrationInput,
  client: ApiClient = api,
): Promise<LoginResponse> {
  return unwrap(client.POST('/api/auth/registration', { body: input }))
}

/** Revokes the token on the server; the caller clears the cookie and reloads
 * (docs/product.md#logout). */
export function logout(client: ApiClient = api): Promise<Schema<'SuccessResponse'>> {
  return unwrap(client.POST('/api/auth/logout'))
}

/** «Выйти на всех устройствах»: revokes every token of the customer; errors reach the caller. */
export function logoutEverywhere(client: ApiClient = api): Promise<Schema<'SuccessResponse'>> {
  return unwrap(client.POST('/api/auth/logout-all'))
}
