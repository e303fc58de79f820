/** Texts of the SMS the customer receives. */
export const smsMessages = {
  code: (code: string) => `Код для входа в Грузовик: ${code}`,
} as const
