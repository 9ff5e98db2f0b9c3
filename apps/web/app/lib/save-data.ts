/** Whether the visitor asked the browser to save data (Chromium's data saver, Android's Lite mode): the Save-Data hint, read in the page. */
export const savesData = (): boolean =>
  typeof navigator !== 'undefined' && (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
