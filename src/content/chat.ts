/** Russian texts of the chat widget (public/plugins/chat-widget.js shows them). */
export const chatTexts = {
  open: 'Открыть чат с менеджером',
  button: 'Чат',
  title: 'Напишите нам',
  lead: (hours: string) => `Менеджер ответит в рабочее время: ${hours}.`,
  close: 'Закрыть чат',
  call: (phone: string) => `Позвонить: ${phone}`,
  mail: 'Написать на почту',
} as const
