/** Russian texts of the header's truck picker (docs/product.md#the-chosen-truck), fetched with
 * the picker; the header's and the marks' words are in truck-picker.ts. */
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
