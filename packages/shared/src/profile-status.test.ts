import { describe, expect, it } from 'vitest';
import { isIncompleteProfileStatus, normaliseProfileStatus, ProfileStatus } from './profile-status.ts';

describe('profile status', () => {
  it('normalises the API values to the guard spelling', () => {
    expect(normaliseProfileStatus('NewUser')).toBe('NEW_USER');
    expect(normaliseProfileStatus('newWebUser')).toBe('NEW_WEB_USER');
    expect(normaliseProfileStatus('Onboarding')).toBe('ONBOARDING');
    expect(normaliseProfileStatus('KYC Requested')).toBe('KYC_REQUESTED');
  });

  it('treats exactly NewUser, Onboarding and newWebUser (either spelling) as incomplete', () => {
    const incomplete = ProfileStatus.options.filter((s) => isIncompleteProfileStatus(s));
    expect(incomplete.sort()).toEqual(['NewUser', 'Onboarding', 'newWebUser']);
    for (const s of ['NEW_USER', 'ONBOARDING', 'NEW_WEB_USER'])
      expect(isIncompleteProfileStatus(s)).toBe(true);
    expect(isIncompleteProfileStatus(null)).toBe(false);
    expect(isIncompleteProfileStatus('Completed')).toBe(false);
  });
});
