import { useSyncExternalStore } from 'react'
import { useT } from '#app/lib/i18n'
import { currentTheme, setTheme, type TTheme } from '#app/lib/theme'

const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

/** The server cannot know the theme; it renders the light-theme label and the client corrects it after hydration. */
const useTheme = (): TTheme => useSyncExternalStore(subscribe, currentTheme, () => 'light')

export function ThemeToggle() {
  const t = useT()
  const theme = useTheme()
  const next: TTheme = theme === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={next === 'dark' ? t('theme.toDark') : t('theme.toLight')}
      title={next === 'dark' ? t('theme.toDark') : t('theme.toLight')}
      className="inline-flex size-11 items-center justify-center rounded-full text-stone-700 hover:bg-stone-200 dark:text-stone-200 dark:hover:bg-stone-800"
    >
      {theme === 'dark' ? (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="4" />
          <path
            d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
            strokeLinecap="round"
          />
        </svg>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" strokeLinejoin="round" />
        </svg>
      )}
    </button>
  )
}
