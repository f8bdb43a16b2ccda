import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // Whole-flow component tests click through many steps in jsdom: on 2 busy cores they need more than 5 s. A
    // limit, not a speed target (speed is measured by npm run bench).
    testTimeout: 20_000,
  },
});
