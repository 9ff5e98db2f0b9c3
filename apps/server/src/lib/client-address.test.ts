import { describe, expect, it } from 'vitest'
import { floodKey } from './client-address'

describe('how a flood is counted', () => {
  it('by IPv4 address, and by the /64 of an IPv6 one, however it is written', () => {
    expect(floodKey('198.51.100.7')).toBe('198.51.100.7')
    expect(floodKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
    const network = floodKey('2001:db8:85a3:12::1')
    expect(network).toBe('2001:db8:85a3:12::/64')
    expect(floodKey('2001:0db8:85a3:0012:ffff:1:2:3')).toBe(network)
    expect(floodKey('2001:DB8:85A3:12:a::')).toBe(network)
    expect(floodKey('2001:db8:85a3:13::1')).not.toBe(network)
    expect(floodKey('::1')).toBe('0:0:0:0::/64')
  })
})
