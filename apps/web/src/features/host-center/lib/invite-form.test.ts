import { describe, expect, it } from 'vitest';
import { InviteForm, inviteRequest } from './invite-form.ts';

describe('the invite box', () => {
  it('tells e-mail from phone', () => {
    expect(inviteRequest({ contact: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
    expect(inviteRequest({ contact: '+1 415 555 0100' })).toEqual({ phone: '+1 415 555 0100' });
  });

  it('checks each kind with the shared rules', () => {
    expect(InviteForm.safeParse({ contact: '+14155550100' }).success).toBe(true);
    expect(InviteForm.safeParse({ contact: 'Ada@Example.com' }).success).toBe(true);
    expect(InviteForm.safeParse({ contact: '4155550100' }).error?.issues[0]?.message).toMatch(/country code/);
    expect(InviteForm.safeParse({ contact: 'ada@' }).error?.issues[0]?.message).toBe(
      'Enter a valid e-mail address',
    );
    expect(InviteForm.safeParse({ contact: '  ' }).error?.issues[0]?.message).toBe(
      'Enter a phone number or e-mail address',
    );
  });
});
