import { moderationMessages } from '../photo-moderation/messages';

export default moderationMessages('video');
