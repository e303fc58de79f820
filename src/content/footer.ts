/** Footer texts and links (docs/product.md#screen-layout) and the callback form's words. */
import type { BranchId } from './branches.ts'
import { buyingTermsLinks, type NavLinkItem } from './navigation.ts'

export const footerTexts = {
  label: 'Подвал сайта',
  marks: 'Запчасти по маркам',
  arrivals: 'Поступления б/у',
  buy: 'Покупателям',
  company: 'Компания',
  legal: 'Правовая информация',
  contacts: 'Контакты',
  socials: 'Мы в соцсетях',
  messengers: 'Напишите нам',
  email: 'Почта',
  copyright: (year: number) => `© ${year} Грузовик — новые и б/у запчасти для грузовой техники`,
} as const

/** The three city blocks, in this order. */
export const footerBranches: readonly BranchId[] = ['spb', 'msk', 'krs']

export const buyLinks: readonly NavLinkItem[] = buyingTermsLinks

export const companyLinks: readonly NavLinkItem[] = [
  { label: 'О компании', href: '/o_kompanii' },
  { label: 'Для СТО', href: '/for_sto' },
  { label: 'Выкуп грузовиков', href: '/buy_trucks' },
  { label: 'Весь каталог', href: '/catalog' },
]

export const legalLinks: readonly NavLinkItem[] = [
  { label: 'Правовая информация', href: '/legal_information' },
  { label: 'Пользовательское соглашение', href: '/user_agreement' },
  { label: 'Согласие на обработку персональных данных', href: '/consent_to_personal' },
  { label: 'Политика обработки персональных данных', href: '/personal_data_processing_policy' },
]

export const socialLinks = [
  { id: 'vk', label: 'ВКонтакте', href: 'https://vk.com/gruzovik_parts' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@gruzovik_parts' },
  { id: 'rutube', label: 'Rutube', href: 'https://rutube.ru/channel/gruzovik_parts' },
] as const

export const messengerLinks = [
  {
    id: 'telegram',
    label: 'Telegram',
    href: 'https://t.me/gruzovik_parts',
    goal: 'go_telegram',
  },
  {
    id: 'whatsapp',
    label: 'WhatsApp',
    href: 'https://wa.me/78123094517',
    goal: 'go_whatsapp',
  },
] as const

export const callbackTexts = {
  title: 'Обратный звонок',
  lead: 'Оставьте телефон — менеджер перезвонит и поможет подобрать запчасть.',
  name: 'Имя',
  phone: 'Телефон',
  submit: 'Перезвоните мне',
  sending: 'Отправляем…',
  success: 'Мы перезвоним вам в ближайшее время',
  nameRequired: 'Укажите имя',
  phoneRequired: 'Укажите телефон',
  failed: 'Не удалось отправить заявку. Попробуйте ещё раз.',
} as const
