import { noticeMessages } from './messages.ts'

/**
 * Two SMS segments of Cyrillic text: UCS-2 sends 70 characters in one, 67 in each part of a
 * split one. Length counts UTF-16 units, as UCS-2 does (an emoji takes two).
 */
export const smsTwoSegments = 2 * 67

/** Shortest title worth sending: below this the untitled text says more. */
const shortestTitle = 8

/**
 * The arrival SMS, its title shortened («…») so the whole fits two segments; a link too long
 * for any title drops the title, then the article (the part's address still names it).
 */
export function arrivalSmsText(
  part: { sender: string; title: string; article: string; link: string },
  limit = smsTwoSegments,
): string {
  const full = noticeMessages.sms(part)
  if (full.length <= limit) return full
  const room = limit - noticeMessages.sms({ ...part, title: '' }).length - 1
  if (room >= shortestTitle) {
    return noticeMessages.sms({ ...part, title: `${part.title.slice(0, room).trimEnd()}…` })
  }
  // A long link (1C's slugs carry the title and article): the name goes, then the article;
  // the link is never cut (a cut link leads nowhere; only a link over 110 characters would
  // make a third segment).
  const untitled = noticeMessages.smsUntitled(part)
  return untitled.length <= limit ? untitled : noticeMessages.smsLinkOnly(part)
}

/** SMS segments a text takes in UCS-2 (Cyrillic), the way operators bill it. */
export function ucs2Segments(text: string) {
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67)
}
