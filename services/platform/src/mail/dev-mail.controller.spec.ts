import { describe, expect, it } from 'vitest';
import { linkify, renderMailPage } from './dev-mail.controller.js';

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
});
