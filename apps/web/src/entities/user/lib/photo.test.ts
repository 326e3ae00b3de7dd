import { UPLOAD_MAX_BYTES } from '@mingle/shared/constants';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo.ts';

describe('photoProblem', () => {
  it('accepts an image up to the upload limit', () => {
    expect(photoProblem({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(photoProblem({ type: 'image/heic', size: 1 })).toBeNull();
  });

  it('refuses a file that is not an image before uploading it', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toMatch(/not an image/);
    expect(photoProblem({ type: '', size: 10 })).toMatch(/not an image/);
  });

  it('refuses a photo over 5 MB, saying how large it is', () => {
    expect(photoProblem({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toMatch(/5\.0 MB.*at most 5 MB/);
    expect(photoProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toMatch(/6\.0 MB/);
  });
});
