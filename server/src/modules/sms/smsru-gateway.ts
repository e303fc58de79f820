import { SmsDeliveryError, type SmsGateway } from './sms-gateway.ts'

interface SmsRuAnswer {
  status?: string
  status_text?: string
  sms?: Record<string, { status?: string; status_text?: string }>
}

/**
 * SMS.ru adapter (`GET {base}/sms/send?api_id&to&msg&json=1`). A request counts as sent only
 * when both the request and the per-number status are `OK`.
 */
export function createSmsRuGateway(options: {
  apiId: string
  baseUrl: string
  from?: string
  timeoutMs?: number
  fetchImpl?: typeof fetch
}): SmsGateway {
  if (!options.apiId) throw new Error('SMSRU_API_ID is required for the smsru gateway')
  const doFetch = options.fetchImpl ?? fetch
  return {
    name: 'smsru',
    async send({ phone, text }) {
      const url = new URL('/sms/send', options.baseUrl)
      url.searchParams.set('api_id', options.apiId)
      url.searchParams.set('to', phone)
      url.searchParams.set('msg', text)
      url.searchParams.set('json', '1')
      if (options.from) url.searchParams.set('from', options.from)
      let answer: SmsRuAnswer
      try {
        const response = await doFetch(url, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        })
        if (!response.ok) throw new SmsDeliveryError(`SMS.ru answered HTTP ${response.status}`)
        answer = (await response.json()) as SmsRuAnswer
      } catch (error) {
        if (error instanceof SmsDeliveryError) throw error
        throw new SmsDeliveryError(`SMS.ru unreachable: ${(error as Error).message}`)
      }
      const perNumber = answer.sms?.[phone]
      if (answer.status !== 'OK' || perNumber?.status !== 'OK') {
        const reason = perNumber?.status_text ?? answer.status_text ?? 'unknown error'
        throw new SmsDeliveryError(`SMS.ru refused the message: ${reason}`)
      }
    },
  }
}
