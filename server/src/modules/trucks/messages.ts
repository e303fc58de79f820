/** Russian texts of «Мои грузовики» (docs/product.md#the-fleet); the VIN's own are in rules/vin.ts. */
export const truckMessages = {
  forbidden: 'Нет права на парк грузовиков компании',
  notFound: 'Грузовик не найден',
  invalid: 'Проверьте данные грузовика',
  unknownMark: 'Такой марки нет в каталоге',
  modelOfAnotherMark: (model: string, mark: string) => `${model} — модель не марки ${mark}`,
  futureYear: (year: number) => `Год выпуска не может быть позже ${year}`,
  vinOfAnotherMark: (vinMark: string, mark: string) =>
    `По VIN это ${vinMark}, а выбрана марка ${mark}`,
  vinTaken: (name: string) => `Грузовик с этим VIN уже есть в парке: «${name}»`,
  /** The same VIN saved by a colleague a moment before (the unique index said so). */
  vinTakenMeanwhile: 'Грузовик с этим VIN только что добавлен в парк',
}
