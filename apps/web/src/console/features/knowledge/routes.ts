import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page';

/** The chatbot's knowledge base and what borrowers said of its answers (docs/product/chat.md §3). */
export const knowledgeRoutes: RouteObject[] = [
  { path: 'knowledge', lazy: lazyPage(() => import('./knowledge-page').then((m) => m.KnowledgePage)) },
];
