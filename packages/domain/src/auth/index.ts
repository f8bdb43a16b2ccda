// Sign-in rules shared by the server and the web app: multi-factor authentication.
export * from './mfa';
