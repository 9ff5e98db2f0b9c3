import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The apps/server folder, whether running from src (tsx, vitest) or from the dist bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('Cannot find the apps/server folder')
    dir = parent
  }
  return dir
}

export const serverRoot = findServerRoot()
export const repoRoot = path.resolve(serverRoot, '../..')
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations')
export const webBuildFolder = path.join(repoRoot, 'apps/web/build')
export const webRoot = path.join(repoRoot, 'apps/web')
