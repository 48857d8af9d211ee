import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [vue()],
  resolve: {
    alias: {
      '@': resolve(import.meta.dirname, 'src-renderer/src'),
      '@shared': resolve(import.meta.dirname, 'src-shared'),
    },
  },
  test: {
    include: [
      'test/server/**/*.test.ts',
      'test/main/**/*.test.ts',
      'test/renderer/**/*.test.ts',
      'test/scripts/**/*.test.ts',
    ],
    environment: 'node',
    // On PostgreSQL (SHOPDESK_TEST_DATABASE_URL): the migrated template of test databases.
    globalSetup: ['test/support/pg-global-setup.ts'],
    setupFiles: ['test/support/browser-language.ts'],
    // Password hashing (argon2id) makes a few tests slow on a 2-core machine.
    testTimeout: 20_000,
    // A suite's set-up (a migrated database, hashed passwords) shares the cores with the others.
    hookTimeout: 30_000,
    // One worker per core, not vitest's cores − 1: the server tests spend much of their time
    // waiting on PostgreSQL, child servers and sockets, so a 2-core CI machine with one worker
    // left a core idle for most of the run.
    maxWorkers: availableParallelism(),
  },
});
