import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { stopKeepingEarlyClicks } from '#app/lib/early-clicks'

// React Router's own start-up, but for the taps made before it: React replays those made while it hydrates.
stopKeepingEarlyClicks()
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
