const u8 = (n: number) => Buffer.from([n])
const u16 = (n: number) => {
  const b = Buffer.alloc(2)
  b.writeUInt16BE(n)
  return b
}
const u32 = (n: number) => {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(n)
  return b
}
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts)
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body])
}
const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, u8(version), Buffer.from([0, 0, 0]), ...parts)

/**
 * A HEIC file as an iPhone writes it, in structure: a HEIF container (brand `heic`) whose primary item is
 * an HEVC-coded picture (`hvc1`, with its `hvcC` configuration and `ispe` size). The coded data is a
 * stand-in: no HEVC encoder is at hand (sharp's prebuilt libvips has none, as it has no decoder), and
 * the decoder is never reached — libheif stops at the missing HEVC plugin, as it does for a real photo.
 */
export function heicPhoto(width = 4032, height = 3024): Buffer {
  const ftyp = box('ftyp', Buffer.from('heic', 'latin1'), u32(0), Buffer.from('mif1heic', 'latin1'))
  const hvcC = box('hvcC', Buffer.from([1, 0x01, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 0x5d, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]))
  const ispe = fullBox('ispe', 0, u32(width), u32(height))
  const iprp = box('iprp', box('ipco', hvcC, ispe), fullBox('ipma', 0, u32(1), u16(1), u8(2), u8(0x81), u8(0x02)))
  const hdlr = fullBox('hdlr', 0, u32(0), Buffer.from('pict', 'latin1'), u32(0), u32(0), u32(0), u8(0))
  const pitm = fullBox('pitm', 0, u16(1))
  const iinf = fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), Buffer.from('hvc1', 'latin1'), u8(0)))
  const data = Buffer.concat([u32(12), Buffer.from([0x26, 0x01, 0xaf, 0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88])])
  const iloc = (offset: number) => fullBox('iloc', 0, u8(0x44), u8(0), u16(1), u16(1), u16(0), u16(1), u32(offset), u32(data.length))
  const meta = (offset: number) => fullBox('meta', 0, hdlr, pitm, iloc(offset), iinf, iprp)
  const offset = ftyp.length + meta(0).length + 8
  return Buffer.concat([ftyp, meta(offset), box('mdat', data)])
}
