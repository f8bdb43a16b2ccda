export { FilesToSend } from './files-to-send';
export { CHAT_MAX_FILES, enterSends, useChatAttachments, useTypingPreview } from './use-chat-composer';
