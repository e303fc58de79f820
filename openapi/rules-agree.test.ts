// @vitest-environment node
/**
 * The contract's patterns and bounds say what @gruzovik/rules says: a change to a rule that
 * forgets openapi.yaml (or the other way round) fails here.
 */
import { readFileSync } from 'node:fs'
import {
  claimKinds,
  claimPhotoLimits,
  claimReasonKeys,
  claimStates,
  countryCodePattern,
  importRowStatuses,
  maskedPhonePattern,
  orderableQuantity,
  orderLineStates,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneMaskPattern,
  pickedQuantity,
  SMS_CODE_LENGTH,
  SMS_RESEND_AFTER_SECONDS,
  smsCodePattern,
  VIN_LENGTH,
  vinPattern,
} from '@gruzovik/rules'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { openapiSpecFile } from './spec-file.ts'

interface Schema {
  type?: string
  enum?: string[]
  pattern?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  properties?: Record<string, Schema>
}
interface Spec {
  paths: Record<string, Record<string, { responses: Record<string, ResponseSpec> }>>
  components: { schemas: Record<string, Schema> }
}
interface ResponseSpec {
  content?: Record<string, { example?: { resend_after?: number } }>
}

const spec = parse(readFileSync(openapiSpecFile, 'utf8')) as Spec
const schema = (name: string) => {
  const found = spec.components.schemas[name]
  if (!found) throw new Error(`openapi.yaml has no schema ${name}`)
  return found
}
const property = (name: string, key: string) => {
  const found = schema(name).properties?.[key]
  if (!found) throw new Error(`openapi.yaml: ${name} has no ${key}`)
  return found
}

describe('the OpenAPI contract agrees with the shared rules', () => {
  it('ClaimState, ClaimKind and ClaimReason list the claim rules, in their order', () => {
    expect(schema('ClaimState').enum).toEqual([...claimStates])
    expect(schema('ClaimKind').enum).toEqual([...claimKinds])
    expect(schema('ClaimReason').enum).toEqual([...claimReasonKeys])
  })

  it('a claim photo upload takes the types and size of the photo rule', () => {
    const upload = spec.paths['/api/account/claim-photos']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { maxLength: number } }> }
    }
    for (const type of claimPhotoLimits.types) {
      expect(upload.requestBody.content[type]?.schema.maxLength).toBe(claimPhotoLimits.maxBytes)
    }
  })

  it('OrderLineState lists the states of the order line lifecycle, in its order', () => {
    expect(schema('OrderLineState').enum).toEqual([...orderLineStates])
  })

  it('SmsCode is the code rule: its pattern and its length', () => {
    expect(schema('SmsCode').pattern).toBe(smsCodePattern.source)
    expect(schema('SmsCode').maxLength).toBe(SMS_CODE_LENGTH)
  })

  it('both send-sms answers show the resend default as their example', () => {
    const examples = ['/api/auth/login/send-sms', '/api/auth/registration/send-sms'].map(
      (path) => spec.paths[path]?.post?.responses['200']?.content?.['application/json']?.example,
    )
    expect(examples.map((example) => example?.resend_after)).toEqual([
      SMS_RESEND_AFTER_SECONDS,
      SMS_RESEND_AFTER_SECONDS,
    ])
    expect(property('SmsSentResponse', 'resend_after').minimum).toBe(0)
  })

  it('Phone takes the characters of a masked number and every length the rules allow', () => {
    const phone = schema('Phone')
    expect(phone.pattern).toBe(maskedPhonePattern.source)
    // The shortest number typed: a Russian one without its 7; the longest: E.164 with every
    // digit grouped as the most generous mask groups them, «+375(##)###-##-##» style.
    const shortest = '9'.repeat(PHONE_MIN_DIGITS - 1)
    const d = '9'.repeat(PHONE_MAX_DIGITS)
    const longest = `+${d.slice(0, 3)}(${d.slice(3, 6)})${d.slice(6, 9)}-${d.slice(9, 12)}-${d.slice(12)}`
    expect(longest.replace(/\D/g, '')).toHaveLength(PHONE_MAX_DIGITS)
    for (const typed of [shortest, longest]) {
      expect(typed.length).toBeGreaterThanOrEqual(phone.minLength ?? 0)
      expect(typed.length).toBeLessThanOrEqual(phone.maxLength ?? Number.POSITIVE_INFINITY)
      expect(new RegExp(phone.pattern ?? '').test(typed)).toBe(true)
    }
  })

  it('PhoneCode is a country code and a mask as the phone rules read them', () => {
    expect(property('PhoneCode', 'prefix').pattern).toBe(countryCodePattern.source)
    expect(property('PhoneCode', 'mask').pattern).toBe(phoneMaskPattern.source)
  })

  it('a cart quantity starts at 1, as a picker offers; stock never goes below 0', () => {
    for (const input of ['CartItemInput', 'CartItemUpdate']) {
      const quantity = property(input, 'quantity')
      expect(quantity.type).toBe('integer')
      expect(quantity.minimum).toBe(pickedQuantity(0, { total_stock: 5, is_not_new: false }))
    }
    const soldOut = orderableQuantity({ total_stock: -1, is_not_new: false })
    expect(property('Part', 'total_stock').minimum).toBe(soldOut)
    expect(property('CrossGroup', 'total_stock').minimum).toBe(soldOut)
  })

  it('a row of a list has the statuses the shared titles name', () => {
    expect(schema('ImportRowStatus').enum).toEqual([...importRowStatuses])
  })

  it('a VIN the API answers is one the VIN rules accept, and a typed one has room for spaces', () => {
    expect(property('VinDecoding', 'vin').pattern).toBe(vinPattern)
    expect(property('Truck', 'vin').pattern).toBe(vinPattern)
    expect(property('TruckInput', 'vin').maxLength).toBeGreaterThan(VIN_LENGTH)
  })
})
