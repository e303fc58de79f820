/** Texts of the /ui page: the design system's components with truck-parts examples. */
export const uiShowcaseTexts = {
  lead: 'Живая витрина компонентов дизайн-системы магазина: варианты, состояния и примеры с настоящими запчастями. Всё работает с клавиатуры.',
  sections: {
    tokens: {
      title: 'Цвета и отступы',
      description: 'Несколько токенов темы: основные цвета и шаг отступов.',
    },
    button: {
      title: 'Button — кнопка',
      description: 'Главное действие, второстепенное, тихое; недоступная и ожидающая ответа.',
    },
    iconButton: {
      title: 'IconButton — кнопка со значком',
      description: 'Квадрат 44 px со значком; название всегда есть для экранного диктора.',
    },
    link: { title: 'Link — ссылка', description: 'Текстовые ссылки на страницы магазина.' },
    tooltip: {
      title: 'Tooltip — подсказка',
      description: 'Появляется при наведении и при фокусе с клавиатуры.',
    },
    menu: { title: 'Menu — меню действий', description: 'Список действий по кнопке.' },
    price: {
      title: 'Price — цена',
      description: 'Цена из копеек; при скидке старая цена зачёркнута.',
    },
    badge: {
      title: 'Badge — счётчик',
      description: 'Число на кнопке корзины; больше максимума показывается как «99+».',
    },
    textField: {
      title: 'TextField — текстовое поле',
      description: 'Поле с подписью, подсказкой и сообщением об ошибке.',
    },
    phoneField: {
      title: 'PhoneField — телефон',
      description: 'Маска меняется по коду страны.',
    },
    codeField: { title: 'CodeField — код из СМС', description: 'Ровно четыре цифры.' },
    searchField: {
      title: 'SearchField — поиск',
      description: 'Enter ищет, Escape или крестик очищают поле.',
    },
    checkbox: {
      title: 'Checkbox — флажок',
      description: 'Отмечен, не отмечен, частично, недоступен.',
    },
    radioGroup: {
      title: 'RadioGroup — выбор одного варианта',
      description: 'Несколько вариантов на виду; стрелки переключают выбор.',
    },
    select: { title: 'Select — выпадающий список', description: 'Выбор одного значения.' },
    quantityStepper: {
      title: 'QuantityStepper — количество',
      description: 'Минус и плюс в пределах остатка на складе.',
    },
    tabs: { title: 'Tabs — вкладки', description: 'Переключение стрелками влево и вправо.' },
    breadcrumbs: {
      title: 'Breadcrumbs — хлебные крошки',
      description: 'Путь к странице; последняя крошка — текущая страница.',
    },
    pagination: { title: 'Pagination — страницы', description: 'Переход по страницам списка.' },
    table: {
      title: 'Table — таблица',
      description: 'Данные в строках; на узком экране таблица прокручивается внутри себя.',
    },
    emptyState: {
      title: 'EmptyState — пустой результат',
      description: 'Когда ничего не нашлось, всегда есть путь дальше.',
    },
    skeleton: {
      title: 'Skeleton — заготовка',
      description: 'Заготовка повторяет форму карточки товара, пока данные загружаются.',
    },
    spinner: {
      title: 'Spinner — индикатор загрузки',
      description: 'Загрузка без известного срока.',
    },
    popover: {
      title: 'Popover — всплывающая панель',
      description: 'Привязана к кнопке; закрывается по Escape или щелчку мимо.',
    },
    dialog: {
      title: 'Dialog — диалог',
      description: 'Держит фокус внутри, закрывается по Escape и возвращает фокус на кнопку.',
    },
    sheet: {
      title: 'Sheet — выдвижная панель',
      description: 'На телефоне во весь экран, на компьютере — панель сбоку.',
    },
    toast: {
      title: 'Toast — уведомление',
      description: 'Успех исчезает сам через 5 секунд, ошибка остаётся до закрытия.',
    },
  },
  tokens: {
    colorsLabel: 'Цвета',
    spacingLabel: 'Отступы',
    colors: {
      text: 'Текст',
      textMuted: 'Второстепенный текст',
      surface: 'Фон',
      surfaceMuted: 'Приглушённый фон',
      accent: 'Главное действие',
      link: 'Ссылки',
      success: 'Успех',
      danger: 'Ошибка',
      border: 'Рамка',
      focus: 'Фокус',
    },
    spaces: [1, 2, 3, 4, 6, 8, 12],
    space: (step: number) => `Шаг ${step}`,
  },
  button: {
    primary: 'В корзину',
    secondary: 'Сравнить',
    ghost: 'Подробнее',
    disabled: 'Нет в наличии',
    small: 'Уточнить цену',
    submit: 'Отправить заявку',
    submitted: 'Заявка отправлена',
  },
  iconButton: {
    favourite: 'Добавить в избранное',
    map: 'Показать на карте',
    remove: 'Удалить из сравнения',
    pressed: (label: string) => `Нажато: ${label}`,
  },
  link: {
    items: [
      { label: 'Условия гарантии и возврата', href: '/garantiya_i_vozvrat' },
      { label: 'Доставка по России транспортными компаниями', href: '/dostavka_usloviya' },
      { label: 'Каталог запчастей', href: '/catalog' },
    ],
  },
  tooltip: {
    copy: 'Скопировать артикул',
    article: '81.50820.6080',
    copied: (article: string) => `Артикул ${article} скопирован`,
    hint: 'Наведите курсор или перейдите клавишей Tab на кнопку со значком.',
  },
  menu: {
    trigger: 'Действия с заказом',
    label: 'Действия с заказом № 10452',
    items: [
      { id: 'repeat', label: 'Повторить заказ' },
      { id: 'invoice', label: 'Скачать счёт' },
      { id: 'cancel', label: 'Отменить заказ', isDisabled: true },
    ],
    chosen: (label: string) => `Выбрано: ${label}`,
  },
  price: {
    regular: 'Без скидки',
    discount: 'Со скидкой',
    total: 'Итого к оплате',
    saving: (text: string) => `Экономия ${text}`,
  },
  badge: {
    cart: 'Корзина',
    add: 'Добавить товар',
    clear: 'Очистить',
    label: (count: number) => `Товаров в примере корзины: ${count}`,
    manyLabel: (count: number) => `Новых поступлений: ${count}`,
    many: 'Поступления',
  },
  textField: {
    article: 'Артикул',
    articleHint: 'Как в каталоге производителя или на старой детали',
    articleError: 'Артикул — не меньше 5 символов',
    vin: 'VIN',
    vinHint: '17 символов, без букв I, O и Q',
    comment: 'Комментарий к заказу',
    commentPlaceholder: 'Например, позвонить перед доставкой',
    disabled: 'Город доставки',
    disabledValue: 'Санкт-Петербург',
  },
  phoneField: {
    serverError: 'Пользователь с таким телефоном не найден',
    errorLabel: 'Телефон для входа',
  },
  codeField: {
    accepted: (code: string) => `Код ${code} принят`,
    waiting: 'Введите четыре цифры',
  },
  searchField: {
    label: 'Поиск по названию или артикулу',
    placeholder: 'Например, колодки MAN TGX',
    submitted: (query: string) => `Ищем: «${query}»`,
  },
  checkbox: {
    inStock: 'Только в наличии',
    used: 'Б/у запчасти',
    allBranches: 'Все филиалы',
    delivery: 'Доставка до двери (скоро)',
  },
  radioGroup: {
    label: 'Способ получения',
    options: [
      { value: 'pickup', label: 'Самовывоз из филиала', description: 'Санкт-Петербург, Шушары' },
      {
        value: 'carrier',
        label: 'Транспортной компанией',
        description: 'ПЭК, Деловые Линии, КИТ — по всей России',
      },
      { value: 'courier', label: 'Курьером до двери (скоро)', isDisabled: true },
    ],
    chosen: (label: string) => `Выбрано: ${label}`,
  },
  select: {
    warranty: 'Гарантия',
    warrantyHint: 'Расширенная гарантия оплачивается отдельно',
    warrantyOptions: [
      { id: 'none', label: 'Без гарантии' },
      { id: '14', label: '14 дней' },
      { id: '30', label: '30 дней' },
      { id: '90', label: '90 дней (нет для б/у)', isDisabled: true },
    ],
    sort: 'Сортировка',
    sortOptions: [
      { id: 'relevance', label: 'По умолчанию' },
      { id: 'price-asc', label: 'Сначала дешевле' },
      { id: 'price-desc', label: 'Сначала дороже' },
    ],
    branch: 'Филиал самовывоза',
    branchError: 'Выберите филиал',
    branchOptions: [
      { id: 'spb', label: 'Санкт-Петербург' },
      { id: 'msk', label: 'Москва' },
      { id: 'krd', label: 'Краснодар' },
      { id: 'krs', label: 'Красноярск' },
    ],
  },
  quantityStepper: {
    part: 'Колодки тормозные MAN TGX',
    used: 'Коробка передач ZF 16S2220 б/у',
    group: (name: string) => `Количество: ${name}`,
    stock: (count: number) => `В наличии: ${count} шт.`,
    atStock: 'Больше нет на складе',
    usedNote: 'Б/у деталь — в единственном экземпляре',
  },
  tabs: {
    label: 'О товаре',
    items: [
      {
        id: 'description',
        label: 'Описание',
        content:
          'Тормозной механизм в сборе правый. Новый, в заводской упаковке, с паспортом изделия.',
      },
      {
        id: 'fits',
        label: 'Применимость',
        content: 'MAN TGX 2007–2020, MAN TGS 2007–2020 с дисковыми тормозами Knorr-Bremse SN7.',
      },
      {
        id: 'warranty',
        label: 'Гарантия',
        content: '6 месяцев на новые запчасти, 14 дней на проверку б/у деталей.',
      },
    ],
  },
  breadcrumbs: {
    label: 'Пример хлебных крошек',
    items: [
      { label: 'Главная', href: '/' },
      { label: 'Каталог', href: '/catalog' },
      { label: 'MAN', href: '/catalog/man' },
      { label: 'Тормозная система', href: '/catalog/man/tormoznaya-sistema' },
    ],
  },
  pagination: {
    nav: 'Пример постраничной навигации',
    current: (page: number, total: number) => `Страница ${page} из ${total}`,
  },
  table: {
    label: 'Наличие запчастей по филиалам',
    emptyLabel: 'Заказы за неделю',
    emptyText: 'Заказов за эту неделю нет',
    columns: {
      article: 'Артикул',
      name: 'Наименование',
      branch: 'Филиал',
      stock: 'Наличие',
      price: 'Цена',
    },
    stock: (count: number) => `${count} шт.`,
    rows: [
      {
        id: '1',
        article: '81.50820.6080',
        name: 'Колодки тормозные MAN TGX',
        branch: 'Санкт-Петербург',
        stock: 12,
        price: 1234550,
      },
      {
        id: '2',
        article: '1878080044',
        name: 'Корзина сцепления Sachs',
        branch: 'Москва',
        stock: 3,
        price: 4870000,
      },
      {
        id: '3',
        article: 'A9424200238',
        name: 'Тормозной механизм в сборе правый',
        branch: 'Краснодар',
        stock: 1,
        price: 6390000,
      },
    ],
  },
  emptyState: {
    description:
      'По запросу «колодки DAF XF 106 дисковые» товаров нет. Проверьте артикул или поищите в каталоге по марке.',
    action: 'Открыть каталог',
    actionHref: '/catalog',
  },
  skeleton: { caption: 'Карточка товара загружается' },
  spinner: { label: 'Загружаем наличие по филиалам', pending: 'Проверяем наличие' },
  popover: {
    trigger: 'В наличии: 7 шт.',
    label: 'Наличие по филиалам',
    branches: ['Санкт-Петербург — 4 шт.', 'Москва — 2 шт.', 'Краснодар — 1 шт.'],
  },
  dialog: {
    open: 'Удалить из корзины',
    title: 'Удалить товар из корзины?',
    text: 'Тормозной механизм в сборе правый, 1 шт.',
    confirm: 'Удалить',
    cancel: 'Оставить',
    removed: 'Товар удалён из корзины',
    kept: 'Товар остался в корзине',
  },
  sheet: {
    open: 'Открыть корзину',
    title: 'Корзина',
    items: ['Колодки тормозные MAN TGX — 2 шт.', 'Фильтр масляный Mann W 962/8 — 1 шт.'],
    checkout: 'Оформить заказ',
  },
  toast: {
    success: 'Показать сообщение об успехе',
    error: 'Показать сообщение об ошибке',
    successText: 'Колодки тормозные MAN TGX добавлены в корзину',
    errorText: 'Не удалось добавить в корзину. Проверьте интернет и попробуйте ещё раз',
  },
} as const
