/**
 * English strings of the notifications and news screens, merged into the account bundle.
 * `<profile>` wraps the sender's name: it links to their profile.
 */
export const enNotifications = {
  notifications: {
    title: 'Notifications',
    lead: 'Letters, winks, favorites and visits: what members did for you, newest first.',
    all: 'All',
    fromFavorites: 'From favorites',
    markAll: 'Mark all as read',
    markedAll: 'All notifications are marked as read',
    markOne: 'Mark as read',
    someone: 'A member',
    text: {
      mail: '<profile>{name}</profile> sent you a letter',
      wink: '<profile>{name}</profile> winked at you',
      favorite: '<profile>{name}</profile> added you to favorites',
      invite: '<profile>{name}</profile> invites you to her favorites',
      visitor: '<profile>{name}</profile> visited your profile',
      gift: '<profile>{name}</profile> sent you a gift',
    },
    action: {
      mail: 'Read the letter',
      wink: 'See winks',
      favorite: 'See followers',
      invite: 'Answer the invite',
      visitor: 'See visitors',
      gift: 'See gifts',
    },
    emptyAll: 'No notifications yet',
    emptyAllHint: 'When someone writes to you, winks, adds you to favorites or visits your profile, you will see it here.',
    emptyFavorite: 'Nothing from your favorites yet',
    emptyFavoriteHint: 'Notifications from the members in your favorites appear here.',
    toFavorites: 'My favorites',
  },
  news: {
    title: 'News',
    lead: 'New photos and videos of members, newest first.',
    all: 'All news',
    fromFavorites: 'From favorites',
    someone: 'A member',
    addedPhoto: 'added a new photo',
    addedVideo: 'added a new video',
    photoOf: 'New photo of {name}',
    videoOf: 'New video of {name}',
    emptyAll: 'No news yet',
    emptyAllHint: 'When members add new photos or videos, they appear here.',
    emptyFavorite: 'No news from your favorites yet',
    emptyFavoriteHint: 'News from the members in your favorites appear here: add someone to your favorites from search or a profile.',
  },
};
