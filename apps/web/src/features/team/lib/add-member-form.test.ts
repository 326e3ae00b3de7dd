import { describe, expect, it } from 'vitest';
import { AddMemberForm, addMemberRequest } from './add-member-form.ts';

describe('add member form', () => {
  it('reads an "@" as e-mail and anything else as a phone number', () => {
    expect(addMemberRequest({ contact: ' ada@example.com ', role: 'cohost' })).toEqual({
      email: 'ada@example.com',
      role: 'cohost',
    });
    expect(addMemberRequest({ contact: '+14155550100', role: 'door' })).toEqual({
      phone: '+14155550100',
      role: 'door',
    });
  });

  it('says a box that is neither a number nor an address could be either', () => {
    const result = AddMemberForm.safeParse({ contact: 'not-an-email 😀', role: 'door' });
    expect(result.error?.issues[0]?.message).toBe('Enter a phone number or e-mail address');
    // Digits read as a phone number: a short one gets the phone number's own message.
    const short = AddMemberForm.safeParse({ contact: '+1 (415) 55', role: 'door' });
    expect(short.error?.issues[0]?.message).not.toMatch(/e-mail/);
  });

  it('refuses an empty box, a bad number and the owner role', () => {
    expect(AddMemberForm.safeParse({ contact: '', role: 'door' }).success).toBe(false);
    expect(AddMemberForm.safeParse({ contact: '12', role: 'door' }).success).toBe(false);
    expect(AddMemberForm.safeParse({ contact: '+14155550100', role: 'owner' }).success).toBe(false);
  });
});
