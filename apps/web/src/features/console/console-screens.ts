/*
 * Every console screen, behind one dynamic import (routes.ts): the console is one chunk of its own, loaded by its
 * paths only (docs/product/operations-console.md §2). Screens in separate small chunks would share small chunks
 * (the staff client, the labels) that the build's small-chunk merge may fold into a chunk a borrower's page loads.
 */
export { ConsoleRoot } from './shell/console-root';
export { ConsoleShell } from './shell/console-shell';
export { SetUpPage } from './sign-in/set-up-page';
export { SignInPage } from './sign-in/sign-in-page';
export { AuthenticatorPage } from './sign-in/authenticator-page';
export { CodePage } from './sign-in/code-page';
export { PipelinePage } from './pipeline/pipeline-page';
export { ApplicationFilePage } from './file/application-file-page';
export { SessionTrailPage } from './sessions/session-trail-page';
export { TeamPage } from './team/team-page';
export { ChatsLayout } from './chat/chats-layout';
export { ChatsPage } from './chat/chats-page';
export { ChatPage } from './chat/chat-page';
export { HoursPage } from './hours/hours-page';
export { KnowledgePage } from './knowledge/knowledge-page';
export { CeoFeedbackPage } from './site/feedback-page';
export { BannersPage } from './site/banners-page';
export { ClientErrorsPage } from './site/errors-page';
