/** The status file 1C sends back to the sale exchange (CommerceML 2.08), built for tests. */
export const statusFile = (docs: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-27T12:00:00">${docs}</КоммерческаяИнформация>`,
  )

/** ЗначенияРеквизитов: name and value pairs. */
export const requisites = (pairs: [string, string][]) =>
  `<ЗначенияРеквизитов>${pairs
    .map(
      ([n, v]) =>
        `<ЗначениеРеквизита><Наименование>${n}</Наименование><Значение>${v}</Значение></ЗначениеРеквизита>`,
    )
    .join('')}</ЗначенияРеквизитов>`

/** A line of Товары as 1C returns it, with our own requisites. */
export const good = (id: string, article: string, quantity: number, own: [string, string][] = []) =>
  `<Товар><Ид>${id}</Ид><Артикул>${article}</Артикул><Наименование>Деталь ${article}</Наименование><Количество>${quantity}</Количество>${requisites(
    [['ВидНоменклатуры', 'Товар'], ...own],
  )}</Товар>`

/** An order's document: its requisites and, when given, its Товары. */
export const statusDoc = (number: string, pairs: [string, string][], goods?: string) =>
  `<Документ><Номер>${number}</Номер><ХозОперация>Заказ товара</ХозОперация>${
    goods === undefined ? '' : `<Товары>${goods}</Товары>`
  }${requisites(pairs)}</Документ>`
