/** Russian texts of the chosen truck (docs/product.md#the-chosen-truck). Two objects, so the
 * pages carry only the header's and the marks' words and the picker's come with the picker. */

/** The header's button, the marks on parts and the filter (the part page's warning is in part.ts). */
export const truckMarkText = {
  choose: 'Выбрать грузовик',
  /** The header button's accessible name when a truck is chosen. */
  chosenLabel: (name: string) => `Мой грузовик: ${name}. Изменить`,
  fits: (name: string) => `Подходит для вашего ${name}`,
  onlyMine: 'Только для моего грузовика',
}

/** The picker's dialog. */
export const truckPickerText = {
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
}
