import { describe, expect, it } from 'vitest';
import { splitServerFields } from '../../../lib/form-errors.ts';
import {
  BASIC_DETAILS_FIELDS,
  BasicDetailsForm,
  basicDetailsAliases,
  basicDetailsRequest,
  basicDetailsSchema,
} from './basic-details-form.ts';
import { EventInfoForm } from './event-info-form.ts';
import { issuesByStep, openUpTo, stepOfField } from './wizard-fields.ts';

describe('server fields → basic-details inputs', () => {
  const fields = {
    title: 'Give your event a title',
    startsAt: 'Choose when the event starts',
    endsAt: 'The end must be after the start',
    place: 'Add the address and city of the venue, or an online link',
    ticketTypes: 'Add at least one ticket type (a free one counts)',
  };

  it('puts each message on the input that fixes it', () => {
    const { byField, unplaced } = splitServerFields(
      fields,
      BASIC_DETAILS_FIELDS,
      basicDetailsAliases('venue'),
    );
    expect(byField).toEqual({
      title: 'Give your event a title',
      startDate: 'Choose when the event starts',
      endDate: 'The end must be after the start',
      address: 'Add the address and city of the venue, or an online link',
    });
    expect(unplaced).toEqual(['Add at least one ticket type (a free one counts)']);
  });

  it('sends the place message to the link for an online event', () => {
    const { byField } = splitServerFields(
      { place: 'x' },
      BASIC_DETAILS_FIELDS,
      basicDetailsAliases('online'),
    );
    expect(byField).toEqual({ onlineUrl: 'x' });
  });

  it('keeps the first message when two server keys land on one input', () => {
    const { byField } = splitServerFields(
      { address: 'Too long', place: 'Add the address' },
      BASIC_DETAILS_FIELDS,
      basicDetailsAliases('venue'),
    );
    expect(byField.address).toBe('Too long');
  });
});

describe('publish issues by step', () => {
  it('groups messages under the step that asks for them, in wizard order', () => {
    expect(
      issuesByStep({
        ticketTypes: 'Add at least one ticket type',
        'accessibility.notes': 'At most 500 characters',
        endsAt: 'This date has already passed',
        'settings.chatOn': 'Invalid',
        title: 'Give your event a title',
      }),
    ).toEqual([
      { step: 'basic-details', messages: ['This date has already passed', 'Give your event a title'] },
      { step: 'event-info', messages: ['At most 500 characters'] },
      { step: 'tickets&promo', messages: ['Add at least one ticket type'] },
      { step: 'general-settings', messages: ['Invalid'] },
    ]);
    expect(stepOfField('something-new')).toBe('basic-details');
  });

  it('opens the steps up to one past the furthest completed', () => {
    expect(openUpTo(null, false)).toBe(0);
    expect(openUpTo('basic-details', false)).toBe(1);
    expect(openUpTo('payouts', false)).toBe(4);
    expect(openUpTo(null, true)).toBe(4);
  });
});

describe('basic-details form', () => {
  const valid = {
    title: 'Rooftop Jazz',
    startDate: '2026-11-01',
    startTime: '01:30',
    endDate: '2026-11-01',
    endTime: '03:00',
    timeZone: 'America/Los_Angeles',
    placeKind: 'venue' as const,
    venueName: 'Blue Room',
    address: '12 Main St',
    city: 'Los Angeles',
    onlineUrl: '',
  };

  it('accepts a complete step and converts the wall times in the event’s zone', () => {
    expect(BasicDetailsForm.safeParse(valid).success).toBe(true);
    const request = basicDetailsRequest(valid);
    expect(request.startsAt).toBe('2026-11-01T08:30:00.000Z');
    expect(request.endsAt).toBe('2026-11-01T11:00:00.000Z');
    expect(request.onlineUrl).toBeNull();
    expect('coverImage' in request).toBe(false);
  });

  it('gives field-level messages for what is missing or wrong', () => {
    const result = BasicDetailsForm.safeParse({
      ...valid,
      title: ' ',
      endTime: '01:00',
      address: '',
      city: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      title: 'Give your event a title',
      endDate: 'The end must be after the start',
      address: 'Add the address of the venue',
      city: 'Add the city',
    });
  });

  it('asks for a link for an online event and clears the venue', () => {
    const online = { ...valid, placeKind: 'online' as const, onlineUrl: 'zoom' };
    const result = BasicDetailsForm.safeParse(online);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['onlineUrl']);
    const request = basicDetailsRequest({ ...online, onlineUrl: 'https://meet.example/abc' });
    expect(request).toMatchObject({
      venueName: null,
      address: null,
      onlineUrl: 'https://meet.example/abc',
    });
    // Covers come only from an upload, never from this form.
    expect('coverImage' in request).toBe(false);
  });

  it('leaves unfinished dates out of a draft save', () => {
    const request = basicDetailsRequest({ ...valid, startTime: '', endDate: '' });
    expect('startsAt' in request).toBe(false);
    expect('endsAt' in request).toBe(false);
  });

  it('refuses a start in the past on this step, unless it is the start already saved', () => {
    // 2026-11-01 01:30 in Los Angeles is 08:30 UTC; "now" is a day later.
    const now = () => Date.parse('2026-11-02T08:30:00.000Z');
    const messages = (saved: string | null) =>
      basicDetailsSchema(saved, now)
        .safeParse(valid)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages(null)).toEqual([['startDate', 'Choose a start in the future']]);
    expect(messages('2026-10-01T08:30:00.000Z')).toEqual([['startDate', 'Choose a start in the future']]);
    expect(messages('2026-11-01T08:30:00.000Z')).toBeUndefined();
    expect(basicDetailsSchema(null, () => Date.parse('2026-10-01T00:00:00Z')).safeParse(valid).success).toBe(
      true,
    );
  });
});

describe('event-info form', () => {
  const info = {
    description: '',
    stepFreeAccess: false,
    captioningOrAsl: false,
    quietSpace: false,
    allGenderRestrooms: false,
    notes: '',
  };
  it('takes a minimum age from 0 to 99 typed in full, and names the field otherwise', () => {
    for (const ageLimit of ['', '0', '18', '99'])
      expect(EventInfoForm.safeParse({ ...info, ageLimit }).success).toBe(true);
    for (const ageLimit of ['150', '100', '-1', '2x']) {
      expect(EventInfoForm.safeParse({ ...info, ageLimit }).error?.issues).toMatchObject([
        { path: ['ageLimit'], message: 'Enter a minimum age from 0 to 99, or leave it empty' },
      ]);
    }
  });
});
