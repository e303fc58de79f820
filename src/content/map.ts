/** Texts of the map and its fallback list. */
export const mapTexts = {
  region: 'Карта проезда',
  loading: 'Загружаем карту…',
  unavailable: 'Интерактивная карта сейчас недоступна. Адреса и ссылки на карту:',
  openOnMap: 'Открыть на Яндекс Картах',
  markerHint: (name: string) => `${name}: показать адрес`,
} as const

/** The place on the maps site: a pin at the point, opened in a new tab. */
export function mapsSiteUrl([lng, lat]: readonly [number, number], zoom = 17) {
  return `https://yandex.ru/maps/?pt=${lng},${lat}&z=${zoom}&l=map`
}
