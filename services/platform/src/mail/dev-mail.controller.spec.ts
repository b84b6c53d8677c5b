import { describe, expect, it } from 'vitest';
import { isLoopback, linkify, renderMailPage } from './dev-mail.controller.js';

describe('captured mail page', () => {
  it('links addresses and escapes everything else', () => {
    expect(linkify('open http://localhost/reset-password?token=a&b=1 now <script>')).toBe(
      'open <a href="http://localhost/reset-password?token=a&amp;b=1">http://localhost/reset-password?token=a&amp;b=1</a> now &lt;script&gt;',
    );
  });

  it('lists messages in the given order', () => {
    const html = renderMailPage([
      { id: '2', to: 'b@x.co', from: 'f', subject: 'Second', text: 't', sent_at: '2' },
      { id: '1', to: 'a@x.co', from: 'f', subject: 'First <i>', text: 't', sent_at: '1' },
    ]);
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First'));
    expect(html).toContain('First &lt;i&gt;');
    expect(renderMailPage([])).toContain('No mail captured yet.');
  });

  it('is shown to this machine only: loopback addresses, IPv4-mapped too', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(['203.0.113.9', '::ffff:10.0.0.1', '10.127.0.1', '::2', '', undefined, 'localhost'].map(isLoopback)).toEqual(Array(7).fill(false));
  });
});
