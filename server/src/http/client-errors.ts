import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { httpMessages } from './messages.ts'

/** What Node's parser found wrong, as a status and a Russian message. */
function describe(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: httpMessages.headersTooLarge }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: httpMessages.requestTimeout }
  }
  return { status: 400, message: httpMessages.badRequest }
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not even parse (malformed, headers too
 * large, too slow) gets the same `{ message }` shape in Russian as every other error, then the
 * connection closes. Fastify's default answers in English outside that shape.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  const { status, message } = describe(error.code)
  const body = JSON.stringify({ message })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  )
}
