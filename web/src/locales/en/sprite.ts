/** English strings of the developers' icon sheet (/sprite, development builds only), merged into the account bundle. */
export const enSprite = {
  sprite: {
    title: 'Icon sheet',
    lead: 'Every icon the member site imports, read from its sources. Pick one of these before adding a new one; a click on an icon copies its import line.',
    logos: 'Logo',
    logoOnDark: 'On a dark background',
    icons: 'Icons',
    filterLabel: 'Filter by name',
    filterPlaceholder: 'e.g. Favorite',
    clearFilter: 'Clear the filter',
    shown: '{shown} of {total} icons',
    copy: 'Copy the import of {name}',
    copied: 'Copied: {line}',
    copyFailed: 'Could not copy: {line}',
    usedIn_one: 'Used in {count} file',
    usedIn_other: 'Used in {count} files',
    noMatch: 'No icon matches “{search}”',
    noMatchHint: 'Look under another word (Mail, Chat, Favorite…), or add the icon if the site really has none like it.',
  },
};
