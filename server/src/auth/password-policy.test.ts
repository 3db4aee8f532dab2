import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy';

describe('passwordProblems', () => {
  it('accepts a long uncommon password', () => {
    expect(passwordProblems('violet-teapot-87-orbit')).toEqual([]);
  });

  it('gives the length reason for short and overlong passwords', () => {
    expect(passwordProblems('zq9#Kt')).toEqual(['Use at least 8 characters.']);
    expect(passwordProblems('x'.repeat(129))).toEqual(['Use at most 128 characters.']);
  });

  it('refuses passwords from the common list whatever their case', () => {
    expect(passwordProblems('Password1')[0]).toMatch(/most common passwords/);
    expect(passwordProblems('iloveyou')[0]).toMatch(/most common passwords/);
  });
});
