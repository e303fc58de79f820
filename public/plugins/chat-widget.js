// The shop's chat widget: a chat button that opens a small panel of ways to reach a manager.
// Loaded at start-up from /plugins/chat-widget.js; plain ES2017, no dependencies.
// Pressing the button dispatches `gruzovik:chat-open` on window (the shop records `form_chat`);
// a link with a goal (the messengers) dispatches `gruzovik:chat-goal` with `{ goal }`. The
// texts, phone, hours and links come from the shop (`window.__gruzovikChatConfig`, set before
// this script loads); the ones below stand in when it is absent.
;(() => {
  // One widget however often the script runs (it joins the page only once styled, below).
  if (document.getElementById('chat-widget') || window.__gruzovikChatWidget) return
  window.__gruzovikChatWidget = true

  const defaults = {
    open: 'Открыть чат с менеджером',
    button: 'Чат',
    title: 'Напишите нам',
    lead: 'Менеджер ответит в рабочее время: Пн–Пт 9:00–19:00, Сб 10:00–16:00.',
    close: 'Закрыть чат',
    options: [
      { label: 'Telegram', href: 'https://t.me/gruzovik_parts' },
      { label: 'WhatsApp', href: 'https://wa.me/78123094517' },
      { label: 'Позвонить: +7 (812) 309-45-17', href: 'tel:+78123094517' },
      { label: 'Написать на почту', href: 'mailto:spb@gruzovik.ru' },
    ],
  }
  const texts = Object.assign({}, defaults, window.__gruzovikChatConfig || {})

  // The look comes as a same-origin stylesheet: the shop's CSP (style-src 'self') blocks <style>.
  const script = document.currentScript
  const cssHref = script?.src
    ? new URL('chat-widget.css', script.src).href
    : '/plugins/chat-widget.css'

  const root = document.createElement('div')
  root.id = 'chat-widget'
  // The widget joins the page only once its stylesheet applies: unstyled, it would sit in the
  // page's flow for a moment and then jump to its fixed corner, shifting the layout (CLS).
  let styled = Promise.resolve()
  if (!document.querySelector(`link[href="${cssHref}"]`)) {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = cssHref
    styled = new Promise((resolve, reject) => {
      link.onload = resolve
      link.onerror = reject
    })
    document.head.append(link)
  }

  const panel = document.createElement('div')
  panel.className = 'cw-panel'
  panel.id = 'chat-widget-panel'
  panel.hidden = true
  panel.setAttribute('role', 'dialog')
  panel.setAttribute('aria-labelledby', 'chat-widget-title')

  const head = document.createElement('div')
  head.className = 'cw-head'
  const title = document.createElement('h2')
  title.id = 'chat-widget-title'
  title.textContent = texts.title
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'cw-close'
  close.setAttribute('aria-label', texts.close)
  close.textContent = '✕'
  head.append(title, close)

  const lead = document.createElement('p')
  lead.textContent = texts.lead
  const list = document.createElement('ul')
  for (const option of texts.options) {
    const item = document.createElement('li')
    const link = document.createElement('a')
    link.className = 'cw-option'
    link.href = option.href
    link.textContent = option.label
    if (option.href.startsWith('http')) {
      link.target = '_blank'
      link.rel = 'noopener noreferrer'
    }
    if (option.goal) {
      link.addEventListener('click', () =>
        window.dispatchEvent(
          new CustomEvent('gruzovik:chat-goal', { detail: { goal: option.goal } }),
        ),
      )
    }
    item.append(link)
    list.append(item)
  }
  panel.append(head, lead, list)

  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'cw-button'
  button.textContent = texts.button
  button.setAttribute('aria-label', texts.open)
  button.setAttribute('aria-expanded', 'false')
  button.setAttribute('aria-controls', panel.id)

  const setOpen = (open) => {
    panel.hidden = !open
    button.setAttribute('aria-expanded', String(open))
    if (open) close.focus()
  }
  button.addEventListener('click', () => {
    const opening = panel.hidden
    setOpen(opening)
    if (opening) window.dispatchEvent(new CustomEvent('gruzovik:chat-open'))
  })
  close.addEventListener('click', () => {
    setOpen(false)
    button.focus()
  })
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false)
      button.focus()
    }
  })

  root.append(panel, button)
  styled.then(
    () => document.body.append(root),
    () => console.warn('[chat] The widget stylesheet did not load; the chat button stays hidden'),
  )
})()
