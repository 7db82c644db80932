import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
