// The chat and its chatbot (docs/product/chat.md): alerts, feedback, the socket's timing.
export * from './alerts';
export * from './feedback';
export * from './timing';
export * from './hours';
export * from './presence';
