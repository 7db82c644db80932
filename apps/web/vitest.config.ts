import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The unit tests render with React 19 and @testing-library/react, as the build ships.
export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
