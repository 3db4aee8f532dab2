import { describe, expect, it } from 'vitest';
import { trustedOrigins } from './create-auth';

describe('trustedOrigins', () => {
  it('trusts only the public origin of a deployed app', () => {
    expect(trustedOrigins('https://mockups.example.com')).toEqual(['https://mockups.example.com']);
  });

  it('trusts both local host names and the Vite dev server for a local app', () => {
    expect(trustedOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
  });
});
