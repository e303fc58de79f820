// Static demo makes with their models and article formats; catalog-generate.ts builds parts
// from these.
import type { Random } from './random.ts'

export interface MarkSeed {
  title: string
  slug: string
  /** Other names shoppers type for the make (marks.aliases). */
  aliases: string[]
  models: { title: string; slug: string; years: string; visual: boolean; series: string[] }[]
  article(random: Random): string
}

export const markSeeds: MarkSeed[] = [
  {
    title: 'MAN',
    slug: 'man',
    aliases: ['МАН'],
    models: [
      {
        title: 'MAN TGX',
        slug: 'man-tgx',
        years: '2007–2020',
        visual: true,
        series: ['18.440', '18.480', '18.500'],
      },
      {
        title: 'MAN TGS',
        slug: 'man-tgs',
        years: '2007–2020',
        visual: true,
        series: ['26.400', '33.440', '41.480'],
      },
      {
        title: 'MAN TGA',
        slug: 'man-tga',
        years: '2000–2008',
        visual: false,
        series: ['18.410', '26.430'],
      },
    ],
    article: (r) => `81.${r.digits(5)}-${r.digits(4)}`,
  },
  {
    title: 'Scania',
    slug: 'scania',
    aliases: ['Скания', 'Сканиа'],
    models: [
      {
        title: 'Scania R',
        slug: 'scania-r',
        years: '2004–2016',
        visual: true,
        series: ['R420', 'R440', 'R500'],
      },
      {
        title: 'Scania G',
        slug: 'scania-g',
        years: '2007–2016',
        visual: false,
        series: ['G400', 'G440'],
      },
    ],
    article: (r) => `${r.int(1, 2)} ${r.digits(3)} ${r.digits(3)}`,
  },
  {
    title: 'Volvo',
    slug: 'volvo',
    aliases: ['Вольво', 'Волво'],
    models: [
      {
        title: 'Volvo FH',
        slug: 'volvo-fh',
        years: '2008–2020',
        visual: true,
        series: ['FH12 460', 'FH13 500'],
      },
      {
        title: 'Volvo FM',
        slug: 'volvo-fm',
        years: '2005–2019',
        visual: false,
        series: ['FM 400', 'FM 450'],
      },
    ],
    article: (r) => `${r.pick(['20', '21', '22', '85'])}${r.digits(6)}`,
  },
  {
    title: 'DAF',
    slug: 'daf',
    aliases: ['ДАФ'],
    models: [
      {
        title: 'DAF XF',
        slug: 'daf-xf',
        years: '2006–2021',
        visual: true,
        series: ['XF105.460', 'XF 480'],
      },
      {
        title: 'DAF CF',
        slug: 'daf-cf',
        years: '2006–2021',
        visual: false,
        series: ['CF85.410', 'CF 450'],
      },
    ],
    article: (r) => `${r.int(1, 2)}${r.digits(6)}`,
  },
  {
    title: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    aliases: ['Mercedes', 'Мерседес', 'Мерседес-Бенц', 'Мерседес Бенц', 'Мерс', 'Benz'],
    models: [
      {
        title: 'Mercedes-Benz Actros',
        slug: 'mercedes-benz-actros',
        years: '2003–2020',
        visual: true,
        series: ['1844', '1845', '2546'],
      },
      {
        title: 'Mercedes-Benz Axor',
        slug: 'mercedes-benz-axor',
        years: '2004–2013',
        visual: false,
        series: ['1840', '2540'],
      },
    ],
    article: (r) => `A ${r.digits(3)} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
  },
  {
    title: 'Iveco',
    slug: 'iveco',
    aliases: ['Ивеко', 'Ивэко'],
    models: [
      {
        title: 'Iveco Stralis',
        slug: 'iveco-stralis',
        years: '2002–2019',
        visual: true,
        series: ['AS440S45', 'AT440S42'],
      },
      {
        title: 'Iveco S-Way',
        slug: 'iveco-s-way',
        years: '2019–2024',
        visual: false,
        series: ['AS440S48'],
      },
    ],
    article: (r) => `50${r.digits(7)}`,
  },
  {
    title: 'Renault Trucks',
    slug: 'renault-trucks',
    aliases: ['Renault', 'Рено', 'Рено Тракс'],
    models: [
      {
        title: 'Renault T',
        slug: 'renault-t',
        years: '2013–2023',
        visual: false,
        series: ['T460', 'T480'],
      },
      {
        title: 'Renault Premium',
        slug: 'renault-premium',
        years: '2006–2013',
        visual: false,
        series: ['Premium 440'],
      },
    ],
    article: (r) => `${r.pick(['50', '74'])}${r.digits(8)}`,
  },
  {
    // Written as Russian buyers write it; the Latin form is found too (aliases).
    title: 'КАМАЗ',
    slug: 'kamaz',
    aliases: ['KAMAZ', 'КамАЗ'],
    models: [
      {
        title: 'КАМАЗ 5490',
        slug: 'kamaz-5490',
        years: '2013–2024',
        visual: false,
        series: ['5490-S5'],
      },
      {
        title: 'КАМАЗ 65115',
        slug: 'kamaz-65115',
        years: '2003–2024',
        visual: false,
        series: ['65115-D3'],
      },
    ],
    article: (r) => `${r.pick(['5320', '6520', '740', '5490'])}-${r.digits(7)}`,
  },
]
