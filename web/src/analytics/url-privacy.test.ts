import { describe, expect, it } from 'vitest';
import { withoutUrlQueries } from './url-privacy';

describe('withoutUrlQueries', () => {
  it('cuts every address of an event before its query or fragment, and leaves the rest', () => {
    const event = {
      event: '$pageview',
      properties: {
        $current_url: 'https://archive.example.com/reset-password?token=secret#top',
        $referrer: 'https://mail.example.com/inbox?id=42',
        $pathname: '/reset-password',
        $screen_width: 1280,
        title: 'Archive',
      },
      $set_once: { $initial_current_url: 'https://archive.example.com/organizations/org_1/documents?q=salary' },
    };
    expect(withoutUrlQueries(event)).toEqual({
      event: '$pageview',
      properties: {
        $current_url: 'https://archive.example.com/reset-password',
        $referrer: 'https://mail.example.com/inbox',
        $pathname: '/reset-password',
        $screen_width: 1280,
        title: 'Archive',
      },
      $set_once: { $initial_current_url: 'https://archive.example.com/organizations/org_1/documents' },
    });
  });

  it('keeps the person properties an identify sets', () => {
    const identify = { event: '$identify', properties: { distinct_id: 'usr_1' }, $set: { email: 'ada@example.com' } };
    expect(withoutUrlQueries(identify)).toEqual(identify);
  });
});
