import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it.each([
    ['/orders', '/orders'],
    ['/', '/'],
    ['/venue/1?x=2', '/venue/1?x=2'],
    ['/services/venue?district=Khulna#results', '/services/venue?district=Khulna#results'],
    ['/?verified=1', '/?verified=1'],
    ['/a/./b/../c', '/a/c'],
    ['/a/..', '/'],
    ['/orders?next=//evil.example', '/orders?next=//evil.example'],
    ['/a//b', '/a//b'],
    ['/%E0%A6%89%E0%A7%8E%E0%A6%B8%E0%A6%AC', '/%E0%A6%89%E0%A7%8E%E0%A6%B8%E0%A6%AC'],
  ])('keeps the path on our site %j → %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected)
  })

  it.each([
    // Other hosts, absolute or protocol-relative.
    'https://evil.example',
    'http://evil.example/orders',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    '///evil.example',
    'evil.example',
    'orders',
    // Dot segments that leave "//host" behind (the review's finding), raw and encoded.
    '/.//evil.example',
    '/..//evil.example',
    '/a/../..//evil.example',
    '/././/evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/..%2F%2Fevil.example',
    // Backslashes, which browsers read as slashes, raw and encoded (also doubly).
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/orders\\..\\..',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    // Control characters and spaces, which browsers strip before reading the URL.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n//evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    ' //evil.example',
    '/ /evil.example',
    '/\u00a0/evil.example',
    '/\u200b/evil.example',
    '/\u2028/evil.example',
    '/\ufeff/evil.example',
    '/orders\u0000',
    '/orders%00',
    // Broken encodings, and things that are not text.
    '/%E0%A4%A',
    '/%',
    '',
    '/'.padEnd(3000, 'a'),
    null,
    undefined,
    42,
    ['/orders'],
    { toString: () => '/orders' },
  ])('falls back for %j', (input) => {
    expect(safeRedirectPath(input)).toBe('/')
    expect(safeRedirectPath(input, '/login')).toBe('/login')
  })

  it('never answers anything a browser would resolve to another host', () => {
    const hostile = ['/.//x.example', '/%2F/x.example', '//x.example', '/\\x.example', '/%5C%5Cx.example', '/%2e%2e%2f%2fx.example']
    for (const input of hostile) {
      expect(safeRedirectPath(input), input).toMatch(/^\/(?![/\\])/)
    }
  })
})
