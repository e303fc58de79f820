/** Russian texts of the chosen truck (docs/product.md#the-chosen-truck): what every page
 * carries; the picker's own words come with the picker (truck-picker-dialog.ts). */

/** The header's button, the marks on parts and the filter (the part page's warning is in part.ts). */
export const truckMarkText = {
  choose: 'Выбрать грузовик',
  /** The header button's accessible name when a truck is chosen. */
  chosenLabel: (name: string) => `Мой грузовик: ${name}. Изменить`,
  fits: (name: string) => `Подходит для вашего ${name}`,
  onlyMine: 'Только для моего грузовика',
}
