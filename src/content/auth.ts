/** Russian texts of the login and registration modal and the account buttons
 * (docs/product.md#login-by-sms-code). */
export const authText = {
  loginTitle: 'Вход',
  registrationTitle: 'Регистрация',
  phone: 'Телефон',
  name: 'Имя или название организации',
  code: 'Код из СМС',
  getCode: 'Получить код',
  codeSentTo: (phone: string) => `Код отправлен на ${phone}`,
  /** The server answers a login to an unknown number as to a known one (no enumeration). */
  unregisteredHint:
    'Если номер ещё не зарегистрирован, вместо кода придёт SMS об этом: тогда зарегистрируйтесь с этим же номером.',
  registerThisPhone: 'Зарегистрироваться',
  /** Said under a field when «Получить код» finds it empty. */
  phoneMissing: 'Введите номер телефона, чтобы получить код',
  nameMissing: 'Введите имя или название организации',
  resendIn: (seconds: number) => `Отправить код повторно можно через ${seconds} с`,
  resend: 'Отправить код повторно',
  changePhone: 'Изменить номер',
  register: 'Регистрация',
  back: 'Назад',
  consentBefore: 'Нажимая «Получить код», вы соглашаетесь на обработку персональных данных и с ',
  consentLink: 'пользовательским соглашением',
  loginButton: 'Войти',
  accountLink: (name: string) => `Личный кабинет: ${name}`,
  accountMenu: (name: string) => `Меню пользователя: ${name}`,
  accountArea: 'Личный кабинет',
  cabinet: 'Кабинет',
  logout: 'Выйти',
  verifying: 'Проверяем код…',
  /** After a check that failed without an answer about the code (no connection, a fault). */
  retryCode: 'Проверить код ещё раз',
} as const
