import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { DateField } from './date-field'

// Tells React this is a test: act() waits for the hydration and its effects.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  document.body.innerHTML = ''
})

/** The field as the server sent it, in a form; `typed` is written into its text before React hydrates it. */
async function hydratedField(defaultValue?: string, typed?: string) {
  const field = <DateField name="date" label="Event date" defaultValue={defaultValue} />
  const form = document.createElement('form')
  form.innerHTML = renderToString(field)
  document.body.append(form)
  const text = form.querySelector<HTMLInputElement>('input[type="text"]')!
  if (typed !== undefined) text.value = typed
  await act(async () => {
    hydrateRoot(form, field)
  })
  return { sent: new FormData(form).get('date'), shown: text.value }
}

test('a day typed before the page hydrates is the day the form sends', async () => {
  // The family types while the page's scripts are still on their way.
  expect(await hydratedField(undefined, '14/02/2027')).toEqual({ sent: '2027-02-14', shown: '14/02/2027' })
})

test('a field nobody touched before hydration keeps the day it was given', async () => {
  expect((await hydratedField('2027-03-01')).sent).toBe('2027-03-01')
})
