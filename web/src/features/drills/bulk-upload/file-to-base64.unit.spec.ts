import { describe, expect, it } from 'vitest';
import { fileProblem, fileToBase64 } from './file-to-base64';

describe('reading the chosen file', () => {
  it('encodes any bytes as base64, also past one chunk', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    expect(await fileToBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
    expect(await fileToBase64(new Blob(['Name,Brief\nÉcole,ü']))).toBe(
      Buffer.from('Name,Brief\nÉcole,ü').toString('base64'),
    );
  });

  it('refuses other kinds of file, empty files and files over the limit before sending them', () => {
    const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
    expect(fileProblem(file('drills.csv', 10), 100)).toBeNull();
    expect(fileProblem(file('drills.XLSX', 10), 100)).toBeNull();
    expect(fileProblem(file('drills.pdf', 10), 100)).toMatch(/not a CSV or Excel/);
    expect(fileProblem(file('drills.csv', 0), 100)).toMatch(/is empty/);
    expect(fileProblem(file('drills.csv', 101), 100)).toMatch(/larger than/);
  });
});
