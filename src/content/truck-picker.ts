/** Russian texts of the chosen truck: the header's picker, the marks and the filter
 * (docs/product.md#the-chosen-truck). */
export const truckPickerText = {
  choose: 'Выбрать грузовик',
  /** The header button's accessible name when a truck is chosen. */
  chosenLabel: (name: string) => `Мой грузовик: ${name}. Изменить`,
  title: 'Мой грузовик',
  intro: 'Отметим запчасти, которые ему подходят, и сможем показать только их.',
  loading: 'Загружаем марки и модели…',
  failed: 'Не удалось загрузить марки и модели',
  retry: 'Повторить',
  fleet: 'Из моего парка',
  fleetTruck: (name: string, truck: string) => `${name} — ${truck}`,
  byModel: 'Марка, модель и год',
  make: 'Марка',
  model: 'Модель',
  year: 'Год выпуска',
  anyYear: 'Не важно',
  confirm: 'Выбрать',
  clear: 'Сбросить грузовик',
  fits: (name: string) => `Подходит для вашего ${name}`,
  notFits: (name: string) => `Не подходит для вашего ${name}`,
  notFitsWarning: (name: string) =>
    `Эта запчасть не подходит для вашего ${name}: её модели нет в применяемости. Проверьте артикул перед заказом.`,
  onlyMine: 'Только для моего грузовика',
  onlyMineHint: (name: string) => `Показаны только запчасти для ${name}`,
}
