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

test('a day typed before the page hydrates is the day the form sends', async () => {
  const field = <DateField name="date" label="Event date" />
  const container = document.createElement('form')
  container.innerHTML = renderToString(field)
  document.body.append(container)
  // The family types while the page's scripts are still on their way.
  const text = container.querySelector<HTMLInputElement>('input[type="text"]')!
  text.value = '14/02/2027'

  await act(async () => {
    hydrateRoot(container, field)
  })

  expect(new FormData(container).get('date')).toBe('2027-02-14')
  expect(text.value).toBe('14/02/2027')
})

test('a field nobody touched before hydration keeps the day it was given', async () => {
  const field = <DateField name="date" label="Event date" defaultValue="2027-03-01" />
  const container = document.createElement('form')
  container.innerHTML = renderToString(field)
  document.body.append(container)

  await act(async () => {
    hydrateRoot(container, field)
  })

  expect(new FormData(container).get('date')).toBe('2027-03-01')
})
