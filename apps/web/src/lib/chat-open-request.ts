/**
 * A press of the chat launcher that the server drew with the first registration step, made before the app's own
 * launcher was there to take it (app/first-screen/frame-before-app.ts): the app's launcher opens the chat as that
 * press asked (features/chat/chat-launcher.tsx), whether it mounts after the press or was mounted, out of sight, before
 * the app took the step over. Kept here, in the page's first script, so that both sides see the one request.
 */
let isRequested = false;
let opener: (() => void) | null = null;

export const requestChatOpen = (): void => {
  if (opener) opener();
  else isRequested = true;
};

/** Whether the chat was asked for before a launcher listened; answers true once. */
export const takeChatOpenRequest = (): boolean => {
  const was = isRequested;
  isRequested = false;
  return was;
};

/** Opens the chat on every later request, until the answered function is called. */
export const onChatOpenRequest = (open: () => void): (() => void) => {
  opener = open;
  if (takeChatOpenRequest()) open();
  return () => {
    if (opener === open) opener = null;
  };
};
