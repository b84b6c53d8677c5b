/**
 * Whether a lady is webcam-enabled (the profile's `with_web_cam`, the cam badge of search): a port
 * the chat defines and profiles implements, like CHAT_BLOCKS. Only such a lady may show her camera
 * in a chat (live cam, issue 11 section 5). A process without profiles has no webcam-enabled lady.
 */
export interface ChatWebcams {
  hasWebcam(memberId: string): Promise<boolean>;
}

export const CHAT_WEBCAMS = Symbol('CHAT_WEBCAMS');
