import { Button, Heading, Link, Stack, Text } from '@gruzovik/design-system'
import { useId } from 'react'
import type { TruckList, VinDecoding } from '../../../api/trucks.ts'
import { trucksText } from '../../../content/trucks.ts'

const text = trucksText.catalogue
type Answer = NonNullable<VinDecoding['catalogue']>
type Model = TruckList['makes'][number]['models'][number]

const normal = (title: string) => title.toLocaleLowerCase('ru').replace(/\s+/g, ' ').trim()

/**
 * The shop's model the online catalogue named: its title equal to the answer's model, with or
 * without the make in front («FH» and «Volvo FH» are Volvo's «Volvo FH»).
 */
export function modelOfAnswer(answer: Answer, models: Model[]): Model | null {
  if (!answer.model) return null
  const named = normal(answer.model)
  const withMake = answer.make ? normal(`${answer.make} ${answer.model}`) : named
  return models.find((m) => [named, withMake].includes(normal(m.title))) ?? null
}

/**
 * What the online VIN catalogue (VIN_CATALOGUE_*) answered, under the VIN (docs/product.md#vin):
 * the exact model, offered to fill when the shop has it, and the OEM numbers, each a search.
 */
export function VinCatalogueAnswer({
  answer,
  models,
  chosenModel,
  onChooseModel,
}: {
  answer: Answer
  /** The models of the make chosen in the form. */
  models: Model[]
  chosenModel: string
  onChooseModel: (uuid: string) => void
}) {
  const headingId = useId()
  const model = modelOfAnswer(answer, models)
  const exact = [answer.make, answer.model].filter(Boolean).join(' ')
  return (
    <section aria-labelledby={headingId}>
      <Stack space={2}>
        <Heading level={3} size="sm" id={headingId}>
          {text.heading(answer.provider)}
        </Heading>
        {exact ? <Text>{text.exact(exact, answer.year, answer.engine)}</Text> : null}
        {answer.model && model && model.uuid !== chosenModel ? (
          <div>
            <Button onPress={() => onChooseModel(model.uuid)}>{text.choose(model.title)}</Button>
          </div>
        ) : null}
        {answer.model && model && model.uuid === chosenModel ? <Text>{text.chosen}</Text> : null}
        {answer.model && !model ? <Text>{text.notInShop}</Text> : null}
        {answer.oem_numbers.length > 0 ? (
          <>
            <Text>{text.oemTitle}</Text>
            <ul aria-label={text.oemTitle}>
              {answer.oem_numbers.map((oem) => (
                <li key={oem.number}>
                  <Link
                    href={`/search?s=${encodeURIComponent(oem.number)}`}
                    aria-label={text.searchLabel(oem.number)}
                  >
                    {oem.number}
                  </Link>
                  {oem.title ? ` — ${oem.title}` : ''}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Stack>
    </section>
  )
}
