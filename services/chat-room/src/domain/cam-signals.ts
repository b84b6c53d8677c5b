import { ChatError } from './chat-errors.js';

/**
 * The live cam's WebRTC signals as the socket relays them (issue 11, section 5), checked before
 * anything is relayed: an SDP offer or answer is a string of at most SDP_MAX characters (a camera
 * offer is 3 to 8 kB; the socket refuses packets over 16 kB), an ICE candidate a small record
 * rebuilt field by field, so nothing else travels to the companion.
 */
export const SDP_MAX = 12_000;
export const CANDIDATE_MAX = 1_024;

export interface IceCandidate {
  candidate: string;
  sdpMid: string | null;
  sdpMLineIndex: number | null;
  usernameFragment: string | null;
}

const invalid = (message: string) => new ChatError('CHAT.INVALID', message);

/** An offer's or answer's SDP. */
export function sdpOf(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('v=0')) throw invalid('The sdp field is required (a session description)');
  if (value.length > SDP_MAX) throw invalid(`The sdp cannot be longer than ${SDP_MAX} characters`);
  return value;
}

/** An ICE candidate (RTCIceCandidateInit); the empty candidate ends the gathering. */
export function candidateOf(value: unknown): IceCandidate {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw invalid('The candidate field is required');
  const c = value as Record<string, unknown>;
  if (typeof c.candidate !== 'string' || c.candidate.length > CANDIDATE_MAX)
    throw invalid(`The candidate must be a text of at most ${CANDIDATE_MAX} characters`);
  const text = (v: unknown, max: number, name: string) => {
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string' || v.length > max) throw invalid(`The ${name} must be a text of at most ${max} characters`);
    return v;
  };
  const index = c.sdpMLineIndex;
  if (index !== undefined && index !== null && !(Number.isInteger(index) && (index as number) >= 0 && (index as number) < 64))
    throw invalid('The sdpMLineIndex must be a whole number from 0 to 63');
  return {
    candidate: c.candidate,
    sdpMid: text(c.sdpMid, 64, 'sdpMid'),
    sdpMLineIndex: (index as number | null | undefined) ?? null,
    usernameFragment: text(c.usernameFragment, 256, 'usernameFragment'),
  };
}
