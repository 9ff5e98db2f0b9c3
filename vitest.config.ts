import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest's default leaves one core free (one worker on a 2-core machine); test files wait on their database and
    // on I/O much of the time, so every core is given a file.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          // The files of a worker share one module graph: the app's modules (Fastify, Drizzle, better-auth, React for the
          // emails) are imported once per worker, not once per file (345 s → 177 s for the whole run). Each file still has its
          // own database and app; nothing in the server keeps state at module level but counters (decision 054).
          isolate: false,
          // Migrates a template database once, not once per file: each test file gets a copy (openTestDatabase).
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The web app's production build (page tests) is loaded by Node as it is, not transformed again.
          server: { deps: { external: [/apps\/web\/build\//] } },
        },
      },
      {
        // Pages and components rendered in a DOM (happy-dom) through React Router's route stub.
        test: {
          name: 'web-dom',
          include: ['apps/web/app/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.ts', 'packages/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
})
