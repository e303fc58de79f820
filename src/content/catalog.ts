/** Russian texts of the catalogue listing, the part card and the visual catalogue. */
import type { CartRefusalReason } from '@gruzovik/openapi/cart-form'
import { cartPartNotFoundText } from '@gruzovik/rules'
import type { CatalogCondition, CatalogSort } from '../lib/route-search.ts'

type Forms = readonly [string, string, string]

export const catalogText = {
  breadcrumbsHome: 'Главная',
  partsForms: ['запчасть', 'запчасти', 'запчастей'] as Forms,
  found: (count: number, word: string) => `Найдено ${count.toLocaleString('ru-RU')} ${word}`,
  filters: 'Фильтры',
  activeFilters: (count: number) => `выбрано: ${count}`,
  marks: 'Марки',
  nomenclatures: 'Наименования',
  sort: 'Сортировка',
  sorts: {
    relevance: 'По релевантности',
    price_asc: 'Сначала дешевле',
    price_desc: 'Сначала дороже',
    title: 'По названию',
  } satisfies Record<CatalogSort, string>,
  condition: 'Состояние',
  conditions: { all: 'Все', new: 'Новые', used: 'Б/у' } satisfies Record<
    CatalogCondition | 'all',
    string
  >,
  inStock: 'Только в наличии',
  resetFilters: 'Сбросить фильтры',
  emptyTitle: 'Ничего не найдено',
  emptyFiltered: 'По выбранным фильтрам запчастей нет. Попробуйте убрать часть фильтров.',
  emptyPlain:
    'В этом разделе пока нет запчастей. Загляните в полный каталог или поищите по артикулу.',
  toCatalog: 'Весь каталог',
  loading: 'Загружаем запчасти…',
  notFoundTitle: 'Раздел каталога не найден',
  notFoundText: 'Возможно, ссылка устарела. Выберите марку или узел в каталоге.',
  pagination: 'Страницы каталога',
  pageOf: (page: number) => `Страница ${page} каталога`,
  sections: 'Разделы каталога',
  byMark: 'Запчасти по марке',
  byNode: 'Запчасти по узлу',
  byUnit: 'Агрегаты в сборе',
  showMore: (count: number) => `Показать ещё ${count}`,
  facetOption: (title: string, count: number) => `${title}, ${count}`,
  resultsLabel: 'Запчасти',
} as const

export const partCardText = {
  article: 'Артикул',
  usedNumber: 'Б/у номер',
  used: 'Б/у',
  inStock: (count: number) => `В наличии: ${count} шт.`,
  outOfStock: 'Нет в наличии',
  addToCart: 'В корзину',
  addToCartOf: (title: string) => `В корзину: ${title}`,
  inCart: 'В корзине',
  inCartOf: (title: string) => `В корзине: ${title}. Открыть корзину`,
  noImage: 'Нет фото',
  /** What the page says after «В корзину» was posted before its script ran (a plain form). */
  added: 'Добавлено в корзину',
  /** Why the buy form did not add the part, but for a refused quantity (the rule says those:
   * cart-form-note.ts); `limit` here when the address lost the stock; an unknown part in the
   * server cart's words (@gruzovik/rules). */
  refusals: {
    limit: 'Больше этого количества добавить нельзя',
    'not-found': cartPartNotFoundText,
    invalid: 'Проверьте количество и нажмите «В корзину» ещё раз',
    failed: 'Не получилось добавить в корзину. Попробуйте ещё раз.',
  } satisfies Record<Exclude<CartRefusalReason, 'sold-out' | 'used-one'>, string>,
  priceCurrent: 'Цена',
  priceOld: 'Старая цена',
} as const

export const visualCatalogText = {
  title: (model: string, year: number) => `Визуальный каталог ${model} ${year}`,
  lead: 'Выберите узел на схеме машины — откроется каталог запчастей этого узла для модели.',
  diagramLabel: (model: string) => `Схема грузовика ${model}: узлы`,
  nodesHeading: 'Узлы машины',
  zoneLink: (node: string, model: string) => `${node}: запчасти для ${model}`,
  otherModels: 'Другие модели',
  notFoundTitle: 'Модель не найдена',
  notFoundText: 'Такой модели нет в визуальном каталоге. Выберите одну из моделей ниже.',
  nodes: {
    kabina: 'Кабина',
    dvigatel: 'Двигатель',
    'sistema-ohlazhdeniya': 'Система охлаждения',
    'toplivnaya-sistema': 'Топливная система',
    transmissiya: 'Трансмиссия',
    'tormoznaya-sistema': 'Тормозная система',
    podveska: 'Подвеска',
    'rulevoe-upravlenie': 'Рулевое управление',
    elektrooborudovanie: 'Электрооборудование',
    'vyhlopnaya-sistema': 'Выхлопная система',
  },
} as const

/** Load states shared by the catalogue, part, cross-group and arrival pages. */
export const dataStateText = {
  errorTitle: 'Не удалось загрузить страницу',
  errorText: 'Сервер не ответил. Проверьте подключение к интернету и попробуйте ещё раз.',
  offlineText: 'Нет подключения к интернету. Когда связь появится, нажмите «Повторить».',
  retry: 'Повторить',
  toHome: 'На главную',
} as const

/** The models of the visual catalogue (the spec's seven and KAMAZ; the menus list them
 * all): address slug, catalogue model slug. */
export const visualModels = [
  { slug: 'man-tgx-2016', model: 'man-tgx', title: 'MAN TGX', year: 2016 },
  { slug: 'man-tgs-2014', model: 'man-tgs', title: 'MAN TGS', year: 2014 },
  { slug: 'scania-r-2013', model: 'scania-r', title: 'Scania R', year: 2013 },
  { slug: 'volvo-fh-2015', model: 'volvo-fh', title: 'Volvo FH', year: 2015 },
  { slug: 'daf-xf-2017', model: 'daf-xf', title: 'DAF XF', year: 2017 },
  {
    slug: 'mercedes-benz-actros-2014',
    model: 'mercedes-benz-actros',
    title: 'Mercedes-Benz Actros',
    year: 2014,
  },
  { slug: 'iveco-stralis-2015', model: 'iveco-stralis', title: 'Iveco Stralis', year: 2015 },
  { slug: 'kamaz-5490-2018', model: 'kamaz-5490', title: 'КАМАЗ 5490', year: 2018 },
  { slug: 'kamaz-65115-2015', model: 'kamaz-65115', title: 'КАМАЗ 65115', year: 2015 },
] as const

export type VisualModel = (typeof visualModels)[number]
