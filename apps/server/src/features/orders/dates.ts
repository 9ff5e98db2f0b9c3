/** Today's date in Bangladesh (Asia/Dhaka), as YYYY-MM-DD: event dates are local calendar days. */
export const todayInDhaka = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(now)

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
