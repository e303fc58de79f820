import { intSetting } from '../shared/setting-readers.ts'

/** The most the contract allows (openapi.yaml: 5 MB, 1,000 rows); an operator may only lower. */
export const orderListLimits = { maxFileMegabytes: 5, maxRows: 1000 } as const

export interface OrderListSettings {
  /** ORDER_LIST_MAX_FILE_MB (1–5, default 5): the largest list file «Заказ по списку» reads. */
  maxFileBytes: number
  /** ORDER_LIST_MAX_ROWS (1–1000, default 1000): rows of data one file or request may hold. */
  maxRows: number
}

export function orderListSettingsFrom(env: NodeJS.ProcessEnv): OrderListSettings {
  const megabytes =
    intSetting(
      'ORDER_LIST_MAX_FILE_MB',
      env.ORDER_LIST_MAX_FILE_MB,
      1,
      orderListLimits.maxFileMegabytes,
    ) ?? orderListLimits.maxFileMegabytes
  return {
    maxFileBytes: megabytes * 1024 * 1024,
    maxRows:
      intSetting('ORDER_LIST_MAX_ROWS', env.ORDER_LIST_MAX_ROWS, 1, orderListLimits.maxRows) ??
      orderListLimits.maxRows,
  }
}
