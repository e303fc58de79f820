/** Inline brand-neutral marks for the footer's social and messenger links (decorative). */
const paths: Record<string, string> = {
  vk: 'M3 7h3.2c.3 2.9 1.7 5 3 5.3V7h3v3.1c1.3-.2 2.7-1.6 3.2-3.1h3c-.4 2-1.9 3.6-3 4.2 1.1.5 2.8 1.9 3.5 4.8h-3.3c-.6-1.8-2-3.1-3.4-3.3V16h-.4C6.5 16 3.3 12.6 3 7z',
  youtube:
    'M21 8.2a2.7 2.7 0 00-1.9-1.9C17.4 6 12 6 12 6s-5.4 0-7.1.3A2.7 2.7 0 003 8.2 28 28 0 002.8 12 28 28 0 003 15.8a2.7 2.7 0 001.9 1.9C6.6 18 12 18 12 18s5.4 0 7.1-.3a2.7 2.7 0 001.9-1.9 28 28 0 00.2-3.8 28 28 0 00-.2-3.8zM10 15V9l5 3z',
  rutube: 'M5 5h9a4 4 0 010 8h-1l4 6h-3.5l-4-6H8v6H5zm3 3v2h6a1 1 0 000-2z',
  telegram:
    'M21.5 4.2L2.9 11.4c-1 .4-1 1.6 0 1.9l4.6 1.4 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.4 4.8 3.5c.6.4 1.4.1 1.6-.6L22.9 5.6c.3-1-.5-1.8-1.4-1.4zM9.7 14.3l-.5 3.6-1.3-4.2 9.6-6.3z',
  whatsapp:
    'M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3zm4.4 12.4c-.2.5-1.1 1-1.6 1-.4.1-.9.1-1.5-.1a12 12 0 01-5.4-4.7c-.4-.6-.9-1.6-.9-2.5s.5-1.4.7-1.6a.8.8 0 01.6-.3h.4c.2 0 .4 0 .5.4l.8 1.8c0 .2 0 .3-.1.5l-.4.5c-.1.1-.2.3 0 .5a7 7 0 003.4 3c.2.1.4.1.5-.1l.7-.8c.2-.2.3-.2.5-.1l1.7.8c.3.1.4.2.4.3a2 2 0 01-.2 1z',
}

export function SocialIcon({ id, className }: { id: string; className?: string }) {
  const d = paths[id]
  if (!d) return null
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  )
}
