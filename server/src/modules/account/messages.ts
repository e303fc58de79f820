/** Russian texts of the account area. */
export const accountMessages = {
  forbidden: 'Недостаточно прав',
  notFound: 'Не найдено',
  representativeNotFound: 'Представитель не найден',
  counterpartyNotFound: 'Контрагент не найден',
  addressNotFound: 'Адрес не найден',
  recipientNotFound: 'Получатель не найден',
  partNotFound: 'Запчасть не найдена',
  subscriptionNotFound: 'Подписка не найдена',
  phoneInvalid: 'Введите номер телефона полностью',
  phoneTaken: 'Этот телефон уже зарегистрирован',
  unknownPermission: 'Неизвестное право',
  cannotDeleteSelf: 'Нельзя удалить себя',
  kppForLegal: 'Укажите КПП юрлица',
  innLength: 'ИНН юрлица — 10 цифр, ИП — 12',
  tooManyReveals: 'Слишком много запросов паспортных данных, попробуйте позже',
  checkInput: 'Проверьте введённые данные',
} as const
