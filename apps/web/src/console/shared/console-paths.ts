/** The console's paths (its features' routes.ts, composed in app/console-routes.ts), for links and redirects. */
export const CONSOLE_PATH = '/console';
export const CONSOLE_SIGN_IN_PATH = '/console/sign-in';
export const CONSOLE_AUTHENTICATOR_PATH = '/console/sign-in/authenticator';
export const CONSOLE_CODE_PATH = '/console/sign-in/code';
export const CONSOLE_TEAM_PATH = '/console/team';
export const CONSOLE_MY_WORK_PATH = '/console/my-work';
export const CONSOLE_PROFILE_PATH = '/console/profile';
export const consoleFilePath = (uuid: string): string => `/console/applications/${uuid}`;
export const consoleSessionPath = (sessionKey: string): string => `/console/sessions/${sessionKey}`;
export const CONSOLE_CHATS_PATH = '/console/chats';
export const consoleChatPath = (chatUuid: string): string => `/console/chats/${chatUuid}`;
export const CONSOLE_HOURS_PATH = '/console/hours';
export const CONSOLE_KNOWLEDGE_PATH = '/console/knowledge';
export const CONSOLE_FEEDBACK_PATH = '/console/feedback';
export const CONSOLE_BANNERS_PATH = '/console/banners';
export const CONSOLE_ERRORS_PATH = '/console/errors';
export const CONSOLE_PRICING_PATH = '/console/pricing';

/** docs/product/operations-console.md §1: shown on the sign-in screen once a session ended (idle, disabled, signed out elsewhere). */
export const SESSION_ENDED_MESSAGE = 'Your session ended. Please sign in again.';

/** What a console screen may pass to the sign-in screen through the navigation state. */
export interface SignInNotice {
  notice?: { variant: 'success' | 'warn'; text: string };
}
export const CONSOLE_PARTNERS_PATH = '/console/partners';
export const consolePartnerPath = (code: string): string => `/console/partners/${code}`;
