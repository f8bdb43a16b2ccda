// The rules of the spec as pure TypeScript, shared by the server and the web app (DESIGN §2).
export * from './org/organization';
