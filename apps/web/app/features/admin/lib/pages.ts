/** The URL of a page of a list (page 1 has no parameter, so it has one address), after the parameters the path has. */
export const pageHref = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`

/** The `page` search parameter: a whole number from 1, or undefined when it is something else. */
export function parsePage(value: string | null): number | undefined {
  if (value === null || value === '') return 1
  if (!/^\d{1,6}$/.test(value)) return undefined
  const page = Number(value)
  return page >= 1 ? page : undefined
}

/** 1 … 4 5 [6] 7 8 … 20: the first, the last and two on each side of the current page; null is a gap. */
export function pageNumbers(page: number, totalPages: number): (number | null)[] {
  const wanted = new Set([1, totalPages])
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= totalPages) wanted.add(n)
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const n of sorted) {
    const previous = out.at(-1)
    if (typeof previous === 'number' && n - previous > 1) out.push(n - previous === 2 ? previous + 1 : null)
    out.push(n)
  }
  return out
}
