/** Russian texts of the home page `/` (design brief: "Home page"). */

export interface HomeLinkLine {
  title: string
  text: string
  href: '/garantiya_i_vozvrat' | '/dostavka_usloviya' | '/kont_spb_shush' | '/for_sto'
}

export const homeText = {
  hero: {
    lead: 'Новые и б/у запчасти для MAN, Scania, Volvo, DAF, Mercedes-Benz и других грузовиков. Ищите по артикулу из каталога или по названию детали.',
    label: 'Поиск по названию или артикулу',
    placeholder: 'Артикул или название детали',
    submit: 'Найти',
    formLabel: 'Поиск запчастей',
    examplesLabel: 'Примеры артикулов',
    examplesIntro: 'Например:',
    /** Articles of the demo catalogue, so each example finds a part. */
    examples: ['81.91780-6441', '20955963', '1 861 628', '5320-3058495'],
    exampleLink: (article: string) => `Искать артикул ${article}`,
  },
  catalog: {
    marksTitle: 'Запчасти по марке',
    nodesTitle: 'Запчасти по узлам',
    aggregationsTitle: 'Агрегаты в сборе',
    toCatalog: 'Весь каталог',
    empty: 'Каталог сейчас пуст. Позвоните нам — подберём запчасть по артикулу или VIN.',
    emptyAction: 'Контакты и телефоны',
    loading: 'Загружаем каталог…',
    failed: 'Не удалось загрузить разделы каталога.',
  },
  arrivals: {
    title: 'Новые поступления в разборку',
    lead: 'Машины, которые мы разбираем сейчас: снятые с них запчасти проверены и продаются с гарантией.',
    byMarkLabel: 'Разборка по маркам',
    trucksLabel: 'Последние машины в разборке',
    arrivedOn: (date: string) => `Поступила ${date}`,
    parts: (count: number, word: string) => `${count} ${word}`,
    partsForms: ['запчасть', 'запчасти', 'запчастей'] as const,
    trucks: (count: number, word: string) => `${count} ${word}`,
    trucksForms: ['машина', 'машины', 'машин'] as const,
    all: 'Все поступления',
    empty: 'Сейчас машин в разборке нет. Загляните позже или поищите запчасть в каталоге.',
    loading: 'Загружаем поступления…',
    failed: 'Не удалось загрузить поступления машин.',
  },
  whyUs: {
    title: 'Почему покупают у нас',
    items: [
      {
        title: 'Гарантия',
        text: 'На новые запчасти и на б/у с проверкой — можно вернуть по закону о защите прав потребителей.',
        href: '/garantiya_i_vozvrat',
      },
      {
        title: 'Доставка по всей России',
        text: 'Отправляем транспортными компаниями в любой город, упакуем даже агрегат в сборе.',
        href: '/dostavka_usloviya',
      },
      {
        title: 'Четыре филиала',
        text: 'Санкт-Петербург, Москва, Красноярск и Краснодар: склад и самовывоз в каждом.',
        href: '/kont_spb_shush',
      },
      {
        title: 'Свой автосервис',
        text: 'Грузовой сервис в Шушарах: установим купленную у нас запчасть, условия для СТО.',
        href: '/for_sto',
      },
    ] satisfies readonly HomeLinkLine[],
  },
  branches: {
    title: 'Филиалы и телефоны',
    contacts: 'Адрес и часы работы',
    contactsLabel: (city: string) => `Адрес и часы работы: ${city}`,
    map: 'Открыть на карте',
    mapLabel: (address: string) => `Открыть на карте: ${address} (в новой вкладке)`,
    site: 'Сайт автосервиса',
  },
  /** Shown in a section whose data failed: what happened and what to do. */
  errorHint: 'Проверьте соединение с интернетом и попробуйте ещё раз.',
  offlineHint: 'Нет соединения с интернетом. Подключитесь к сети и попробуйте ещё раз.',
  retry: 'Повторить',
} as const
