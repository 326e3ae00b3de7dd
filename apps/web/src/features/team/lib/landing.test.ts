import { describe, expect, it } from 'vitest';
import { landingFor } from './landing.ts';

describe('landingFor', () => {
  it('sends door staff to their door list and co-hosts to Host Center', () => {
    expect(landingFor('door')).toBe('/host-center/door');
    expect(landingFor('cohost')).toBe('/host-center');
    expect(landingFor('owner')).toBe('/host-center');
  });
});
