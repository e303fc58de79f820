// Static demo lists beside the makes (mark-seeds.ts) and nodes (node-seeds.ts): assembled
// units and the popular search queries.

/** Part names sold as assembled units, and so listed as aggregations. */
export const aggregationTitles = [
  'Двигатель в сборе',
  'КПП в сборе',
  'Мост задний в сборе',
  'Мост передний в сборе',
  'Кабина в сборе',
  'Раздаточная коробка в сборе',
  'Редуктор в сборе',
  'Рулевой механизм в сборе',
  'Радиатор в сборе',
  'Сцепление в сборе',
]

/** Queries customers type most often: the seed of the "popular" suggest block. */
export const popularQueries = [
  ['колодки тормозные', 412],
  ['фильтр масляный', 388],
  ['фильтр топливный', 351],
  ['амортизатор', 296],
  ['пневморессора', 274],
  ['стартер', 233],
  ['генератор', 219],
  ['турбокомпрессор', 201],
  ['диск тормозной', 187],
  ['помпа водяная', 166],
  ['форсунка', 158],
  ['фара', 141],
  ['зеркало', 133],
  ['сцепление', 127],
  ['радиатор', 119],
  ['двигатель в сборе', 104],
  ['кпп в сборе', 96],
  ['датчик abs', 88],
  ['энергоаккумулятор', 81],
  ['рессора', 77],
] as const
