export const THEME_STORAGE_KEY = 'utsab-theme'
export type TTheme = 'light' | 'dark'

/** Runs in <head> before paint: the saved choice, else the system preference. Keep it tiny and ES5. */
export const THEME_INIT_SCRIPT = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');var d=t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d)}catch(e){}})()`

export const currentTheme = (): TTheme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light')

export function setTheme(theme: TTheme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}
