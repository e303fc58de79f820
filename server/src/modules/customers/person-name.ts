/**
 * Derived name forms of the User: `full_name` as given, `last_name_f` (surname and
 * initials, "Иванов И. П.") and `ns` (initials, "ИИ"). A single word (a first name only, or an
 * organisation written without its legal form) stays as it is. An organisation («ООО «Ромашка»»,
 * «АО Трансавто») is short for its own name without the legal form: «Ромашка», «Трансавто»;
 * a sole trader («ИП Петров Иван») is the person: «Петров И.».
 */
export function nameForms(fullName: string) {
  const full = fullName.trim().replace(/\s+/g, ' ')
  const organisation = organisationName(full)
  if (organisation !== null) {
    const words = organisation.split(' ')
    const ns = words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join('')
    return { fullName: full, lastNameF: organisation, initials: ns }
  }
  const person = full.replace(soleTrader, '')
  const [surname = '', ...rest] = person.split(' ')
  const initialsOfRest = rest.map((word) => `${word.charAt(0).toUpperCase()}.`).join(' ')
  const lastNameF = initialsOfRest ? `${surname} ${initialsOfRest}` : surname
  const ns = [surname, rest[0] ?? ''].map((word) => word.charAt(0).toUpperCase()).join('')
  return { fullName: full, lastNameF, initials: ns }
}

/** Russian legal forms an organisation's name starts with (a sole trader's «ИП» is apart). */
const legalForm = /^(ООО|ОАО|ЗАО|ПАО|НАО|АО|ТОО|ОДО|ГУП|МУП|ФГУП|АНО|НКО|ТД)(\s|«|"|$)/iu
const soleTrader = /^ИП\s+/iu
const quoted = /[«"„“]([^»"“”]+)[»"“”]/u

/** The organisation's own name (in quotes, or after its legal form); null for a person. */
function organisationName(full: string): string | null {
  const inQuotes = quoted.exec(full)?.[1]?.trim()
  if (!legalForm.test(full) && !inQuotes) return null
  const own =
    inQuotes ||
    full
      .replace(legalForm, '$2')
      .replace(/[«»"„“”]/gu, '')
      .trim()
  return own || full
}
