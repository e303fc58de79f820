/** Russian texts shared by the modules that need a logged-in customer. */
export const customerMessages = {
  unauthorized: 'Войдите или зарегистрируйтесь',
  forbidden: 'Недостаточно прав',
} as const
