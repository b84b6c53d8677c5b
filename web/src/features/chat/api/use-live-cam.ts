import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSiteError } from '@/shared/api';
import { log } from '@/shared/lib/log';
import { toast } from '@/shared/store/ui-store';
import type { CamSignal } from '../lib/chat-types';
import { useChat } from '../store/chat-store';
import { getLiveCamSettings } from './chat-api';
import { onChatEvent, requestCamOffer, sendCamSignal, startCamera, stopCamera } from './chat-socket';

/** She stops her camera when he has not opened her video this long after her offer (he does not pay for a video nobody sees). */
const ANSWER_TIMEOUT_MS = 20_000;

export type CamState = 'off' | 'starting' | 'on';

export interface LiveCam {
  /** She may start her camera here (a webcam-enabled lady in an active chat). */
  canStart: boolean;
  state: CamState;
  /** Hers (a preview) for the lady, the lady's for the man. */
  stream: MediaStream | null;
  /** A live cam minute (video_chat), credits. */
  pricePerMinute: number | null;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The live cam of the open room (chat-room README, socket): the lady offers her camera over
 * WebRTC (`camStart`, then `camOffer` and candidates), the man answers (`camAnswer`); signals go
 * through the chat socket and the media peer to peer (the STUN/TURN servers of GET live-cam).
 * While it is on, his minutes are billed at the video_chat price; either side turns it off. When his
 * page is reloaded or his socket comes back without a working video, he asks for a fresh offer
 * (`camRequestOffer`) and her page answers with a new peer connection and offer.
 */
export function useLiveCam({ roomId, man, active }: { roomId: string | null; man: boolean; active: boolean }): LiveCam {
  const { t } = useTranslation();
  const settings = useQuery({ queryKey: ['chat', 'live-cam'], queryFn: getLiveCamSettings, staleTime: 60_000, retry: 1 });
  const [state, setState] = useState<CamState>('off');
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [announcedPrice, setAnnouncedPrice] = useState<number | null>(null);
  const peer = useRef<RTCPeerConnection | null>(null);
  const local = useRef<MediaStream | null>(null);
  const pending = useRef<RTCIceCandidateInit[]>([]);
  const answerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const iceServers = useRef<RTCIceServer[]>([]);
  const socketState = useChat((s) => s.connection);
  useEffect(() => {
    iceServers.current = settings.data?.iceServers ?? [];
  }, [settings.data]);

  const teardown = useCallback(() => {
    clearTimeout(answerTimer.current);
    peer.current?.close();
    peer.current = null;
    local.current?.getTracks().forEach((track) => track.stop());
    local.current = null;
    pending.current = [];
    setStream(null);
    setState('off');
  }, []);

  const stop = useCallback(async () => {
    const wasOn = peer.current !== null || local.current !== null;
    teardown();
    if (roomId && wasOn) await stopCamera(roomId).catch((err) => log.warn('camStop failed', err));
  }, [roomId, teardown]);

  const newPeer = useCallback(
    (room: string) => {
      const connection = new RTCPeerConnection({ iceServers: iceServers.current });
      connection.onicecandidate = (e) => {
        if (e.candidate) void sendCamSignal('camIceCandidate', { roomId: room, candidate: e.candidate.toJSON() }).catch(() => {});
      };
      connection.onconnectionstatechange = () => {
        if (connection.connectionState !== 'failed' || peer.current !== connection) return;
        toast(t('chat.cam.failed'), 'error');
        void stop();
      };
      peer.current = connection;
      return connection;
    },
    [stop, t],
  );

  /**
   * Her camera to him on a new peer connection: the offer, then his answer within ANSWER_TIMEOUT_MS
   * or she stops. One offer at a time (his request may come while her first offer is being made);
   * a queued one is dropped once her camera is off.
   */
  const offering = useRef<Promise<void>>(Promise.resolve());
  const sendOffer = useCallback(
    (room: string, media: MediaStream) => {
      const next = offering.current
        .catch(() => {})
        .then(async () => {
          if (local.current !== media) return;
          clearTimeout(answerTimer.current);
          peer.current?.close();
          pending.current = [];
          const connection = newPeer(room);
          media.getTracks().forEach((track) => connection.addTrack(track, media));
          const offer = await connection.createOffer();
          await connection.setLocalDescription(offer);
          await sendCamSignal('camOffer', { roomId: room, sdp: offer.sdp });
          answerTimer.current = setTimeout(() => {
            if (peer.current === connection && !connection.remoteDescription) {
              toast(t('chat.cam.noAnswer'), 'warning');
              void stop();
            }
          }, ANSWER_TIMEOUT_MS);
        });
      offering.current = next;
      return next;
    },
    [newPeer, stop, t],
  );

  const flush = async (connection: RTCPeerConnection) => {
    for (const candidate of pending.current.splice(0)) await connection.addIceCandidate(candidate).catch(() => {});
  };

  // The socket listeners live as long as the room; they read the latest callbacks (a language switch does not drop the video).
  const latest = useRef({ newPeer, sendOffer, stop, teardown, t });
  useEffect(() => {
    latest.current = { newPeer, sendOffer, stop, teardown, t };
  }, [newPeer, sendOffer, stop, teardown, t]);

  useEffect(() => {
    if (!roomId) return;
    const { newPeer, stop, teardown, t } = {
      newPeer: (room: string) => latest.current.newPeer(room),
      stop: () => latest.current.stop(),
      teardown: () => latest.current.teardown(),
      t: ((key: string) => latest.current.t(key)) as (key: string) => string,
    };
    const mine = (p: { roomId?: string }) => p.roomId === roomId;
    const offs = [
      onChatEvent<{ roomId: string; pricePerMinute: number }>('camStarted', (p) => {
        if (!mine(p) || !man) return;
        setAnnouncedPrice(p.pricePerMinute);
        setState((s) => (s === 'off' ? 'starting' : s));
      }),
      onChatEvent<CamSignal>('camOffer', (p) => {
        if (!mine(p) || !man || !p.sdp) return;
        setState((s) => (s === 'off' ? 'starting' : s));
        peer.current?.close();
        const connection = newPeer(roomId);
        connection.ontrack = (e) => {
          setStream(e.streams[0] ?? new MediaStream([e.track]));
          setState('on');
        };
        void (async () => {
          await connection.setRemoteDescription({ type: 'offer', sdp: p.sdp });
          await flush(connection);
          const answer = await connection.createAnswer();
          await connection.setLocalDescription(answer);
          await sendCamSignal('camAnswer', { roomId, sdp: answer.sdp });
        })().catch((err) => {
          log.warn('live cam answer failed', err);
          toast(t('chat.cam.failed'), 'error');
          void stop();
        });
      }),
      // His page lost her video (a reload, a socket that came back): her page offers again on a new connection.
      onChatEvent<{ roomId: string }>('camRequestOffer', (p) => {
        const media = local.current;
        if (!mine(p) || man || !media) return;
        void latest.current.sendOffer(roomId, media).catch((err) => log.warn('live cam offer again failed', err));
      }),
      onChatEvent<CamSignal>('camAnswer', (p) => {
        const connection = peer.current;
        if (!mine(p) || man || !p.sdp || !connection) return;
        clearTimeout(answerTimer.current);
        void connection
          .setRemoteDescription({ type: 'answer', sdp: p.sdp })
          .then(() => flush(connection))
          .catch((err) => log.warn('live cam answer refused', err));
      }),
      onChatEvent<CamSignal>('camIceCandidate', (p) => {
        if (!mine(p) || !p.candidate) return;
        const connection = peer.current;
        if (connection?.remoteDescription) void connection.addIceCandidate(p.candidate).catch(() => {});
        else pending.current.push(p.candidate);
      }),
      onChatEvent<{ roomId: string; userId: string; reason: string }>('camStopped', (p) => {
        if (!mine(p)) return;
        const wasOn = peer.current !== null || local.current !== null;
        teardown();
        if (wasOn && p.reason === 'stopped' && man) toast(t('chat.cam.stopped'), 'info');
      }),
    ];
    return () => {
      offs.forEach((off) => off());
      // Leaving the conversation turns her camera off (and closes his video).
      if (peer.current || local.current) void stopCamera(roomId).catch(() => {});
      teardown();
    };
  }, [roomId, man]);

  // When the chat stops the server turns the camera off too (camStopped).
  const start = useCallback(async () => {
    if (!roomId || man) return;
    setState('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    } catch (err) {
      log.warn('camera refused', err);
      toast(t('chat.cam.noCamera'), 'error');
      setState('off');
      return;
    }
    local.current = media;
    setStream(media);
    let started = false;
    try {
      const { pricePerMinute } = await startCamera(roomId);
      started = true;
      setAnnouncedPrice(pricePerMinute);
      await sendOffer(roomId, media);
      setState('on');
    } catch (err) {
      teardown();
      if (started) void stopCamera(roomId).catch(() => {});
      toast(isSiteError(err, 10025) ? t('chat.cam.cannotPay') : isSiteError(err) && err.desc ? err.desc : t('chat.cam.failed'), 'error');
    }
  }, [roomId, man, sendOffer, teardown, t]);

  // His page (re)opened the room or his socket came back without a working video: if her camera is on
  // here, her page is asked for a new offer (a refusal means it is off: nothing to show).
  useEffect(() => {
    if (!man || !roomId || socketState !== 'connected') return;
    const current = peer.current?.connectionState;
    if (current === 'new' || current === 'connecting' || current === 'connected') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    requestCamOffer(roomId).then(
      ({ pricePerMinute }) => {
        if (cancelled) return;
        if (pricePerMinute !== null) setAnnouncedPrice(pricePerMinute);
        setState((s) => (s === 'off' ? 'starting' : s));
        // No offer came (her page is gone): his video closes, so he does not pay for a live cam he cannot see.
        timer = setTimeout(() => {
          if (cancelled || peer.current) return;
          latest.current.teardown();
          void stopCamera(roomId).catch(() => {});
        }, ANSWER_TIMEOUT_MS);
      },
      () => {},
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [man, roomId, socketState]);

  return {
    canStart: !man && active && !!roomId && settings.data?.canShowCamera === true,
    state,
    stream,
    pricePerMinute: announcedPrice ?? settings.data?.pricePerMinute ?? null,
    start,
    stop,
  };
}
