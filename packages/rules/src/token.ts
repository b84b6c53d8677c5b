function base64UrlDecode(input: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of input.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')) {
    const index = alphabet.indexOf(ch);
    if (index < 0) throw new Error('not base64url');
    value = (value << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  let out = '';
  for (const b of bytes) out += String.fromCharCode(b);
  return decodeURIComponent(escape(out));
}

/** Spec section 5: a token counts as expired if it cannot be decoded or has no exp. */
export function isTokenExpired(token: string | null | undefined, nowMs: number = Date.now()): boolean {
  if (!token) return true;
  const parts = token.split('.');
  if (parts.length !== 3) return true;
  try {
    const payload = JSON.parse(base64UrlDecode(parts[1]!)) as { exp?: unknown };
    if (typeof payload.exp !== 'number') return true;
    return payload.exp * 1000 <= nowMs;
  } catch {
    return true;
  }
}
