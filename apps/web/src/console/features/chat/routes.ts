import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** The agents' Chats: the queue, a chat, call-backs, over one socket (docs/product/chat.md §4, §5). */
export const chatRoutes: RouteObject[] = [
  {
    path: 'chats',
    lazy: lazyPage(() => import('./chats-layout').then((m) => m.ChatsLayout)),
    children: [
      { index: true, lazy: lazyPage(() => import('./chats-page').then((m) => m.ChatsPage)) },
      { path: ':chatUuid', lazy: lazyPage(() => import('./chat-page').then((m) => m.ChatPage)) },
    ],
  },
];
