import type { AnalyticsGoal } from '../analytics/goals.ts'

/** The chat widget script comes from the shop's own plugins path. */
export const chatWidgetSrc = '/plugins/chat-widget.js'
export const chatWidgetScriptId = 'chat-widget-script'
/** The widget announces a press of its chat button with this window event. */
export const chatOpenEvent = 'gruzovik:chat-open'

export interface ChatWidgetOptions {
  document?: Document
  window?: Window
  onGoal: (goal: AnalyticsGoal) => void
  src?: string
}

/**
 * Adds the widget script once and records `form_chat` whenever its chat button opens the chat.
 * Returns a function that stops listening (the script itself stays).
 */
export function loadChatWidget({
  document: doc = document,
  window: win = window,
  onGoal,
  src = chatWidgetSrc,
}: ChatWidgetOptions): () => void {
  if (!doc.getElementById(chatWidgetScriptId)) {
    const script = doc.createElement('script')
    script.id = chatWidgetScriptId
    script.src = src
    script.async = true
    script.onerror = () => console.warn(`[chat] Failed to load ${src}`)
    doc.body.append(script)
  }
  const onOpen = () => onGoal('form_chat')
  win.addEventListener(chatOpenEvent, onOpen)
  return () => win.removeEventListener(chatOpenEvent, onOpen)
}
