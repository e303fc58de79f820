/**
 * Countries our customers phone from, with the masks their numbers take: the shop's own list
 * until an operator fills the table (the demo seed writes the same list there).
 */
export const defaultPhoneCodes = [
  { prefix: '7', mask: '+7(###)### ## ##', sort: 0 },
  { prefix: '375', mask: '+375(##)###-##-##', sort: 1 },
  { prefix: '374', mask: '+374(##)###-###', sort: 2 },
  { prefix: '996', mask: '+996(###)###-###', sort: 3 },
  { prefix: '998', mask: '+998(##)###-##-##', sort: 4 },
  { prefix: '992', mask: '+992(##)###-##-##', sort: 5 },
]
