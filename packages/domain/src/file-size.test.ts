import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize', () => {
  it('shows sizes under a kilobyte in bytes', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('shows kilobytes with one French decimal at most', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(250 * 1024)).toBe('250 KB');
  });

  it('shows megabytes from 1 MB, up to the 50 MB upload limit', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2,3 MB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MB');
  });

  it('reads a broken size as zero', () => {
    expect(formatFileSize(Number.NaN)).toBe('0 B');
    expect(formatFileSize(-3)).toBe('0 B');
  });
});
