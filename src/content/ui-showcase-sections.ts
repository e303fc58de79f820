/** Section titles and descriptions of the /ui page, one per design-system component. */
export const uiShowcaseSections = {
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
}
