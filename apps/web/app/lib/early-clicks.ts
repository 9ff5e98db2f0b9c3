/**
 * Buttons tapped while the page was still waking up (its scripts start after the first paint, decision 064): the page's
 * inline loader (scripts-after-paint.server.ts) keeps them until React owns the page, which then presses them again, so
 * a menu opened early opens instead of ignoring the tap. Only plain buttons (type="button"): links and forms work
 * without scripts, and submit buttons wait for hydration (SubmitButton).
 */
export const EARLY_CLICKS_GLOBAL = '__utsabEarlyClicks'

type TEarlyClicks = { stop: () => void; replay: () => void }

const earlyClicks = () => (globalThis as { [EARLY_CLICKS_GLOBAL]?: TEarlyClicks })[EARLY_CLICKS_GLOBAL]

/** Called as React starts hydrating: from then on React itself replays what is tapped. */
export const stopKeepingEarlyClicks = () => earlyClicks()?.stop()

/** Called once the page has hydrated: the buttons tapped before are pressed, in order. */
export const replayEarlyClicks = () => earlyClicks()?.replay()
