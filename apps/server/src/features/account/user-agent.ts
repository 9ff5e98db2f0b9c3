import type { TAccountSession } from '@utsab/shared/schemas/account'

type TDevice = TAccountSession['device']

/** First match wins: browsers built on Chrome name Chrome too, so they come first. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * What a person recognises of a session's browser: its name, its system and whether it is a phone,
 * tablet or computer ("Chrome on Android, phone"). Unknown parts are null; the page says "Unknown browser".
 * Headless browsers and scripts say who they are only in ways nobody recognises, so they stay unknown.
 */
export function deviceOf(userAgent: string | null | undefined): TDevice {
  const ua = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  const kind =
    os === 'iPad' || (os === 'Android' && !/\bMobile\b/.test(ua))
      ? 'tablet'
      : os === 'iPhone' || os === 'Android' || /\bMobile\b/.test(ua)
        ? 'phone'
        : os
          ? 'computer'
          : null
  return { browser, os, kind }
}
