import { coverSrcSet, EVENT_DATA_ELEMENT_ID, EVENT_PAGE_COVER_SIZES } from '@mingle/shared/cover';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAppWithClient } from '../../../test/client-build.ts';
import { createDraft, createHost, createPublishedEvent, type Host } from '../../../test/event-fixtures.ts';
import { call } from '../../../test/helpers.ts';
import { pictureForm, smallPng } from '../../../test/upload-helpers.ts';
import { jsonForScript } from './event-page-data.ts';

const INDEX = `<!doctype html><html><head><meta charset="UTF-8" />
<title>Mingle</title>
</head><body><div id="root"><div class="shell"><header class="site-header"></header></div></div></body></html>`;

const DATA_SCRIPT = new RegExp(
  `<script type="application/json" id="${EVENT_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  'g',
);

describe('the event page carries its public event in the HTML', () => {
  const t = useAppWithClient({ 'index.html': INDEX }, { EVENT_CACHE_MS: '0' });
  let host: Host;
  beforeAll(async () => {
    host = await createHost(t, 'Page Hosts');
  });

  const page = async (url: string, token?: string) => {
    const res = await call(t.app, { method: 'GET', url, token });
    expect(res.status).toBe(200);
    return res.body as string;
  };
  const inlined = (html: string) => [...html.matchAll(DATA_SCRIPT)].map((m) => m[1] as string);

  it('inlines the signed-out view of a public event, preloads its cover at the page size and paints it under the header', async () => {
    const event = await createPublishedEvent(t, host, { title: 'Harbour Lights' });
    const form = await pictureForm(await smallPng('#224466', 64));
    const upload = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${event.id}/cover`,
      token: host.token,
      payload: form.payload,
      headers: form.headers,
    });
    expect(upload.status).toBe(200);
    const cover: string = upload.body.data.coverImage;
    // Cropped around the host's focal point, as EventCover will crop it, so nothing moves on mount.
    const focus = await call(t.app, {
      method: 'PATCH',
      url: `/api/v1/events/${event.id}`,
      token: host.token,
      payload: { coverFocusX: 30, coverFocusY: 70 },
    });
    expect(focus.status).toBe(200);

    const html = await page(`/event-details?id=${event.id}`);
    const scripts = inlined(html);
    expect(scripts).toHaveLength(1);
    const api = await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}` });
    expect(JSON.parse(scripts[0] as string)).toEqual(api.body.data);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" href="${cover.replace('.webp', '-w960.webp')}" imagesrcset="${coverSrcSet(cover)}" imagesizes="${EVENT_PAGE_COVER_SIZES}" fetchpriority="high" />`,
    );
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toContain(
      `</header><main class="shell-main"><article class="container page event-page"><div class="event-layout"><img class="event-cover event-page-cover" style="object-position:30% 70%" src="${cover.replace('.webp', '-w960.webp')}" srcset="${coverSrcSet(cover)}" sizes="${EVENT_PAGE_COVER_SIZES}" width="1600" height="800" alt="" fetchpriority="high" decoding="async" /><div class="event-head"><h1 class="event-title">Harbour Lights</h1>`,
    );
  });

  it("paints the first screen from the event: title, host, date and place in the event's zone, price", async () => {
    const event = await createPublishedEvent(
      t,
      host,
      {
        title: 'Dockside Swing',
        startsAt: '2031-07-04T02:00:00.000Z',
        endsAt: '2031-07-04T05:00:00.000Z',
        timeZone: 'America/Los_Angeles',
        venueName: 'Pier 9',
        address: '9 Harbor Way',
        city: 'Oakland',
      },
      { priceCents: 2500 },
    );
    const body = (await page(`/event-details?id=${event.id}`)).split('<body>')[1] as string;
    expect(body).toContain(
      '<div class="event-cover event-cover-empty event-page-cover" aria-hidden="true"></div>',
    );
    expect(body).toContain('<h1 class="event-title">Dockside Swing</h1>');
    expect(body).toContain('<p class="host-row-name">Page Hosts</p><p class="hint">0 subscribers</p>');
    expect(body).toContain(
      '<p class="event-fact-main">Thursday, July 3, 2031, 7:00\u2009–\u200910:00\u202fPM PDT</p>',
    );
    expect(body).toContain('<p class="event-fact-main">Pier 9, 9 Harbor Way, Oakland</p>');
    expect(body).toContain('<p class="event-action-price">$25</p>');
  });

  it('escapes every text of the event it paints: no element or attribute comes from a host', async () => {
    const hostile = '<img src=x onerror=alert(1)>"\'&';
    const evil = await createHost(t, `Org ${hostile}`);
    const event = await createPublishedEvent(t, evil, {
      title: `Title ${hostile}`,
      description: `<p>About <script>alert(2)</script><img src=x onerror=alert(3)></p>`,
      venueName: `Venue ${hostile}`,
      address: `Street ${hostile}`,
      city: `City ${hostile}`,
    });
    const html = await page(`/event-details?id=${event.id}`);
    const body = html.split('<body>')[1] as string;
    const escaped = '&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;';
    expect(body).toContain(`<h1 class="event-title">Title ${escaped}</h1>`);
    expect(body).toContain(`<p class="host-row-name">Org ${escaped}</p>`);
    expect(body).toContain(`Venue ${escaped}, Street ${escaped}, City ${escaped}`);
    // Outside the inlined data (all \u escapes), the host's markup is only ever text.
    const outsideData = html.replace(DATA_SCRIPT, '');
    expect(outsideData).not.toMatch(/<img[^>]*onerror|<script|alert\([23]\)/);
  });

  it("never carries a signed-in viewer's own fields, even when the page is asked for with a token", async () => {
    const event = await createPublishedEvent(t, host, { title: 'Hosts only' });
    const data = JSON.parse(inlined(await page(`/event-details?id=${event.id}`, host.token))[0] as string);
    const signedOut = await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}` });
    expect(data).toEqual(signedOut.body.data);
    const asHost = await call(t.app, { method: 'GET', url: `/api/v1/events/${event.id}`, token: host.token });
    expect(asHost.body.data.viewer).not.toEqual(data.viewer);
  });

  it("keeps a title with $' $` $& as text: the page's HTML around it is never copied into the tags or the data", async () => {
    const title = "Cash $' bar $` night $& $$ </script>";
    const event = await createPublishedEvent(t, host, { title });
    const html = await page(`/event-details?id=${event.id}`);
    expect(html.split('</head>')).toHaveLength(2);
    expect(html.split('<body>')).toHaveLength(2);
    expect(html).toContain(`<title>Cash $&#39; bar $\` night $&amp; $$ &lt;/script&gt; · Mingle</title>`);
    const scripts = inlined(html);
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0] as string).title).toBe(title);
  });

  it('inlines nothing for a private, draft, cancelled or unknown event', async () => {
    const privateEvent = await createPublishedEvent(t, host, { title: 'Invite only', visibility: 'private' });
    const privateHtml = await page(`/event-details?id=${privateEvent.id}`);
    expect(privateHtml).toContain('<meta property="og:title" content="Invite only" />');
    expect(inlined(privateHtml)).toEqual([]);
    expect(privateHtml).not.toContain('rel="preload"');
    expect(privateHtml).not.toContain('<img');

    const draft = await createDraft(t, host, { title: 'Not yet' });
    const cancelled = await createPublishedEvent(t, host, { title: 'Called off' });
    const cancel = await call(t.app, {
      method: 'POST',
      url: `/api/v1/events/${cancelled.id}/cancel`,
      token: host.token,
      payload: { message: 'Rain' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    for (const id of [draft.id, cancelled.id, '00000000-0000-4000-8000-000000000000']) {
      expect(await page(`/event-details?id=${id}`)).toBe(INDEX);
    }
  });

  it('keeps a hostile title inside its script element, and reads it back exactly', async () => {
    const title = '</script><script>alert(1)</script><!-- \u2028\u2029 & "q"';
    const event = await createPublishedEvent(t, host, { title });
    const html = await page(`/event-details?id=${event.id}`);
    const [json] = inlined(html);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json as string).title).toBe(title);
    // The only script elements are the untouched page's (none here) and the data element.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('escapes what could end or change a script element', () => {
    expect(jsonForScript({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}');
  });
});
