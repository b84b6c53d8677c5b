import FlagIcon from '@mui/icons-material/OutlinedFlag';
import type { AdminResource } from '../types';
import { LetterFlagList, LetterFlagShow } from './LetterFlagList';
import messages from './messages';

/** `letter-flags` (mail): the anti-scam list for site moderators. */
const letterFlags: AdminResource = { name: 'letter-flags', list: LetterFlagList, show: LetterFlagShow, icon: FlagIcon, menu: 'people', messages };

export default letterFlags;
