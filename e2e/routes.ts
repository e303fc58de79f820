/**
 * Every route (docs/product.md#routes) with the Russian title it renders. Data pages use slugs of
 * the seeded demo data (a fixed PRNG seed) and their real h1; Playwright matches the title as a
 * substring.
 */
export const routes: Array<[path: string, title: string]> = [
  ['/', 'Запчасти для грузовиков'],
  ['/search?s=колодки', 'Результаты поиска: «колодки»'],
  ['/catalog', 'Каталог запчастей'],
  ['/catalog/man', 'Запчасти для грузовиков: MAN'],
  ['/catalog/man/tormoznaya-sistema', 'Запчасти для грузовиков: MAN, Тормозная система'],
  [
    '/catalog/man/tormoznaya-sistema/kolodki-tormoznye',
    'Запчасти для грузовиков: MAN, Тормозная система, Колодки тормозные',
  ],
  [
    '/catalog/kolodki-tormoznye?nomenclatures[]=kolodki-tormoznye',
    'Запчасти для грузовиков: Колодки тормозные',
  ],
  ['/parts/kolodki-tormoznye-renault-trucks-7473165637', 'Колодки тормозные Renault Trucks'],
  ['/crossgroup/kolodki-tormoznye-7473165637', 'Колодки тормозные 7473165637 и аналоги'],
  ['/visual_catalog/man-tgx-2016', 'Визуальный каталог MAN TGX 2016'],
  ['/postupleniya_mashin/man-tgx/man-tgx-18-440-2010-1', 'MAN TGX 18.440 2010'],
  ['/razborka', 'Поступления б/у запчастей'],
  ['/razborka/man', 'Разборка MAN'],
  ['/order', 'Оформление заказа'],
  ['/order_success', 'Заказ оформлен'],
  ['/payment_success', 'Оплата прошла успешно'],
  ['/payment_failed', 'Оплата не прошла'],
  ['/komplekt_types', 'Типы комплектации'],
  ['/reserve_alerts', 'Уведомления о резерве'],
  ['/zakaz_po_spisku', 'Заказ по списку'],
  ['/for_sto', 'Для СТО'],
  ['/buy_trucks', 'Выкуп грузовиков'],
  ['/o_kompanii', 'О компании'],
  ['/oplata_usloviya', 'Условия оплаты'],
  ['/dostavka_usloviya', 'Условия доставки'],
  ['/garantiya_i_vozvrat', 'Гарантия и возврат'],
  ['/legal_information', 'Правовая информация'],
  ['/user_agreement', 'Пользовательское соглашение'],
  ['/consent_to_personal', 'Согласие на обработку персональных данных'],
  ['/personal_data_processing_policy', 'Политика обработки персональных данных'],
  ['/kont_krd', 'Контакты: Краснодар'],
  ['/kont_krs', 'Контакты: Красноярск'],
  ['/kont_msk', 'Контакты: Москва'],
  ['/kont_spb_shush', 'Контакты: Санкт-Петербург'],
  ['/ui', 'Компоненты интерфейса'],
  // The account module (account.html) shows a logged-out visitor its login prompt.
  ['/account', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/users', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/contractors', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/addresses', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/recipients', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/orders', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/orders/work', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/orders/wait-pay', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/orders/return', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/favourites', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/inform-receipts', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/lists', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/returns', 'Войдите, чтобы открыть личный кабинет'],
  ['/account/trucks', 'Войдите, чтобы открыть личный кабинет'],
]

/**
 * Routes that repeat another route's page with other text: the browser renders and checks one
 * of each (`/kont_msk`, `/account`), these only answer from the server (e2e/routes.spec.ts).
 */
export const repeatedPages = new Set([
  '/kont_krd',
  '/kont_krs',
  '/kont_spb_shush',
  '/account/users',
  '/account/contractors',
  '/account/addresses',
  '/account/recipients',
  '/account/orders',
  '/account/orders/work',
  '/account/orders/wait-pay',
  '/account/orders/return',
  '/account/favourites',
  '/account/inform-receipts',
  '/account/lists',
  '/account/returns',
  '/account/trucks',
])
