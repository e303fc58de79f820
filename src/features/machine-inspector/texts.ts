/** The local machine inspector's texts (a development tool, in the shop's language). */
export const inspectorTexts = {
  title: 'Инспектор автоматов',
  open: 'Инспектор',
  close: 'Закрыть инспектор',
  actors: 'Живые акторы',
  noActors: 'Акторов пока нет',
  state: 'Состояние',
  status: 'Статус',
  context: 'Контекст',
  events: 'Последние события',
  noEvents: 'Событий пока не было',
  chart: 'Состояния и переходы',
  notAMachine: 'Это не автомат: схемы нет',
  active: 'активно',
  hosted: 'Открыть инспектор Stately (нужен интернет): ?inspect=stately',
} as const
