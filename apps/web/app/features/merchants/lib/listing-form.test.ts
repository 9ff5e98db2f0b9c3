import { describe, expect, it } from 'vitest'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { listingChanges, listingFormData, picturesError, sellableKinds, ZListingAddForm, ZListingEditForm } from './listing-form'
import { inEnglish } from '@utsab/shared/i18n/english'

/** A problem as English writes it (problems are message keys). */
const english = async (found: Promise<string | undefined>) => {
  const text = await found
  return text && inEnglish(text)
}

/** A file whose first bytes are a PNG's (the check reads content, not names). */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]
const png = (name = 'a.png', size = 12) => {
  const bytes = new Uint8Array(size)
  bytes.set(PNG_HEAD.slice(0, size))
  return new File([bytes], name, { type: 'image/png' })
}
const valid = { name: 'Wedding day', category: 'Wedding photography', price: '15000', district: 'Khulna', address: '12 Road' }

describe('picturesError', () => {
  it('wants one to six images by content, each at most 5 MB', async () => {
    expect(await english(picturesError([]))).toBe(MERCHANT_TEXTS.picturesRequired)
    expect(await english(picturesError([png()]))).toBeUndefined()
    expect(await english(picturesError(Array.from({ length: 6 }, () => png())))).toBeUndefined()
    expect(await english(picturesError(Array.from({ length: 7 }, () => png())))).toBe(MERCHANT_TEXTS.picturesTooMany(6))
    expect(await english(picturesError([png(), new File(['hello'], 'notes.png', { type: 'image/png' })]))).toBe(
      MERCHANT_TEXTS.fileNotImage('notes.png'),
    )
    expect(await english(picturesError([png('big.png', 5 * 1024 * 1024 + 1)]))).toBe(MERCHANT_TEXTS.fileTooLarge('big.png', 5))
  })
})

describe('ZListingAddForm', () => {
  it('shows every required message on an empty form', async () => {
    const result = await ZListingAddForm.safeParseAsync({
      name: '',
      category: '',
      price: '',
      rating: '',
      size: '',
      description: '',
      address: '',
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), inEnglish(issue.message)]))
    expect(messages).toMatchObject({
      name: 'Name is required',
      category: 'Category is required',
      address: 'Address is required',
      pictures: MERCHANT_TEXTS.picturesRequired,
    })
    expect(messages.price).toBe(MERCHANT_TEXTS.priceRequired)
    expect(messages.district).toBeDefined()
    expect(messages.rating).toBeUndefined()
  })

  it('reads blank optional fields as not given, not as 0 or ""', async () => {
    const result = await ZListingAddForm.parseAsync({ ...valid, rating: '', size: ' ', description: '', pictures: [png()] })
    expect(result).toMatchObject({ price: 15000, rating: undefined, size: undefined, description: undefined })
  })

  it('refuses a rating above 5 and a price that is not a whole positive number', async () => {
    const result = await ZListingAddForm.safeParseAsync({ ...valid, price: '12.5', rating: '6', pictures: [png()] })
    const paths = result.error!.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['price', 'rating']))
  })
})

describe('listingFormData', () => {
  it('sends the given fields and every picture; size only for costumes', async () => {
    const values = await ZListingAddForm.parseAsync({ ...valid, rating: '4.5', size: 'M', pictures: [png()] })
    const pictures = [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/png' })]
    const form = listingFormData(values, 'photographer', pictures)
    expect(form.get('price')).toBe('15000')
    expect(form.get('rating')).toBe('4.5')
    expect(form.has('size')).toBe(false)
    expect(form.has('description')).toBe(false)
    expect(form.has('nameBn')).toBe(false)
    expect(form.getAll('pictures')).toHaveLength(2)
    expect(form.has('categoryBn')).toBe(false)
    expect(form.has('addressBn')).toBe(false)
    const withBangla = await ZListingAddForm.parseAsync({
      ...valid,
      nameBn: 'বিয়ের দিন',
      categoryBn: 'বিয়ের ছবি',
      addressBn: '১২ নম্বর রোড, খুলনা',
      pictures: [png()],
    })
    const bangla = listingFormData(withBangla, 'photographer', pictures)
    expect([bangla.get('nameBn'), bangla.get('categoryBn'), bangla.get('addressBn')]).toEqual([
      'বিয়ের দিন',
      'বিয়ের ছবি',
      '১২ নম্বর রোড, খুলনা',
    ])
    expect(listingFormData(values, 'costume', pictures).get('size')).toBe('M')
  })

  it('sends the advance and the cancellation policy of a dated kind, never of a costume', async () => {
    const values = await ZListingAddForm.parseAsync({ ...valid, advancePercent: '25', cancellationPolicy: 'strict', pictures: [png()] })
    const form = listingFormData(values, 'venue', [])
    expect(form.get('advancePercent')).toBe('25')
    expect(form.get('cancellationPolicy')).toBe('strict')
    const costume = listingFormData(values, 'costume', [])
    expect(costume.has('advancePercent')).toBe(false)
    expect(costume.has('cancellationPolicy')).toBe(false)
  })
})

describe('the advance field', () => {
  it('reads 0 as nothing in advance, an empty field as not given, and refuses more than 100', async () => {
    expect((await ZListingAddForm.parseAsync({ ...valid, advancePercent: '0', pictures: [png()] })).advancePercent).toBe(0)
    expect((await ZListingAddForm.parseAsync({ ...valid, advancePercent: ' ', pictures: [png()] })).advancePercent).toBeUndefined()
    const refused = ZListingEditForm.safeParse({ ...valid, advancePercent: '120' })
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['advancePercent'])
  })
})

describe('listingChanges', () => {
  const listing = {
    kind: 'costume' as const,
    name: 'Sari',
    nameBn: null,
    category: 'Sari',
    categoryBn: null,
    addressBn: null,
    price: 100,
    rating: 4,
    size: null,
    capacity: null,
    description: null,
    descriptionBn: null,
  }

  it('leaves an unset size and description alone when they stay empty', () => {
    const changes = listingChanges(ZListingEditForm.parse({ ...valid, rating: '', size: '', description: '' }), listing)
    expect(changes).toEqual({ name: 'Wedding day', category: 'Wedding photography', price: 15000, district: 'Khulna', address: '12 Road' })
  })

  it('sends what changed, and clears a description that was removed', () => {
    const changes = listingChanges(ZListingEditForm.parse({ ...valid, rating: '3', size: 'L', description: '' }), {
      ...listing,
      description: 'Old text',
    })
    expect(changes).toMatchObject({ rating: 3, size: 'L', description: '' })
  })

  it('sends a Bangla name and description when they are given or changed', () => {
    const values = ZListingEditForm.parse({ ...valid, nameBn: ' বিয়ের দিন ', descriptionBn: '' })
    expect(listingChanges(values, listing)).toMatchObject({ nameBn: 'বিয়ের দিন' })
    expect(listingChanges(values, listing)).not.toHaveProperty('descriptionBn')
    expect(listingChanges(ZListingEditForm.parse(valid), { ...listing, nameBn: 'পুরোনো নাম' })).toMatchObject({ nameBn: '' })
  })

  it('sends a Bangla category and address when given or changed, and an empty one to clear them', () => {
    const values = ZListingEditForm.parse({ ...valid, categoryBn: ' বিয়ের ছবি ', addressBn: '১২ নম্বর রোড' })
    expect(listingChanges(values, listing)).toMatchObject({ categoryBn: 'বিয়ের ছবি', addressBn: '১২ নম্বর রোড' })
    expect(listingChanges(values, { ...listing, categoryBn: 'বিয়ের ছবি', addressBn: '১২ নম্বর রোড' })).not.toHaveProperty('categoryBn')
    const cleared = listingChanges(ZListingEditForm.parse({ ...valid, categoryBn: '', addressBn: '' }), {
      ...listing,
      categoryBn: 'পুরোনো',
      addressBn: 'পুরোনো ঠিকানা',
    })
    expect(cleared).toMatchObject({ categoryBn: '', addressBn: '' })
  })

  it('sends the advance and the cancellation policy of a dated kind', () => {
    const values = ZListingEditForm.parse({ ...valid, advancePercent: '25', cancellationPolicy: 'strict' })
    expect(listingChanges(values, { ...listing, kind: 'venue' })).toMatchObject({ advancePercent: 25, cancellationPolicy: 'strict' })
    expect(listingChanges(values, listing)).not.toHaveProperty('advancePercent')
    expect(listingChanges(values, listing)).not.toHaveProperty('cancellationPolicy')
  })
})

describe('sellableKinds', () => {
  it('joins listed kinds and the accepted category, in catalog order', () => {
    expect(sellableKinds([{ kind: 'makeup' }, { kind: 'makeup' }], 'venue')).toEqual(['venue', 'makeup'])
    expect(sellableKinds([], null)).toEqual([])
  })
})
