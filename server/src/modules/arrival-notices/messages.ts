/** Texts of arrival notices (docs/product.md#arrival-notices). */
export const noticeMessages = {
  sms: (p: { sender: string; title: string; article: string; link: string }) =>
    `«${p.sender}»: поступила ${p.title}, арт. ${p.article}. ${p.link}`,
  /** When not even a shortened title fits: the article and the link say which part. */
  smsUntitled: (p: { sender: string; article: string; link: string }) =>
    `«${p.sender}»: поступила запчасть арт. ${p.article}. ${p.link}`,
  /** The last resort: the link (whose address names the part) is never cut. */
  smsLinkOnly: (p: { sender: string; link: string }) => `«${p.sender}»: поступила ${p.link}`,
  mailSubject: (title: string) => `Поступила ${title}`,
  mailText: (p: { title: string; article: string; link: string }) =>
    [
      'Здравствуйте!',
      '',
      `Запчасть, о поступлении которой вы просили сообщить, появилась в наличии: ${p.title}, арт. ${p.article}.`,
      '',
      p.link,
      '',
      'Отписаться от уведомлений можно в личном кабинете, раздел «Сообщить о поступлении».',
    ].join('\n'),
} as const
