/** A host signed up through the dev outbox, with a published event: what the benchmarks read. */

export async function api<T>(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}/api/v1/${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

export interface SeedOptions {
  /** A picture uploaded as the event's cover before publishing. */
  cover?: { data: Buffer; type: string };
  description?: string;
}

export async function seedEvent(base: string, options: SeedOptions = {}): Promise<string> {
  // By SMS: the text message is plain, so seeding does not depend on e-mail rendering.
  const phoneNumber = `+1415${String(Date.now()).slice(-7)}`;
  await api(base, 'POST', 'createOtp', undefined, { phoneNumber, login_source: 'web' });
  const outbox = await api<{ items: Array<{ body: string }> }>(
    base,
    'GET',
    `dev/outbox?to=${encodeURIComponent(phoneNumber)}`,
  );
  const otp = /\b(\d{6})\b/.exec(outbox.items[0]?.body ?? '')?.[1];
  const { token } = await api<{ token: string }>(base, 'POST', 'verfiyOtp', undefined, {
    phoneNumber,
    otp,
    login_source: 'web',
  });
  await api(base, 'POST', 'profileSetup-web', token, {
    name: 'Bench Host',
    birthdate: '1990-01-01',
    gender: 'Woman',
    intent: 'Friendship',
  });
  await api(base, 'POST', 'organizations', token, { name: 'Bench Nights' });
  const startsAt = new Date(Date.now() + 48 * 3600_000);
  const event = await api<{ id: string }>(base, 'POST', 'events', token, {
    title: 'Ticket drop',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 3 * 3600_000).toISOString(),
    timeZone: 'UTC',
    venueName: 'The Hall',
    address: '1 Main St',
    city: 'Oakland',
    ...(options.description ? { description: options.description } : {}),
  });
  await api(base, 'POST', `events/${event.id}/ticket-types`, token, {
    name: 'GA',
    priceCents: 2500,
    quantity: 500,
  });
  if (options.cover) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(options.cover.data)], { type: options.cover.type }),
      'cover',
    );
    const res = await fetch(`${base}/api/v1/events/${event.id}/cover`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`cover upload: ${res.status} ${await res.text()}`);
  }
  await api(base, 'POST', `events/${event.id}/publish`, token);
  return event.id;
}
