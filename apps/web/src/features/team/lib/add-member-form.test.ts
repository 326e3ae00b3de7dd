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

  it('refuses an empty box, a bad number and the owner role', () => {
    expect(AddMemberForm.safeParse({ contact: '', role: 'door' }).success).toBe(false);
    expect(AddMemberForm.safeParse({ contact: '12', role: 'door' }).success).toBe(false);
    expect(AddMemberForm.safeParse({ contact: '+14155550100', role: 'owner' }).success).toBe(false);
  });
});
