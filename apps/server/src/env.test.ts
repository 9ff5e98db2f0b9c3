import { describe, expect, it } from 'vitest'
import { publicOrigin, readEnv, siteOrigins } from './env'

const env = (values: Record<string, string>) => readEnv({ NODE_ENV: 'development', ...values })

describe('publicOrigin', () => {
  it('is PUBLIC_URL (its origin) when set, whatever HOST is', () => {
    expect(publicOrigin(env({ PUBLIC_URL: 'https://utsab.example/', HOST: '10.0.0.5' }))).toBe('https://utsab.example')
  })
  it('without PUBLIC_URL, is the address the server listens on: localhost for every interface and for loopback, else HOST', () => {
    expect(publicOrigin(env({ PORT: '4000' }))).toBe('http://localhost:4000')
    expect(publicOrigin(env({ PORT: '4000', HOST: '::' }))).toBe('http://localhost:4000')
    expect(publicOrigin(env({ PORT: '4000', HOST: '127.0.0.1' }))).toBe('http://localhost:4000')
    expect(publicOrigin(env({ PORT: '4000', HOST: '192.168.1.20' }))).toBe('http://192.168.1.20:4000')
    expect(publicOrigin(env({ PORT: '4000', HOST: '::1' }))).toBe('http://localhost:4000')
    expect(publicOrigin(env({ PORT: '4000', HOST: 'fd00::5' }))).toBe('http://[fd00::5]:4000')
  })
})

describe('siteOrigins', () => {
  it('adds the loopback origins at PORT only outside production and without PUBLIC_URL', () => {
    expect(siteOrigins(env({ PORT: '4000', HOST: '192.168.1.20' }))).toEqual([
      'http://192.168.1.20:4000',
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ])
    expect(siteOrigins(env({ PUBLIC_URL: 'https://utsab.example' }))).toEqual(['https://utsab.example'])
    expect(siteOrigins(readEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PORT: '4000' }))).toEqual(['http://localhost:4000'])
  })
})
