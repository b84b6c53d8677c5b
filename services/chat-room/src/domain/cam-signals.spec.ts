import { describe, expect, it } from 'vitest';
import { chatOptions, iceServersOf } from '../chat-options.js';
import { candidateOf, SDP_MAX, sdpOf } from './cam-signals.js';

describe('live cam signals', () => {
  it('takes a session description up to SDP_MAX characters, nothing else', () => {
    const sdp = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n';
    expect(sdpOf(sdp)).toBe(sdp);
    expect(sdpOf(`v=0${'a'.repeat(SDP_MAX - 3)}`)).toHaveLength(SDP_MAX);
    for (const bad of [`v=0${'a'.repeat(SDP_MAX - 2)}`, '', 'hello', 42, null, { sdp }]) expect(() => sdpOf(bad), String(bad).slice(0, 20)).toThrow();
  });

  it('rebuilds a candidate field by field and refuses oversize or mistyped fields', () => {
    expect(candidateOf({ candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0, extra: { big: true } })).toEqual({
      candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
      usernameFragment: null,
    });
    expect(candidateOf({ candidate: '' })).toEqual({ candidate: '', sdpMid: null, sdpMLineIndex: null, usernameFragment: null });
    for (const bad of [
      null,
      [],
      'candidate:1',
      { candidate: 'c'.repeat(1_025) },
      { candidate: 'c', sdpMid: 'm'.repeat(65) },
      { candidate: 'c', sdpMLineIndex: -1 },
      { candidate: 'c', sdpMLineIndex: 1.5 },
      { candidate: 'c', usernameFragment: 7 },
    ])
      expect(() => candidateOf(bad), JSON.stringify(bad)?.slice(0, 40)).toThrow();
  });
});

describe('CHAT_ICE_SERVERS', () => {
  it('reads STUN and TURN servers as RTCPeerConnection takes them; anything else stops the start', () => {
    expect(iceServersOf('[]')).toEqual([]);
    expect(
      iceServersOf('[{"urls":"stun:stun.example.com:3478"},{"urls":["turn:t.example.com:3478","turns:t.example.com:5349"],"username":"u","credential":"p"}]'),
    ).toEqual([{ urls: 'stun:stun.example.com:3478' }, { urls: ['turn:t.example.com:3478', 'turns:t.example.com:5349'], username: 'u', credential: 'p' }]);
    for (const bad of ['', '{}', '[1]', '[{"urls":"http://x"}]', '[{"urls":[]}]', '[{"urls":"stun:x","username":1}]', 'not json'])
      expect(iceServersOf(bad), bad).toBeNull();
    expect(chatOptions({}, {}).iceServers).toEqual([]);
    expect(() => chatOptions({}, { CHAT_ICE_SERVERS: '[{"urls":"http://x"}]' })).toThrow(/CHAT_ICE_SERVERS/);
  });
});
