/** Russian texts of the auth module (field errors the shop shows under the fields, spec 8). */
export const authMessages = {
  phoneInvalid: 'Введите номер телефона полностью',
  phoneUnknown: 'Пользователь с таким телефоном не найден',
  phoneTaken: 'Этот телефон уже зарегистрирован, войдите по нему',
  nameRequired: 'Введите имя или название организации',
  nameTooLong: 'Слишком длинное имя',
  codeInvalid: 'Неверный код',
  codeFormat: 'Код состоит из 4 цифр',
  codeExpired: 'Код устарел, запросите новый',
  codeTooManyTries: 'Слишком много попыток, запросите новый код',
  tooOften: 'Код уже отправлен, повторить можно через минуту',
  smsFailed: 'Не удалось отправить СМС, попробуйте позже',
  checkInput: 'Проверьте введённые данные',
  unauthorized: 'Войдите, чтобы продолжить',
} as const
