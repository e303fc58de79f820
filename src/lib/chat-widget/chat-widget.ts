import { type AnalyticsGoal, isAnalyticsGoal } from '../analytics/goals.ts'

/** The chat widget script comes from the shop's own plugins path. */
export const chatWidgetSrc = '/plugins/chat-widget.js'
export const chatWidgetScriptId = 'chat-widget-script'
/** The widget announces a press of its chat button with this window event. */
export const chatOpenEvent = 'gruzovik:chat-open'
/** A press of one of its links with a goal (the messengers): `detail.goal`. */
export const chatGoalEvent = 'gruzovik:chat-goal'

/** What the widget shows, from the shop's texts and settings (chat-config.ts). */
export interface ChatWidgetConfig {
  open: string
  button: string
  title: string
  lead: string
  close: string
  options: readonly { label: string; href: string; goal?: AnalyticsGoal }[]
}

export interface ChatWidgetOptions {
  document?: Document
  window?: Window
  onGoal: (goal: AnalyticsGoal) => void
  src?: string
  /** Handed to the script as `window.__gruzovikChatConfig` before it loads. */
  config?: ChatWidgetConfig
}

/**
 * Adds the widget script once (with the shop's texts and links) and records `form_chat` whenever
 * its chat button opens the chat, and a messenger's goal (`go_telegram`, `go_whatsapp`) when
 * its link is pressed. Returns a function that stops listening (the script itself stays).
 */
export function loadChatWidget({
  document: doc = document,
  window: win = window,
  onGoal,
  src = chatWidgetSrc,
  config,
}: ChatWidgetOptions): () => void {
  if (config) (win as { __gruzovikChatConfig?: ChatWidgetConfig }).__gruzovikChatConfig = config
  if (!doc.getElementById(chatWidgetScriptId)) {
    const script = doc.createElement('script')
    script.id = chatWidgetScriptId
    script.src = src
    script.async = true
    script.onerror = () => console.warn(`[chat] Failed to load ${src}`)
    doc.body.append(script)
  }
  const onOpen = () => onGoal('form_chat')
  const onLink = (event: Event) => {
    const goal = (event as CustomEvent<{ goal?: unknown }>).detail?.goal
    if (typeof goal === 'string' && isAnalyticsGoal(goal)) onGoal(goal)
  }
  win.addEventListener(chatOpenEvent, onOpen)
  win.addEventListener(chatGoalEvent, onLink)
  return () => {
    win.removeEventListener(chatOpenEvent, onOpen)
    win.removeEventListener(chatGoalEvent, onLink)
  }
}
