import { describe, expect, it } from 'vitest'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { APPLICATION_FILE_MAX_BYTES, fileProblem, filesOf, filesProblem, imageFormatOf } from './application-files'
import { inEnglish } from '@utsab/shared/i18n/english'

/** A problem as English writes it (problems are message keys). */
const english = async (found: Promise<string | undefined>) => {
  const text = await found
  return text && inEnglish(text)
}

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])))

const PNG_HEAD = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)
const png = (name = 'stage.png', size = PNG_HEAD.length) => {
  const body = new Uint8Array(size)
  body.set(PNG_HEAD)
  return new File([body], name, { type: 'image/png' })
}
const RULES = { required: MERCHANT_TEXTS.picturesRequired, max: 6 }

describe('imageFormatOf', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')],
    ['png', PNG_HEAD],
    ['gif', bytes('GIF89a', 1, 0, 1, 0)],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBP')],
    ['avif', bytes(0, 0, 0, 0x1c, 'ftyp', 'avif')],
    ['heif', bytes(0, 0, 0, 0x18, 'ftyp', 'heic')],
  ] as const)('recognises %s by its first bytes', (format, head) => {
    expect(imageFormatOf(head)).toBe(format)
  })

  it.each([
    ['text', bytes('Just some notes')],
    ['SVG', bytes('<svg xmlns="htt')],
    ['PDF', bytes('%PDF-1.7\n%', 0xe2, 0xe3)],
    ['an MP4 video', bytes(0, 0, 0, 0x20, 'ftyp', 'isom')],
    ['a RIFF that is not WebP', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_, head) => {
    expect(imageFormatOf(head)).toBeUndefined()
  })
})

describe('filesOf', () => {
  it('reads arrays and array-likes, and treats anything else as no files', () => {
    const file = png()
    expect(filesOf([file])).toEqual([file])
    expect(filesOf({ length: 1, 0: file })).toEqual([file])
    expect(filesOf(undefined)).toEqual([])
    expect(filesOf('C:\\fakepath\\stage.png')).toEqual([])
  })
})

describe('fileProblem', () => {
  it('accepts an image by its content, whatever its name says', async () => {
    expect(await english(fileProblem(png('scan.bin')))).toBeUndefined()
  })

  it('refuses a text file named .jpg, naming it', async () => {
    const fake = new File(['not a picture at all'], 'holiday.jpg', { type: 'image/jpeg' })
    expect(await english(fileProblem(fake))).toBe(MERCHANT_TEXTS.fileNotImage('holiday.jpg'))
  })

  it('refuses an image over the size limit', async () => {
    expect(await english(fileProblem(png('big.png', APPLICATION_FILE_MAX_BYTES)))).toBeUndefined()
    expect(await english(fileProblem(png('big.png', APPLICATION_FILE_MAX_BYTES + 1)))).toBe(MERCHANT_TEXTS.fileTooLarge('big.png', 5))
  })
})

describe('filesProblem', () => {
  it('asks for at least one file', async () => {
    expect(await english(filesProblem([], RULES))).toBe(MERCHANT_TEXTS.picturesRequired)
  })

  it('limits how many files may be chosen', async () => {
    expect(
      await english(
        filesProblem(
          Array.from({ length: 6 }, () => png()),
          RULES,
        ),
      ),
    ).toBeUndefined()
    expect(
      await english(
        filesProblem(
          Array.from({ length: 7 }, () => png()),
          RULES,
        ),
      ),
    ).toBe(MERCHANT_TEXTS.picturesTooMany(6))
    expect(await english(filesProblem([png(), png()], { required: MERCHANT_TEXTS.licenceRequired, max: 1 }))).toBe(
      'Choose only one picture.',
    )
  })

  it('names the first file that is refused', async () => {
    const fake = new File(['hello'], 'notes.jpg', { type: 'image/jpeg' })
    expect(await english(filesProblem([png(), fake], RULES))).toBe(MERCHANT_TEXTS.fileNotImage('notes.jpg'))
  })
})
