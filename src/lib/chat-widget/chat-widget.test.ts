import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chatOpenEvent, chatWidgetScriptId, loadChatWidget } from './chat-widget.ts'

beforeEach(() => {
  // The test DOM does not fetch scripts; the loader's failure warning is expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  document.getElementById(chatWidgetScriptId)?.remove()
  document.getElementById('chat-widget')?.remove()
  for (const link of document.querySelectorAll('link[href$="chat-widget.css"]')) link.remove()
  delete (window as { __gruzovikChatWidget?: boolean }).__gruzovikChatWidget
  vi.restoreAllMocks()
})

describe('chat widget loader', () => {
  it('adds the local plugins script once', () => {
    const stopA = loadChatWidget({ onGoal: vi.fn() })
    const stopB = loadChatWidget({ onGoal: vi.fn() })
    const scripts = document.querySelectorAll<HTMLScriptElement>(`#${chatWidgetScriptId}`)
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.getAttribute('src')).toBe('/plugins/chat-widget.js')
    stopA()
    stopB()
  })

  it('records form_chat when the widget opens the chat, until stopped', () => {
    const onGoal = vi.fn()
    const stop = loadChatWidget({ onGoal })
    window.dispatchEvent(new Event(chatOpenEvent))
    expect(onGoal).toHaveBeenCalledWith('form_chat')
    stop()
    window.dispatchEvent(new Event(chatOpenEvent))
    expect(onGoal).toHaveBeenCalledOnce()
  })
})

describe('the shipped widget script', () => {
  // The test DOM loads no files; it reports the widget's stylesheet as loaded instead.
  const settings = (window as unknown as { happyDOM: { settings: Record<string, unknown> } })
    .happyDOM.settings
  beforeEach(() => {
    settings.handleDisabledFileLoadingAsSuccess = true
  })
  afterEach(() => {
    settings.handleDisabledFileLoadingAsSuccess = false
  })
  const source = readFileSync(resolve(__dirname, '../../../public/plugins/chat-widget.js'), 'utf8')
  const run = () => new Function(source)()

  it('joins the page only once its stylesheet has loaded, so nothing shifts', async () => {
    run()
    expect(document.getElementById('chat-widget')).toBeNull()
    await vi.waitFor(() => expect(document.getElementById('chat-widget')).not.toBeNull())
  })

  it('renders a labelled chat button that opens the contact panel and announces it', async () => {
    const opened = vi.fn()
    window.addEventListener(chatOpenEvent, opened)
    run()
    run() // a second load must not add a second button
    await vi.waitFor(() => expect(document.getElementById('chat-widget')).not.toBeNull())
    const buttons = document.querySelectorAll('#chat-widget .cw-button')
    expect(buttons).toHaveLength(1)
    const button = buttons[0] as HTMLButtonElement
    expect(button.getAttribute('aria-label')).toBe('Открыть чат с менеджером')
    const panel = document.getElementById('chat-widget-panel') as HTMLElement
    expect(panel.hidden).toBe(true)

    button.click()
    expect(panel.hidden).toBe(false)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(opened).toHaveBeenCalledOnce()
    expect(panel.querySelectorAll('a.cw-option').length).toBeGreaterThanOrEqual(3)
    // The CSP allows same-origin stylesheets only: no <style> element, one linked file.
    expect(document.querySelectorAll('#chat-widget style')).toHaveLength(0)
    expect(document.querySelectorAll('link[href$="/plugins/chat-widget.css"]')).toHaveLength(1)

    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(button)
    window.removeEventListener(chatOpenEvent, opened)
  })
})
