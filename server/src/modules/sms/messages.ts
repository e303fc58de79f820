/** Texts of the SMS the customer receives. */
export const smsMessages = {
  code: (code: string) => `Код для входа в Грузовик: ${code}`,
  /** Sent instead of a code when someone asks to log in with an unregistered number. */
  notRegistered:
    'Этот номер не зарегистрирован в Грузовике. Чтобы войти, зарегистрируйтесь на сайте.',
} as const
