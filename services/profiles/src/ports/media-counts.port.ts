/**
 * How many photos and videos a member has per album. The media part (photos, videos, moderation)
 * implements this over its own tables and replaces `NO_MEDIA_YET` in ProfilesModule; until then
 * every member has none.
 */
export interface MediaCounters {
  photos: { public: number; private: number; purchased: number; all: number; on_moderation: number };
  videos: { public: number; private: number; purchased: number; all: number; on_moderation: number };
}

export interface MediaCounts {
  countsOf(memberId: string): Promise<MediaCounters>;
}

export const MEDIA_COUNTS = Symbol('MEDIA_COUNTS');

const none = () => ({ public: 0, private: 0, purchased: 0, all: 0, on_moderation: 0 });

/** Media is not built yet: nobody has any. */
export const NO_MEDIA_YET: MediaCounts = {
  countsOf: async () => ({ photos: none(), videos: none() }),
};
