// @vitest-environment node
/**
 * The shared rules (rules/, docs/product.md) are written once: a second spelling of one in the
 * shop, the machines, the design system or the server fails here, naming the file and the rule
 * to import from @gruzovik/rules instead. Tests, stories and test kits may spell examples.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const folders = ['src', 'machines', 'design-system', 'server/src']
const skipped = /\.(test|stories)\.tsx?$|fixtures|testing|\.gen\.ts$|\.d\.ts$/

/** Spellings of a rule outside rules/: what each looks like, and what to import instead. */
const secondSpellings: readonly { rule: string; pattern: RegExp }[] = [
  {
    rule: 'orderableQuantity (rules/quantity.ts)',
    pattern: /(is_not_new|isNotNew)\s*\?\s*(1\b|Math\.min)|least\([^)]*total_stock/,
  },
  {
    rule: 'orderableQuantity (rules/quantity.ts)',
    pattern: /Math\.min\([^)]*(total_stock|totalStock)/,
  },
  {
    rule: 'SMS_CODE_LENGTH, isSmsCode (rules/sms-code.ts)',
    pattern: /\\d\{4\}\$|\[0-9\]\{4\}|padStart\(4\b|(code_?length|CODE_LENGTH)\s*[:=]\s*4\b/i,
  },
  {
    rule: 'SMS_RESEND_AFTER_SECONDS (rules/sms-code.ts), or the server’s resend_after',
    pattern: /(resend\w*|countdown\w*)\s*[:=]\s*(60\b|60_000)|seconds:\s*60\b/i,
  },
  { rule: 'PHONE_MAX_DIGITS (rules/phone.ts)', pattern: /#{15}|length\s*<=\s*15\b/ },
  { rule: 'PHONE_MIN_DIGITS (rules/phone.ts)', pattern: /length\s*>=\s*11\b/ },
]

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory() && entry.name !== 'node_modules') yield* sourceFiles(path)
    else if (/\.tsx?$/.test(entry.name) && !skipped.test(path)) yield path
  }
}

describe('each shared rule has one home', () => {
  it('no file outside rules/ spells the orderable quantity, the SMS code or the phone lengths', () => {
    const found: string[] = []
    for (const folder of folders) {
      for (const file of sourceFiles(join(root, folder))) {
        const lines = readFileSync(file, 'utf8').split('\n')
        lines.forEach((line, index) => {
          for (const { rule, pattern } of secondSpellings) {
            if (pattern.test(line)) {
              found.push(`${relative(root, file)}:${index + 1} → import ${rule}`)
            }
          }
        })
      }
    }
    expect(found).toEqual([])
  })

  it('catches the spellings the rules replaced', () => {
    const old = [
      'part.removedAt ? 0 : part.isNotNew ? Math.min(1, part.totalStock) : part.totalStock',
      'case when p.is_not_new then least(p.total_stock, 1) else p.total_stock end',
      'quantity: Math.max(1, Math.min(quantity, totalStock)),',
      'return !loading && !line.product.is_not_new && line.quantity < line.product.total_stock',
      "String(randomInt(0, 10 ** authLimits.codeLength)).padStart(4, '0')",
      'export const codeLength = 4',
      'if (!/^\\d{4}$/.test(code)) throw fieldError(...)',
      'export const RESEND_COUNTDOWN_SECONDS = 60',
      'resendIntervalMs: 60_000,',
      "export const openPhoneMask = '+###############'",
      'return digits.length >= 11 && digits.length <= 15 ? digits : null',
    ]
    const missed = old.filter((line) => !secondSpellings.some(({ pattern }) => pattern.test(line)))
    expect(missed).toEqual([
      // The cart's plus compared the line with the stock: too common a shape to forbid.
      'return !loading && !line.product.is_not_new && line.quantity < line.product.total_stock',
    ])
  })
})
