import { describe, expect, it } from 'vitest'
import { detailFromPath, listKindFromPath } from './kind-from-path'

describe('listKindFromPath', () => {
  it('reads every list path and its /service alias', () => {
    expect(listKindFromPath('/services/venue')).toBe('venue')
    expect(listKindFromPath('/service/services/venue')).toBe('venue')
    expect(listKindFromPath('/services/photographers')).toBe('photographer')
    expect(listKindFromPath('/service/services/photographers/')).toBe('photographer')
    expect(listKindFromPath('/services/costume')).toBe('costume')
    expect(listKindFromPath('/services/makeup')).toBe('makeup')
  })
  it('rejects other paths', () => {
    expect(listKindFromPath('/services')).toBeUndefined()
    expect(listKindFromPath('/venue/abc')).toBeUndefined()
    expect(listKindFromPath('/services/costumes')).toBeUndefined()
  })
})

describe('detailFromPath', () => {
  const id = '2b1f7c1e-8d4a-4a57-9a55-0b8f0f1b2c3d'
  it('reads every detail prefix', () => {
    expect(detailFromPath(`/costumes/${id}`)).toEqual({ kind: 'costume', id })
    expect(detailFromPath(`/venue/${id}`)).toEqual({ kind: 'venue', id })
    expect(detailFromPath(`/makeup/${id}`)).toEqual({ kind: 'makeup', id })
    expect(detailFromPath(`/photographers/${id}`)).toEqual({ kind: 'photographer', id })
    expect(detailFromPath(`/services/photographers/${id}`)).toEqual({ kind: 'photographer', id })
    expect(detailFromPath(`/service/services/photographers/${id}/`)).toEqual({ kind: 'photographer', id })
  })
  it('rejects list pages and unknown prefixes', () => {
    expect(detailFromPath('/services/venue')).toBeUndefined()
    expect(detailFromPath(`/services/costume/${id}`)).toBeUndefined()
    expect(detailFromPath('/venue')).toBeUndefined()
  })
})
