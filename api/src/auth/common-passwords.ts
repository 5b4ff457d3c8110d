import { dictionary } from '@zxcvbn-ts/language-common';

// ~49,000 most common passwords (zxcvbn-ts). Compared case-insensitively, also with trailing digits/symbols removed.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const stem = lower.replace(/[\d!@#$%^&*.?_-]+$/u, '');
  return stem.length >= 4 && common.has(stem) && new Set(lower).size < 8;
}
