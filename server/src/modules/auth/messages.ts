import { SMS_CODE_LENGTH } from '@gruzovik/rules'

/** Russian texts of the auth module (field errors the shop shows under the fields). */
export const authMessages = {
  phoneInvalid: 'Введите номер телефона полностью',
  phoneUnknown: 'Пользователь с таким телефоном не найден',
  phoneTaken: 'Этот телефон уже зарегистрирован, войдите по нему',
  nameRequired: 'Введите имя или название организации',
  nameTooLong: 'Слишком длинное имя',
  codeInvalid: 'Неверный код',
  codeFormat: `Код состоит из ${SMS_CODE_LENGTH} цифр`,
  codeExpired: 'Код устарел, запросите новый',
  codeTooManyTries: 'Слишком много попыток, запросите новый код',
  tooOften: 'Код уже отправлен, повторить можно через минуту',
  phoneNotServed: 'На номера этой страны мы не отправляем SMS',
  tooManyForPhone: 'На этот номер отправлено слишком много кодов за сутки, попробуйте завтра',
  tooManyFromAddress: 'Слишком много запросов кода, попробуйте через час',
  smsBusy: 'Отправка SMS временно ограничена, попробуйте позже',
  smsFailed: 'Не удалось отправить СМС, попробуйте позже',
  checkInput: 'Проверьте введённые данные',
  unauthorized: 'Войдите, чтобы продолжить',
} as const
