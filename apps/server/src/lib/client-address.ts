/**
 * The address a flood is counted under: an IPv4 address, or an IPv6 address's /64 (one subscriber's network,
 * which hands out any number of addresses); with `prefix` 48, the /48 a site or a cloud machine may hold.
 */
export function floodKey(ip: string, prefix: 64 | 48 = 64) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  if (!ip.includes(':')) return ip
  const [head = '', tail] = ip.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, prefix / 16)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/${prefix}`
}
