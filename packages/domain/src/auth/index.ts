// Sign-in rules shared by the server and the web app: multi-factor authentication (issue 15).
export * from './mfa';
