/**
 * Derived name forms of the User: `full_name` as given, `last_name_f` (surname and
 * initials, "Иванов И. П.") and `ns` (initials, "ИИ"). A single word (an organisation or a
 * first name only) stays as it is.
 */
export function nameForms(fullName: string) {
  const full = fullName.trim().replace(/\s+/g, ' ')
  const [surname = '', ...rest] = full.split(' ')
  const initialsOfRest = rest.map((word) => `${word.charAt(0).toUpperCase()}.`).join(' ')
  const lastNameF = initialsOfRest ? `${surname} ${initialsOfRest}` : surname
  const ns = [surname, rest[0] ?? ''].map((word) => word.charAt(0).toUpperCase()).join('')
  return { fullName: full, lastNameF, initials: ns }
}
