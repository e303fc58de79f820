import { pageTitles } from '../pages.ts'
import { company } from './company.ts'
import type { ContentPageData } from './types.ts'

export const legalInformation: ContentPageData = {
  title: pageTitles.legalInformation,
  lead: `Сайт ${company.site} принадлежит ${company.name}. Здесь собраны реквизиты компании и документы, которые регулируют работу сайта и обработку персональных данных.`,
  sections: [
    {
      heading: 'Реквизиты',
      blocks: [
        {
          kind: 'table',
          caption: 'Сведения об организации',
          head: ['Реквизит', 'Значение'],
          rows: [
            ['Полное наименование', company.fullName],
            ['Сокращённое наименование', company.name],
            ['ИНН', company.inn],
            ['КПП', company.kpp],
            ['ОГРН', company.ogrn],
            ['Юридический адрес', company.legalAddress],
            ['Почтовый адрес', company.postalAddress],
            ['Расчётный счёт', company.account],
            ['Банк', company.bank],
            ['Корреспондентский счёт', company.correspondentAccount],
            ['БИК', company.bik],
            ['Генеральный директор', company.director],
            ['Электронная почта', company.email],
            ['Телефон', company.phone],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Основной вид деятельности — торговля автомобильными деталями, узлами и принадлежностями (ОКВЭД 45.3). Компания является плательщиком НДС.',
        },
      ],
    },
    {
      heading: 'Документы',
      blocks: [
        {
          kind: 'links',
          items: [
            { label: 'Пользовательское соглашение', href: '/user_agreement' },
            { label: 'Согласие на обработку персональных данных', href: '/consent_to_personal' },
            {
              label: 'Политика обработки персональных данных',
              href: '/personal_data_processing_policy',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Регистрируясь или оформляя заказ, вы принимаете пользовательское соглашение и даёте согласие на обработку персональных данных на условиях политики.',
        },
      ],
    },
    {
      heading: 'Информация на сайте',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Сведения о товарах, ценах и наличии носят информационный характер и не являются публичной офертой (статья 437 ГК РФ). Окончательные цена и наличие подтверждаются при оформлении заказа. Названия марок и моделей грузовиков используются только для указания на применимость запчастей.',
        },
      ],
    },
  ],
}
