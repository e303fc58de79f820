// Local placeholder pictures: the database stores a short key (`placeholder:brake:2`) and
// answers carry an SVG data URI, so there is no external CDN and nothing for the server to host.
const palette: Record<string, string> = {
  engine: '#4a6fa5',
  brake: '#b5473a',
  suspension: '#5b8c5a',
  gearbox: '#7a5c99',
  steering: '#3d8b8b',
  electrics: '#c9a227',
  cab: '#5a6e7f',
  cooling: '#2f86c1',
  fuel: '#a0522d',
  exhaust: '#666666',
  clutch: '#8b4a6b',
  axle: '#6b7b3a',
  wheel: '#333d47',
  filter: '#4f7f6f',
  truck: '#2b4c7e',
}

const prefix = 'placeholder:'

/** Whether a stored picture is a placeholder key rather than a picture's address. */
export const isPlaceholderKey = (stored: string) => stored.startsWith(prefix)

/** The stored form of a placeholder picture tinted for a node icon. */
export const placeholderKey = (icon: string, variant = 0) => `${prefix}${icon}:${variant % 3}`

/** A flat square with a part silhouette, tinted per node icon. */
export function placeholderImage(icon: string, variant = 0): string {
  const color = palette[icon] ?? '#5a6e7f'
  const r = 18 + (variant % 3) * 6
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#eef1f4"/><circle cx="60" cy="60" r="${r + 14}" fill="${color}"/><circle cx="60" cy="60" r="${r}" fill="#eef1f4"/><rect x="54" y="20" width="12" height="80" fill="${color}" opacity=".5"/></svg>`
  return svgDataUri(svg)
}

/**
 * An SVG as a data URI escaping only what a URL in an attribute must (quotes made single, then
 * `%`, `#`, `<`, `>` and spaces): a quarter shorter than encodeURIComponent, which matters
 * because each part's answer — and the page's router data — repeats its pictures four times.
 */
export function svgDataUri(svg: string): string {
  const escaped = svg.replaceAll('"', "'").replace(/[%#<> ]/g, (char) => encodeURIComponent(char))
  return `data:image/svg+xml,${escaped}`
}

/** The address of a stored picture: placeholder keys become data URIs, URLs pass unchanged. */
export function imageUrl(stored: string): string {
  if (!stored.startsWith(prefix)) return stored
  const [icon = '', variant = '0'] = stored.slice(prefix.length).split(':')
  return placeholderImage(icon, Number(variant) || 0)
}
