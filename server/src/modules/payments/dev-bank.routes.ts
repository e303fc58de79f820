import type { FastifyInstance } from 'fastify'
import { paymentMessages } from './messages.ts'
import type { PaymentsService } from './payments.service.ts'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const rubles = (kopecks: number) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kopecks / 100)} ₽`

/**
 * The script is a file of its own: the CSP forbids inline scripts. It posts the chosen result
 * to the dev provider's API and follows the redirect it answers. The buttons come disabled and
 * the script enables them once they work: a click before it ran was lost (the e2e payment
 * journey clicked that early under load).
 */
const bankScript = `
for (const button of document.querySelectorAll('button[data-result]')) {
  button.disabled = false
  button.addEventListener('click', async () => {
    for (const b of document.querySelectorAll('button')) b.disabled = true
    const res = await fetch('/api/payments/' + document.body.dataset.payment + '/complete', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ result: button.dataset.result }),
    })
    const answer = await res.json()
    if (answer.redirect) location.assign(answer.redirect)
  })
}
`

/**
 * The development payment provider's "bank page" (not part of the API contract): shows the
 * amount with Pay and Fail buttons; the result returns the customer to /payment_success or
 * /payment_failed. Answers 404 unless APP_ENV=development.
 */
export function registerDevBank(app: FastifyInstance, payments: PaymentsService) {
  app.get('/dev-bank/script.js', async (_request, reply) => {
    return reply.type('text/javascript; charset=utf-8').send(bankScript)
  })

  app.get<{ Params: { uuid: string } }>('/dev-bank/:uuid', async (request, reply) => {
    if (!uuidPattern.test(request.params.uuid)) {
      return reply.status(404).send({ message: paymentMessages.notFound })
    }
    const { payment, orderNumber } = await payments.describe(request.params.uuid)
    const pending = payment.status === 'pending'
    const html = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(paymentMessages.bankTitle)}</title></head>
<body data-payment="${escapeHtml(payment.id)}">
<h1>${escapeHtml(paymentMessages.bankTitle)}</h1>
<p>${escapeHtml(paymentMessages.bankOrder(orderNumber))}: <strong>${escapeHtml(rubles(payment.amount))}</strong></p>
${
  pending
    ? `<button type="button" data-result="success" disabled>${escapeHtml(paymentMessages.bankPay)}</button>
<button type="button" data-result="failed" disabled>${escapeHtml(paymentMessages.bankFail)}</button>
<script type="module" src="/dev-bank/script.js"></script>`
    : `<p>${escapeHtml(paymentMessages.bankDone)}</p>`
}
</body></html>`
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html)
  })
}
