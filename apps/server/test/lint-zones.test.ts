import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../src/paths'

/**
 * The import zones of eslint.config.js are errors: each case lints a one-line file at a real path
 * (no file is written) and expects no-restricted-paths to refuse it. Also: `npx eslint <file>`.
 */
const eslint = new ESLint({ cwd: repoRoot })
const refusals = async (file: string, code: string) => {
  const [result] = await eslint.lintText(`${code}\nexport const x = y\n`, { filePath: path.join(repoRoot, file) })
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message)
}

/** Some module in `folder` (relative to the repo), without its extension: probes import real files, whatever gets moved. */
const someModuleIn = (folder: string) => {
  const file = readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' }).find(
    (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
  )
  if (!file) throw new Error(`no module in ${folder}`)
  return file.replace(/\.tsx?$/, '')
}
const webRoute = someModuleIn('apps/web/app/routes')
const webOrders = someModuleIn('apps/web/app/features/orders')
const webCatalog = someModuleIn('apps/web/app/features/catalog')
const webWidget = someModuleIn('apps/web/app/widgets')

describe('lint zones', () => {
  it.each([
    ['apps/server/src/lib/zone-probe.ts', "import { y } from '../features/orders/service'", 'Server lib'],
    ['apps/server/src/db/zone-probe.ts', "import { y } from '../features/orders/service'", 'Server db'],
    ['apps/server/src/plugins/zone-probe.ts', "import { y } from '../features/orders/service'", 'Server plugins'],
    ['apps/server/src/features/orders/zone-probe.ts', "import { y } from '../payments/service'", 'Features do not import each other'],
    ['apps/web/app/lib/zone-probe.ts', `import { y } from '../features/orders/${webOrders}'`, 'Web lib'],
    ['apps/web/app/components/zone-probe.ts', `import { y } from '../routes/${webRoute}'`, 'Web components'],
    ['apps/web/app/features/orders/zone-probe.ts', `import { y } from '../../routes/${webRoute}'`, 'Features never import routes'],
    ['apps/web/app/features/orders/zone-probe.ts', `import { y } from '../catalog/${webCatalog}'`, 'Features do not import each other'],
    ['apps/web/app/widgets/zone-probe.ts', `import { y } from '../routes/${webRoute}'`, 'widgets'],
    ['apps/web/app/widgets/zone-probe.ts', `import { y } from '../features/orders/${webOrders}'`, 'widgets'],
    ['apps/web/app/components/ui/zone-probe.ts', `import { y } from '../../widgets/${webWidget}'`, 'widgets'],
    ['apps/web/app/lib/zone-probe.ts', `import { y } from '#app/widgets/${webWidget}'`, 'widgets'],
  ])('%s: %s is refused', { timeout: 120_000 }, async (file, code, message) => {
    expect((await refusals(file, code)).join('\n')).toContain(message)
  })

  it('allows the way down: a feature imports lib and shared, a web feature a widget, a widget the ui', { timeout: 120_000 }, async () => {
    expect(await refusals('apps/server/src/features/orders/zone-probe.ts', "import { y } from '../../lib/errors'")).toEqual([])
    expect(await refusals('apps/web/app/features/orders/zone-probe.ts', `import { y } from '#app/widgets/${webWidget}'`)).toEqual([])
    expect(await refusals('apps/web/app/widgets/zone-probe.ts', "import { y } from '#app/components/ui/spinner'")).toEqual([])
  })

  it('reads the feature list from the folders, so a new feature is covered at once', async () => {
    const { featuresIn } = (await import(path.join(repoRoot, 'eslint.config.js'))) as { featuresIn: (folder: string) => string[] }
    expect(featuresIn('./apps/server/src/features')).toEqual(expect.arrayContaining(['orders', 'payments', 'admin']))
    expect(featuresIn('./apps/web/app/features')).toEqual(expect.arrayContaining(['orders', 'catalog']))
  })
})
