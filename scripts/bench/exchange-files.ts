import fs from 'node:fs'
import path from 'node:path'

const makes = ['MAN', 'Scania', 'Volvo', 'DAF', 'Mercedes-Benz', 'Iveco', 'Renault Trucks', 'КАМАЗ']
/** One model of each make above, as the demo seed names them (fitment resolves against them). */
const models = [
  'MAN TGS',
  'Scania R',
  'Volvo FH',
  'DAF XF',
  'Mercedes-Benz Actros',
  'Iveco Stralis',
  'Renault T',
  'КАМАЗ 5490',
]
const nodes = [
  ['Двигатель', ['Поршень', 'Гильза', 'Прокладка ГБЦ', 'Турбокомпрессор', 'Насос масляный']],
  [
    'Тормозная система',
    ['Колодка тормозная', 'Диск тормозной', 'Барабан тормозной', 'Кран тормозной'],
  ],
  ['Подвеска', ['Рессора', 'Амортизатор', 'Пневморессора', 'Стабилизатор']],
  ['Трансмиссия', ['Синхронизатор КПП', 'Вал первичный КПП', 'Крестовина кардана']],
  ['Электрооборудование', ['Стартер', 'Генератор', 'Датчик скорости', 'Фара головного света']],
  ['Фильтры и расходники', ['Фильтр масляный', 'Фильтр топливный', 'Фильтр воздушный']],
] as const

const escapeXml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;')

async function write(file: string, lines: Iterable<string>) {
  const out = fs.createWriteStream(file)
  let buffer = ''
  for (const line of lines) {
    buffer += line
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()))
      buffer = ''
    }
  }
  out.end(buffer)
  await new Promise<void>((resolve) => out.once('finish', () => resolve()))
}

/**
 * A 1C unload of `count` truck parts, as CommerceML 2.08 import.xml + offers.xml, written as a
 * stream into `dir` (100,000 products make ~90 MB). Deterministic: the same count, the same files.
 */
export async function writeExchangeFiles(dir: string, count: number, withFitment = true) {
  // «Применяемость» as 1C sends it: the part's own make's model with years and another model;
  // one product in fifty names a make the shop lacks (logged, the import goes on).
  const fitmentOf = (i: number, make: number) => {
    if (!withFitment) return ''
    const values = [
      `${models[make]} ${2005 + (i % 10)}–${2015 + (i % 10)}`,
      `${models[(make + 1 + (i % 7)) % models.length]}${i % 3 === 0 ? ' 2013-' : ''}`,
      ...(i % 50 === 0 ? ['Foton Auman 2015-'] : []),
    ]
    return `<ЗначенияСвойства><Ид>p-fitment</Ид>${values.map((v) => `<Значение>${escapeXml(v)}</Значение>`).join('')}</ЗначенияСвойства>`
  }
  fs.mkdirSync(dir, { recursive: true })
  const groups = nodes.flatMap(([node, names], n) =>
    names.map((name, i) => ({ id: `g-${n}-${i}`, name, node, nodeId: `g-${n}` })),
  )
  function* importXml() {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-25T00:00:00">\n<Классификатор><Ид>bench</Ид><Наименование>Классификатор</Наименование><Группы>\n'
    for (const [n, [node, names]] of nodes.entries()) {
      yield `<Группа><Ид>g-${n}</Ид><Наименование>${node}</Наименование><Группы>`
      for (const [i, name] of names.entries())
        yield `<Группа><Ид>g-${n}-${i}</Ид><Наименование>${name}</Наименование></Группа>`
      yield '</Группы></Группа>\n'
    }
    yield '</Группы><Свойства><Свойство><Ид>p-make</Ид><Наименование>Марка</Наименование><ТипЗначений>Справочник</ТипЗначений><ВариантыЗначений>'
    for (const [i, make] of makes.entries())
      yield `<Справочник><ИдЗначения>m-${i}</ИдЗначения><Значение>${escapeXml(make)}</Значение></Справочник>`
    yield '</ВариантыЗначений></Свойство><Свойство><Ид>p-state</Ид><Наименование>Состояние</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство><Свойство><Ид>p-brand</Ид><Наименование>Производитель</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>'
    if (withFitment)
      yield '<Свойство><Ид>p-fitment</Ид><Наименование>Применяемость</Наименование><ТипЗначений>Строка</ТипЗначений></Свойство>'
    yield '</Свойства></Классификатор>\n'
    yield '<Каталог СодержитТолькоИзменения="false"><Ид>bench-cat</Ид><ИдКлассификатора>bench</ИдКлассификатора><Наименование>Каталог</Наименование><Товары>\n'
    for (let i = 0; i < count; i++) {
      const group = groups[i % groups.length]
      const make = i % makes.length
      const article = `${(81 + (i % 17)).toString()}.${String(10000 + (i % 90000)).padStart(5, '0')}-${String(i).padStart(6, '0')}`
      const used = i % 5 === 0
      yield `<Товар><Ид>bench-${i}</Ид><Артикул>${article}</Артикул><Наименование>${group?.name} ${escapeXml(makes[make] ?? '')} ${article}</Наименование><БазоваяЕдиница Код="796">шт</БазоваяЕдиница><Группы><Ид>${group?.id}</Ид></Группы><ЗначенияСвойств><ЗначенияСвойства><Ид>p-make</Ид><Значение>m-${make}</Значение></ЗначенияСвойства><ЗначенияСвойства><Ид>p-state</Ид><Значение>${used ? 'Б/у' : 'Новый'}</Значение></ЗначенияСвойства><ЗначенияСвойства><Ид>p-brand</Ид><Значение>Бренд ${i % 40}</Значение></ЗначенияСвойства>${fitmentOf(i, make)}</ЗначенияСвойств></Товар>\n`
    }
    yield '</Товары></Каталог></КоммерческаяИнформация>\n'
  }
  function* offersXml() {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-25T00:00:00"><ПакетПредложений СодержитТолькоИзменения="false"><Ид>bench-cat#</Ид><Наименование>Предложения</Наименование><ИдКаталога>bench-cat</ИдКаталога>'
    yield '<ТипыЦен><ТипЦены><Ид>pt-r</Ид><Наименование>Розничная</Наименование></ТипЦены><ТипЦены><Ид>pt-o</Ид><Наименование>Старая цена</Наименование></ТипЦены></ТипыЦен>'
    yield '<Склады><Склад><Ид>w-spb</Ид><Наименование>Шушары</Наименование></Склад><Склад><Ид>w-msk</Ид><Наименование>Москва</Наименование></Склад></Склады><Предложения>\n'
    for (let i = 0; i < count; i++) {
      const price = 500 + ((i * 7919) % 150_000)
      yield `<Предложение><Ид>bench-${i}</Ид><Цены><Цена><ИдТипаЦены>pt-r</ИдТипаЦены><ЦенаЗаЕдиницу>${price}.00</ЦенаЗаЕдиницу></Цена><Цена><ИдТипаЦены>pt-o</ИдТипаЦены><ЦенаЗаЕдиницу>${Math.round(price * 1.1)}.00</ЦенаЗаЕдиницу></Цена></Цены><Количество>${i % 13}</Количество><Склад ИдСклада="w-spb" КоличествоНаСкладе="${i % 7}"/><Склад ИдСклада="w-msk" КоличествоНаСкладе="${(i % 13) - (i % 7) < 0 ? 0 : (i % 13) - (i % 7)}"/></Предложение>\n`
    }
    yield '</Предложения></ПакетПредложений></КоммерческаяИнформация>\n'
  }
  await write(path.join(dir, 'import.xml'), importXml())
  await write(path.join(dir, 'offers.xml'), offersXml())
}
