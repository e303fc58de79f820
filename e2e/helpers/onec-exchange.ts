import { type APIRequestContext, expect } from '@playwright/test'

/** The e2e servers' exchange account (playwright.config.ts). */
const basic = `Basic ${Buffer.from('e2e-1c:e2e-1c-password').toString('base64')}`

/**
 * Sends files to the shop as 1C does (checkauth → init → file… → import until done) and
 * imports the first; only protocol calls, the shop's own pages show the outcome.
 */
export async function sendFromOneC(
  request: APIRequestContext,
  files: { name: string; body: Buffer | string }[],
) {
  const auth = await request.get('/1c_exchange?type=catalog&mode=checkauth', {
    headers: { authorization: basic },
  })
  const [status, name, value] = (await auth.text()).split('\n')
  expect(status, 'checkauth').toBe('success')
  const headers = { cookie: `${name}=${value}`, 'content-type': 'application/octet-stream' }
  const url = (mode: string, filename = '') =>
    `/1c_exchange?type=catalog&mode=${mode}${filename && `&filename=${encodeURIComponent(filename)}`}`
  expect((await request.get(url('init'), { headers })).ok()).toBe(true)
  for (const file of files) {
    const sent = await request.post(url('file', file.name), { headers, data: file.body })
    expect(await sent.text(), file.name).toBe('success')
  }
  const first = files[0]?.name ?? ''
  await expect
    .poll(async () => (await request.get(url('import', first), { headers })).text(), {
      timeout: 30_000,
    })
    .toBe('success')
}

/** A changes-only catalogue of one part with one picture (changes only: nothing else leaves). */
export function onePartCatalogue(part: {
  id: string
  article: string
  title: string
  picture: string
}) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="2026-11-25T10:00:00">
  <Классификатор>
    <Ид>e2e-classifier</Ид>
    <Наименование>Классификатор</Наименование>
    <Группы>
      <Группа><Ид>e2e-turbo</Ид><Наименование>Турбокомпрессоры</Наименование></Группа>
    </Группы>
    <Свойства>
      <Свойство>
        <Ид>p-make</Ид>
        <Наименование>Марка</Наименование>
        <ТипЗначений>Справочник</ТипЗначений>
        <ВариантыЗначений>
          <Справочник><ИдЗначения>v-man</ИдЗначения><Значение>MAN</Значение></Справочник>
        </ВариантыЗначений>
      </Свойство>
    </Свойства>
  </Классификатор>
  <Каталог СодержитТолькоИзменения="true">
    <Ид>e2e-catalogue</Ид>
    <Наименование>Основной каталог товаров</Наименование>
    <Товары>
      <Товар>
        <Ид>${part.id}</Ид>
        <Артикул>${part.article}</Артикул>
        <Наименование>${part.title}</Наименование>
        <Группы><Ид>e2e-turbo</Ид></Группы>
        <Картинка>${part.picture}</Картинка>
        <ЗначенияСвойств>
          <ЗначенияСвойства><Ид>p-make</Ид><Значение>v-man</Значение></ЗначенияСвойства>
        </ЗначенияСвойств>
      </Товар>
    </Товары>
  </Каталог>
</КоммерческаяИнформация>
`
}
