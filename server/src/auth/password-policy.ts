import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

// zxcvbn-ts ships leaked-password lists ranked by frequency; the first 10,000 are the ones attackers try first.
const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000));

/** Why a password is refused, as sentences for the user; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(`Use at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (password.length > MAX_PASSWORD_LENGTH) problems.push(`Use at most ${MAX_PASSWORD_LENGTH} characters.`);
  if (COMMON.has(password.toLowerCase())) {
    problems.push('This password is among the 10,000 most common passwords; choose one that is harder to guess.');
  }
  return problems;
}
