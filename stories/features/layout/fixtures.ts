import type { MainMenu, Nomenclature } from '../../../src/api/catalog.ts'
import { createMainMenuStore } from '../../../src/lib/stores/main-menu-store.ts'

/** Menu data shaped like the reference server's seed, for stories without a server. */
export const storyMenu: MainMenu = {
  marks: ['MAN', 'Scania', 'Volvo', 'DAF', 'Mercedes-Benz', 'Iveco', 'Renault'].map((title, i) => ({
    uuid: `00000000-0000-4000-8000-00000000000${i}`,
    title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    sort: i,
    link: `/catalog/${title.toLowerCase()}`,
  })),
  aggregations: [
    { id: 1, title: 'Двигатели в сборе', slug: 'dvigateli' },
    { id: 2, title: 'КПП в сборе', slug: 'kpp' },
    { id: 3, title: 'Мосты в сборе', slug: 'mosty' },
  ],
  nodes: [
    { uuid: 'n1', title: 'Двигатель', slug: 'dvigatel', icon: null, nomenclatures: [] },
    { uuid: 'n2', title: 'Тормозная система', slug: 'tormoza', icon: null, nomenclatures: [] },
    { uuid: 'n3', title: 'Кабина', slug: 'kabina', icon: null, nomenclatures: [] },
  ],
  incoming_marks: [
    { title: 'MAN', slug: 'man' },
    { title: 'Volvo', slug: 'volvo' },
  ],
}

const name = (title: string, slug: string): Nomenclature => ({
  title,
  slug,
  link: `/catalog/${slug}`,
})

export const storyPartNames: Nomenclature[] = [
  name('Фильтр масляный', 'filtr-maslyanyy'),
  name('Форсунка топливная', 'forsunka'),
  name('Поршень', 'porshen'),
  name('Прокладка ГБЦ', 'prokladka-gbc'),
  name('Турбокомпрессор', 'turbokompressor'),
]

export const storyMenuStore = () => createMainMenuStore(async () => storyMenu)
export const loadStoryPartNames = async () => storyPartNames
export const searchStoryPartNames = async (s: string) =>
  storyPartNames.filter((n) => n.title.toLowerCase().includes(s.toLowerCase()))
