import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chatConfig } from './chat-config.ts'
import { chatGoalEvent, chatOpenEvent, chatWidgetScriptId, loadChatWidget } from './chat-widget.ts'

beforeEach(() => {
  // The test DOM does not fetch scripts; the loader's failure warning is expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  document.getElementById(chatWidgetScriptId)?.remove()
  document.getElementById('chat-widget')?.remove()
  for (const link of document.querySelectorAll('link[href$="chat-widget.css"]')) link.remove()
  delete (window as { __gruzovikChatWidget?: boolean }).__gruzovikChatWidget
  delete (window as { __gruzovikChatConfig?: unknown }).__gruzovikChatConfig
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

describe('chat widget goals and settings', () => {
  it('records go_telegram and go_whatsapp from its messenger links, and no unknown goal', () => {
    const onGoal = vi.fn()
    const stop = loadChatWidget({ onGoal })
    for (const goal of ['go_telegram', 'go_whatsapp', 'not_a_goal']) {
      window.dispatchEvent(new CustomEvent(chatGoalEvent, { detail: { goal } }))
    }
    expect(onGoal.mock.calls).toEqual([['go_telegram'], ['go_whatsapp']])
    stop()
    window.dispatchEvent(new CustomEvent(chatGoalEvent, { detail: { goal: 'go_telegram' } }))
    expect(onGoal).toHaveBeenCalledTimes(2)
  })

  it('takes its phone (as call tracking shows it), hours and links from the shop', () => {
    const tracked = { phone_number: '+78125550011', html_class: 'phone_header_SPB' }
    const config = chatConfig(() => tracked)
    expect(config.lead).toBe('Менеджер ответит в рабочее время: Пн–Пт 9:00–19:00, Сб 10:00–16:00.')
    expect(config.options).toEqual([
      { label: 'Telegram', href: 'https://t.me/gruzovik_parts', goal: 'go_telegram' },
      { label: 'WhatsApp', href: 'https://wa.me/78123094517', goal: 'go_whatsapp' },
      { label: 'Позвонить: +7 (812) 555-00-11', href: 'tel:+78125550011' },
      { label: 'Написать на почту', href: 'mailto:spb@gruzovik.ru' },
    ])
    loadChatWidget({ onGoal: vi.fn(), config })
    expect((window as { __gruzovikChatConfig?: unknown }).__gruzovikChatConfig).toBe(config)
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
    ;(window as { __gruzovikChatConfig?: unknown }).__gruzovikChatConfig = chatConfig(
      () => undefined,
    )
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

    // The shop's messenger link announces its goal.
    const goals = vi.fn()
    window.addEventListener(chatGoalEvent, goals)
    const telegram = [...panel.querySelectorAll('a.cw-option')].find(
      (a) => a.textContent === 'Telegram',
    ) as HTMLAnchorElement
    telegram.addEventListener('click', (event) => event.preventDefault())
    telegram.click()
    expect((goals.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      goal: 'go_telegram',
    })
    window.removeEventListener(chatGoalEvent, goals)

    panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(button)
    window.removeEventListener(chatOpenEvent, opened)
  })
})
