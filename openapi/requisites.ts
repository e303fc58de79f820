/**
 * The checks an organisation's requisites pass on both sides of the API (the shop's order form
 * and the server's counterparties): an ИНН's length and control digits (the Federal Tax
 * Service's published algorithm) and a КПП's shape. Pure functions, no texts.
 */

const weights10 = [2, 4, 10, 3, 5, 9, 4, 6, 8]
const weights11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
const weights12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]

/** The control digit over the first `weights.length` digits. */
function controlDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0)
  return (sum % 11) % 10
}

export type InnProblem = 'length' | 'checksum'

/**
 * Why an ИНН is wrong, or null when it is right: 10 digits (an organisation) with one control
 * digit, or 12 digits (a sole trader) with two.
 */
export function innProblem(inn: string): InnProblem | null {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return 'length'
  const digits = [...inn].map(Number)
  if (inn.length === 10) return controlDigit(digits, weights10) === digits[9] ? null : 'checksum'
  const ok =
    controlDigit(digits, weights11) === digits[10] && controlDigit(digits, weights12) === digits[11]
  return ok ? null : 'checksum'
}

/** A КПП as the API takes it: nine digits. */
export const kppValid = (kpp: string) => /^\d{9}$/.test(kpp)

/** An organisation (10-digit ИНН) has a КПП; a sole trader (12 digits) has none. */
export const counterpartyTypeOf = (inn: string): 'legal' | 'entrepreneur' =>
  inn.length === 12 ? 'entrepreneur' : 'legal'
