import PostbackIcon from '@mui/icons-material/CallReceived';
import type { AdminResource } from '../types';
import messages from './messages';
import { PostbackList } from './PostbackList';
import { PostbackShow } from './PostbackShow';

/** `postbacks`: every provider postback as received (list, one with the raw request). */
const postbacks: AdminResource = { name: 'postbacks', list: PostbackList, show: PostbackShow, icon: PostbackIcon, menu: 'finance', messages };

export default postbacks;
